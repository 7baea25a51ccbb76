/** Chance as a port, so a seeded run (the simulation) can replay the jitter that spreads retries. */
export interface Randomness {
  /** A number in [0, 1). */
  fraction(): number;
}
