import type { MinHeap } from '../adapters/min-heap';
import type { EventLog } from './event-log';
import type { ObjectStore } from './object-store';

/** When a subscription next needs the clock; entries a later change made stale are skipped when they come up. */
export interface DueEntry {
  at: number;
  id: string;
}

/** What every part of the sandbox works on: the objects, the events, the billing calendar and the clock. */
export interface SandboxContext {
  readonly objects: ObjectStore;
  readonly events: EventLog;
  readonly due: MinHeap<DueEntry>;
  /** The app's clock, in epoch seconds as Stripe counts time. */
  now(): number;
  /** Where checkout and portal pages are served when a session's return address does not say. */
  pageBaseUrl(): string;
}

/** Pages are served by the app itself, so they live at the origin the app's return address names. */
export function pageOrigin(context: SandboxContext, returnUrl: string | undefined): string {
  try {
    if (returnUrl) return new URL(returnUrl).origin;
  } catch {
    // not an absolute URL: fall back to the configured address
  }
  return context.pageBaseUrl();
}
