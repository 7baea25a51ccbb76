import type { NumberTrials } from '#core/billing/ports/number-trials';

/** The numbers that had the free trial, in memory (same contract as dynamo-number-trials); `numbers` maps each to when it was recorded. */
export function memoryNumberTrials(): NumberTrials & { numbers: Map<string, string> } {
  const numbers = new Map<string, string>();
  return {
    numbers,
    async hasHadTrial(e164) {
      return numbers.has(e164);
    },
    async recordTrial(e164, at) {
      if (numbers.has(e164)) return false;
      numbers.set(e164, at);
      return true;
    },
  };
}
