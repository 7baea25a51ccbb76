import type { ContractName } from '#shared/contracts';
import { authApi } from '../../support/auth-api';
import { uniquePhone } from '../../support/unique-phone';

type Route = Extract<ContractName, 'login' | 'verifyLoginOtp' | 'registerRequestOtp' | 'registerVerifyOtp'>;

const validBody = (route: Route, phoneNumber: string): Record<string, unknown> => {
  switch (route) {
    case 'login':
    case 'registerRequestOtp':
      return { phoneNumber };
    case 'verifyLoginOtp':
      return { phoneNumber, code: '123456' };
    case 'registerVerifyOtp':
      return {
        phoneNumber,
        code: '123456',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        timezone: 'America/New_York',
      };
  }
};

const ROUTES: Route[] = ['login', 'verifyLoginOtp', 'registerRequestOtp', 'registerVerifyOtp'];

/**
 * Every malformed request gets a 4xx with a readable message in the one error shape, no text is sent,
 * and nothing stored about the number changes.
 */
describe('bad requests to the sign-up and log-in handlers', () => {
  const api = authApi();

  async function expectRefused(
    route: Route,
    request: () => Promise<{ status: number; body: unknown }>,
    phone: string,
    status: number,
    message: string | RegExp,
  ) {
    const before = await api.storedFor(phone);
    const texts = api.sms.sent.length;
    const result = await request();
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ error: { code: expect.any(String), message: expect.stringMatching(message) } });
    expect(api.sms.sent).toHaveLength(texts);
    expect(await api.storedFor(phone)).toEqual(before);
  }

  describe.each(ROUTES)('%s', (route) => {
    let phone: string;
    beforeEach(() => {
      phone = uniquePhone();
    });

    it('malformed JSON -> 400', () =>
      expectRefused(
        route,
        () => api.send(route, { rawBody: `{"phoneNumber": "${phone}",` }),
        phone,
        400,
        /^Request body is not valid JSON$/,
      ));

    it('an empty body -> 400', () =>
      expectRefused(route, () => api.send(route, {}), phone, 400, /^Request body is required$/));

    it('a JSON array -> 400', () =>
      expectRefused(
        route,
        () => api.send(route, { rawBody: '[]' }),
        phone,
        400,
        /^Request body must be a JSON object$/,
      ));

    it('a 1 MB body -> 413', () =>
      expectRefused(
        route,
        () => api.call(route, { ...validBody(route, phone), padding: 'x'.repeat(1024 * 1024) }),
        phone,
        413,
        /too large/,
      ));

    it('not JSON content -> 415', () =>
      expectRefused(
        route,
        () =>
          api.send(route, {
            rawBody: `phoneNumber=${phone}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        phone,
        415,
        /must be JSON/,
      ));

    it('a JSON body sent as text/plain (a cross-site "simple" request) -> 415', () =>
      expectRefused(
        route,
        () =>
          api.send(route, {
            rawBody: JSON.stringify(validBody(route, phone)),
            headers: { 'content-type': 'text/plain' },
          }),
        phone,
        415,
        /must be JSON \(Content-Type: application\/json\), not text\/plain$/,
      ));

    it('a JSON body without any Content-Type -> 415', () =>
      expectRefused(
        route,
        () => api.send(route, { rawBody: JSON.stringify(validBody(route, phone)), headers: { 'content-type': '' } }),
        phone,
        415,
        /^Request body must be JSON: send the header Content-Type: application\/json$/,
      ));

    it('the phone number missing -> 400', () => {
      const { phoneNumber, ...body } = validBody(route, phone);
      void phoneNumber;
      return expectRefused(route, () => api.call(route, body), phone, 400, /^Phone number is required$/);
    });

    it('the phone number as a number -> 400', () =>
      expectRefused(
        route,
        () => api.call(route, { ...validBody(route, phone), phoneNumber: Number(phone.slice(1)) }),
        phone,
        400,
        /^Phone number must be text$/,
      ));

    it.each(['+1 123 456 7890', '12345', '+999 1234', 'call me', '+1 555 123 45678'])(
      'an impossible phone number %j -> 400',
      (typed) =>
        expectRefused(
          route,
          () => api.call(route, { ...validBody(route, phone), phoneNumber: typed }),
          phone,
          400,
          /^Invalid phone number format/,
        ),
    );

    it('the phone number as null -> 400', () =>
      expectRefused(
        route,
        () => api.call(route, { ...validBody(route, phone), phoneNumber: null }),
        phone,
        400,
        /^Phone number must be text$/,
      ));

    it('an unknown field -> 400 naming it', () =>
      expectRefused(
        route,
        () => api.call(route, { ...validBody(route, phone), isAdmin: true }),
        phone,
        400,
        /^Unrecognized key: "isAdmin" \(in body\)$/,
      ));
  });

  describe.each(['verifyLoginOtp', 'registerVerifyOtp'] as const)('%s codes', (route) => {
    let phone: string;
    beforeEach(() => {
      phone = uniquePhone();
    });

    it.each([
      ['5 digits', '12345'],
      ['7 digits', '1234567'],
      ['letters', '12a456'],
      ['empty', ''],
    ])('a code of %s -> 400', (_name, code) =>
      expectRefused(
        route,
        () => api.call(route, { ...validBody(route, phone), code }),
        phone,
        400,
        /^Verification code must be 6 digits$/,
      ),
    );

    it('a code as a number -> 400', () =>
      expectRefused(
        route,
        () => api.call(route, { ...validBody(route, phone), code: 123456 }),
        phone,
        400,
        /^Verification code must be text$/,
      ));

    it('the code missing -> 400', () => {
      const { code, ...body } = validBody(route, phone);
      void code;
      return expectRefused(route, () => api.call(route, body), phone, 400, /^Verification code is required$/);
    });

    it('a well-formed code when none was sent -> 400', () =>
      expectRefused(route, () => api.call(route, validBody(route, phone)), phone, 400, /^Invalid verification code$/));
  });

  describe('registerVerifyOtp fields', () => {
    let phone: string;
    beforeEach(() => {
      phone = uniquePhone();
    });
    const body = () => validBody('registerVerifyOtp', phone);

    it.each([
      ['first name missing', { firstName: undefined }, /^First name is required$/],
      ['first name blank', { firstName: '   ' }, /^First name is required$/],
      ['last name missing', { lastName: undefined }, /^Last name is required$/],
      ['email missing', { email: undefined }, /^Email is required$/],
      ['email malformed', { email: 'ada@' }, /^Enter a valid email address$/],
      [
        'time zone unknown',
        { timezone: 'Mars/Olympus' },
        /^Unknown time zone "Mars\/Olympus" \(use an IANA name such as America\/New_York\)$/,
      ],
      ['time zone missing', { timezone: undefined }, /^Time zone is required$/],
      [
        'opt-in not a boolean',
        { smsTransactionalOptIn: 'yes' },
        /^Invalid input: expected boolean, received string \(body: smsTransactionalOptIn\)$/,
      ],
      ['first name a number', { firstName: 42 }, /^First name must be text$/],
      ['name too long', { lastName: 'x'.repeat(101) }, /^Last name must be at most 100 characters$/],
      ['a control character in the first name', { firstName: 'Ada\u0000' }, /^First name contains control characters/],
      ['a line break in the last name', { lastName: 'Love\nlace' }, /^Last name contains control characters/],
      [
        'a bidi override in the last name',
        { lastName: '\u202Eecalevol' },
        /^Last name contains text-direction control characters$/,
      ],
      [
        'a lone surrogate in the first name',
        { firstName: 'A\uD800da' },
        /^First name contains an incomplete character/,
      ],
      ['an invisible-only first name', { firstName: '\u200B\u2060' }, /^First name must contain visible characters$/],
      ['a control character in the email', { email: 'ada\u0001@example.com' }, /^Email contains control characters/],
    ])('%s -> 400', (_name, change, message) =>
      expectRefused(
        'registerVerifyOtp',
        () => api.call('registerVerifyOtp', { ...body(), ...change }),
        phone,
        400,
        message,
      ),
    );
  });

  describe.each(['login', 'registerRequestOtp'] as const)('%s destinations', (route) => {
    it.each([
      ['+979123456789', /^Texts to premium-rate, shared-cost and satellite numbers are not supported$/],
      ['+882123456789', /^Texts to premium-rate, shared-cost and satellite numbers are not supported$/],
      ['+870773111632', /^Texts to premium-rate, shared-cost and satellite numbers are not supported$/],
      ['+19005550123', /^Texts to premium-rate, shared-cost and satellite numbers are not supported$/],
      ['+18765550123', /^Texts to Jamaica are not supported yet$/],
      ['+2348012345678', /^Texts to Nigeria are not supported yet$/],
    ])('%s -> 400, texting and storing nothing', (phone, message) =>
      expectRefused(route, () => api.call(route, { phoneNumber: phone }), phone, 400, message),
    );
  });
});
