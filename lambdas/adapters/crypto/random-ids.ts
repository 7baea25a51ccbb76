import { randomUUID } from 'node:crypto';
import type { Ids } from '#core/kernel/ids';

/** Random v4 UUIDs: unique, URL-safe, and they reveal nothing (no counts, no times). */
export const randomIds: Ids = { next: () => randomUUID() };
