import { confirmPhoneChange } from '#core/accounts/use-cases/confirm-phone-change';
import { deleteAccount } from '#core/accounts/use-cases/delete-account';
import { requestAccountDeletionCode } from '#core/accounts/use-cases/request-account-deletion-code';
import { requestPhoneChangeCode } from '#core/accounts/use-cases/request-phone-change-code';
import { updateProfile } from '#core/accounts/use-cases/update-profile';
import { adminGetUser } from '#core/admin/use-cases/admin-get-user';
import { adminDeleteUser, type AdminDeletionNotices } from '#core/admin/use-cases/admin-delete-user';
import type { User } from '#core/users/domain/user';
import type { OutgoingEmail } from '#core/mailing/ports/email-sender';
import { memoryProcessedEvents } from '../../../support/memory/memory-processed-events';
import { fakeBilling } from '../../../support/fake-billing';
import { joseTokenService } from '../../../../lambdas/adapters/jwt/jose-token-service';
import { TEST_JWT_KEY } from '../../../support/memory-auth-deps';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';

const CLIENT = '198.51.100.7';
const NEW = '+12025550199';
const VERIFIED = {
  email: 'ada@example.com',
  verifiedEmail: 'ada@example.com',
  // Welcomed long ago: a save of the profile sends no welcome text besides the notices these tests read.
  welcomeTextSentAt: '2026-01-01T00:00:00.000Z',
} as const;
const SIX_DIGITS = /\b\d{6}\b/;

function deps() {
  const base = nagTestDeps('2026-11-24T14:30:00.000Z');
  return {
    ...base,
    billing: fakeBilling(() => base.clock.now()),
    processedEvents: memoryProcessedEvents(),
    userData: { eraseAllButProfile: async () => 0 },
    tokens: joseTokenService({ key: async () => TEST_JWT_KEY, clock: base.clock }),
    userDirectory: { activeAdminUserIds: async () => [], activeAdminAccountCount: async () => 1 },
  };
}
type Deps = ReturnType<typeof deps>;

const codeIn = (body: string) => / is (\d{6})\./.exec(body)![1]!;
const lastTextTo = (d: NagTestDeps, to: string) => [...d.sms.sent].reverse().find((sms) => sms.to === to)!;
const mailTo = (d: NagTestDeps, to: string) => d.mail.sent.filter((email) => email.to === to);
const noCodeIn = (email: OutgoingEmail) => expect(`${email.subject}${email.text}${email.html}`).not.toMatch(SIX_DIGITS);
const textsTo = (d: NagTestDeps, to: string) => d.sms.sent.filter((sms) => sms.to === to).map((sms) => sms.body);
/** A number that replied STOP: on the number's opt-out list, and the account's flag with it. */
const optedOut = async (d: NagTestDeps, user: User) => {
  await d.optOuts.optOut(user.phoneNumber, d.clock.now().toISOString());
  await d.users.update(user.id, { smsOptedOut: true }, d.clock.now().toISOString());
};
const eventsOf = (d: NagTestDeps, userId: string) => d.securityEvents.newestFirst(userId, 50);
/** A mail provider that is down. */
const mailDown = (d: NagTestDeps) => {
  d.mail.send = async () => {
    throw new Error('SES is down');
  };
};

async function movePhone(d: Deps, user: User) {
  await requestPhoneChangeCode(d, user.id, NEW, CLIENT);
  const codes = {
    currentNumberCode: codeIn(lastTextTo(d, user.phoneNumber).body),
    code: codeIn(lastTextTo(d, NEW).body),
  };
  return { codes, run: () => confirmPhoneChange(d, user.id, NEW, codes, CLIENT) };
}

