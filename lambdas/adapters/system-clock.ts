import type { Clock } from '#core/kernel/clock';

export const systemClock: Clock = { now: () => new Date() };
