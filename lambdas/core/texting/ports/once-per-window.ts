/** "At most once per window" marks, shared by every worker (e.g. one "I didn't understand" text an hour per number). */
export interface OncePerWindow {
  /** True, and the mark is set, when `key` was not marked within the last `windowSeconds`; false otherwise. */
  claim(key: string, now: Date, windowSeconds: number): Promise<boolean>;
  /** Gives a claim back (the work it guarded failed, so a retry must be let through). */
  release(key: string): Promise<void>;
}