describe('the number changed', () => {
  it('is recorded and told once to the verified email, with when in the zone and no code; a retry tells no one again', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const { run } = await movePhone(d, user);
    const { event } = await run();
    expect(event).toEqual({ recorded: true, notice: 'sent' });
    const [notice, ...more] = mailTo(d, 'ada@example.com');
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('NagText: the phone number on your account was changed');
    expect(notice!.text).toContain('changed to +1 ...0199 on Tue Nov 24, 9:30 AM (America/New_York)');
    noCodeIn(notice!);
    expect(await eventsOf(d, user.id)).toEqual([{ type: 'phone_changed', at: '2026-11-24T14:30:00.000Z' }]);
    // The same request again: its codes are used up, so nothing moves and nobody is told twice.
    await expect(run()).rejects.toThrow();
    expect(mailTo(d, 'ada@example.com')).toHaveLength(1);
    expect(await eventsOf(d, user.id)).toHaveLength(1);
  });

  it('the number left behind is texted what happened, when and whom to tell, with no code; an opted-out one gets nothing', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const { run } = await movePhone(d, user);
    expect((await run()).notice).toBe('sent');
    expect(lastTextTo(d, user.phoneNumber).body).toBe(
      "NagText: your account's number was changed to +1 ...0199 on Tue Nov 24, 9:30 AM. Not you? Email support@nagtext.com",
    );

    const d2 = deps();
    const other = await nagUser(d2, VERIFIED);
    const second = await movePhone(d2, other);
    await optedOut(d2, other);
    const before = textsTo(d2, other.phoneNumber);
    expect((await second.run()).notice).toBe('opted_out');
    expect(textsTo(d2, other.phoneNumber)).toEqual(before);
  });

  it('a mail provider that fails does not undo the move (the failure is reported, the event recorded)', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const { run } = await movePhone(d, user);
    mailDown(d);
    const { session, event } = await run();
    expect(session.user.phoneNumber).toBe(NEW);
    expect(event).toEqual({ recorded: true, notice: { failed: 'error', error: 'Error: SES is down' } });
    expect((await d.users.get(user.id))!.phoneNumber).toBe(NEW);
  });

  it('a store that fails to record does not undo the move either', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const { run } = await movePhone(d, user);
    d.securityEvents.record = async () => {
      throw new Error('throttled');
    };
    const { session, event } = await run();
    expect(session.user.phoneNumber).toBe(NEW);
    expect(event).toEqual({ recorded: { failed: 'Error: throttled' }, notice: 'sent' });
  });

  it('an unverified address on file hears nothing (it may be a typo or a stranger’s); the event is still recorded', async () => {
    const d = deps();
    const user = await nagUser(d, { email: 'typo@example.com' });
    const { run } = await movePhone(d, user);
    expect((await run()).event).toEqual({ recorded: true, notice: 'unverified' });
    expect(d.mail.sent).toEqual([]);
    expect(await eventsOf(d, user.id)).toHaveLength(1);
  });

  it('a suppressed address is not sent to', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    await d.emailSuppressions.suppress('ada@example.com', 'bounce', d.clock.now().toISOString());
    const { run } = await movePhone(d, user);
    expect((await run()).event.notice).toBe('suppressed');
    expect(d.mail.sent).toEqual([]);
  });
});

describe('a deletion code sent', () => {
  it('is recorded each time; the verified email hears of it once an hour, never the code', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const reports: unknown[] = [];
    await requestAccountDeletionCode(d, user.id, CLIENT, (r) => reports.push(r));
    const code = codeIn(lastTextTo(d, user.phoneNumber).body);
    const [notice, ...more] = mailTo(d, 'ada@example.com');
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('NagText: someone asked to delete your account');
    expect(notice!.text).toContain('on Tue Nov 24, 9:30 AM (America/New_York)');
    expect(notice!.text).not.toContain(code);
    noCodeIn(notice!);

    // Asked again (a retry past the 30 s between codes): a new code is texted, no second email.
    d.clock.advanceMinutes(1);
    await requestAccountDeletionCode(d, user.id, CLIENT, (r) => reports.push(r));
    expect(reports).toEqual([
      { recorded: true, notice: 'sent' },
      { recorded: true, notice: 'already_told' },
    ]);
    expect(mailTo(d, 'ada@example.com')).toHaveLength(1);
    expect((await eventsOf(d, user.id)).map((e) => e.type)).toEqual(['deletion_code_sent', 'deletion_code_sent']);
  });

  it('a failed email does not stop the code, and the next request may tell', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const send = d.mail.send;
    mailDown(d);
    const reports: unknown[] = [];
    const sent = await requestAccountDeletionCode(d, user.id, CLIENT, (r) => reports.push(r));
    expect(sent.phoneNumber).toBe(user.phoneNumber);
    expect(reports).toEqual([{ recorded: true, notice: { failed: 'error', error: 'Error: SES is down' } }]);
    d.mail.send = send;
    d.clock.advanceMinutes(1);
    await requestAccountDeletionCode(d, user.id, CLIENT, (r) => reports.push(r));
    expect(reports[1]).toEqual({ recorded: true, notice: 'sent' });
  });
});

