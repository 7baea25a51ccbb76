import type { Randomness } from '#core/kernel/randomness';

export const systemRandomness: Randomness = { fraction: () => Math.random() };
