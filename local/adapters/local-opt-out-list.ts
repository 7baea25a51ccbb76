import type { Clock } from '#core/kernel/clock';
import type { ProviderOptOutList } from '#core/texting/ports/opt-outs';
import { AppendOnlyJournal } from './append-only-journal';

type OptOutRecord = { kind: 'add'; phone: string; at: string } | { kind: 'remove'; phone: string; at: string };

/** AWS removes a number from an opt-out list at most once every 30 days (DeleteOptedOutNumber). */
export const REMOVAL_INTERVAL_DAYS = 30;

/** What the stand-in answers a send or call to a listed number: AWS's ConflictException, by its Reason. */
export const LOCAL_OPTED_OUT_REFUSAL =
  'Local provider: ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT (the number is on the opt-out list)';

/**
 * The local SMS stand-in's own opt-out list, as AWS End User Messaging keeps one for our number: the reply handler
 * puts a number on it on STOP and takes it off on START (the ProviderOptOutList port), and the local sender and
 * caller refuse every text and call to a listed number, as AWS does. Like AWS, a number comes off at most once in
 * 30 days (by the app clock). Kept under .data/ as a journal of changes.
 */
export class LocalOptOutList implements ProviderOptOutList {
  private readonly journal: AppendOnlyJournal<OptOutRecord>;
  private readonly listed = new Map<string, string>();
  private readonly lastRemoved = new Map<string, string>();

  /** `path` null keeps it in memory (tests). */
  constructor(
    path: string | null,
    private readonly clock: Clock,
  ) {
    this.journal = new AppendOnlyJournal(path);
    this.journal.replay((record) => this.apply(record));
  }

  has(phone: string): boolean {
    return this.listed.has(phone);
  }

  /** The listed numbers, for the phone simulator. */
  numbers(): string[] {
    return [...this.listed.keys()];
  }

  async add(phone: string): Promise<void> {
    if (this.listed.has(phone)) return;
    this.record({ kind: 'add', phone, at: this.clock.now().toISOString() });
  }

  async remove(phone: string): Promise<void> {
    if (!this.listed.has(phone)) return;
    const now = this.clock.now();
    const last = this.lastRemoved.get(phone);
    if (last && now.getTime() - Date.parse(last) < REMOVAL_INTERVAL_DAYS * 24 * 3600 * 1000) {
      const error = new Error(
        `Local provider: ${phone} was taken off the opt-out list on ${last}; a number comes off at most once every ${REMOVAL_INTERVAL_DAYS} days`,
      );
      error.name = 'ValidationException';
      throw error;
    }
    this.record({ kind: 'remove', phone, at: now.toISOString() });
  }

  close(): void {
    this.journal.close();
  }

  private record(record: OptOutRecord): void {
    this.apply(record);
    this.journal.append(record);
  }

  private apply(record: OptOutRecord): void {
    if (record.kind === 'add') {
      this.listed.set(record.phone, record.at);
    } else {
      this.listed.delete(record.phone);
      this.lastRemoved.set(record.phone, record.at);
    }
  }
}