describe('the account deleted', () => {
  it('the address on file hears of it last, after the data is gone, once', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    await requestAccountDeletionCode(d, user.id, CLIENT);
    const code = codeIn(lastTextTo(d, user.phoneNumber).body);
    let goneWhenMailed = false;
    const send = d.mail.send;
    d.mail.send = async (email) => {
      goneWhenMailed = (await d.users.get(user.id)) === null;
      return send(email);
    };
    const deletion = await deleteAccount(d, user.id, code, CLIENT);
    expect(deletion.notice).toBe('sent');
    expect(goneWhenMailed).toBe(true);
    const last = mailTo(d, 'ada@example.com').at(-1)!;
    expect(last.subject).toBe('NagText: your account was deleted');
    expect(last.text).toContain('were deleted on Tue Nov 24, 9:30 AM (America/New_York)');
    noCodeIn(last);
    // Retried: the account is gone, so nothing more is sent.
    const before = d.mail.sent.length;
    await expect(deleteAccount(d, user.id, code, CLIENT)).rejects.toThrow('User not found');
    expect(d.mail.sent).toHaveLength(before);
  });

  it('the number hears it last too, after the erase: what, when and whom to tell, no code; an opted-out number gets nothing', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    await requestAccountDeletionCode(d, user.id, CLIENT);
    const code = codeIn(lastTextTo(d, user.phoneNumber).body);
    let goneWhenTexted = false;
    const send = d.sms.send;
    d.sms.send = async (sms) => {
      goneWhenTexted = (await d.users.get(user.id)) === null;
      return send(sms);
    };
    expect((await deleteAccount(d, user.id, code, CLIENT)).goodbye).toBe('sent');
    expect(goneWhenTexted).toBe(true);
    const goodbye = lastTextTo(d, user.phoneNumber).body;
    expect(goodbye).toBe(
      'NagText: your account and everything in it were deleted on Tue Nov 24, 9:30 AM, and your subscription cancelled. Not you? Email support@nagtext.com',
    );
    expect(goodbye).not.toContain(code);

    const d2 = deps();
    const other = await nagUser(d2, VERIFIED);
    await requestAccountDeletionCode(d2, other.id, CLIENT);
    const otherCode = codeIn(lastTextTo(d2, other.phoneNumber).body);
    await optedOut(d2, other);
    const before = textsTo(d2, other.phoneNumber);
    expect((await deleteAccount(d2, other.id, otherCode, CLIENT)).goodbye).toBe('opted_out');
    expect(textsTo(d2, other.phoneNumber)).toEqual(before);
  });

  it.each([
    ['the removal of the user item', 'remove'],
    ['the last sweep, after the user item went', 'lastSweep'],
  ] as const)(
    'an erase that fails at %s, retried by the owner: told exactly once across both',
    async (_step, failing) => {
      const d = deps();
      const user = await nagUser(d, VERIFIED);
      let sweeps = 0;
      let removals = 0;
      d.userData.eraseAllButProfile = async () => {
        sweeps += 1;
        if (failing === 'lastSweep' && sweeps === 2) throw new Error('throttled');
        return 1;
      };
      const remove = d.users.remove.bind(d.users);
      d.users.remove = async (...args: Parameters<typeof remove>) => {
        removals += 1;
        if (failing === 'remove' && removals === 1) throw new Error('throttled');
        return remove(...args);
      };
      await requestAccountDeletionCode(d, user.id, CLIENT);
      const code = codeIn(lastTextTo(d, user.phoneNumber).body);
      await expect(deleteAccount(d, user.id, code, CLIENT)).rejects.toThrow('throttled');
      if (failing === 'remove') {
        // Nothing said yet: the account is still there, and a new code finishes it and tells.
        expect(mailTo(d, 'ada@example.com').filter((e) => e.subject === 'NagText: your account was deleted')).toEqual(
          [],
        );
        d.clock.advanceMinutes(1);
        await requestAccountDeletionCode(d, user.id, CLIENT);
        const again = codeIn(lastTextTo(d, user.phoneNumber).body);
        await expect(deleteAccount(d, user.id, again, CLIENT)).resolves.toMatchObject({
          goodbye: 'sent',
          notice: 'sent',
        });
      } else {
        await expect(deleteAccount(d, user.id, code, CLIENT)).rejects.toThrow('User not found');
      }
      expect(await d.users.get(user.id)).toBeNull();
      expect(
        mailTo(d, 'ada@example.com').filter((e) => e.subject === 'NagText: your account was deleted'),
      ).toHaveLength(1);
      expect(textsTo(d, user.phoneNumber).filter((t) => t.includes('were deleted on'))).toHaveLength(1);
    },
  );

  it('a failed email leaves the account deleted', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    await requestAccountDeletionCode(d, user.id, CLIENT);
    const code = codeIn(lastTextTo(d, user.phoneNumber).body);
    mailDown(d);
    const deletion = await deleteAccount(d, user.id, code, CLIENT);
    expect(deletion).toMatchObject({ deleted: true, notice: { failed: 'error' } });
    expect(await d.users.get(user.id)).toBeNull();
  });
});

