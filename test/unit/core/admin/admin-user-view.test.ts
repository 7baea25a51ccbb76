import { newUser } from '#core/users/domain/user';
import { toAdminUser } from '#core/admin/domain/admin-user-view';

const user = (fields: { smsTransactionalOptIn: boolean; smsMarketingOptIn: boolean; smsOptedOut: boolean }) => ({
  ...newUser({
    id: 'u1',
    phoneNumber: '+12015550123',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    timezone: 'America/Chicago',
    now: new Date('2026-11-01T12:00:00Z'),
    ...fields,
  }),
  smsOptedOut: fields.smsOptedOut,
});

describe('the admin view of a user: SMS Opt-In says whether they agreed to texts and still do', () => {
  it.each([
    ['agreed to reminder texts', { smsTransactionalOptIn: true, smsMarketingOptIn: false, smsOptedOut: false }, true],
    [
      'agreed to marketing texts only',
      { smsTransactionalOptIn: false, smsMarketingOptIn: true, smsOptedOut: false },
      true,
    ],
    ['agreed to both', { smsTransactionalOptIn: true, smsMarketingOptIn: true, smsOptedOut: false }, true],
    [
      'never agreed to any text (not "Yes" because they never replied STOP)',
      { smsTransactionalOptIn: false, smsMarketingOptIn: false, smsOptedOut: false },
      false,
    ],
    ['agreed, then replied STOP', { smsTransactionalOptIn: true, smsMarketingOptIn: false, smsOptedOut: true }, false],
    [
      'never agreed and replied STOP',
      { smsTransactionalOptIn: false, smsMarketingOptIn: false, smsOptedOut: true },
      false,
    ],
  ])('a user who %s', (_who, fields, optIn) => {
    const view = toAdminUser(user(fields), new Date());
    expect(view).toMatchObject({ ...fields, smsOptIn: optIn });
  });
});
