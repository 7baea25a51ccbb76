import { memoryContactMessages } from '../../../../lambdas/adapters/memory/memory-contact-messages';
import { listContactMessages } from '../../../../lambdas/core/use-cases/list-contact-messages';
import { CONTACT_RECEIVED, submitContact } from '../../../../lambdas/core/use-cases/submit-contact';
import { ContactRequest } from '../../../../shared/contracts/contact';
import { fakeClock } from '../../../support/fake-clock';

function contactDeps() {
  let next = 0;
  return { contactMessages: memoryContactMessages(), clock: fakeClock('2026-11-21T15:00:00.000Z'), ids: { next: () => `id-${++next}` } };
}

describe('submitContact', () => {
  it('stores the message with an id and the time it arrived, for the admins', async () => {
    const deps = contactDeps();
    const input = ContactRequest.parse({ name: ' Grace Hopper ', email: 'grace@example.com', subject: 'Two phones', message: 'Can I?' });
    await expect(submitContact(deps, input)).resolves.toEqual({ message: CONTACT_RECEIVED });
    expect(await listContactMessages(deps, { page: 1, limit: 10 })).toEqual({
      messages: [{ id: 'id-1', name: 'Grace Hopper', email: 'grace@example.com', subject: 'Two phones', message: 'Can I?', createdAt: '2026-11-21T15:00:00.000Z' }],
      total: 1,
    });
  });

  it('keeps a message without a subject, and lists the newest first', async () => {
    const deps = contactDeps();
    await submitContact(deps, ContactRequest.parse({ name: 'Ada', email: 'ada@example.com', message: 'First' }));
    deps.clock.advanceMinutes(5);
    await submitContact(deps, ContactRequest.parse({ name: 'Alan', email: 'alan@example.com', message: 'Second' }));
    const { messages } = await listContactMessages(deps, { page: 1, limit: 10 });
    expect(messages.map((m) => [m.message, m.subject])).toEqual([['Second', ''], ['First', '']]);
  });
});