describe('the email changed', () => {
  it('is recorded and the old verified address told once; saving the same address again tells no one', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const reports: unknown[] = [];
    await updateProfile(d, user.id, { email: 'new@example.org' }, (r) => reports.push(r.notice));
    await updateProfile(d, user.id, { email: 'new@example.org' }, (r) => reports.push(r.notice));
    expect(reports).toEqual([{ recorded: true, notice: 'sent' }]);
    const [notice, ...more] = mailTo(d, 'ada@example.com');
    expect(more).toEqual([]);
    expect(notice!.text).toContain('on Tue Nov 24, 9:30 AM (America/New_York)');
    noCodeIn(notice!);
    expect(await eventsOf(d, user.id)).toEqual([{ type: 'email_changed', at: '2026-11-24T14:30:00.000Z' }]);
  });

  it('the number on file is texted what happened, when and what to do, never the new address or a code', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const texts: unknown[] = [];
    await updateProfile(d, user.id, { email: 'new@example.org' }, (r) => texts.push(r.text));
    await updateProfile(d, user.id, { email: 'new@example.org' }, (r) => texts.push(r.text));
    expect(texts).toEqual(['sent']);
    expect(textsTo(d, user.phoneNumber)).toEqual([
      'NagText: the email on your account was changed on Tue Nov 24, 9:30 AM. Not you? Log in, put yours back in Settings and choose Log out everywhere.',
    ]);
    // Filed under the account, as every text we send to it.
    expect((await d.messages.listForUser(user.id)).map((m) => m.body)).toEqual(textsTo(d, user.phoneNumber));
  });

  it.each([
    ['the account records the STOP', true],
    ['only the number’s opt-out list has it', false],
  ])('an opted-out number is not texted (%s); the change stands', async (_name, flag) => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    await d.optOuts.optOut(user.phoneNumber, d.clock.now().toISOString());
    if (flag) await d.users.update(user.id, { smsOptedOut: true }, d.clock.now().toISOString());
    const texts: unknown[] = [];
    const saved = await updateProfile(d, user.id, { email: 'new@example.org' }, (r) => texts.push(r.text));
    expect(saved.email).toBe('new@example.org');
    expect(texts).toEqual(['opted_out']);
    expect(textsTo(d, user.phoneNumber)).toEqual([]);
  });

  it('a text provider that fails leaves the change saved and is reported', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    d.sms.send = async () => {
      throw new Error('carrier down');
    };
    const texts: unknown[] = [];
    const saved = await updateProfile(d, user.id, { email: 'new@example.org' }, (r) => texts.push(r.text));
    expect(saved.email).toBe('new@example.org');
    expect(texts).toEqual([{ failed: 'carrier down' }]);
  });

  it('an unverified old address is not told; a failed notice leaves the change saved', async () => {
    const d = deps();
    const user = await nagUser(d, { email: 'typo@example.com' });
    const reports: unknown[] = [];
    await updateProfile(d, user.id, { email: 'right@example.org' }, (r) => reports.push(r.notice));
    expect(reports).toEqual([{ recorded: true, notice: 'unverified' }]);
    expect(mailTo(d, 'typo@example.com')).toEqual([]);

    const other = await nagUser(d, { email: 'grace@example.com', verifiedEmail: 'grace@example.com' });
    mailDown(d);
    const saved = await updateProfile(d, other.id, { email: 'grace@example.org' }, (r) => reports.push(r.notice));
    expect(saved.email).toBe('grace@example.org');
    expect(reports[1]).toEqual({ recorded: true, notice: { failed: 'error', error: 'Error: SES is down' } });
  });
});

