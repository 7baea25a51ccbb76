import { randomUUID } from 'node:crypto';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { createInvite } from '#core/people/use-cases/create-invite';
import { displayInviteCode } from '#core/people/domain/invite-code';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';

const OUR_NUMBER = '+15550000000';

/** A text from `from` through the real inbound path, with the default (real) rate limits; what we texted back. */
async function text(deps: NagTestDeps, from: string, body: string, providerMessageId = randomUUID()) {
  const before = deps.sms.sent.length;
  const outcome = await handleReply(deps, {
    from,
    to: OUR_NUMBER,
    body,
    providerMessageId,
    receivedAt: deps.clock.now().toISOString(),
  });
  return {
    outcome,
    answers: deps.sms.sent
      .slice(before)
      .filter((s) => s.to === from)
      .map((s) => s.body),
  };
}

describe('JOIN by text: attempt limits and exactly-once, on the default limits', () => {
  it('5 codes a day per number, then one answer that says so; a right code is not even looked at past the limit', async () => {
    const deps = nagTestDeps();
    const owner = await nagUser(deps, { firstName: 'Ada', phoneNumber: '+15555550100' });
    const { invite } = await createInvite(deps, owner, {});
    const prober = '+15555550111';
    for (const guess of ['AAAA-AAAA', 'BBBB-BBBB', 'CCCC-CCCC', 'DDDD-DDDD', 'EEEE-EEEE'])
      expect((await text(deps, prober, `JOIN ${guess}`)).answers).toEqual([buddyAnswers.joinInvalid()]);
    const sixth = await text(deps, prober, `JOIN ${displayInviteCode(invite.code)}`);
    expect(sixth.answers).toEqual([buddyAnswers.joinTooManyTries()]);
    expect(sixth.outcome).toMatchObject({ kind: 'link', command: 'join', result: 'too_many_tries' });
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
    // A day later the number may try again, and the right code joins.
    deps.clock.advanceMinutes(24 * 60);
    expect((await text(deps, prober, `join ${invite.code.toLowerCase()}`)).answers).toEqual([
      buddyAnswers.joined('Ada'),
    ]);
  });

  it('3 tries a day at one code from any numbers, then that code answers nothing but the limit', async () => {
    const deps = nagTestDeps();
    for (const n of [1, 2, 3])
      expect((await text(deps, `+1555555020${n}`, 'JOIN GGGG-GGGG')).answers).toEqual([buddyAnswers.joinInvalid()]);
    expect((await text(deps, '+15555550209', 'JOIN gggg gggg')).answers).toEqual([buddyAnswers.joinTooManyTries()]);
  });

  it('the same JOIN delivered twice, or at once: one link, one disclosure; any order of two numbers: one joins, one is refused', async () => {
    const deps = nagTestDeps();
    const owner = await nagUser(deps, { firstName: 'Ada', phoneNumber: '+15555550100' });
    const { invite } = await createInvite(deps, owner, {});
    const body = `JOIN ${displayInviteCode(invite.code)}`;
    const [a, b] = await Promise.all([
      text(deps, '+15555550123', body, 'same-id-1-2-3-4' as `${string}-${string}-${string}-${string}-${string}`),
      text(deps, '+15555550123', body, 'same-id-1-2-3-4' as `${string}-${string}-${string}-${string}-${string}`),
    ]);
    expect([...a.answers, ...b.answers]).toEqual([buddyAnswers.joined('Ada')]);
    expect(
      (await text(deps, '+15555550123', body, 'same-id-1-2-3-4' as `${string}-${string}-${string}-${string}-${string}`))
        .answers,
    ).toEqual([]);
    expect((await text(deps, '+15555550124', body)).answers).toEqual([buddyAnswers.joinInvalid()]);
    expect((await deps.users.get(owner.id))!.buddy).toMatchObject({
      phoneNumber: '+15555550123',
      status: 'joined',
      joinedBy: {
        code: invite.code,
        messageId: 'same-id-1-2-3-4' as `${string}-${string}-${string}-${string}-${string}`,
        afterStop: false,
      },
    });
  });

  it("JOIN from the owner's own number is refused, and changes nothing", async () => {
    const deps = nagTestDeps();
    const owner = await nagUser(deps, { firstName: 'Ada', phoneNumber: '+15555550100' });
    const { invite } = await createInvite(deps, owner, {});
    expect((await text(deps, owner.phoneNumber, `JOIN ${invite.code}`)).answers).toEqual([buddyAnswers.joinOwnCode()]);
    expect((await deps.users.get(owner.id))!.buddy).toBeUndefined();
    expect((await deps.invites.invite(invite.code))!.usedBy).toBeUndefined();
  });

  it('an owner may have 3 open invites; the 4th is refused naming why', async () => {
    const deps = nagTestDeps();
    const owner = await nagUser(deps, { firstName: 'Ada' });
    for (let i = 0; i < 3; i++) await createInvite(deps, owner, {});
    await expect(createInvite(deps, owner, {})).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/3 open invites/),
    });
    deps.clock.advanceMinutes(7 * 24 * 60);
    await expect(createInvite(deps, owner, {})).resolves.toBeDefined();
  });
});
