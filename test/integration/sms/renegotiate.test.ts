import { randomUUID } from 'node:crypto';
import { keys } from '#shared/db/keys';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const { doc, tables, subscribedUser, wallTimeIn, daytimeZone, textsTo, advance } = reminderSession(() => app);

const OFFER = /^NagText: time for: Gym \(#\d+\)\. It has slipped twice\. Reply MOVE 7pm, EASIER, or DROP\. Or DONE\.$/;

/** POST /dev/sms/reply: the phone texts us (with the provider's inbound id, so a redelivery can be sent). */
async function replyFrom(from: string, body: string, inboundMessageId = `in-${randomUUID()}`) {
  const answer = await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from, body, inboundMessageId } });
  expect(answer.status).toBe(200);
}

/**
 * A daily 'Gym' whose first two days went unanswered: the app's clock runs through two days of its ladder and on
 * to the third day's first text. Its zone is in its morning, so every nag of the ladder falls before quiet hours.
 */
async function slippedTwice() {
  const zone = daytimeZone();
  const session = await subscribedUser({ timezone: zone });
  const created = await request(app.baseUrl, 'POST', '/api/tasks', {
    token: session.token,
    body: { task: 'Gym', ...wallTimeIn(5, zone), repeat: 'daily' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  await advance(2 * 24 * 60 + 6);
  const stored = async () =>
    (
      await doc.send(
        new GetCommand({ TableName: tables.data, Key: keys.reminder(session.user.id, id), ConsistentRead: true }),
      )
    ).Item!;
  const task = async () =>
    (
      (await request(app.baseUrl, 'GET', '/api/tasks', { token: session.token })).body as Array<Record<string, unknown>>
    ).find((t) => t.id === id);
  const lastText = () => textsTo(session.phone).at(-1);
  // Leaves nothing nagging for the next test's days.
  const remove = () => request(app.baseUrl, 'DELETE', `/api/tasks/${id}`, { token: session.token });
  return { ...session, zone, id, stored, task, lastText, remove };
}

describe('renegotiate before pausing, on the local stack with the app clock', () => {
  it("a daily reminder ignored twice: the third day's first text offers MOVE, EASIER or DROP; MOVE asks for a time, then moves it (quiet hours said); a redelivery acts once", async () => {
    const gym = await slippedTwice();
    const firsts = textsTo(gym.phone).filter((t) => t.startsWith('NagText: time for: Gym'));
    // Day 1 and day 2 (one ignored) say nothing of it; day 3's first text, one segment, carries it.
    expect(firsts).toHaveLength(3);
    expect(firsts[0]).not.toMatch(/slipped/);
    expect(firsts[1]).not.toMatch(/slipped/);
    expect(firsts[2]).toMatch(OFFER);
    expect(textsTo(gym.phone).filter((t) => OFFER.test(t))).toHaveLength(1);
    const offered = await gym.stored();
    expect(offered.offer).toMatchObject({ occurrenceAt: offered.occurrenceAt });
    expect(offered.offer.closed).toBeUndefined();

    // No time, an impossible one: a question, nothing changes.
    await replyFrom(gym.phone, 'MOVE');
    expect(gym.lastText()).toBe(replyAnswers.offerMoveQuestion('Gym', 'missing', '7pm'));
    await replyFrom(gym.phone, 'move it to 25:00');
    expect(gym.lastText()).toBe(replyAnswers.offerMoveQuestion('Gym', 'unreadable', '7pm'));
    expect((await gym.stored()).version).toBe(offered.version);

    // Into quiet hours (21:00-08:00 by default): moved, and the answer says when it really texts.
    const move = `in-${randomUUID()}`;
    await replyFrom(gym.phone, 'move it to 11pm', move);
    expect(gym.lastText()).toBe(
      "Moved 'Gym' to every day 11:00 PM. That's in your quiet hours: I'll text at 11:00 PM, repeats from 8:00 AM.",
    );
    const moved = await gym.stored();
    expect(moved).toMatchObject({ wallTime: '23:00', repeat: 'daily', offer: { closed: 'answered', closedBy: move } });
    expect(await gym.task()).toMatchObject({ localTime: '23:00', repeat: 'daily' });

    // The same text again, before and after the clock moves (the old ladder's next nag was due): acts once, one answer.
    const texts = textsTo(gym.phone).length;
    await replyFrom(gym.phone, 'move it to 11pm', move);
    await advance(30);
    await Promise.all([replyFrom(gym.phone, 'move it to 11pm', move), replyFrom(gym.phone, 'move it to 11pm', move)]);
    expect(textsTo(gym.phone)).toHaveLength(texts);
    expect((await gym.stored()).version).toBe(moved.version);
    await gym.remove();
  });

  it('EASIER after a nag went: the reminder moves to the gentle ladder once, however often the text arrives', async () => {
    const gym = await slippedTwice();
    // The offered occurrence's second nag goes first; the answer comes after it.
    await advance(30);
    const easier = `in-${randomUUID()}`;
    await Promise.all([replyFrom(gym.phone, 'make it easier', easier), replyFrom(gym.phone, 'make it easier', easier)]);
    expect(gym.lastText()).toBe("OK: 'Gym' nags gently now, at most 5 texts a day.");
    const gentle = await gym.stored();
    expect(gentle).toMatchObject({ nagStyle: 'gentle', offer: { closed: 'answered', closedBy: easier } });
    expect(textsTo(gym.phone).filter((t) => t.startsWith('OK:'))).toHaveLength(1);
    // The offer is answered: another EASIER means what it always meant (nothing here), and changes nothing.
    await replyFrom(gym.phone, 'EASIER');
    expect((await gym.stored()).version).toBe(gentle.version);
    await gym.remove();
  });

  it('DROP asks first; a second DROP deletes it as the web does (schedule gone, no more texts)', async () => {
    const gym = await slippedTwice();
    const drop = `in-${randomUUID()}`;
    await replyFrom(gym.phone, 'DROP', drop);
    expect(gym.lastText()).toBe("Reply DROP again to delete 'Gym'");
    await replyFrom(gym.phone, 'DROP', drop);
    // Unconfirmed: nothing deleted, and the redelivery is not a confirmation.
    expect(await gym.task()).toBeDefined();
    expect(textsTo(gym.phone).filter((t) => t.startsWith('Reply DROP again'))).toHaveLength(1);
    await replyFrom(gym.phone, 'just drop it');
    expect(gym.lastText()).toBe("Deleted 'Gym'. No more texts for it.");
    expect(await gym.task()).toBeUndefined();
    const after = textsTo(gym.phone).length;
    await advance(24 * 60);
    expect(textsTo(gym.phone)).toHaveLength(after);
  });

  it("an unrelated reply changes nothing; after the web's edit an answer says that change stands", async () => {
    const gym = await slippedTwice();
    const before = await gym.stored();
    await replyFrom(gym.phone, 'what a day');
    expect(await gym.stored()).toMatchObject({ version: before.version, wallTime: before.wallTime });
    expect((await gym.stored()).offer.closed).toBeUndefined();

    const task = (await gym.task())!;
    const edited = await request(app.baseUrl, 'PUT', `/api/tasks/${gym.id}`, {
      token: gym.token,
      body: { task: 'Gym', scheduledDate: task.localDate, scheduledTime: '18:30', repeat: 'daily' },
    });
    expect(edited.status).toBe(200);
    expect((await gym.stored()).offer.closed).toBe('edited');
    await replyFrom(gym.phone, 'MOVE 7pm');
    expect(gym.lastText()).toBe(replyAnswers.offerChangedSince('Gym'));
    expect(await gym.task()).toMatchObject({ localTime: '18:30' });
    await gym.remove();
  });
});
