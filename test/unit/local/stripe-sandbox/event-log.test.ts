import {
  EventLog,
  type ChaosSettings,
  type EventLogRecord,
  type SandboxEvent,
} from '../../../../local/stripe-sandbox/event-log';
import { paymentMethodObject } from '../../../../local/stripe-sandbox/objects/payment-method';

const card = paymentMethodObject(
  {
    id: 'pm_1',
    created: 100,
    customer: 'cus_1',
    card: { brand: 'visa', exp_month: 12, exp_year: 2029, last4: '0341' },
    _sandbox: { failsCharges: true },
  },
  null,
);

function eventLog() {
  const journal: EventLogRecord[] = [];
  const handed: { events: SandboxEvent[]; chaos: ChaosSettings }[] = [];
  const log = new EventLog((record) => journal.push(record), {
    apiVersion: '2026-10-28.endive',
    now: () => 1_800_000_000,
  });
  return { log, journal, handed, listen: () => log.onEvents((events, chaos) => handed.push({ events, chaos })) };
}

describe('EventLog', () => {
  it("journals each event at once and hands a change's events over together, on flush, with the chaos settings", () => {
    const { log, journal, handed, listen } = eventLog();
    listen();
    log.setChaos({ reorder: true });
    log.emit('payment_method.attached', card);
    log.emit('payment_method.attached', card, { customer: 'cus_0' });
    expect(journal.map((record) => record.kind)).toEqual(['chaos', 'event', 'event']);
    expect(handed).toEqual([]);
    log.flush();
    expect(handed).toHaveLength(1);
    expect(handed[0]!.chaos).toEqual({ duplicate: false, reorder: true });
    const [first, second] = handed[0]!.events;
    expect(first).toMatchObject({
      object: 'event',
      type: 'payment_method.attached',
      api_version: '2026-10-28.endive',
      created: 1_800_000_000,
      pending_webhooks: 1,
    });
    expect(first!.data.object).not.toHaveProperty('_sandbox');
    expect(first!.data).not.toHaveProperty('previous_attributes');
    expect(second!.data.previous_attributes).toEqual({ customer: 'cus_0' });
  });

  it('keeps events undelivered until told, and hands them over again to a new listener', () => {
    const { log, journal, handed, listen } = eventLog();
    log.emit('payment_method.attached', card);
    log.emit('payment_method.attached', card);
    const [newest, oldest] = log.list(10);
    log.markDelivered(oldest!.id);
    log.markDelivered(oldest!.id);
    expect(journal.filter((record) => record.kind === 'delivered')).toEqual([{ kind: 'delivered', id: oldest!.id }]);
    expect(log.list(10).map((event) => [event.id, event.delivered])).toEqual([
      [newest!.id, false],
      [oldest!.id, true],
    ]);
    listen();
    expect(handed.map(({ events }) => events.map((event) => event.id))).toEqual([[newest!.id]]);
  });

  it('rebuilds itself from its journal records', () => {
    const { log, journal } = eventLog();
    log.emit('payment_method.attached', card);
    log.emit('payment_method.attached', card);
    log.markDelivered(log.list(1)[0]!.id);
    log.setChaos({ duplicate: true });
    const again = eventLog().log;
    for (const record of journal) again.restore(record);
    expect(again.list(10)).toEqual(log.list(10));
    expect(again.chaos).toEqual({ duplicate: true, reorder: false });
  });

  it('keeps, for a compacted journal, the newest thousand events and any older one still undelivered', () => {
    const { log } = eventLog();
    for (let i = 0; i < 1500; i += 1) log.emit('payment_method.attached', card);
    const all = log.list(1500).reverse();
    for (const event of all.slice(1, 1500)) log.markDelivered(event.id);
    const live = log.live();
    expect(live.events.map((event) => event.id)).toEqual([all[0]!.id, ...all.slice(500).map((event) => event.id)]);
    expect(live.delivered).toEqual(all.slice(500).map((event) => event.id));
  });
});
