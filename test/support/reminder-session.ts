import { randomInt, randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { request, signUpOverHttp } from './http-session';
import type { LocalApp } from './local-app';
import { testDynamo } from './test-dynamo';

/**
 * A fresh 555 number (fiction and tests: never a real line, and one the destination policy texts as US).
 * Test files share one database, so each test takes numbers nobody else uses.
 */
export function unique555Phone(): string {
  return `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** One city per whole-hour UTC offset (winter), so some zone is always in the middle of its morning. */
const ZONES_BY_OFFSET = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Paris',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Noumea',
  'Pacific/Auckland',
];

/**
 * What tests of reminders and replies on the local stack share: a subscribed user signed up over HTTP,
 * wall times in a zone from the app's clock, the texts a phone got, and moving the clock. `app` is read
 * when a helper runs (it is started in beforeAll).
 */
export function reminderSession(app: () => LocalApp) {
  const { doc, tables } = testDynamo();

  /** A user signed up through the API with texts on, whose trial is running (so reminders nag). */
  async function subscribedUser(details: Record<string, unknown> = {}, phone = unique555Phone()) {
    const session = await signUpOverHttp(app().baseUrl, phone, details);
    await doc.send(
      new UpdateCommand({
        TableName: tables.data,
        Key: keys.user(session.user.id),
        UpdateExpression: 'SET subscriptionStatus = :s',
        ExpressionAttributeValues: { ':s': 'trialing' },
      }),
    );
    return session;
  }

  /** The wall date and time `minutes` from the app's clock, in a zone (what POST /api/tasks takes). */
  function wallTimeIn(minutes: number, zone: string) {
    const at = new Date(app().runtime.clock.now().getTime() + minutes * 60_000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    return {
      scheduledDate: `${parts.year}-${parts.month}-${parts.day}`,
      scheduledTime: `${parts.hour}:${parts.minute}`,
    };
  }

  /**
   * A zone where the app's clock reads between 9 and 12 in the morning, and not UTC's hour: hours of nags fit
   * before quiet hours (21:00) however far earlier tests moved the clock, and times shown "in the user's zone"
   * cannot be UTC's by accident.
   */
  function daytimeZone(): string {
    const now = app().runtime.clock.now();
    const hourIn = (zone: string) =>
      Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now));
    const zone = ZONES_BY_OFFSET.find((z) => hourIn(z) >= 9 && hourIn(z) < 12 && hourIn(z) !== now.getUTCHours());
    if (!zone) throw new Error(`No zone is in its morning at ${now.toISOString()}`);
    return zone;
  }

  /** Every text the phone got, oldest first (read from the phone simulator's outbox); calls are not texts. */
  const textsTo = (phone: string) =>
    app()
      .runtime.outbox.list(phone)
      .filter((m) => m.to === phone && m.channel !== 'voice')
      .map((m) => m.body)
      .reverse();
  /** Every call the phone got, oldest first. */
  const callsTo = (phone: string) =>
    app()
      .runtime.outbox.list(phone)
      .filter((m) => m.to === phone && m.channel === 'voice')
      .reverse();
  /** The phone texts us (POST /dev/sms/reply, a message id of its own); what we texted back to it. */
  async function text(from: string, body: string): Promise<string[]> {
    const before = textsTo(from).length;
    const sent = await request(app().baseUrl, 'POST', '/dev/sms/reply', {
      body: { from, body, inboundMessageId: `in-${randomUUID()}` },
    });
    if (sent.status !== 200) throw new Error(`/dev/sms/reply answered ${sent.status}`);
    return textsTo(from).slice(before);
  }
  /** The nags among them (not the welcome text or the answers to replies). */
  const nagsTo = (phone: string) => textsTo(phone).filter((body) => /^NagText\b.*\(#\d+\)/.test(body));

  /** POST /dev/clock/advance: the clock moves and whatever fell due runs before it answers. */
  async function advance(minutes: number) {
    const answer = await fetch(`${app().baseUrl}/dev/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes }),
    });
    if (answer.status !== 200) throw new Error(`/dev/clock/advance answered ${answer.status}: ${await answer.text()}`);
  }

  /** The user's items whose sort key starts with `prefix` (NOTIF#, MSG#, REMINDER#), straight from the table. */
  async function itemsOf(userId: string, prefix: string) {
    const found = await doc.send(
      new QueryCommand({
        TableName: tables.data,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': prefix },
        ConsistentRead: true,
      }),
    );
    return found.Items ?? [];
  }

  return { doc, tables, subscribedUser, wallTimeIn, daytimeZone, textsTo, text, callsTo, nagsTo, advance, itemsOf };
}
