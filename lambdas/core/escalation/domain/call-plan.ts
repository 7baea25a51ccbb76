import type { User } from '../../users/domain/user';
import { CALL_AFTER_NAGS } from '#shared/vocabulary';
import { isInQuietHours } from '../../reminders/domain/quiet-hours';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { judgeDestination, type DestinationPolicy } from '../../texting/domain/destination-policy';
import { textingBlock, type TextingBlock } from '../../users/domain/texting-block';

/** Why a nag just sent places no call. The texting blocks (STOP, PAUSE, the gate, ...) apply to calls as they are. */
export type NoCallReason =
  | 'calls_off'
  | 'below_threshold'
  | 'already_called'
  | 'no_call_consent'
  | TextingBlock
  | 'destination_refused'
  | 'quiet_hours'
  | 'monthly_cap';

export type CallDecision = { call: true } | { call: false; reason: NoCallReason };

export interface CallPlanInput {
  /**
   * ladder: the reminder's "call me if I ignore N texts"; fallback: its texts keep failing to arrive, so the nag
   * becomes a call whatever the reminder's setting (consent and every other gate still apply).
   */
  why: 'ladder' | 'fallback';
  /** The reminder's setting: undefined is off; otherwise the unanswered nags (2..10) that earn a call. */
  callAfterNags: number | undefined;
  /**
   * The occurrence's texts ignored so far: the nags before the one now going out, or all of them with the day's last
   * nag (no later text would come to call with, so a ladder ending at its Nth text calls with it).
   */
  ignoredTexts: number;
  /** Whether this occurrence already had its one call. */
  occurrenceCalled: boolean;
  owner: Pick<
    User,
    | 'phoneNumber'
    | 'timezone'
    | 'travel'
    | 'quietHoursStart'
    | 'quietHoursEnd'
    | 'isActive'
    | 'smsOptedOut'
    | 'smsTransactionalOptIn'
    | 'subscriptionStatus'
    | 'smsPausedUntil'
  > & {
    /** When the owner opted in to calls in Settings (separate from text consent); null: never, or withdrawn. */
    callConsentAt: string | null;
  };
  destinations: DestinationPolicy;
  /** Calls the owner got so far this month, and the month's cap. */
  callsThisMonth: number;
  monthlyCallCap: number;
  now: Date;
}

const no = (reason: NoCallReason): CallDecision => ({ call: false, reason });

/**
 * Whether the nag just sent should also place a call. The threshold is "at least N ignored", not "exactly N": a
 * call held back at the Nth (quiet hours, a PAUSE, the cap) may still go with a later nag of the same occurrence,
 * and `occurrenceCalled` keeps it to one. Out-of-range thresholds count as off (the contract refuses them).
 */
export function callPlan(input: CallPlanInput): CallDecision {
  const { callAfterNags: n, owner, now } = input;
  if (input.why === 'ladder') {
    if (n === undefined || !Number.isInteger(n) || n < CALL_AFTER_NAGS.min || n > CALL_AFTER_NAGS.max)
      return no('calls_off');
    if (input.ignoredTexts < n) return no('below_threshold');
  }
  if (input.occurrenceCalled) return no('already_called');
  if (!owner.callConsentAt) return no('no_call_consent');
  const block = textingBlock(owner, now);
  if (block) return no(block);
  if (!judgeDestination(owner.phoneNumber, input.destinations).allowed) return no('destination_refused');
  // Quiet hours where the person is: a call at 10 PM home time may be 3 AM on a trip.
  if (isInQuietHours(now, { start: owner.quietHoursStart, end: owner.quietHoursEnd }, zoneWhereTheyAre(owner, now)))
    return no('quiet_hours');
  if (input.callsThisMonth >= input.monthlyCallCap) return no('monthly_cap');
  return { call: true };
}
