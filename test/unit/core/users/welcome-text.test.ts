import { welcomeTexts } from '#core/users/domain/welcome-text';
import { newUser } from '#core/users/domain/user';
import { registerUser } from '#core/auth/use-cases/register-user';
import { sendCode } from '#core/auth/use-cases/send-code';
import { updateProfile } from '#core/accounts/use-cases/update-profile';
import { memoryAuthDeps } from '../../../support/memory-auth-deps';

const PHONE = '+12025550188';
const welcomes = (deps: ReturnType<typeof memoryAuthDeps>) =>
  deps.sms.sent.filter((sms) => sms.body === welcomeTexts.welcome());

describe('the welcome text', () => {
  it('says what, how often, rates, HELP and STOP', () => {
    expect(welcomeTexts.welcome()).toMatch(
      /Msg frequency varies\. Msg & data rates may apply\. Reply HELP for help, STOP to opt out\.$/,
    );
  });

  it('goes out once at sign-up with reminder texts turned on', async () => {
    const deps = memoryAuthDeps();
    await sendCode(deps, 'register', PHONE);
    const session = await registerUser(
      deps,
      {
        phoneNumber: PHONE,
        code: deps.sms.lastCodeTo(PHONE),
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        timezone: 'America/New_York',
        smsTransactionalOptIn: true,
        smsMarketingOptIn: false,
      },
      '198.51.100.7',
    );
    expect(welcomes(deps)).toEqual([{ to: PHONE, body: welcomeTexts.welcome() }]);
    expect((await deps.users.get(session.user.id))?.welcomeTextSentAt).toBe(deps.clock.now().toISOString());

    await updateProfile(deps, session.user.id, { smsTransactionalOptIn: false });
    await updateProfile(deps, session.user.id, { smsTransactionalOptIn: true });
    expect(welcomes(deps)).toHaveLength(1);
  });

  it('waits for the first opt-in in Settings when sign-up left it off, and skips opted-out users', async () => {
    const deps = memoryAuthDeps();
    const base = {
      lastName: 'L',
      email: 'a@example.com',
      timezone: 'America/New_York',
      smsMarketingOptIn: false,
      now: deps.clock.now(),
    };
    await deps.users.create(
      newUser({ ...base, id: 'later', firstName: 'Later', phoneNumber: PHONE, smsTransactionalOptIn: false }),
    );
    await deps.users.create({
      ...newUser({ ...base, id: 'stopped', firstName: 'S', phoneNumber: '+12025550189', smsTransactionalOptIn: false }),
      smsOptedOut: true,
    });

    await updateProfile(deps, 'later', { firstName: 'Still off' });
    expect(welcomes(deps)).toHaveLength(0);
    await updateProfile(deps, 'later', { smsTransactionalOptIn: true });
    await updateProfile(deps, 'stopped', { smsTransactionalOptIn: true });
    expect(welcomes(deps)).toEqual([{ to: PHONE, body: welcomeTexts.welcome() }]);
  });

  it('never undoes the sign-up when the text cannot be sent, and is tried again at the next opt-in', async () => {
    const deps = memoryAuthDeps();
    await deps.users.create(
      newUser({
        id: 'u',
        firstName: 'U',
        lastName: 'L',
        email: 'u@example.com',
        timezone: 'America/New_York',
        phoneNumber: PHONE,
        smsTransactionalOptIn: false,
        smsMarketingOptIn: false,
        now: deps.clock.now(),
      }),
    );
    const failing = {
      ...deps,
      sms: {
        send: async () => {
          throw new Error('carrier down');
        },
      },
    };
    await expect(updateProfile(failing, 'u', { smsTransactionalOptIn: true })).resolves.toMatchObject({
      smsTransactionalOptIn: true,
    });
    expect((await deps.users.get('u'))?.welcomeTextSentAt).toBeUndefined();
    await updateProfile(deps, 'u', { smsTransactionalOptIn: true });
    expect(welcomes(deps)).toHaveLength(1);
  });
});
