import type { NumberOptOuts, ProviderOptOutList } from '#core/texting/ports/opt-outs';

/** The numbers that replied STOP, in memory (same contract as dynamo-number-opt-outs); `numbers` maps each to when. */
export function memoryOptOuts(): NumberOptOuts & { numbers: Map<string, string> } {
  const numbers = new Map<string, string>();
  return {
    numbers,
    async isOptedOut(e164) {
      return numbers.has(e164);
    },
    async optOut(e164, at) {
      if (numbers.has(e164)) return false;
      numbers.set(e164, at);
      return true;
    },
    async optIn(e164) {
      return numbers.delete(e164);
    },
  };
}

/** The provider's opt-out list, in memory: what was put on it and taken off, in order (`changes`), and what is on it. */
export function memoryProviderOptOutList(): ProviderOptOutList & { listed: Set<string>; changes: string[] } {
  const listed = new Set<string>();
  const changes: string[] = [];
  return {
    listed,
    changes,
    async add(e164) {
      listed.add(e164);
      changes.push(`add ${e164}`);
    },
    async remove(e164) {
      listed.delete(e164);
      changes.push(`remove ${e164}`);
    },
  };
}
