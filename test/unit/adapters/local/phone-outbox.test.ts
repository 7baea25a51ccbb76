import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ControllableClock } from '../../../../lambdas/adapters/local/controllable-clock';
import { LOCAL_ORIGINATION_NUMBER, localSmsSender } from '../../../../lambdas/adapters/local/local-sms-sender';
import { PhoneOutbox, type PhoneMessage } from '../../../../lambdas/adapters/local/phone-outbox';
import { fakeClock } from '../../../support/fake-clock';

const A = '+15551230001';
const B = '+15551230002';

describe('the local SMS sender and phone outbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('records each text as delivered from our number at the app clock time, newest first per phone', async () => {
    const clock = fakeClock('2026-03-01T09:00:00.000Z');
    const outbox = new PhoneOutbox(null);
    const sms = localSmsSender(outbox, clock);
    const first = await sms.send({ to: A, body: 'one' });
    clock.advanceMinutes(1);
    await sms.send({ to: B, body: 'other' });
    clock.advanceMinutes(1);
    await sms.send({ to: A, body: 'two' });

    expect(outbox.list(A).map((m) => m.body)).toEqual(['two', 'one']);
    expect(outbox.list().map((m) => m.body)).toEqual(['two', 'other', 'one']);
    expect(outbox.list(A)[1]).toEqual({
      to: A, from: LOCAL_ORIGINATION_NUMBER, body: 'one', sentAt: '2026-03-01T09:00:00.000Z', status: 'delivered', messageId: first.messageId,
    });
  });

  it('knows the last text sent to a phone (what its reply answers), not the phone\'s own texts', async () => {
    const outbox = new PhoneOutbox(null);
    const sms = localSmsSender(outbox, fakeClock());
    expect(outbox.lastSentTo(A)).toBeUndefined();
    const { messageId } = await sms.send({ to: A, body: 'Nag 1' });
    const reply: PhoneMessage = { to: LOCAL_ORIGINATION_NUMBER, from: A, body: 'DONE', sentAt: new Date().toISOString(), status: 'received', messageId: 'in-1' };
    outbox.record(reply);
    expect(outbox.lastSentTo(A)?.messageId).toBe(messageId);
    expect(outbox.list(A)[0]).toEqual(reply);
  });

  it('keeps texts in its file across restarts', async () => {
    const file = join(dir, 'phone-outbox.json');
    await localSmsSender(new PhoneOutbox(file), fakeClock()).send({ to: A, body: 'kept' });
    expect(new PhoneOutbox(file).list(A).map((m) => m.body)).toEqual(['kept']);
  });
});

describe('ControllableClock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-clock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is real time plus what it was advanced by, kept across restarts', () => {
    const real = Date.parse('2026-03-01T09:00:00.000Z');
    const file = join(dir, 'clock.json');
    const clock = new ControllableClock(file, () => real);
    expect(clock.now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    clock.advance(90);
    expect(clock.now().toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(new ControllableClock(file, () => real + 1000).now().toISOString()).toBe('2026-03-01T10:30:01.000Z');
  });

  it('never goes back', () => {
    const clock = new ControllableClock(null);
    expect(() => clock.advance(0)).toThrow(RangeError);
    expect(() => clock.advance(-5)).toThrow(RangeError);
  });
});
