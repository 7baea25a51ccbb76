import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { answerOffer } from '#core/replies/use-cases/answer-offer';
import { recurrenceTextOf } from '#core/reminders/domain/recurrence';
import { DomainError } from '#core/kernel/errors';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';

const OFFER = 'NagText: time for: Gym (#1). It has slipped twice. Reply MOVE 7pm, EASIER, or DROP. Or DONE.';
const DAY = 24 * 60;

/** A daily 9:00 'Gym' (New York), its first two days run through unanswered: day three's first nag is planned. */
async function slippedTwice() {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z'); // 08:00 in New York
  const user = await nagUser(deps);
  const task = await createReminder(deps, user.id, {
    task: 'Gym',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:00',
    repeat: 'daily',
  });
  await runFor(deps, 2 * DAY - 30); // to 07:30 on day three
  const reminder = (await deps.reminders.get(user.id, task.id))!;
  return { deps, user, id: task.id, reminder };
}

describe('the offer to renegotiate, from the nag path', () => {
  it('goes with the first nag of day three only, and the paused text still follows a third ignored day', async () => {
    const { deps, user, reminder } = await slippedTwice();
    expect(reminder).toMatchObject({ ignoredRun: 2, occurrenceDate: '2026-11-25', nagCount: 0 });
    expect(textsTo(deps, user.phoneNumber).filter((t) => t.includes('slipped'))).toEqual([]);
    await runFor(deps, DAY);
    const texts = textsTo(deps, user.phoneNumber);
    expect(texts.filter((t) => t.includes('slipped'))).toEqual([OFFER]);
    expect(texts.filter((t) => t.startsWith('NagText: time for: Gym'))).toHaveLength(3);
    expect(texts.at(-1)).toBe("NagText: Paused 'Gym' after 3 ignored days. Reply RESUME 1 to bring it back.");
  });

  it('one text and one offer saved, however many deliveries race for that nag', async () => {
    const { deps, user, id, reminder } = await slippedTwice();
    deps.clock.set('2026-11-25T14:00:00.000Z'); // 09:00 on day three
    const payload = { userId: user.id, reminderId: id, nagId: reminder.nextNag!.id };
    const outcomes = await Promise.all([sendNag(deps, payload), sendNag(deps, payload), sendNag(deps, payload)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(await sendNag(deps, payload)).toBe('stale');
    expect(textsTo(deps, user.phoneNumber).filter((t) => t === OFFER)).toHaveLength(1);
    const after = (await deps.reminders.get(user.id, id))!;
    expect(after.offer).toEqual({ occurrenceAt: reminder.occurrenceAt, at: '2026-11-25T14:00:00.000Z' });
    expect(after.version).toBe(reminder.version + 1);
  });

  it("an answer racing the web's edit never overwrites it: the edit closed the offer, the answer is refused", async () => {
    const { deps, user, id } = await slippedTwice();
    await runFor(deps, 120);
    const offered = (await deps.reminders.get(user.id, id))!;
    const request = { task: 'Gym', scheduledDate: offered.occurrenceDate, repeat: 'daily' as const };
    await updateReminder(deps, user.id, id, { ...request, scheduledTime: '18:30' });
    const answer = updateReminder(
      deps,
      user.id,
      id,
      { ...request, scheduledTime: '19:00' },
      { offerAt: offered.offer!.at, by: 'in-1' },
    );
    await expect(answer).rejects.toBeInstanceOf(DomainError);
    await expect(answer).rejects.toMatchObject({ code: 'conflict' });
    expect((await deps.reminders.get(user.id, id))!).toMatchObject({ wallTime: '18:30', offer: { closed: 'edited' } });
  });
});

describe('MOVE with a day answers the offer of a custom weekly reminder', () => {
  /** A custom weekly 'Gym' at 9:00 New York starting Mon Nov 23 2026, its offer made now (Wed Nov 25, 09:00). */
  async function offeredWeekly(recurrence: string) {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const user = await nagUser(deps);
    const { id } = await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'custom',
      recurrence,
    });
    deps.clock.set('2026-11-25T14:00:00.000Z');
    const created = (await deps.reminders.get(user.id, id))!;
    await deps.reminders.save(
      { ...created, offer: { occurrenceAt: created.occurrenceAt, at: deps.clock.now().toISOString() } },
      created.version,
    );
    const answer = (body: string) =>
      answerOffer(deps, user, { body, providerMessageId: `in-${body}` }, deps.clock.now());
    return { deps, user, id, answer };
  }

  it.each([
    // Stored as the spec's weekly repeat (its day its start's): the named day is its new start.
    ['on one day, plain weekly: Tuesday at 7 PM', 'FREQ=WEEKLY;BYDAY=MO', 'FREQ=WEEKLY;BYDAY=TU', '19:00'],
    [
      'on one day, eight times: Tuesday, the count kept',
      'FREQ=WEEKLY;BYDAY=MO;COUNT=8',
      'FREQ=WEEKLY;BYDAY=TU;COUNT=8',
      '19:00',
    ],
    [
      'every other week: Tuesday, every other week still',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      '19:00',
    ],
    [
      'on several days: nothing changes, which day is asked',
      'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      '09:00',
    ],
  ])('%s', async (_name, recurrence, after, wallTime) => {
    const { deps, user, id, answer } = await offeredWeekly(recurrence);
    const reply = await answer('MOVE Tue 7pm');
    const saved = (await deps.reminders.get(user.id, id))!;
    expect({ rule: recurrenceTextOf(saved), wallTime: saved.wallTime }).toEqual({ rule: after, wallTime });
    if (recurrence === after) {
      expect(reply!.text).toBe(
        "'Gym' is on Mon, Wed, Fri: which day? Change days on the web, or reply e.g. MOVE 7pm for all.",
      );
      expect(saved.offer!.closed).toBeUndefined();
    } else {
      expect(reply!.text).toMatch(/^Moved 'Gym' to /);
      expect(saved.occurrenceDate).toBe('2026-12-01');
    }
  });
});

describe('MOVE while away: the time said is where the person is', () => {
  /** The daily 9:00 New York 'Gym' offered on day three; its owner in Tokyo (23:00 there when the offer goes). */
  async function offeredInTokyo() {
    const { deps, user, id } = await slippedTwice();
    await runFor(deps, 120);
    const travel = { zone: 'Asia/Tokyo', until: null, endsAt: null, setAt: deps.clock.now().toISOString() };
    const away = await deps.users.update(user.id, { travel }, deps.clock.now().toISOString());
    const answer = (body: string) =>
      answerOffer(deps, away!, { body, providerMessageId: `in-${body}` }, deps.clock.now());
    return { deps, user, id, answer };
  }

  it('"MOVE 8am" in Tokyo moves the home-time reminder to 6 PM New York, and says both', async () => {
    const { deps, user, id, answer } = await offeredInTokyo();
    expect((await answer('MOVE 8am'))!.text).toBe(
      "Moved 'Gym' to every day 6:00 PM home time (8:00 AM the next day your time).",
    );
    expect((await deps.reminders.get(user.id, id))!.wallTime).toBe('18:00');
  });

  it('a time in quiet hours where they are: a home-time reminder waits for them to end', async () => {
    const { deps, user, id, answer } = await offeredInTokyo();
    expect((await answer('MOVE 11pm'))!.text).toBe(
      "Moved 'Gym' to every day 9:00 AM home time (11:00 PM your time). That's in your quiet hours: I'll text at 8:00 AM.",
    );
    expect((await deps.reminders.get(user.id, id))!.wallTime).toBe('09:00');
  });
});