describe('the admin deleted the account', () => {
  const ADMIN = 'admin-1';
  async function deleted(d: Deps, user: User) {
    const reports: AdminDeletionNotices[] = [];
    await adminDeleteUser(d, ADMIN, user.id, (r) => reports.push(r));
    return reports;
  }

  it('the verified address and the number hear who did it, when and how to reach us, once the data is gone; no code', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    let goneWhenMailed = false;
    const send = d.mail.send;
    d.mail.send = async (email) => {
      goneWhenMailed = (await d.users.get(user.id)) === null;
      return send(email);
    };
    expect(await deleted(d, user)).toEqual([{ notice: 'sent', text: 'sent' }]);
    expect(goneWhenMailed).toBe(true);
    const [email, ...more] = mailTo(d, 'ada@example.com');
    expect(more).toEqual([]);
    expect(email!.subject).toBe('NagText: your account was deleted by our support team');
    expect(email!.text).toContain("were deleted by NagText's support team on Tue Nov 24, 9:30 AM (America/New_York)");
    expect(email!.text).toContain('email support@nagtext.com from this address');
    noCodeIn(email!);
    expect(textsTo(d, user.phoneNumber)).toEqual([
      "NagText: our support team deleted your account and everything in it on Tue Nov 24, 9:30 AM. Didn't ask for it? Email support@nagtext.com",
    ]);
    // A repeated DELETE finds no user: nobody is told twice.
    await expect(adminDeleteUser(d, ADMIN, user.id)).rejects.toThrow();
    expect(d.mail.sent).toHaveLength(1);
    expect(textsTo(d, user.phoneNumber)).toHaveLength(1);
  });

  it('a suppressed address and an opted-out number get nothing; an unverified address is not written to', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    await d.emailSuppressions.suppress('ada@example.com', 'complaint', d.clock.now().toISOString());
    await optedOut(d, user);
    expect(await deleted(d, user)).toEqual([{ notice: 'suppressed', text: 'opted_out' }]);
    const typo = await nagUser(d, { email: 'typo@example.com' });
    await d.optOuts.optOut(typo.phoneNumber, d.clock.now().toISOString());
    expect(await deleted(d, typo)).toEqual([{ notice: 'unverified', text: 'opted_out' }]);
    expect(d.mail.sent).toEqual([]);
    expect(d.sms.sent).toEqual([]);
  });

  it('a cascade that fails tells no one (the account is not gone); the retry that finishes it does', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    const erase = d.userData.eraseAllButProfile;
    d.userData.eraseAllButProfile = async () => {
      throw new Error('throttled');
    };
    const reports: AdminDeletionNotices[] = [];
    await expect(adminDeleteUser(d, ADMIN, user.id, (r) => reports.push(r))).rejects.toThrow('throttled');
    expect(reports).toEqual([]);
    expect(d.mail.sent).toEqual([]);
    expect(d.sms.sent).toEqual([]);
    d.userData.eraseAllButProfile = erase;
    // Deactivated by the failed run, so read again: the retry still tells the owner.
    await adminDeleteUser(d, ADMIN, user.id, (r) => reports.push(r));
    expect(reports).toEqual([{ notice: 'sent', text: 'sent' }]);
  });

  /** Which step of the erase fails once: the call of eraseAllButProfile or users.remove that throws. */
  it.each([
    ['the first sweep of the partition', { sweep: 1 }],
    ['the removal of the user item', { remove: 1 }],
    ['the last sweep, after the user item went', { sweep: 2 }],
  ] as const)(
    'an erase that fails at %s, retried by the admin: the owner is told exactly once across both',
    async (_step, failing) => {
      const d = deps();
      const user = await nagUser(d, VERIFIED);
      let sweeps = 0;
      let removals = 0;
      d.userData.eraseAllButProfile = async () => {
        sweeps += 1;
        if ('sweep' in failing && sweeps === failing.sweep) throw new Error('throttled');
        // What a failed sweep left behind, found by the retry's.
        return 1;
      };
      const remove = d.users.remove.bind(d.users);
      d.users.remove = async (...args: Parameters<typeof remove>) => {
        removals += 1;
        if ('remove' in failing && removals === failing.remove) throw new Error('throttled');
        return remove(...args);
      };
      const reports: AdminDeletionNotices[] = [];
      await expect(adminDeleteUser(d, ADMIN, user.id, (r) => reports.push(r))).rejects.toThrow('throttled');
      await expect(adminDeleteUser(d, ADMIN, user.id, (r) => reports.push(r))).resolves.toEqual({
        id: user.id,
        deleted: true,
      });
      expect(await d.users.get(user.id)).toBeNull();
      expect(reports).toEqual([{ notice: 'sent', text: 'sent' }]);
      expect(mailTo(d, 'ada@example.com').map((e) => e.subject)).toEqual([
        'NagText: your account was deleted by our support team',
      ]);
      expect(textsTo(d, user.phoneNumber)).toHaveLength(1);
      // A third DELETE, all done, tells no one again.
      d.userData.eraseAllButProfile = async () => 0;
      await expect(adminDeleteUser(d, ADMIN, user.id)).rejects.toThrow();
      expect(d.mail.sent).toHaveLength(1);
      expect(textsTo(d, user.phoneNumber)).toHaveLength(1);
    },
  );

  it('a mail or text provider that fails leaves the account deleted (reported, never thrown)', async () => {
    const d = deps();
    const user = await nagUser(d, VERIFIED);
    mailDown(d);
    d.sms.send = async () => {
      throw new Error('carrier down');
    };
    expect(await deleted(d, user)).toEqual([
      { notice: { failed: 'error', error: 'Error: SES is down' }, text: { failed: 'carrier down' } },
    ]);
    expect(await d.users.get(user.id)).toBeNull();
  });
});

it('the events read newest first, as the admin’s user detail answers them', async () => {
  const d = deps();
  const user = await nagUser(d, VERIFIED);
  await requestAccountDeletionCode(d, user.id, CLIENT);
  d.clock.advanceMinutes(5);
  await updateProfile(d, user.id, { email: 'new@example.org' });
  expect((await eventsOf(d, user.id)).map((e) => e.type)).toEqual(['email_changed', 'deletion_code_sent']);
  expect((await adminGetUser(d, user.id)).securityEvents).toEqual([
    { type: 'email_changed', at: '2026-11-24T14:35:00.000Z' },
    { type: 'deletion_code_sent', at: '2026-11-24T14:30:00.000Z' },
  ]);
  const other = await nagUser(d);
  expect((await adminGetUser(d, other.id)).securityEvents).toEqual([]);
});
