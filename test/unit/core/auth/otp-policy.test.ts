import {
  checkAttempt,
  decideSend,
  newOtpRecord,
  otpBinding,
  OTP_MAX_ATTEMPTS,
  recordSend,
  sendRefusalMessage,
  sendWindowExpiresAt,
  type OtpRecord,
  type SendDecision,
} from '#core/auth/domain/otp-policy';
import { fakeClock } from '../../../support/fake-clock';

const START = '2026-11-21T15:00:00.000Z';
/** The instant `seconds` after START. */
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000);
const window = (...secondsAfterStart: number[]) => ({ sends: secondsAfterStart.map((s) => at(s).toISOString()) });

describe('decideSend', () => {
  it.each<[string, { sends: string[] }, number, SendDecision]>([
    ['first code ever', window(), 0, { allowed: true }],
    ['1 s after a send', window(0), 1, { allowed: false, refused: 'resend_too_soon', retryAfterSeconds: 29 }],
    ['7 s after a send', window(0), 7, { allowed: false, refused: 'resend_too_soon', retryAfterSeconds: 23 }],
    [
      '29.5 s after a send (rounds up)',
      window(0),
      29.5,
      { allowed: false, refused: 'resend_too_soon', retryAfterSeconds: 1 },
    ],
    ['exactly 30 s after a send', window(0), 30, { allowed: true }],
    [
      'the latest send counts, not the first',
      window(0, 100),
      110,
      { allowed: false, refused: 'resend_too_soon', retryAfterSeconds: 20 },
    ],
    ['4 sends in the hour', window(0, 60, 120, 180), 240, { allowed: true }],
    [
      '5 sends in the hour: the 6th waits for the oldest to leave',
      window(0, 60, 120, 180, 240),
      1140,
      { allowed: false, refused: 'hourly_cap', retryAfterSeconds: 2460 },
    ],
    [
      'cap wins over resend when both apply',
      window(0, 60, 120, 180, 240),
      250,
      { allowed: false, refused: 'hourly_cap', retryAfterSeconds: 3350 },
    ],
    ['the oldest send leaves the window at exactly one hour', window(0, 60, 120, 180, 240), 3600, { allowed: true }],
    ['sends older than an hour do not count', window(-7200, -5000, -4000, -3700, 0), 30, { allowed: true }],
    [
      'unsorted stored sends are read in time order',
      window(240, 0, 180, 60, 120),
      300,
      { allowed: false, refused: 'hourly_cap', retryAfterSeconds: 3300 },
    ],
  ])('%s', (_name, sendWindow, secondsAfterStart, expected) => {
    expect(decideSend(sendWindow, at(secondsAfterStart))).toEqual(expected);
  });

  it('with a fake clock: 5 codes 30 s apart, then the 6th is refused until the first is an hour old', () => {
    const clock = fakeClock(START);
    let sends = { sends: [] as string[] };
    for (let i = 0; i < 5; i += 1) {
      expect(decideSend(sends, clock.now())).toEqual({ allowed: true });
      sends = recordSend(sends, clock.now());
      clock.advanceSeconds(30);
    }
    expect(decideSend(sends, clock.now())).toMatchObject({ refused: 'hourly_cap', retryAfterSeconds: 3600 - 150 });
    clock.set(at(3599).toISOString());
    expect(decideSend(sends, clock.now())).toMatchObject({ refused: 'hourly_cap', retryAfterSeconds: 1 });
    clock.set(at(3600).toISOString());
    expect(decideSend(sends, clock.now())).toEqual({ allowed: true });
  });
});

describe('recordSend and sendWindowExpiresAt', () => {
  it('appends the send and drops what left the hour', () => {
    expect(recordSend(window(-4000, -100), at(0))).toEqual(window(-100, 0));
  });

  it('the window matters until its last send is an hour old', () => {
    expect(sendWindowExpiresAt(window(0, 90))).toEqual(at(3690));
  });
});

describe('sendRefusalMessage', () => {
  it.each<[Parameters<typeof sendRefusalMessage>, string]>([
    [['resend_too_soon', 23], 'Please wait 23 seconds before requesting another code'],
    [['resend_too_soon', 1], 'Please wait 1 second before requesting another code'],
    [['hourly_cap', 41 * 60], 'Too many codes requested for this number. Try again in 41 minutes.'],
    [['hourly_cap', 2441], 'Too many codes requested for this number. Try again in 41 minutes.'],
    [['hourly_cap', 59], 'Too many codes requested for this number. Try again in 1 minute.'],
  ])('%j', (args, expected) => expect(sendRefusalMessage(...args)).toBe(expected));
});

describe('checkAttempt', () => {
  const record = (overrides: Partial<OtpRecord> = {}): OtpRecord => ({ ...newOtpRecord('h', at(0)), ...overrides });

  it('a new code is valid for 10 minutes with no attempts', () => {
    expect(newOtpRecord('h', at(0))).toEqual({
      codeHash: 'h',
      sentAt: at(0).toISOString(),
      expiresAt: at(600).toISOString(),
      attempts: 0,
    });
  });

  it.each<[string, Partial<OtpRecord>, boolean, number, ReturnType<typeof checkAttempt>]>([
    ['right code, first try', {}, true, 60, { ok: true }],
    ['right code after 4 wrong tries', { attempts: 4 }, true, 60, { ok: true }],
    ['right code one second before expiry', {}, true, 599, { ok: true }],
    [
      'right code at expiry',
      {},
      true,
      600,
      { ok: false, refused: 'expired', message: 'This code has expired. Request a new one.' },
    ],
    [
      'wrong code at expiry says expired',
      {},
      false,
      601,
      { ok: false, refused: 'expired', message: 'This code has expired. Request a new one.' },
    ],
    [
      'wrong code, first try',
      {},
      false,
      60,
      { ok: false, refused: 'wrong_code', message: 'Invalid verification code' },
    ],
    [
      'wrong code, 4th try',
      { attempts: 3 },
      false,
      60,
      { ok: false, refused: 'wrong_code', message: 'Invalid verification code' },
    ],
    [
      'wrong code, 5th try uses up the code',
      { attempts: 4 },
      false,
      60,
      { ok: false, refused: 'attempts_exhausted', message: 'Too many wrong tries. Request a new code.' },
    ],
    [
      'right code after 5 wrong tries',
      { attempts: 5 },
      true,
      60,
      { ok: false, refused: 'attempts_exhausted', message: 'Too many wrong tries. Request a new code.' },
    ],
    [
      'anything after many tries',
      { attempts: 40 },
      false,
      60,
      { ok: false, refused: 'attempts_exhausted', message: 'Too many wrong tries. Request a new code.' },
    ],
  ])('%s', (_name, overrides, matches, secondsAfterStart, expected) => {
    expect(checkAttempt(record(overrides), matches, at(secondsAfterStart))).toEqual(expected);
  });

  it('allows exactly OTP_MAX_ATTEMPTS tries', () => expect(OTP_MAX_ATTEMPTS).toBe(5));
});

describe('otpBinding', () => {
  it('differs by purpose and by number', () => {
    const bindings = new Set([
      otpBinding('login', '+14155550123'),
      otpBinding('register', '+14155550123'),
      otpBinding('login', '+14155550124'),
    ]);
    expect(bindings.size).toBe(3);
  });
});
