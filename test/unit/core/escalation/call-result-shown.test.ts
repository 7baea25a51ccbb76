import { adminListUserMessages } from '#core/admin/use-cases/admin-list-user-messages';
import { exportAccountData } from '#core/accounts/use-cases/export-account-data';
import { callAboutNag } from '#core/escalation/use-cases/call-about-nag';
import { recordCallResult } from '#core/escalation/use-cases/record-call-result';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';

const QUERY = { page: 1, limit: 10, sortField: 'receivedAt', sortOrder: 'desc', status: '', searchTerm: '' } as const;

describe("a call's outcome is shown wherever the call is listed", () => {
  it("the admin's Messages tab and the person's data download carry it once reported, and nothing before", async () => {
    const deps = nagTestDeps('2026-11-23T15:00:00.000Z');
    const owner = await nagUser(deps, { callConsentAt: '2026-11-20T12:00:00.000Z' });
    const reminder = {
      id: 'r1',
      task: 'Gym',
      occurrenceDate: '2026-11-23',
      occurrenceAt: '2026-11-23T14:00:00.000Z',
      callAfterNags: 2,
    };
    expect(
      await callAboutNag(deps, { owner, reminder, nagId: 'n1', why: 'ladder', ignoredTexts: 2, now: deps.clock.now() }),
    ).toBe('called');

    const listed = async () =>
      (await adminListUserMessages(deps, owner.id, QUERY)).messages.find((m) => m.channel === 'voice')!;
    const exported = async () => (await exportAccountData(deps, owner.id)).texts.find((t) => t.channel === 'voice')!;
    expect(await listed()).not.toHaveProperty('callResult');
    expect(await exported()).not.toHaveProperty('callResult');

    expect(await recordCallResult(deps, { providerMessageId: 'call-1', result: 'no_answer' })).toBe('updated');
    expect(await listed()).toMatchObject({ status: 'delivered', callResult: 'no_answer' });
    expect(await exported()).toMatchObject({ status: 'delivered', callResult: 'no_answer' });
  });

  it('a text named by a voice event is left alone', async () => {
    const deps = nagTestDeps('2026-11-23T15:00:00.000Z');
    const owner = await nagUser(deps);
    await deps.messages.record({
      id: 't1',
      userId: owner.id,
      direction: 'outbound',
      from: 'NagText',
      to: owner.phoneNumber,
      body: 'Reminder',
      status: 'pending',
      receivedAt: deps.clock.now().toISOString(),
      providerMessageId: 'text-1',
    });
    expect(await recordCallResult(deps, { providerMessageId: 'text-1', result: 'answered' })).toBe('not_a_call');
    expect((await deps.messages.listForUser(owner.id))[0]).not.toHaveProperty('callResult');
  });
});
