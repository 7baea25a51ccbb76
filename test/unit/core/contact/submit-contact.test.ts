import { memoryContactMessages } from '../../../support/memory/memory-contact-messages';
import { memoryRateLimiter } from '../../../support/memory/memory-rate-limiter';
import { listContactMessages } from '#core/contact/use-cases/list-contact-messages';
import {
  CONTACT_LIMIT_MESSAGE,
  CONTACT_MAX_PER_HOUR,
  CONTACT_RECEIVED,
  submitContact,
} from '#core/contact/use-cases/submit-contact';
import { ContactRequest } from '#shared/contracts/contact';
import { fakeClock } from '../../../support/fake-clock';

function contactDeps() {
  let next = 0;
  const clock = fakeClock('2026-11-21T15:00:00.000Z');
  return {
    contactMessages: memoryContactMessages(),
    clock,
    ids: { next: () => `id-${++next}` },
    rateLimiter: memoryRateLimiter(clock),
  };
}
/** A different documentation address per call: these tests are about the per-email cap. */
let clients = 0;
const anyClient = () => `198.51.100.${(clients += 1)}`;

describe('submitContact', () => {
  it(`takes ${CONTACT_MAX_PER_HOUR} messages an hour from one address, then refuses with 429 until the hour has passed`, async () => {
    const deps = contactDeps();
    const from = (email: string) => ContactRequest.parse({ name: 'Spam', email, message: 'Buy now' });
    for (let i = 0; i < CONTACT_MAX_PER_HOUR; i += 1) {
      await submitContact(deps, from('spam@example.com'), anyClient());
      deps.clock.advanceMinutes(1);
    }
    await expect(submitContact(deps, from('SPAM@example.com'), anyClient())).rejects.toMatchObject({
      code: 'rate_limited',
      message: CONTACT_LIMIT_MESSAGE,
    });
    await expect(submitContact(deps, from('someone@example.com'), anyClient())).resolves.toEqual({
      message: CONTACT_RECEIVED,
    });
    deps.clock.advanceMinutes(60 - CONTACT_MAX_PER_HOUR + 1);
    await expect(submitContact(deps, from('spam@example.com'), anyClient())).resolves.toEqual({
      message: CONTACT_RECEIVED,
    });
    expect((await listContactMessages(deps, { page: 1, limit: 100 })).total).toBe(CONTACT_MAX_PER_HOUR + 2);
  });

  it('stores the message with an id and the time it arrived, for the admins', async () => {
    const deps = contactDeps();
    const input = ContactRequest.parse({
      name: ' Grace Hopper ',
      email: 'grace@example.com',
      subject: 'Two phones',
      message: 'Can I?',
    });
    await expect(submitContact(deps, input, anyClient())).resolves.toEqual({ message: CONTACT_RECEIVED });
    expect(await listContactMessages(deps, { page: 1, limit: 10 })).toEqual({
      messages: [
        {
          id: 'id-1',
          name: 'Grace Hopper',
          email: 'grace@example.com',
          subject: 'Two phones',
          message: 'Can I?',
          createdAt: '2026-11-21T15:00:00.000Z',
        },
      ],
      total: 1,
    });
  });

  it('keeps a message without a subject, and lists the newest first', async () => {
    const deps = contactDeps();
    await submitContact(
      deps,
      ContactRequest.parse({ name: 'Ada', email: 'ada@example.com', message: 'First' }),
      anyClient(),
    );
    deps.clock.advanceMinutes(5);
    await submitContact(
      deps,
      ContactRequest.parse({ name: 'Alan', email: 'alan@example.com', message: 'Second' }),
      anyClient(),
    );
    const { messages } = await listContactMessages(deps, { page: 1, limit: 10 });
    expect(messages.map((m) => [m.message, m.subject])).toEqual([
      ['Second', ''],
      ['First', ''],
    ]);
  });

  it('counts per client too: new addresses from one client (rate+1@, rate+2@...) do not start a fresh count', async () => {
    const deps = contactDeps();
    const client = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) {
      await submitContact(
        deps,
        ContactRequest.parse({ name: 'Rate', email: `rate+${i}@example.com`, message: 'Hello' }),
        client,
      );
    }
    const refused = submitContact(
      deps,
      ContactRequest.parse({ name: 'Rate', email: 'rate+5@example.com', message: 'Hello' }),
      client,
    );
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited', extras: { limit: 'contactPerIp' } });
    await expect(
      submitContact(
        deps,
        ContactRequest.parse({ name: 'Other', email: 'other@example.com', message: 'Hi' }),
        '203.0.113.10',
      ),
    ).resolves.toEqual({ message: CONTACT_RECEIVED });
    deps.clock.advanceMinutes(60);
    await expect(
      submitContact(
        deps,
        ContactRequest.parse({ name: 'Rate', email: 'rate+6@example.com', message: 'Hello' }),
        client,
      ),
    ).resolves.toEqual({ message: CONTACT_RECEIVED });
    expect((await listContactMessages(deps, { page: 1, limit: 100 })).total).toBe(7);
  });
});
