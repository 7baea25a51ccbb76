import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ControllableClock } from '../../../../local/adapters/controllable-clock';
import {
  LOCAL_ORIGINATION_NUMBER,
  LocalSmsSender,
  type LocalDeliveryReceipt,
} from '../../../../local/adapters/local-sms-sender';
import { PhoneOutbox, type PhoneMessage } from '../../../../local/adapters/phone-outbox';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { fakeClock } from '../../../support/fake-clock';

const A = '+15551230001';
const B = '+15551230002';
const quiet = () => undefined;
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

const reply = (from: string, messageId: string, body = 'DONE'): PhoneMessage => ({
  to: LOCAL_ORIGINATION_NUMBER,
  from,
  body,
  sentAt: '2026-03-01T09:30:00.000Z',
  status: 'received',
  messageId,
});

function senderFor(outbox: PhoneOutbox, clock = fakeClock('2026-03-01T09:00:00.000Z')) {
  const sms = new LocalSmsSender(outbox, clock, quiet, { receiptDelayMs: 0 });
  const receipts: LocalDeliveryReceipt[] = [];
  sms.setReceiptListener(async (receipt) => void receipts.push(receipt));
  return { sms, receipts, clock };
}

describe('the local SMS sender', () => {
  it('records each text as queued from our number at the app clock time, then delivered when its receipt comes', async () => {
    const outbox = new PhoneOutbox(null);
    const { sms, receipts, clock } = senderFor(outbox);
    const first = await sms.send({ to: A, body: 'one' });
    clock.advanceMinutes(1);
    await sms.send({ to: B, body: 'other' });
    clock.advanceMinutes(1);
    await sms.send({ to: A, body: 'two' });

    // The receipt comes after send returns, never inside it.
    expect(outbox.list(A).map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(receipts).toEqual([]);
    await sms.idle();

    expect(outbox.list(A).map((m) => m.body)).toEqual(['two', 'one']);
    expect(outbox.list().map((m) => m.body)).toEqual(['two', 'other', 'one']);
    expect(outbox.list(A)[1]).toEqual({
      to: A,
      from: LOCAL_ORIGINATION_NUMBER,
      body: 'one',
      sentAt: '2026-03-01T09:00:00.000Z',
      status: 'delivered',
      messageId: first.messageId,
    });
    expect(receipts.map((r) => [r.to, r.outcome])).toEqual([
      [A, 'delivered'],
      [B, 'delivered'],
      [A, 'delivered'],
    ]);
    expect(receipts[0]).toEqual({
      messageId: first.messageId,
      from: LOCAL_ORIGINATION_NUMBER,
      to: A,
      body: 'one',
      outcome: 'delivered',
      sentAt: new Date('2026-03-01T09:00:00.000Z'),
      reportedAt: new Date('2026-03-01T09:02:00.000Z'),
    });
  });

  it('fail mode: the provider takes the text, then a FAILED receipt follows', async () => {
    const outbox = new PhoneOutbox(null);
    const { sms, receipts } = senderFor(outbox);
    outbox.setMode(A, 'fail');
    const { messageId } = await sms.send({ to: A, body: 'Nag 1' });
    expect(outbox.find(messageId)?.status).toBe('queued');
    await sms.idle();
    expect(outbox.find(messageId)?.status).toBe('failed');
    expect(receipts).toEqual([expect.objectContaining({ messageId, outcome: 'failed' })]);
  });

  it('throttle mode: send throws a throttled SmsSendError and nothing is stored or reported', async () => {
    const outbox = new PhoneOutbox(null);
    const { sms, receipts } = senderFor(outbox);
    outbox.setMode(A, 'throttle');
    const error = await sms.send({ to: A, body: 'Nag 1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).reason).toBe('throttled');
    expect((error as SmsSendError).message).not.toContain(A);
    await sms.idle();
    expect(outbox.count()).toBe(0);
    expect(receipts).toEqual([]);

    outbox.setMode(A, 'ok');
    await sms.send({ to: A, body: 'Nag 1' });
    await sms.idle();
    expect(outbox.list(A).map((m) => m.status)).toEqual(['delivered']);
  });

  it('takes the mode at send time: switching later changes only later texts', async () => {
    const outbox = new PhoneOutbox(null);
    const { sms } = senderFor(outbox);
    const sent = await sms.send({ to: A, body: 'before' });
    outbox.setMode(A, 'fail');
    await sms.send({ to: A, body: 'after' });
    await sms.idle();
    expect(outbox.find(sent.messageId)?.status).toBe('delivered');
    expect(outbox.list(A).map((m) => [m.body, m.status])).toEqual([
      ['after', 'failed'],
      ['before', 'delivered'],
    ]);
  });

  it('waits its delay before a receipt, and flush reports every pending one at once', async () => {
    const outbox = new PhoneOutbox(null);
    const sms = new LocalSmsSender(outbox, fakeClock(), quiet, { receiptDelayMs: 60_000 });
    const receipts: string[] = [];
    sms.setReceiptListener(async (receipt) => void receipts.push(receipt.messageId));
    const { messageId } = await sms.send({ to: A, body: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sms.pendingReceipts).toBe(1);
    expect(receipts).toEqual([]);
    await sms.flush();
    expect(receipts).toEqual([messageId]);
    expect(outbox.find(messageId)?.status).toBe('delivered');
    expect(sms.pendingReceipts).toBe(0);
  });

  it('logs a failing receipt listener and still records the status', async () => {
    const outbox = new PhoneOutbox(null);
    const logged: string[] = [];
    const sms = new LocalSmsSender(outbox, fakeClock(), (_level, event) => void logged.push(event), {
      receiptDelayMs: 0,
    });
    sms.setReceiptListener(async () => {
      throw new Error('handler down');
    });
    const { messageId } = await sms.send({ to: A, body: 'x' });
    await sms.idle();
    expect(outbox.find(messageId)?.status).toBe('delivered');
    expect(logged).toEqual(['sms.local_receipt_failed']);
  });
});

describe('PhoneOutbox', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-outbox-'));
    file = join(dir, 'phone-outbox.jsonl');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("knows the last text sent to a phone that did not fail (what its reply answers), not the phone's own texts", async () => {
    const outbox = new PhoneOutbox(null);
    const { sms } = senderFor(outbox);
    expect(outbox.lastSentTo(A)).toBeUndefined();
    const { messageId } = await sms.send({ to: A, body: 'Nag 1' });
    outbox.record(reply(A, 'in-1'));
    expect(outbox.lastSentTo(A)?.messageId).toBe(messageId);
    expect(outbox.list(A)[0]).toEqual(reply(A, 'in-1'));

    outbox.setMode(A, 'fail');
    await sms.send({ to: A, body: 'Nag 2 (never arrives)' });
    await sms.idle();
    expect(outbox.lastSentTo(A)?.messageId).toBe(messageId);
  });

  it('finds a text by id, counts texts, and keeps one copy of a message id recorded twice', () => {
    const outbox = new PhoneOutbox(null);
    const first = outbox.record(reply(A, 'in-1', 'DONE'));
    const again = outbox.record(reply(A, 'in-1', 'something else'));
    expect(again).toBe(first);
    expect(outbox.count()).toBe(1);
    expect(outbox.find('in-1')?.body).toBe('DONE');
    expect(outbox.find('nope')).toBeUndefined();
  });

  it("changes only outgoing texts' status", () => {
    const outbox = new PhoneOutbox(null);
    outbox.record(reply(A, 'in-1'));
    expect(outbox.setStatus('in-1', 'delivered')).toBeUndefined();
    expect(outbox.find('in-1')?.status).toBe('received');
    expect(outbox.setStatus('unknown', 'delivered')).toBeUndefined();
  });

  it('lists the newest texts of every phone and the phones by latest activity, with their modes', async () => {
    const outbox = new PhoneOutbox(null);
    const { sms, clock } = senderFor(outbox);
    await sms.send({ to: A, body: 'a1' });
    clock.advanceMinutes(1);
    await sms.send({ to: B, body: 'b1' });
    clock.advanceMinutes(1);
    await sms.send({ to: A, body: 'a2' });
    outbox.setMode(B, 'throttle');
    await sms.idle();
    expect(outbox.recent(2).map((m) => m.body)).toEqual(['a2', 'b1']);
    expect(outbox.phones(10)).toEqual([
      { phone: A, texts: 2, lastAt: '2026-03-01T09:02:00.000Z', mode: 'ok' },
      { phone: B, texts: 1, lastAt: '2026-03-01T09:01:00.000Z', mode: 'throttle' },
    ]);
    expect(outbox.phones(1).map((p) => p.phone)).toEqual([A]);
  });

  it('keeps every text, status and mode across restarts, one appended line per change', async () => {
    const outbox = new PhoneOutbox(file);
    const { sms } = senderFor(outbox);
    for (let i = 0; i < 2500; i += 1) await sms.send({ to: i % 2 ? A : B, body: `text ${i}` });
    await sms.idle();
    outbox.setMode(A, 'fail');
    const failed = await sms.send({ to: A, body: 'fails' });
    await sms.idle();
    outbox.record(reply(B, 'in-1'));
    outbox.close();

    // 2,501 texts + 2,501 status changes + 1 mode + 1 reply
    expect(lines(file)).toHaveLength(2501 * 2 + 2);
    const restarted = new PhoneOutbox(file);
    expect(restarted.count()).toBe(2502);
    expect(restarted.list(A)).toEqual(outbox.list(A));
    expect(restarted.list(B)).toEqual(outbox.list(B));
    expect(restarted.find(failed.messageId)?.status).toBe('failed');
    expect(restarted.list(B)[1]!.status).toBe('delivered');
    expect(restarted.modeOf(A)).toBe('fail');
    expect(restarted.modeOf(B)).toBe('ok');
  });

  it('tolerates a half-written last line after a crash', async () => {
    const outbox = new PhoneOutbox(file);
    outbox.record(reply(A, 'in-1'));
    outbox.close();
    appendFileSync(file, '{"kind":"text","message":{"to":"+1555');
    const restarted = new PhoneOutbox(file);
    expect(restarted.count()).toBe(1);
    restarted.record(reply(A, 'in-2'));
    restarted.close();
    expect(new PhoneOutbox(file).list(A).map((m) => m.messageId)).toEqual(['in-2', 'in-1']);
  });

  it('imports the old single-file JSON array once', () => {
    const legacy = join(dir, 'phone-outbox.json');
    writeFileSync(
      legacy,
      JSON.stringify([
        {
          to: A,
          from: LOCAL_ORIGINATION_NUMBER,
          body: 'old',
          sentAt: '2026-01-01T00:00:00.000Z',
          status: 'delivered',
          messageId: 'm1',
        },
      ]),
    );
    expect(new PhoneOutbox(file).list(A).map((m) => m.body)).toEqual(['old']);
    expect(existsSync(legacy)).toBe(false);
  });
});

describe('ControllableClock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-clock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is real time plus what it was advanced by, kept across restarts', () => {
    const real = Date.parse('2026-03-01T09:00:00.000Z');
    const file = join(dir, 'clock.json');
    const clock = new ControllableClock(file, { realNow: () => real });
    expect(clock.now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    clock.advance(90);
    expect(clock.now().toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(new ControllableClock(file, { realNow: () => real + 1000 }).now().toISOString()).toBe(
      '2026-03-01T10:30:01.000Z',
    );
  });

  it('never goes back', () => {
    const clock = new ControllableClock(null);
    expect(() => clock.advance(0)).toThrow(RangeError);
    expect(() => clock.advance(-5)).toThrow(RangeError);
  });

  it('starts at the instant it is given and runs on in real time from there', () => {
    let real = Date.parse('2026-11-24T04:00:00.000Z');
    const clock = new ControllableClock(null, { realNow: () => real, startAt: new Date('2031-01-15T15:00:00.000Z') });
    expect(clock.now().toISOString()).toBe('2031-01-15T15:00:00.000Z');
    real += 2_000;
    expect(clock.now().toISOString()).toBe('2031-01-15T15:00:02.000Z');
  });

  it('moves on to an instant, and stays put when that instant has passed', () => {
    const real = Date.parse('2026-03-01T09:00:00.000Z');
    const file = join(dir, 'clock.json');
    const clock = new ControllableClock(file, { realNow: () => real });
    expect(clock.moveTo(new Date('2026-03-03T07:15:00.000Z')).toISOString()).toBe('2026-03-03T07:15:00.000Z');
    expect(clock.moveTo(new Date('2026-03-02T00:00:00.000Z')).toISOString()).toBe('2026-03-03T07:15:00.000Z');
    expect(new ControllableClock(file, { realNow: () => real }).now().toISOString()).toBe('2026-03-03T07:15:00.000Z');
  });
});
