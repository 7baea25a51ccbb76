import { callPlan, type CallDecision, type CallPlanInput } from '#core/escalation/domain/call-plan';
import { DEFAULT_MONTHLY_CALLS } from '#shared/vocabulary';
import { wallTimeToInstant } from '#core/kernel/wall-time';

const NY = 'America/New_York';
/** A local wall time in New York on a January day (EST). */
const ny = (time: string, date = '2026-01-15') => wallTimeToInstant(date, time, NY);

/** A call is due: N=3 reached, consented, subscribed, noon in New York, calls to spare. */
const base: CallPlanInput = {
  why: 'ladder',
  callAfterNags: 3,
  ignoredTexts: 3,
  occurrenceCalled: false,
  owner: {
    phoneNumber: '+14155550123',
    timezone: NY,
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
    isActive: true,
    smsOptedOut: false,
    smsTransactionalOptIn: true,
    subscriptionStatus: 'active',
    callConsentAt: '2026-01-01T12:00:00.000Z',
  },
  destinations: { allowedCountries: ['US', 'CA'] },
  callsThisMonth: 0,
  monthlyCallCap: DEFAULT_MONTHLY_CALLS,
  now: ny('12:00'),
};

type Change = Partial<Omit<CallPlanInput, 'owner'>> & { owner?: Partial<CallPlanInput['owner']> };
const plan = (change: Change) => callPlan({ ...base, ...change, owner: { ...base.owner, ...change.owner } });

const CALL: CallDecision = { call: true };
const TOKYO_TRIP = { zone: 'Asia/Tokyo', until: null, endsAt: null, setAt: '2026-01-10T12:00:00.000Z' };
const no = (reason: Exclude<CallDecision, { call: true }>['reason']): CallDecision => ({ call: false, reason });

describe('callPlan', () => {
  it.each<[string, Change, CallDecision]>([
    ['the Nth nag of a consenting, subscribed owner at noon', {}, CALL],
    // The setting
    ['calls off (no setting)', { callAfterNags: undefined }, no('calls_off')],
    ['N below the range (1)', { callAfterNags: 1, ignoredTexts: 5 }, no('calls_off')],
    ['N above the range (11)', { callAfterNags: 11, ignoredTexts: 11 }, no('calls_off')],
    ['N not a whole number', { callAfterNags: 2.5, ignoredTexts: 3 }, no('calls_off')],
    // Thresholds and their boundaries
    ['N=2: one text ignored', { callAfterNags: 2, ignoredTexts: 1 }, no('below_threshold')],
    ['N=2: two texts ignored', { callAfterNags: 2, ignoredTexts: 2 }, CALL],
    ['N=10: nine ignored', { callAfterNags: 10, ignoredTexts: 9 }, no('below_threshold')],
    ['N=10: ten ignored', { callAfterNags: 10, ignoredTexts: 10 }, CALL],
    ['past N, not yet called (held back at N)', { callAfterNags: 3, ignoredTexts: 4 }, CALL],
    [
      'a failing number: the nag becomes a call whatever N',
      { why: 'fallback', callAfterNags: undefined, ignoredTexts: 0 },
      CALL,
    ],
    [
      'a failing number without call consent',
      { why: 'fallback', callAfterNags: undefined, owner: { callConsentAt: null } },
      no('no_call_consent'),
    ],
    [
      'a failing number in quiet hours',
      { why: 'fallback', callAfterNags: undefined, now: ny('23:00') },
      no('quiet_hours'),
    ],
    ['one ignored text short of N', { callAfterNags: 3, ignoredTexts: 2 }, no('below_threshold')],
    // One call per occurrence
    ['already called this occurrence', { occurrenceCalled: true }, no('already_called')],
    ['already called, more ignored', { ignoredTexts: 5, occurrenceCalled: true }, no('already_called')],
    // Consent, STOP, PAUSE, the gate
    ['no call consent (text consent alone is not enough)', { owner: { callConsentAt: null } }, no('no_call_consent')],
    ['STOP by text ends calls too', { owner: { smsOptedOut: true } }, no('opted_out')],
    ['no text consent', { owner: { smsTransactionalOptIn: false } }, no('not_opted_in')],
    ['deactivated account', { owner: { isActive: false } }, no('inactive')],
    ['PAUSE still running', { owner: { smsPausedUntil: ny('18:00').toISOString() } }, no('paused')],
    ['PAUSE ended', { owner: { smsPausedUntil: ny('11:59').toISOString() } }, CALL],
    ['subscription past due', { owner: { subscriptionStatus: 'past_due' } }, no('subscription')],
    ['subscription canceled', { owner: { subscriptionStatus: 'canceled' } }, no('subscription')],
    ['trialing', { owner: { subscriptionStatus: 'trialing' } }, CALL],
    // Destination policy
    ['premium-rate number', { owner: { phoneNumber: '+19005550123' } }, no('destination_refused')],
    ['country not allowed', { owner: { phoneNumber: '+447700900123' } }, no('destination_refused')],
    // Quiet hours across midnight (21:00-08:00)
    ['quiet hours: 20:59', { now: ny('20:59') }, CALL],
    ['quiet hours: 21:00 (start inclusive)', { now: ny('21:00') }, no('quiet_hours')],
    ['quiet hours: 23:59', { now: ny('23:59') }, no('quiet_hours')],
    ['quiet hours: 00:30 (after midnight)', { now: ny('00:30') }, no('quiet_hours')],
    ['quiet hours: 07:59', { now: ny('07:59') }, no('quiet_hours')],
    ['quiet hours: 08:00 (end exclusive)', { now: ny('08:00') }, CALL],
    [
      "quiet hours read in the owner's zone (21:30 in London is 16:30 in New York)",
      { now: wallTimeToInstant('2026-01-15', '21:30', 'Europe/London') },
      CALL,
    ],
    // Away, quiet hours are where the person is: noon in New York is 2:00 AM in Tokyo, 9:30 PM is 11:30 AM there.
    ['away in Tokyo at noon New York time', { owner: { travel: TOKYO_TRIP } }, no('quiet_hours')],
    ['away in Tokyo at 21:30 New York time', { now: ny('21:30'), owner: { travel: TOKYO_TRIP } }, CALL],
    [
      'back from a trip that ended (its end passed)',
      { owner: { travel: { ...TOKYO_TRIP, endsAt: '2026-01-10T15:00:00.000Z' } } },
      CALL,
    ],
    [
      'no quiet hours (start equals end) at 03:00',
      { now: ny('03:00'), owner: { quietHoursStart: '00:00', quietHoursEnd: '00:00' } },
      CALL,
    ],
    // Monthly cap
    ['one call left this month', { callsThisMonth: 29 }, CALL],
    ['cap reached', { callsThisMonth: 30 }, no('monthly_cap')],
    ['cap exceeded', { callsThisMonth: 31 }, no('monthly_cap')],
    ['a configured cap of 0 turns calls off', { monthlyCallCap: 0 }, no('monthly_cap')],
    // Order: the first gate that fails is the one reported
    [
      'below threshold wins over no consent',
      { ignoredTexts: 1, owner: { callConsentAt: null } },
      no('below_threshold'),
    ],
    ['STOP wins over quiet hours', { now: ny('22:00'), owner: { smsOptedOut: true } }, no('opted_out')],
  ])('%s', (_label, change, expected) => expect(plan(change)).toEqual(expected));
});
