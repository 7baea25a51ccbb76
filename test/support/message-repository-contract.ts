import { randomUUID } from 'node:crypto';
import type { Message } from '#core/texting/domain/message';
import type { MessageRepository } from '#core/texting/ports/messages';

export function sampleMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: `m-${randomUUID()}`,
    userId: 'user-1',
    direction: 'inbound',
    from: '+14155550123',
    to: '+18885550100',
    body: 'DONE',
    status: 'delivered',
    receivedAt: '2026-11-21T15:00:00.000Z',
    providerMessageId: 'provider-1',
    ...overrides,
  };
}

/** The behaviour every MessageRepository must have; run against memory and DynamoDB Local. */
export function messageRepositoryContract(makeRepository: () => MessageRepository): void {
  let messages: MessageRepository;
  let userId: string;
  beforeEach(() => {
    messages = makeRepository();
    userId = `msg-user-${randomUUID()}`;
  });

  it('records a message and lists it for its user, field for field', async () => {
    const message = sampleMessage({ userId });
    expect(await messages.record(message)).toBe(true);
    expect(await messages.listForUser(userId)).toEqual([message]);
  });

  it('stores a redelivered message once', async () => {
    const message = sampleMessage({ userId });
    expect(await messages.record(message)).toBe(true);
    expect(await messages.record({ ...message })).toBe(false);
    expect(await messages.listForUser(userId)).toHaveLength(1);
  });

  it('lists oldest first and keeps users apart', async () => {
    const late = sampleMessage({ userId, receivedAt: '2026-11-21T16:00:00.000Z', body: 'late' });
    const early = sampleMessage({ userId, receivedAt: '2026-11-21T09:00:00.000Z', body: 'early' });
    await messages.record(late);
    await messages.record(early);
    await messages.record(sampleMessage({ userId: `${userId}-other` }));
    expect((await messages.listForUser(userId)).map((m) => m.body)).toEqual(['early', 'late']);
  });

  it('lists those since an instant, that instant included, oldest first', async () => {
    for (const [at, body] of [
      ['2026-11-20T09:00:00.000Z', 'before'],
      ['2026-11-21T09:00:00.000Z', 'at'],
      ['2026-11-21T16:00:00.000Z', 'after'],
    ]) {
      await messages.record(sampleMessage({ userId, receivedAt: at, body }));
    }
    await messages.record(sampleMessage({ userId: `${userId}-other`, receivedAt: '2026-11-21T12:00:00.000Z' }));
    expect((await messages.listSince(userId, '2026-11-21T09:00:00.000Z')).map((m) => m.body)).toEqual(['at', 'after']);
    expect(await messages.listSince(userId, '2026-11-22T00:00:00.000Z')).toEqual([]);
  });

  it("records a call's result only over one it may replace, and reads it back", async () => {
    const call = sampleMessage({
      userId,
      direction: 'outbound',
      channel: 'voice',
      providerMessageId: `call-${randomUUID()}`,
      body: 'This is NagText',
    });
    await messages.record(call);
    expect(await messages.setCallResult(call, 'no_answer', [])).toBe(true);
    expect(await messages.setCallResult(call, 'failed', [])).toBe(false);
    expect(await messages.setCallResult(call, 'answered', ['failed', 'no_answer', 'busy'])).toBe(true);
    expect(await messages.setCallResult(call, 'busy', ['failed', 'no_answer'])).toBe(false);
    expect(await messages.listForUser(userId)).toEqual([{ ...call, callResult: 'answered' }]);
    expect(await messages.findByProviderMessageId(call.providerMessageId!)).toEqual({
      ...call,
      callResult: 'answered',
    });
    // A message deleted meanwhile: nothing written, nothing created.
    expect(await messages.setCallResult({ ...call, id: 'gone' }, 'answered', [])).toBe(false);
    expect(await messages.listForUser(userId)).toHaveLength(1);
  });
}
