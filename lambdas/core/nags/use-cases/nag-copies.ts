import type { NagRecord } from '../../reminders/domain/nag-record';
import type { PlannedNag, Reminder } from '../../reminders/domain/reminder';
import { isLivePerson } from '../../people/domain/person';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import { textingBlock } from '../../users/domain/texting-block';
import type { User } from '../../users/domain/user';
import type { NagsPorts } from '../nags-ports';

// The copies of one nag: one for most reminders, one per member for a household chore anyone may do (each claimed,
// sent and recorded on its own, so a redelivery sends only the copies that did not go).

/** One copy of a nag: where it goes (filed on the owner's list), the reminder as that reader sees it, its record's id. */
export interface NagCopy {
  to: { id: string; phoneNumber: string };
  seen: Reminder;
  recordId: string;
}

/** Whether a person's link (the reminder's, or a chore member's) is live: their texts go only while it is. */
async function isLiveLink(deps: Pick<NagsPorts, 'people'>, owner: User, personId: string): Promise<string | null> {
  const person = await deps.people.person(owner.id, personId);
  return person && isLivePerson(person, owner.phoneNumber) ? person.phoneNumber : null;
}

/**
 * Where a reminder's nag goes, filed on the owner's list: the owner's number, or for someone else the number of that
 * person while their link is live; for a chore anyone may do, a copy to each member (a person while live, the owner
 * while their own texts may go), each under its own record. Empty once no one is left to text.
 */
export async function copiesOf(
  deps: Pick<NagsPorts, 'people'>,
  owner: User,
  reminder: Reminder,
  nagId: string,
  now: Date,
) {
  const chore = reminder.shared;
  if (chore?.mode === 'anyone') {
    const copies: NagCopy[] = [];
    for (const [index, member] of chore.members.entries()) {
      const recordId = index === 0 ? nagId : `${nagId}~${member.id}`;
      if (!member.recipient) {
        if (!textingBlock(owner, now)) copies.push({ to: owner, seen: reminder, recordId });
        continue;
      }
      const phoneNumber = await isLiveLink(deps, owner, member.recipient.personId);
      if (phoneNumber)
        copies.push({
          to: { id: owner.id, phoneNumber },
          seen: { ...reminder, forPerson: member.recipient },
          recordId,
        });
    }
    return copies;
  }
  if (!reminder.forPerson) return [{ to: owner, seen: reminder, recordId: nagId }];
  const phoneNumber = await isLiveLink(deps, owner, reminder.forPerson.personId);
  return phoneNumber ? [{ to: { id: owner.id, phoneNumber }, seen: reminder, recordId: nagId }] : [];
}

/** How one copy of a nag went: sent or failed by this run, or sent before (a redelivery: when it went). */
export interface CopySent {
  outcome: 'sent' | 'failed' | 'duplicate';
  sentAt: Date;
}

/**
 * Claims one copy's record (with the user's share of the second, for a nag's first copy) and sends it: once however
 * often this runs. 'throttled' gives the claim back, for the whole nag to try again later.
 */
export async function sendCopy(
  deps: SendUserTextDeps & Pick<NagsPorts, 'nagRecords' | 'metrics'>,
  to: NagCopy['to'],
  record: NagRecord,
  planned: PlannedNag,
  share: { second: number; limit: number } | undefined,
  zone: string,
): Promise<CopySent | 'over_share' | 'throttled'> {
  const claim = await deps.nagRecords.claim(record, share);
  if (claim === 'over_share') return 'over_share';
  if (claim !== 'claimed') {
    const earlier = await deps.nagRecords.get(record.userId, record.id);
    return { outcome: 'duplicate', sentAt: earlier?.sentAt ? new Date(earlier.sentAt) : deps.clock.now() };
  }
  try {
    const result = await sendUserText(deps, to, record.message, { nagId: record.id, zone });
    if (result.sent) {
      deps.metrics.count('NagsSent');
      deps.metrics.seconds('NagLatenessSeconds', Math.max(0, result.sentAt.getTime() - Date.parse(planned.at)) / 1000);
      // Only from pending: a failed receipt may already have landed (receipts can overtake this write).
      await deps.nagRecords.update(
        record.userId,
        record.id,
        { status: 'sent', sentAt: result.sentAt.toISOString(), providerMessageId: result.providerMessageId },
        'pending',
      );
      return { outcome: 'sent', sentAt: result.sentAt };
    }
    deps.metrics.count('NagsFailed');
    await deps.nagRecords.update(record.userId, record.id, {
      status: 'failed',
      failureReason: result.reason,
      failedAt: result.sentAt.toISOString(),
    });
    return { outcome: 'failed', sentAt: result.sentAt };
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    await deps.nagRecords.release(record.userId, record.id);
    return 'throttled';
  }
}
