import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '#shared/contracts/admin';
import type { ContactMessageRepository } from '#core/contact/ports/contact-messages';

// Later for every message, and after the instants the counting test picks (each repository has an inbox of its own).
const START = Date.parse('2027-01-01T00:00:00.000Z');
let counter = 0;
export function sampleContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  counter += 1;
  return {
    id: `c-${randomUUID()}`,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: `Subject ${counter}`,
    message: 'Can I get reminders on two phones?',
    createdAt: new Date(START + counter * 60_000).toISOString(),
    ...overrides,
  };
}

/** The behaviour every ContactMessageRepository must have; run against memory and DynamoDB Local. */
export function contactMessageRepositoryContract(makeRepository: () => ContactMessageRepository): void {
  let inbox: ContactMessageRepository;
  beforeEach(() => {
    inbox = makeRepository();
  });

  it('stores a message and lists it first, field for field', async () => {
    const message = sampleContactMessage({ subject: '' });
    await inbox.add(message);
    const { messages } = await inbox.list({ page: 1, limit: 1 });
    expect(messages).toEqual([message]);
  });

  it('lists newest first, one page at a time, with the total', async () => {
    const { total: before } = await inbox.list({ page: 1, limit: 1 });
    const added = [
      sampleContactMessage(),
      sampleContactMessage(),
      sampleContactMessage(),
      sampleContactMessage(),
      sampleContactMessage(),
    ];
    // Stored out of order: the listing orders by time, not by insertion.
    for (const i of [2, 0, 4, 1, 3]) await inbox.add(added[i]!);
    const newest = [...added].reverse();

    const first = await inbox.list({ page: 1, limit: 2 });
    expect(first.messages).toEqual(newest.slice(0, 2));
    expect(first.total).toBeGreaterThanOrEqual(before + 5);
    expect((await inbox.list({ page: 2, limit: 2 })).messages).toEqual(newest.slice(2, 4));
    expect((await inbox.list({ page: 1, limit: 5 })).messages).toEqual(newest);
  });

  it('answers a page past the end with no messages', async () => {
    await inbox.add(sampleContactMessage());
    const { total } = await inbox.list({ page: 1, limit: 1 });
    const past = await inbox.list({ page: total + 1, limit: 1 });
    expect(past.messages).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(total);
  });

  it('refuses a second message with the same id', async () => {
    const message = sampleContactMessage();
    await inbox.add(message);
    await expect(inbox.add({ ...message, message: 'changed' })).rejects.toThrow();
    expect((await inbox.list({ page: 1, limit: 1 })).messages).toEqual([message]);
  });

  it('counts what one address sent within a time range, whatever the letter case', async () => {
    const email = `Counted.${randomUUID()}@Example.com`;
    const at = (minutes: number) => new Date(Date.parse('2026-11-21T12:00:00.000Z') + minutes * 60_000).toISOString();
    for (const minutes of [0, 10, 59, 61]) await inbox.add(sampleContactMessage({ email, createdAt: at(minutes) }));
    await inbox.add(sampleContactMessage({ email: `someone.else.${randomUUID()}@example.com`, createdAt: at(10) }));

    expect(await inbox.countFrom(email.toLowerCase(), at(0), at(59))).toBe(3);
    expect(await inbox.countFrom(email, at(1), at(61))).toBe(3);
    expect(await inbox.countFrom(email, at(62), at(120))).toBe(0);
  });
}
