import {
  decideCancel,
  decideComplete,
  decideStart,
  isNo,
  judgeStep,
  newNumberProblem,
  RECOVERY_MESSAGES,
  recoveryWaitHours,
  stateNow,
  waitEndsAt,
  type NewNumberFacts,
  type Recovery,
  type RecoveryStep,
} from '#core/recovery/domain/recovery';
import type { RecoveryState } from '#shared/vocabulary';

const START = '2026-03-10T15:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);

const recovery = (state: RecoveryState, extra: Partial<Recovery> = {}): Recovery => ({
  id: 'r1',
  userId: 'u1',
  state,
  email: 'ada@example.com',
  startedAt: START,
  ...extra,
});

describe('recovery: the state as it reads now', () => {
  it.each<[RecoveryState, number, RecoveryState]>([
    ['email_code_sent', 59, 'email_code_sent'],
    ['email_code_sent', 60, 'expired'],
    ['email_confirmed', 61, 'expired'],
    ['new_number_code_sent', 120, 'expired'],
    ['waiting', 60 * 48, 'waiting'],
    ['completed', 60 * 48, 'completed'],
    ['cancelled', 60 * 48, 'cancelled'],
  ])('%s, %i minutes after the start, reads %s', (state, minutes, expected) => {
    expect(stateNow(recovery(state), at(minutes))).toBe(expected);
  });
});

describe('recovery: a second start for the same account', () => {
  it.each<[string, Recovery | null, number, string]>([
    ['none open', null, 0, 'start'],
    ['one at its email code', recovery('email_code_sent'), 5, 'replace'],
    ['one at its new number code', recovery('new_number_code_sent'), 5, 'replace'],
    ['one waiting', recovery('waiting'), 5, 'already_waiting'],
    ['one whose setup expired', recovery('email_code_sent'), 61, 'start'],
    ['one cancelled', recovery('cancelled'), 5, 'start'],
    ['one completed', recovery('completed'), 5, 'start'],
  ])('%s: %s', (_, open, minutes, kind) => {
    expect(decideStart(open, at(minutes)).kind).toBe(kind);
  });
});

describe('recovery: each step only in its turn', () => {
  const PHONE = '+15551230001';
  it.each<[RecoveryStep, RecoveryState, number, string | undefined, string | null]>([
    ['confirm_email', 'email_code_sent', 5, undefined, null],
    ['confirm_email', 'email_code_sent', 60, undefined, RECOVERY_MESSAGES.expired],
    ['confirm_email', 'email_confirmed', 5, undefined, RECOVERY_MESSAGES.numberFirst],
    ['confirm_email', 'waiting', 5, undefined, RECOVERY_MESSAGES.alreadyWaiting],
    ['confirm_email', 'cancelled', 5, undefined, RECOVERY_MESSAGES.ended],
    ['send_number_code', 'email_code_sent', 5, undefined, RECOVERY_MESSAGES.emailFirst],
    ['send_number_code', 'email_confirmed', 5, undefined, null],
    ['send_number_code', 'new_number_code_sent', 5, undefined, null],
    ['send_number_code', 'waiting', 5, undefined, RECOVERY_MESSAGES.alreadyWaiting],
    ['send_number_code', 'completed', 5, undefined, RECOVERY_MESSAGES.ended],
    ['confirm_number', 'email_confirmed', 5, PHONE, RECOVERY_MESSAGES.numberFirst],
    ['confirm_number', 'new_number_code_sent', 5, PHONE, null],
    ['confirm_number', 'new_number_code_sent', 5, '+15551230002', RECOVERY_MESSAGES.otherNumber],
    ['confirm_number', 'new_number_code_sent', 61, PHONE, RECOVERY_MESSAGES.expired],
    ['confirm_number', 'waiting', 5, PHONE, RECOVERY_MESSAGES.alreadyWaiting],
  ])('%s from %s at +%i min (%s): %s', (step, state, minutes, phone, refusal) => {
    const verdict = judgeStep(recovery(state, { newPhone: PHONE }), step, at(minutes), phone);
    expect(verdict.ok ? null : verdict.message).toBe(refusal);
  });
});

describe('recovery: the new number', () => {
  const facts: NewNumberFacts = {
    currentPhone: '+15551230001',
    newPhone: '+15551230002',
    holderId: null,
    optedOut: false,
  };
  it.each<[string, Partial<NewNumberFacts>, string | null, string | null]>([
    ['a free number', {}, null, null],
    [
      'the number already on the account',
      { newPhone: '+15551230001' },
      'validation_failed',
      RECOVERY_MESSAGES.sameNumber,
    ],
    ['a number with an account', { holderId: 'u2' }, 'conflict', RECOVERY_MESSAGES.numberTaken],
    ['a number that sent STOP', { optedOut: true }, 'conflict', RECOVERY_MESSAGES.numberOptedOut],
  ])('%s', (_, change, status, message) => {
    const problem = newNumberProblem({ ...facts, ...change });
    expect(problem?.status ?? null).toBe(status);
    expect(problem?.message ?? null).toBe(message);
  });

  it('says what a STOP number must do, and that a number with an account is refused', () => {
    expect(RECOVERY_MESSAGES.numberOptedOut).toMatch(/START/);
    expect(RECOVERY_MESSAGES.numberTaken).toMatch(/already has a NagText account/);
  });
});

describe('recovery: cancel and completion', () => {
  it.each<[RecoveryState, number, string]>([
    ['email_code_sent', 5, 'cancel'],
    ['new_number_code_sent', 5, 'cancel'],
    ['waiting', 60 * 23, 'cancel'],
    ['completed', 5, 'already'],
    ['cancelled', 5, 'already'],
    ['email_code_sent', 90, 'already'],
  ])('a cancel of %s at +%i min: %s', (state, minutes, kind) => {
    expect(decideCancel(recovery(state), at(minutes)).kind).toBe(kind);
  });

  const ends = waitEndsAt(at(10), 24).toISOString();
  it.each<[RecoveryState, number, string]>([
    ['waiting', 10 + 24 * 60 - 1, 'not_yet'],
    ['waiting', 10 + 24 * 60, 'move'],
    ['waiting', 10 + 48 * 60, 'move'],
    ['cancelled', 10 + 24 * 60, 'nothing'],
    ['completed', 10 + 24 * 60, 'nothing'],
    ['new_number_code_sent', 10 + 24 * 60, 'nothing'],
  ])('the wait end for %s at +%i min: %s', (state, minutes, kind) => {
    expect(decideComplete(recovery(state, { waitEndsAt: ends }), at(minutes)).kind).toBe(kind);
  });
});

describe('recovery: the waiting period setting', () => {
  it.each<[string | undefined, number]>([
    [undefined, 24],
    ['', 24],
    ['1', 1],
    ['72', 72],
  ])('%p hours reads %i', (setting, hours) => {
    expect(recoveryWaitHours(setting)).toBe(hours);
  });
  it.each(['0', '-3', '1.5', 'a day'])('%p is refused, naming the setting', (setting) => {
    expect(() => recoveryWaitHours(setting)).toThrow(/RECOVERY_WAIT_HOURS/);
  });
});

describe('recovery: the old number NO', () => {
  it.each<[string, boolean]>([
    ['NO', true],
    ['no', true],
    [' No. ', true],
    ['no!', true],
    ['no thanks', false],
    ['NOW', false],
    ['not me', false],
    ['STOP', false],
  ])('%p is a NO: %p', (body, expected) => {
    expect(isNo(body)).toBe(expected);
  });
});
