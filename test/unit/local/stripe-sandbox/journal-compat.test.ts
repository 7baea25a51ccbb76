import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxEvent } from '../../../../local/stripe-sandbox/event-log';
import { StripeSandbox } from '../../../../local/stripe-sandbox/stripe-sandbox';
import { fakeClock } from '../../../support/fake-clock';

/**
 * Written by the sandbox before it was split into its objects: a customer, a $4.99 price looked up as
 * `basic`, a 14-day trial checked out with the card that fails later, the events up to the checkout
 * delivered, chaos `duplicate` on, the trial's end billed and failed (past due), and two idempotent answers:
 * one from the start (too old to replay by now) and one from the end.
 */
const FIXTURE = join(__dirname, 'fixtures', 'journal-before-the-split.jsonl');

describe('a journal written before the split', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stripe-sandbox-compat-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replays into the same objects, events, settings and billing calendar, and is appended to', () => {
    const path = join(dir, 'stripe-sandbox.jsonl');
    copyFileSync(FIXTURE, path);
    const written = readFileSync(FIXTURE, 'utf8');
    const journaledEvents = written
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((record) => record.kind === 'event')
      .map((record) => record.event);
    const clock = fakeClock('2026-12-07T12:05:00.000Z');
    const box = new StripeSandbox({
      journalPath: path,
      clock,
      pageBaseUrl: () => 'http://localhost:3000',
      apiVersion: '2026-10-28.endive',
    });
    const handed: SandboxEvent[] = [];
    box.onEvents((batch) => handed.push(...batch));

    // The undelivered events go out again, exactly as journaled.
    expect(handed).toEqual(journaledEvents.slice(-4));
    expect(handed.map((event) => event.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(box.events(100).map((event) => event.delivered)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(box.chaos).toEqual({ duplicate: true, reorder: false });

    const [price] = box.listPrices({ lookup_keys: ['basic'] }).data;
    expect(price).toMatchObject({ unit_amount: 499, currency: 'usd', lookup_key: 'basic' });
    const [session] = box.listCheckoutSessions({}).data;
    expect(session).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    expect(box.idempotentAnswer('idem-old')).toBeUndefined();
    expect(box.idempotentAnswer('idem-new')).toMatchObject({
      fingerprint: 'def',
      status: 404,
      body: { error: { code: 'resource_missing' } },
    });
    expect(box.retrieve('subscription', session!.subscription!)).toMatchObject({
      status: 'past_due',
      metadata: { userId: 'user-1' },
    });

    // The retries booked before the restart still come: 3, 8 and 15 days after the trial ended, then it ends.
    expect(box.nextDueAt()).toEqual(new Date('2026-12-10T12:00:00.000Z'));
    clock.advanceMinutes(20 * 24 * 60);
    expect(box.advance()).toBe(3);
    expect(box.retrieve('subscription', session!.subscription!)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
    box.close();
    expect(readFileSync(path, 'utf8').startsWith(written)).toBe(true);
  });
});
