import { newUser } from '#core/users/domain/user';
import { DomainError } from '#core/kernel/errors';
import { confirmPhoneChange } from '#core/accounts/use-cases/confirm-phone-change';
import { requestPhoneChangeCode } from '#core/accounts/use-cases/request-phone-change-code';
import { updateProfile } from '#core/accounts/use-cases/update-profile';
import { requestAccountDeletionCode } from '#core/accounts/use-cases/request-account-deletion-code';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { memoryAuthDeps, type AuthTestDeps } from '../../../support/memory-auth-deps';
import { smsSegments } from '#core/texting/domain/sms-segments';

const ALICE = '+12025550101';
const BOB = '+12025550102';
const NEW = '+12025550199';
const CLIENT = '198.51.100.7';

async function setup() {
  const deps = memoryAuthDeps('2026-11-21T15:00:00.000Z');
  const base = {
    lastName: 'L',
    email: 'a@example.com',
    timezone: 'America/New_York',
    smsTransactionalOptIn: true,
    smsMarketingOptIn: false,
    now: deps.clock.now(),
  };
  await deps.users.create(newUser({ ...base, id: 'alice', firstName: 'Alice', phoneNumber: ALICE }));
  await deps.users.create(newUser({ ...base, id: 'bob', firstName: 'Bob', phoneNumber: BOB }));
  return deps;
}

