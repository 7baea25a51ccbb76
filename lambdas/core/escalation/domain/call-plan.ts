import type { User } from '../../accounts/domain/user';
import { CALL_AFTER_NAGS } from '../../../../shared/contracts/task-limits';
import { isInQuietHours } from '../../nags/domain/quiet-hours';
import { judgeDestination, type DestinationPolicy } from '../../texting/domain/destination-policy';
import { textingBlock, type TextingBlock } from '../../texting/domain/texting-block';


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
  /** The reminder's setting: undefined is off; otherwise the unanswered nags (2..10) that earn a call. */
  callAfterNags: number | undefined;
  /** The attempt of the nag just sent (1 is the occurrence's first text). */
  attempt: number;
  /** Whether this occurrence already had its one call. */
  occurrenceCalled: boolean;
  owner: Pick<
    User,
    'phoneNumber' | 'timezone' | 'quietHoursStart' | 'quietHoursEnd' |
    'isActive' | 'smsOptedOut' | 'smsTransactionalOptIn' | 'subscriptionStatus' | 'smsPausedUntil'
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
 * Whether the nag just sent should also place a call. The threshold is "at least N", not "exactly N": a call
 * held back at the Nth nag (quiet hours, a PAUSE, the cap) may still go with a later nag of the same occurrence,
 * and `occurrenceCalled` keeps it to one. Out-of-range thresholds count as off (the contract refuses them).
 */
export function callPlan(input: CallPlanInput): CallDecision {
  const { callAfterNags: n, owner, now } = input;
  if (n === undefined || !Number.isInteger(n) || n < CALL_AFTER_NAGS.min || n > CALL_AFTER_NAGS.max) return no('calls_off');
  if (input.attempt < n) return no('below_threshold');
  if (input.occurrenceCalled) return no('already_called');
  if (!owner.callConsentAt) return no('no_call_consent');
  const block = textingBlock(owner, now);
  if (block) return no(block);
  if (!judgeDestination(owner.phoneNumber, input.destinations).allowed) return no('destination_refused');
  if (isInQuietHours(now, { start: owner.quietHoursStart, end: owner.quietHoursEnd }, owner.timezone)) return no('quiet_hours');
  if (input.callsThisMonth >= input.monthlyCallCap) return no('monthly_cap');
  return { call: true };
}