const codeIn = (body: string) => / is (\d{6})\./.exec(body)![1]!;
/** The newest text to the number. */
const lastTextTo = (deps: AuthTestDeps, to: string) => [...deps.sms.sent].reverse().find((sms) => sms.to === to);
/** The two codes of the latest request: the one to the number on file and the one to the new number. */
const codesOf = (deps: AuthTestDeps, current: string, next: string) => ({
  currentNumberCode: codeIn(lastTextTo(deps, current)!.body),
  code: codeIn(lastTextTo(deps, next)!.body),
});
/** A code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('updateProfile', () => {
  it('saves the given fields and stamps updatedAt', async () => {
    const deps = await setup();
    deps.clock.advanceMinutes(5);
    const profile = await updateProfile(deps, 'alice', { firstName: 'Al', quietHoursStart: '22:00' });
    expect(profile).toMatchObject({
      firstName: 'Al',
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      updatedAt: '2026-11-21T15:05:00.000Z',
    });
  });

  it('accepts the number on file unchanged and refuses any other', async () => {
    const deps = await setup();
    await expect(updateProfile(deps, 'alice', { phoneNumber: ALICE, lastName: 'Liddell' })).resolves.toMatchObject({
      lastName: 'Liddell',
    });
    const error = await refusal(updateProfile(deps, 'alice', { phoneNumber: NEW }));
    expect(error.code).toBe('validation_failed');
    expect((await deps.users.get('alice'))?.phoneNumber).toBe(ALICE);
  });
});

describe('changing the phone number', () => {
  it('texts both numbers, each saying what its code is for; the number on file learns where the account would go, never the whole number', async () => {
    const deps = await setup();
    const sent = await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    expect(sent).toEqual({
      message: 'Verification codes sent to your current and new phone numbers',
      phoneNumber: NEW,
      currentPhoneNumber: ALICE,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    expect(deps.sms.sent.map((sms) => sms.to)).toEqual([ALICE, NEW]);
    const [approval, proof] = deps.sms.sent.map((sms) => sms.body) as [string, string];
    expect(approval).toMatch(
      /^NagText: your code to MOVE your account to \+1 \.\.\.0199 is \d{6}\. Never share it\. It expires in 10 minutes\. Didn't ask\? Ignore this and your account stays\.$/,
    );
    expect(approval).not.toContain(NEW.slice(2, 8));
    expect(proof).toMatch(
      /^NagText: your code to move your account to this number is \d{6}\. It expires in 10 minutes\./,
    );
    expect(codeIn(approval)).not.toBe(codeIn(proof));
    expect([
      deps.metrics.counted('CodesSent', { Purpose: 'phone_change_current' }),
      deps.metrics.counted('CodesSent', { Purpose: 'phone_change' }),
    ]).toEqual([1, 1]);
  });

  it('moves the account with both codes, ends its sessions, and tells the number it left where it went and when', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const before = (await deps.users.get('alice'))!.sessionVersion;
    const {
      session: { token, user: profile },
      notice,
    } = await confirmPhoneChange(deps, 'alice', NEW, codesOf(deps, ALICE, NEW), CLIENT);
    expect(profile.phoneNumber).toBe(NEW);
    // Every session of the account ends with the move; this device gets a fresh one at the new version.
    const after = (await deps.users.get('alice'))!.sessionVersion;
    expect(after).toBe(before + 1);
    expect(await deps.tokens.verify(token)).toMatchObject({ sub: 'alice', sv: after });
    expect((await deps.users.getByPhone(NEW))?.id).toBe('alice');
    expect(await deps.users.getByPhone(ALICE)).toBeNull();

    expect(notice).toBe('sent');
    const told = deps.sms.sent.at(-1)!;
    // 10:00 AM in New York, the account's zone; no code in it.
    expect(told).toEqual({
      to: ALICE,
      body: "NagText: your account's number was changed to +1 ...0199 on Sat Nov 21, 10:00 AM. Not you? Email support@nagtext.com",
    });
    expect(smsSegments(told.body)).toBe(1);
    expect(told.body).not.toMatch(/\d{6}/);
    // Filed under the account like every text we send, so it shows in the admin's Messages.
    expect((await deps.messages.listForUser('alice')).map((m) => [m.to, m.body])).toEqual([[ALICE, told.body]]);
  });

  it("moves the billing customer's phone too; Stripe down leaves the move standing", async () => {
    for (const down of [false, true]) {
      const deps = await setup();
      const { id } = await deps.billing.createCustomer({
        userId: 'alice',
        email: 'a@x.com',
        name: 'A',
        phoneNumber: ALICE,
      });
      await deps.users.update('alice', { stripeCustomerId: id }, deps.clock.now().toISOString());
      if (down) deps.billing.failPhoneUpdates = new Error('Stripe unreachable');
      await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
      const change = await confirmPhoneChange(deps, 'alice', NEW, codesOf(deps, ALICE, NEW), CLIENT);
      expect(change.session.user.phoneNumber).toBe(NEW);
      expect(change.billing).toEqual(down ? { failed: 'Stripe unreachable' } : 'updated');
      expect(deps.billing.customers.get(id)?.phone).toBe(down ? ALICE : NEW);
      expect(deps.metrics.counted('BillingPhoneFailures')).toBe(down ? 1 : 0);
    }
  });

  describe('a session alone cannot move the account', () => {
    it.each([
      ['a made-up code for the number on file', (right: string) => otherThan(right)],
      ["the new number's own code given twice", (_right: string, newCode: string) => newCode],
    ])('refuses %s: 400 naming that code, nothing moves, nothing is told', async (_what, currentNumberCode) => {
      const deps = await setup();
      await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
      const right = codesOf(deps, ALICE, NEW);
      const texted = deps.sms.sent.length;
      const error = await refusal(
        confirmPhoneChange(
          deps,
          'alice',
          NEW,
          { code: right.code, currentNumberCode: currentNumberCode(right.currentNumberCode, right.code) },
          CLIENT,
        ),
      );
      expect([error.code, error.message]).toEqual([
        'validation_failed',
        'The code sent to your current number is wrong.',
      ]);
      expect(error.extras.issues).toEqual([
        { path: 'currentNumberCode', message: 'The code sent to your current number is wrong.' },
      ]);
      expect((await deps.users.get('alice'))?.phoneNumber).toBe(ALICE);
      expect((await deps.users.getByPhone(ALICE))?.id).toBe('alice');
      expect(await deps.users.getByPhone(NEW)).toBeNull();
      expect(deps.sms.sent).toHaveLength(texted);
    });

    it('refuses a code from the number on file that approved a move to another number', async () => {
      const deps = await setup();
      const OTHER = '+12025550177';
      await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
      const newCode = codeIn(lastTextTo(deps, NEW)!.body);
      deps.clock.advanceSeconds(31);
      await requestPhoneChangeCode(deps, 'alice', OTHER, CLIENT);
      // The number on file's latest code names OTHER: it cannot carry the account to NEW, whose code is still good.
      const approvesOther = codeIn(lastTextTo(deps, ALICE)!.body);
      const error = await refusal(
        confirmPhoneChange(deps, 'alice', NEW, { code: newCode, currentNumberCode: approvesOther }, CLIENT),
      );
      expect(error.extras.issues?.map((i) => i.path)).toEqual(['currentNumberCode']);
      expect((await deps.users.get('alice'))?.phoneNumber).toBe(ALICE);
      await expect(
        confirmPhoneChange(deps, 'alice', OTHER, codesOf(deps, ALICE, OTHER), CLIENT),
      ).resolves.toMatchObject({ session: { user: { phoneNumber: OTHER } } });
    });
  });

  it('names every wrong code, and spends neither right one on a failed attempt', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const right = codesOf(deps, ALICE, NEW);
    const both = await refusal(
      confirmPhoneChange(
        deps,
        'alice',
        NEW,
        { code: otherThan(right.code), currentNumberCode: otherThan(right.currentNumberCode) },
        CLIENT,
      ),
    );
    expect(both.message).toBe(
      'The code sent to your current number is wrong. The code sent to your new number is wrong.',
    );
    expect(both.extras.issues?.map((i) => i.path)).toEqual(['currentNumberCode', 'code']);
    const newOnly = await refusal(
      confirmPhoneChange(deps, 'alice', NEW, { ...right, code: otherThan(right.code) }, CLIENT),
    );
    expect(newOnly.extras.issues).toEqual([{ path: 'code', message: 'The code sent to your new number is wrong.' }]);
    await expect(confirmPhoneChange(deps, 'alice', NEW, right, CLIENT)).resolves.toMatchObject({
      session: { user: { phoneNumber: NEW } },
    });
  });

  it('uses each code once: the same two codes sent twice at once move the account once', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const right = codesOf(deps, ALICE, NEW);
    const outcomes = await Promise.allSettled([
      confirmPhoneChange(deps, 'alice', NEW, right, CLIENT),
      confirmPhoneChange(deps, 'alice', NEW, right, CLIENT),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(deps.sms.sent.filter((sms) => /changed to/.test(sms.body))).toHaveLength(1);
    expect((await deps.users.get('alice'))!.sessionVersion).toBe(1);
  });

  it('counts every attempt against both codes: five wrong tries end the code on file, and then the right codes are too late', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const right = codesOf(deps, ALICE, NEW);
    const wrong = { ...right, currentNumberCode: otherThan(right.currentNumberCode) };
    for (let i = 0; i < 4; i += 1)
      expect((await refusal(confirmPhoneChange(deps, 'alice', NEW, wrong, CLIENT))).code).toBe('validation_failed');
    const fifth = await refusal(confirmPhoneChange(deps, 'alice', NEW, wrong, CLIENT));
    expect([fifth.code, fifth.message]).toEqual([
      'rate_limited',
      'The code sent to your current number was tried too many times. Request new codes.',
    ]);
    const late = await refusal(confirmPhoneChange(deps, 'alice', NEW, right, CLIENT));
    expect(late.extras.issues?.map((i) => i.path)).toEqual(['currentNumberCode', 'code']);
    expect((await deps.users.get('alice'))?.phoneNumber).toBe(ALICE);
  });

  it('an expired code asks for new codes', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const right = codesOf(deps, ALICE, NEW);
    deps.clock.advanceMinutes(11);
    const error = await refusal(confirmPhoneChange(deps, 'alice', NEW, right, CLIENT));
    expect([error.code, error.message]).toEqual([
      'validation_failed',
      'The code sent to your current number has expired. The code sent to your new number has expired. Request new codes.',
    ]);
  });

  it('refuses a code bound to another account', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const error = await refusal(confirmPhoneChange(deps, 'bob', NEW, codesOf(deps, ALICE, NEW), CLIENT));
    expect(error.code).toBe('validation_failed');
    expect((await deps.users.get('bob'))?.phoneNumber).toBe(BOB);
  });

  it('refuses a number held by another account, texting nothing', async () => {
    const deps = await setup();
    const error = await refusal(requestPhoneChangeCode(deps, 'alice', BOB, CLIENT));
    expect([error.code, error.message]).toEqual(['conflict', 'This phone number is already used by another account.']);
    expect(deps.sms.sent).toHaveLength(0);
  });

  it("keeps to each number's code limits, and texts neither number when one of them may not be texted", async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    // A second request within 30 seconds: the number on file must wait, so the new number gets nothing either.
    const OTHER = '+12025550177';
    const error = await refusal(requestPhoneChangeCode(deps, 'alice', OTHER, CLIENT));
    expect([error.code, error.message]).toEqual([
      'rate_limited',
      'Please wait 30 seconds before requesting another code',
    ]);
    expect(deps.sms.sent.map((sms) => sms.to)).toEqual([ALICE, NEW]);
    // Four more moves asked for over the hour: the number on file's hourly allowance is spent, and the fifth stops at it.
    for (let i = 0; i < 4; i += 1) {
      deps.clock.advanceSeconds(31);
      await requestPhoneChangeCode(deps, 'alice', `+1202555017${i}`, CLIENT);
    }
    deps.clock.advanceSeconds(31);
    const capped = await refusal(requestPhoneChangeCode(deps, 'alice', OTHER, CLIENT));
    expect(capped.message).toMatch(/^Too many codes requested for this number\./);
    expect(deps.sms.sent.filter((sms) => sms.to === OTHER)).toHaveLength(0);
  });

  it('texts the codes to a number on file that replied STOP (someone asked for them), but not the notice', async () => {
    const deps = await setup();
    await deps.users.update('alice', { smsOptedOut: true }, deps.clock.now().toISOString());
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    expect(deps.sms.sent.map((sms) => sms.to)).toEqual([ALICE, NEW]);
    const { notice } = await confirmPhoneChange(deps, 'alice', NEW, codesOf(deps, ALICE, NEW), CLIENT);
    expect(notice).toBe('opted_out');
    expect(deps.sms.sent).toHaveLength(2);
  });

  it('a notice the provider refuses does not undo the move', async () => {
    const deps = await setup();
    await requestPhoneChangeCode(deps, 'alice', NEW, CLIENT);
    const codes = codesOf(deps, ALICE, NEW);
    deps.sms.send = async () => {
      throw new SmsSendError('rejected', 'Destination opted out at the carrier');
    };
    const { session, notice } = await confirmPhoneChange(deps, 'alice', NEW, codes, CLIENT);
    expect(session.user.phoneNumber).toBe(NEW);
    expect(notice).toEqual({ failed: 'Destination opted out at the carrier' });
  });
});

describe('asking for the deletion code', () => {
  it("texts it to the number on file, saying plainly that it deletes the account (the number's notice of it)", async () => {
    const deps = await setup();
    const sent = await requestAccountDeletionCode(deps, 'alice', CLIENT);
    expect(sent.phoneNumber).toBe(ALICE);
    expect(deps.sms.sent).toEqual([
      {
        to: ALICE,
        body: expect.stringMatching(
          /^NagText: your code to DELETE your account is \d{6}\. It expires in 10 minutes\. Didn't ask\? Ignore this and your account stays\.$/,
        ),
      },
    ]);
  });
});
