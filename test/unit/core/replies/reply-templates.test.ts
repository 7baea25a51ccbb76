import { parseReply, type ParsedReply } from '#core/replies/domain/parse-reply';
import { recoveryTexts } from '#core/recovery/domain/recovery-texts';
import { smsSegments, smsEncoding } from '#core/texting/domain/sms-segments';
import { allTexts } from '../../../support/all-texts';
import { ownerTexts } from '#core/reminders-for-people/domain/owner-texts';
import { clockAnswers } from '#core/replies/domain/clock-answers';
import { peopleTexts } from '#core/people/domain/people-texts';
import { accountTexts } from '#core/accounts/domain/account-texts';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { personAnswers } from '#core/replies/domain/person-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';
import { codeTexts } from '#core/auth/domain/code-texts';
import { nagTexts } from '#core/nags/domain/nag-texts';
import { windowTexts } from '#core/nags/domain/window-texts';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { travelAnswers } from '#core/replies/domain/travel-answers';
import { travelTexts } from '#core/reminders/domain/travel-texts';
import { summaryTexts } from '#core/summaries/domain/summary-texts';
import { textingTexts } from '#core/texting/domain/texting-texts';
import { billingTexts } from '#core/billing/domain/billing-texts';
import { welcomeTexts } from '#core/users/domain/welcome-text';
import { SUPPORT_EMAIL } from '../../../../web/src/features/marketing/content/support-email';

const NY = 'America/New_York';
/** Thursday Nov 20 2025, 2:30 PM in New York. */
const NOW = new Date('2025-11-20T19:30:00Z');
/** Monday Nov 24 2025, 9:00 AM in New York. */
const NEXT_MONDAY_9AM = { at: new Date('2025-11-24T14:00:00Z'), zone: NY };
const LONG_TASK =
  'Call the insurance company about the claim for the car and ask them to send the forms again, then scan and email them back before Friday';
const EMOJI_TASK = 'Take pills 💊 and drink water 💧 and stretch 🧘 for ten minutes before bed';

describe('reply texts', () => {
  it('DONE, once: "Nice work!" naming the task', () => {
    expect(replyAnswers.doneConfirmation('Take out the trash', null)).toBe('Nice work! "Take out the trash" is done.');
  });

  it('DONE, recurring: says when the next one comes, in the zone, 12-hour', () => {
    expect(replyAnswers.doneConfirmation('Gym', NEXT_MONDAY_9AM)).toBe(
      'Nice work! "Gym" is done. Next one: Mon Nov 24, 9:00 AM',
    );
    expect(replyAnswers.doneConfirmation('Gym', { at: NEXT_MONDAY_9AM.at, zone: 'Asia/Kolkata' })).toBe(
      'Nice work! "Gym" is done. Next one: Mon Nov 24, 7:30 PM',
    );
  });

  it('DONE with a long task stays one segment and keeps the next time whole', () => {
    const text = replyAnswers.doneConfirmation(LONG_TASK, NEXT_MONDAY_9AM);
    expect(smsSegments(text)).toBe(1);
    expect(text).toMatch(/^Nice work! "Call the insurance company.*\.\.\." is done\. Next one: Mon Nov 24, 9:00 AM$/);
  });

  it('SKIP: once and recurring', () => {
    expect(replyAnswers.skipped('Gym', null)).toBe('Skipped "Gym". No more texts for it.');
    expect(replyAnswers.skipped('Gym', NEXT_MONDAY_9AM)).toBe('Skipped "Gym" this time. Next one: Mon Nov 24, 9:00 AM');
  });

  it("SNOOZE: which reminder, the time in the user's zone, and how to choose another", () => {
    const quarterToFour = new Date('2025-11-20T20:45:00Z');
    expect(replyAnswers.snoozedUntil('Call mom', quarterToFour, NY, NOW)).toBe(
      `Snoozed 'Call mom' until 3:45 PM. Reply "SNOOZE 2H" or "SNOOZE UNTIL 6PM" for another time.`,
    );
    // 1:00 AM Friday in Kolkata now: 2:15 AM is the same local day there.
    expect(replyAnswers.snoozedUntil('Gym', quarterToFour, 'Asia/Kolkata', NOW)).toMatch(
      /^Snoozed 'Gym' until 2:15 AM\./,
    );
    expect(replyAnswers.snoozedUntil('Gym', new Date('2025-11-21T14:00:00Z'), NY, NOW)).toMatch(
      /^Snoozed 'Gym' until Fri Nov 21, 9:00 AM\./,
    );
    expect(replyAnswers.snoozedUntil('Gym', quarterToFour, NY)).toMatch(/^Snoozed 'Gym' until Thu Nov 20, 3:45 PM\./);
  });

  it('SNOOZE into quiet hours says when the text really comes', () => {
    const elevenThirty = new Date('2025-11-21T04:30:00Z');
    expect(replyAnswers.snoozedUntil('Gym', elevenThirty, NY, NOW, new Date('2025-11-21T13:00:00Z'))).toBe(
      "Snoozed 'Gym' until 11:30 PM. That's in your quiet hours, so I'll text at Fri Nov 21, 8:00 AM.",
    );
  });

  it('a bare SNOOZE during a longer snooze keeps it, and says how to shorten it', () => {
    expect(replyAnswers.stillSnoozed('Gym', new Date('2025-11-20T21:45:00Z'), NY, NOW)).toBe(
      `'Gym' stays snoozed until 4:45 PM. Reply "SNOOZE 10M" for a shorter snooze.`,
    );
  });

  it('SNOOZE out of bounds explains 1 minute to 7 days, with the reason when known', () => {
    expect(replyAnswers.snoozeOutOfBounds()).toBe(
      'A snooze can be 1 minute to 7 days. Reply "SNOOZE 30M", "SNOOZE 2H" or "SNOOZE UNTIL 6PM".',
    );
    expect(replyAnswers.snoozeOutOfBounds('too_long')).toMatch(
      /^That is too long\. A snooze can be 1 minute to 7 days\./,
    );
    expect(replyAnswers.snoozeOutOfBounds('too_short')).toMatch(/^That is too short\. /);
    expect(replyAnswers.snoozeOutOfBounds('in_past')).toMatch(/^That time has passed\. /);
    expect(replyAnswers.snoozeOutOfBounds('unreadable')).toMatch(/^Sorry, I couldn't read that time\. /);
  });

  it('PAUSE, its bounds, RESUME', () => {
    expect(replyAnswers.paused(new Date('2025-11-24T05:00:00Z'), NY, NOW)).toBe(
      'Paused: no reminder texts until Mon Nov 24, 12:00 AM. Reply RESUME to get them sooner.',
    );
    expect(replyAnswers.paused(new Date('2025-11-20T22:30:00Z'), NY, NOW)).toMatch(
      /^Paused: no reminder texts until 5:30 PM\./,
    );
    expect(replyAnswers.pauseOutOfBounds('too_long')).toBe(
      'That is too long. A pause can be 1 minute to 30 days. Reply "PAUSE 3H" or "PAUSE UNTIL MONDAY".',
    );
    expect(replyAnswers.resumed()).toMatch(/^Resumed: your reminder texts are back on\./);
  });

  it('LIST: the open reminders with their references and how to target one', () => {
    expect(
      replyAnswers.list([
        { ref: '2', task: 'Take pills' },
        { ref: '5', task: 'Call mom' },
      ]),
    ).toBe('Open reminders:\n#2 Take pills\n#5 Call mom\nReply DONE 2 or SNOOZE 2 1H.');
  });

  it('LIST: smart punctuation and emoji become GSM-7, long tasks are cut with "..."', () => {
    const text = replyAnswers.list([
      { ref: '3', task: 'Call mom about the “party” – it’s Sunday' },
      { ref: '4', task: EMOJI_TASK },
      { ref: '7', task: '💊' },
    ]);
    expect(smsEncoding(text)).toBe('GSM-7');
    expect(text).toContain('#3 Call mom about the "party" - it\'s Sunday\n');
    expect(text).toContain('#4 Take pills and drink water and...\n');
    expect(text).toContain('#7 ...\n');
  });

  it('LIST: at most two segments, "+N more" for the rest', () => {
    const open = Array.from({ length: 40 }, (_, i) => ({ ref: String(i + 1), task: `${LONG_TASK} ${i}` }));
    const text = replyAnswers.list(open);
    expect(smsSegments(text)).toBe(2);
    const shown = text.split('\n').filter((line) => /^#\d+ /.test(line)).length;
    expect(shown).toBeGreaterThan(3);
    expect(text).toContain(`\n+${40 - shown} more\n`);
    expect(text.endsWith('Reply DONE 1 or SNOOZE 1 1H.')).toBe(true);
  });

  it('LIST: a short list has no "+N more"; an empty one says nothing is open', () => {
    expect(replyAnswers.list([{ ref: '1', task: 'Gym' }])).not.toContain('more');
    expect(replyAnswers.list([])).toBe(replyAnswers.nothingOpen());
  });

  it('opt-out: exactly one confirmation naming NagText and how to come back', () => {
    expect(replyAnswers.optedOut()).toBe(
      "NagText: you're unsubscribed and will get no more texts from us. Reply START to resume.",
    );
  });

  it('opt-in: names NagText, frequency, rates, HELP and STOP (carrier opt-in confirmation)', () => {
    const text = replyAnswers.optedIn();
    for (const part of ['NagText', 'Msg frequency varies', 'Msg & data rates may apply', 'HELP', 'STOP'])
      expect(text).toContain(part);
  });

  it("HELP names the service, what it sends, the commands, the support address (the web's, by value) and STOP", () => {
    const text = replyAnswers.help();
    expect(SUPPORT_EMAIL).toBe('support@nagtext.com');
    for (const part of [
      'NagText',
      'reminder texts',
      'DONE',
      'SNOOZE 30M',
      'SKIP',
      'LIST',
      'PAUSE 3H',
      'RESUME',
      'STOP to opt out',
      SUPPORT_EMAIL,
    ]) {
      expect(text).toContain(part);
    }
  });

  it.each([
    ['an account', replyAnswers.help(), 'STOP'],
    ['a number that opted out', replyAnswers.helpOptedOut(), 'START'],
    ['a number without an account', replyAnswers.helpNoAccount(), 'STOP'],
    ['a buddy', buddyAnswers.buddyHelp(), 'STOP'],
  ])(
    'HELP from %s: the brand, what we send, the support contact and how to opt out (or back in)',
    (_state, text, keyword) => {
      expect(text).toContain('NagText');
      expect(text).toMatch(/remind/);
      expect(text).toContain(SUPPORT_EMAIL);
      expect(text).toContain(keyword);
    },
  );

  it('did-not-understand is the short hint', () => {
    expect(replyAnswers.didNotUnderstand()).toBe("Sorry, I didn't get that. Reply DONE, SNOOZE 30M or HELP.");
  });

  it('unknown number: a sign-up hint with the site, and a too-long sign-up address gives way to the site name', () => {
    expect(replyAnswers.unknownNumber()).toBe(
      "NagText: no account uses this number. Sign up at nagtext.com for texts that nag until it's done. Reply STOP to opt out.",
    );
    expect(replyAnswers.unknownNumber('https://d111111abcdef8.cloudfront.net/signup')).toContain(
      'Sign up at https://d111111abcdef8.cloudfront.net/signup for',
    );
    expect(replyAnswers.unknownNumber(`https://${'a'.repeat(80)}.example/signup`)).toBe(replyAnswers.unknownNumber());
  });

  it('every reply our texts suggest means what it says', () => {
    const texts = [
      replyAnswers.snoozedUntil('Gym', NOW, NY),
      replyAnswers.stillSnoozed('Gym', NOW, NY),
      replyAnswers.snoozeOutOfBounds(),
      replyAnswers.pauseOutOfBounds(),
      replyAnswers.paused(NOW, NY),
      replyAnswers.resumed(),
      replyAnswers.optedOut(),
      replyAnswers.optedIn(),
      replyAnswers.help(),
      replyAnswers.didNotUnderstand(),
      replyAnswers.list([{ ref: '2', task: 'Gym' }]),
    ].join('\n');
    const suggestions: Array<[string, ParsedReply]> = [
      ['SNOOZE 2H', { kind: 'snooze', minutes: 120 }],
      ['SNOOZE 30M', { kind: 'snooze', minutes: 30 }],
      ['SNOOZE UNTIL 6PM', { kind: 'snooze', until: new Date('2025-11-20T23:00:00Z') }],
      ['SNOOZE 2 1H', { kind: 'snooze', minutes: 60, ref: '2' }],
      ['DONE 2', { kind: 'done', ref: '2' }],
      ['PAUSE 3H', { kind: 'pause', minutes: 180 }],
      ['PAUSE UNTIL MONDAY', { kind: 'pause', until: new Date('2025-11-24T05:00:00Z') }],
      ['RESUME', { kind: 'resume' }],
      ['SKIP', { kind: 'skip' }],
      ['LIST', { kind: 'list' }],
      ['START', { kind: 'opt_in' }],
      ['HELP', { kind: 'help' }],
      ['STOP', { kind: 'opt_out' }],
    ];
    for (const [suggestion, meaning] of suggestions) {
      expect(texts).toContain(suggestion);
      expect(parseReply(suggestion, NOW, NY)).toEqual(meaning);
    }
  });

  describe('no text of ours reads as a command when it comes back (an auto-responder, a forward)', () => {
    const at = new Date('2025-11-24T14:00:00Z');
    const next = { at, zone: NY };
    const problems = ['too_short', 'too_long', 'in_past', 'unreadable'] as const;
    const tones = ['friendly', 'nudge', 'firm', 'urgent', 'final'] as const;
    const dayEnds = [
      { kind: 'carried', at, zone: NY },
      { kind: 'next', at, zone: NY },
      { kind: 'missed', days: 3 },
      { kind: 'paused', ignored: 3 },
      { kind: 'ended' },
    ] as const;
    const added = { ref: '2', task: 'Call mom', localDate: '2025-11-21', localTime: '18:00' };
    /** Every template, filled every way it reads differently. */
    const filled: Record<keyof typeof allTexts, string[]> = {
      verificationCode: [codeTexts.verificationCode('123456')],
      accountDeletionCode: [codeTexts.accountDeletionCode('123456')],
      phoneChangeNewNumberCode: [codeTexts.phoneChangeNewNumberCode('123456')],
      recoveryNewNumberCode: [codeTexts.recoveryNewNumberCode('123456')],
      recoveryWaiting: [
        recoveryTexts.recoveryWaiting('+12025550199', at, NY),
        recoveryTexts.recoveryWaiting('+447400123456', at, 'Europe/London'),
      ],
      recoveryCancelled: [recoveryTexts.recoveryCancelled(at, NY)],
      recoveryCompleted: [
        recoveryTexts.recoveryCompleted('+12025550199', at, NY),
        recoveryTexts.recoveryCompleted('+447400123456', at, 'Europe/London'),
      ],
      phoneChangeApprovalCode: [
        codeTexts.phoneChangeApprovalCode('123456', '+12025550199'),
        codeTexts.phoneChangeApprovalCode('123456', '+447400123456'),
      ],
      goodbye: [accountTexts.goodbye(at, NY)],
      deletedBySupport: [accountTexts.deletedBySupport(at, NY)],
      emailChanged: [accountTexts.emailChanged(at, NY)],
      numberChanged: [
        accountTexts.numberChanged('+12025550199', at, NY),
        accountTexts.numberChanged('+447400123456', at, 'Europe/London'),
      ],
      welcome: [welcomeTexts.welcome()],
      nag: [
        ...tones.map((tone) => nagTexts.nag({ task: 'Call mom', ref: '2', tone, attempt: 3, cap: 5 })),
        ...dayEnds.map((dayEnd) => nagTexts.nag({ task: 'Gym', ref: '4', tone: 'final', attempt: 5, cap: 5, dayEnd })),
        nagTexts.nag({ task: 'Gym', ref: '4', tone: 'friendly', attempt: 1, cap: 10, offer: { move: '7pm' } }),
        // For someone else: "From Ada: " first.
        ...tones.map((tone) => nagTexts.nag({ task: 'Pills', ref: '3', tone, attempt: 3, cap: 5, from: 'Ada' })),
        ...dayEnds.map((dayEnd) =>
          nagTexts.nag({ task: 'Pills', ref: '3', tone: 'final', attempt: 5, cap: 5, dayEnd, from: 'Ada' }),
        ),
      ],
      offerMoved: [
        replyAnswers.offerMoved({ ...added, task: 'Gym', recurrence: 'FREQ=DAILY' }),
        replyAnswers.offerMoved(
          { ...added, task: 'Gym', localTime: '23:00', recurrence: 'FREQ=DAILY' },
          { end: '08:00', firstAt: '23:00' },
        ),
      ],
      offerMoveQuestion: [
        replyAnswers.offerMoveQuestion('Gym', 'missing', '7pm'),
        ...problems.map((p) => replyAnswers.offerMoveQuestion('Gym', p, '8am')),
      ],
      offerMoveTimeOnly: [replyAnswers.offerMoveTimeOnly('Gym', '7pm')],
      offerMoveWhichDay: [
        replyAnswers.offerMoveWhichDay('Gym', ['MO', 'WE', 'FR'], '7pm'),
        replyAnswers.offerMoveWhichDay(LONG_TASK, ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], '8am'),
      ],
      offerEasier: [replyAnswers.offerEasier('Gym', 5), replyAnswers.offerEasier('Gym', 5, '4')],
      offerAlreadyGentle: [replyAnswers.offerAlreadyGentle('Gym', '7pm')],
      offerDropConfirm: [replyAnswers.offerDropConfirm('Gym')],
      offerDropped: [replyAnswers.offerDropped('Gym')],
      offerChangedSince: [replyAnswers.offerChangedSince('Gym')],
      // A deadline window's gentle texts: its first day, a day between, the last day, and one on the deadline's day.
      windowText: [
        ...[
          ['2025-11-26T14:00:00Z', true],
          ['2025-11-26T14:00:00Z', false],
          ['2025-11-21T14:00:00Z', false],
          ['2025-11-20T23:00:00Z', false],
        ].map(([deadline, firstDay]) =>
          windowTexts.windowText({
            task: 'Rent',
            ref: '4',
            deadline: new Date(deadline as string),
            now: NOW,
            zone: NY,
            firstDay: firstDay as boolean,
          }),
        ),
        windowTexts.windowText({
          task: LONG_TASK,
          ref: '4',
          deadline: new Date('2025-11-26T14:00:00Z'),
          now: NOW,
          zone: NY,
          firstDay: true,
        }),
      ],
      headsUp: [
        nagTexts.headsUp({ task: 'Dentist', ref: '4', at: new Date('2025-11-21T14:00:00Z'), now: NOW, zone: NY }),
        nagTexts.headsUp({ task: 'Dentist', ref: '4', at: new Date('2025-11-20T22:00:00Z'), now: NOW, zone: NY }),
        nagTexts.headsUp({ task: 'Dentist', ref: '4', at: new Date('2025-11-23T14:00:00Z'), now: NOW, zone: NY }),
      ],
      doneConfirmation: [replyAnswers.doneConfirmation('Gym', null), replyAnswers.doneConfirmation('Take pills', next)],
      choreAlreadyDone: [
        replyAnswers.choreAlreadyDone('Dad', 'Take out the trash'),
        replyAnswers.choreAlreadyDone('Mom', 'y'.repeat(300)),
      ],
      skipped: [replyAnswers.skipped('Gym', null), replyAnswers.skipped('Gym', next)],
      snoozedUntil: [
        replyAnswers.snoozedUntil('Gym', at, NY, NOW),
        replyAnswers.snoozedUntil('Gym', new Date('2025-11-20T20:45:00Z'), NY, NOW),
        replyAnswers.snoozedUntil('Gym', new Date('2025-11-21T04:30:00Z'), NY, NOW, at),
      ],
      stillSnoozed: [replyAnswers.stillSnoozed('Gym', at, NY, NOW)],
      notTextedYet: [
        replyAnswers.notTextedYet('Dentist', at, NY, NOW),
        replyAnswers.notTextedYet('Dentist', null, NY, NOW),
      ],
      nothingToSnooze: [replyAnswers.nothingToSnooze()],
      notPausedAccount: [replyAnswers.notPausedAccount()],
      snoozeOutOfBounds: [replyAnswers.snoozeOutOfBounds(), ...problems.map((p) => replyAnswers.snoozeOutOfBounds(p))],
      paused: [replyAnswers.paused(at, NY, NOW), replyAnswers.paused(new Date('2025-11-20T22:30:00Z'), NY, NOW)],
      pauseOutOfBounds: [replyAnswers.pauseOutOfBounds(), ...problems.map((p) => replyAnswers.pauseOutOfBounds(p))],
      reminderResumed: [replyAnswers.reminderResumed('Gym', next), replyAnswers.reminderResumed('Gym', null)],
      notPaused: [replyAnswers.notPaused('Gym', '4')],
      noSuchReminder: [replyAnswers.noSuchReminder('9')],
      howToFinish: [replyAnswers.howToFinish('Call mom')],
      weeklySummary: [
        summaryTexts.weeklySummary({
          done: 12,
          due: 14,
          streak: { task: 'Take meds', count: 9, unit: 'days' },
          mostSnoozed: { task: 'Gym', snoozes: 4 },
          anyOpen: true,
        }),
        summaryTexts.weeklySummary({ done: 3, due: 3, anyOpen: false }),
        summaryTexts.weeklySummary({
          done: 3,
          due: 4,
          anyOpen: true,
          people: [
            { personId: 'p1', firstName: 'Dad', done: 2, due: 3 },
            { personId: 'p2', firstName: 'Mom', done: 5, due: 7 },
          ],
        }),
        summaryTexts.weeklySummary({
          done: 0,
          due: 0,
          anyOpen: false,
          people: [{ personId: 'p2', firstName: 'Mom', done: 5, due: 7 }],
        }),
        summaryTexts.weeklySummary({
          done: 3,
          due: 4,
          anyOpen: false,
          people: ['Ann', 'Ben', 'Cleo', 'Dad', 'Grandma', 'Mom', 'Nana', 'Uncle Joe', 'Zoe', 'Aunt Bea', 'Max'].map(
            (firstName) => ({ personId: firstName, firstName, done: 10, due: 14 }),
          ),
        }),
      ],
      didYouMeanDone: [replyAnswers.didYouMeanDone('Call mom')],
      reminderDeletedByText: [replyAnswers.reminderDeletedByText('2', 'Call mom')],
      reminderMovedByText: [
        replyAnswers.reminderMovedByText(added),
        replyAnswers.reminderMovedByText({ ...added, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }),
      ],
      moveRefused: problems.map((p) => replyAnswers.moveRefused('2', p)),
      answersPaused: [replyAnswers.answersPaused(at, NY, NOW)],
      resumed: [replyAnswers.resumed()],
      textReminderAdded: [
        replyAnswers.textReminderAdded(added),
        replyAnswers.textReminderAdded({ ...added, recurrence: 'FREQ=DAILY' }),
        ...[1, 3, 24, 72].map((headsUpHours) => replyAnswers.textReminderAdded({ ...added, headsUpHours })),
        replyAnswers.textReminderAdded({ ...added, task: 'x'.repeat(300), headsUpHours: 72 }),
        ...[1, 6, 31].map((windowDays) => replyAnswers.textReminderAdded({ ...added, windowDays })),
        replyAnswers.textReminderAdded(
          { ...added, clockZone: NY, scheduledTime: '2025-11-21T23:00:00.000Z', task: 'x'.repeat(300), windowDays: 6 },
          'Asia/Tokyo',
        ),
      ],
      askReminderTime: [replyAnswers.askReminderTime('call mom')],
      textReminderRemoved: [replyAnswers.textReminderRemoved('2', 'Call mom')],
      nothingToUndo: [replyAnswers.nothingToUndo()],
      homeZoneSet: [replyAnswers.homeZoneSet('UK Time (London)'), replyAnswers.homeZoneSet('Tokyo')],
      homeZoneUnknown: [replyAnswers.homeZoneUnknown('Narnia'), replyAnswers.homeZoneUnknown('x'.repeat(300))],
      homeZoneNow: [replyAnswers.homeZoneNow('Eastern Time (New York)')],
      textRemindersDailyLimit: [replyAnswers.textRemindersDailyLimit()],
      textRemindersNeedSubscription: [replyAnswers.textRemindersNeedSubscription()],
      paymentFailed: [billingTexts.paymentFailed()],
      paymentWorksAgain: [billingTexts.paymentWorksAgain()],
      budgetNotice: [true, false].map((firstOnly) =>
        textingTexts.budgetNotice({ used: 90, perMonth: 100, firstOnly, resetsAt: at }),
      ),
      list: [
        replyAnswers.list([
          { ref: '2', task: 'Take pills' },
          { ref: '5', task: 'Call mom' },
        ]),
      ],
      nothingOpen: [replyAnswers.nothingOpen()],
      optedOut: [replyAnswers.optedOut()],
      optedIn: [replyAnswers.optedIn()],
      help: [replyAnswers.help()],
      helpOptedOut: [replyAnswers.helpOptedOut()],
      helpNoAccount: [replyAnswers.helpNoAccount()],
      optedInNumber: [replyAnswers.optedInNumber()],
      didNotUnderstand: [replyAnswers.didNotUnderstand()],
      unknownNumber: [
        replyAnswers.unknownNumber(),
        replyAnswers.unknownNumber('https://d111111abcdef8.cloudfront.net/signup'),
      ],
      buddyRemoved: [buddyTexts.buddyRemoved('Ada')],
      remindersEnded: [buddyTexts.remindersEnded('Ada')],
      personJoined: [peopleTexts.personJoined('Ada')],
      peopleFull: [peopleTexts.peopleFull('Ada')],
      householdFull: [peopleTexts.householdFull('Ada')],
      choreDoneBy: [
        peopleTexts.choreDoneBy('Dad', 'Take out the trash'),
        peopleTexts.choreDoneBy('Ada', 'x'.repeat(300)),
      ],
      personRemoved: [peopleTexts.personRemoved('Ada')],
      personHelp: [personAnswers.personHelp(['Ada']), personAnswers.personHelp(['Ada', 'Bob'])],
      personDidNotUnderstand: [personAnswers.personDidNotUnderstand()],
      personNothingOpen: [personAnswers.personNothingOpen()],
      joined: [buddyAnswers.joined('Ada')],
      joinInvalid: [buddyAnswers.joinInvalid()],
      joinNeedsCode: [buddyAnswers.joinNeedsCode()],
      joinTooManyTries: [buddyAnswers.joinTooManyTries()],
      joinOwnCode: [buddyAnswers.joinOwnCode()],
      joinHasBuddy: [buddyAnswers.joinHasBuddy('Ada')],
      alreadyJoined: [buddyAnswers.alreadyJoined('Ada')],
      left: [buddyAnswers.left('Ada')],
      nothingToLeave: [buddyAnswers.nothingToLeave()],
      invite: [
        buddyAnswers.invite('4K7Q-9MXP', 'Text JOIN 4K7Q-9MXP to +1 555-000-0000 to get reminders from Ada on NagText'),
      ],
      inviteRefused: [buddyAnswers.inviteRefused('You have 3 open invites already.')],
      buddyOptedOut: [buddyAnswers.buddyOptedOut()],
      buddyHelp: [buddyAnswers.buddyHelp()],
      buddyDidNotUnderstand: [buddyAnswers.buddyDidNotUnderstand()],
      personIgnored: [ownerTexts.personIgnored('Mom', 'Take the evening pills')],
      quietSet: [clockAnswers.quietSet('22:00', '07:00'), clockAnswers.quietSet('00:00', '12:30')],
      quietNow: [clockAnswers.quietNow('21:00', '08:00')],
      quietUnreadable: [clockAnswers.quietUnreadable('whenever'), clockAnswers.quietUnreadable('x'.repeat(300))],
      personZoneSet: [clockAnswers.personZoneSet('Central Time (Chicago)')],
      personZoneNow: [clockAnswers.personZoneNow('Central Time (Chicago)')],
      buddyIgnored: [
        buddyTexts.buddyIgnored('Ada', 'Call mom'),
        buddyTexts.buddyIgnored('Ada', null),
        buddyTexts.buddyIgnored('Ada', 'Stop smoking'),
      ],
      tripSet: [
        travelTexts.tripSet({
          zone: 'Asia/Tokyo',
          until: '2025-12-04',
          effects: [
            { kind: 'follows', task: 'Gym', wallTime: '07:00', zone: 'Asia/Tokyo' },
            { kind: 'home', task: 'Pills', wallTime: '22:00', home: NY, localAt: at, zone: 'Asia/Tokyo' },
            {
              kind: 'home',
              task: 'Stop',
              wallTime: '03:00',
              home: NY,
              localAt: at,
              zone: 'Asia/Tokyo',
              waitsUntil: '08:00',
            },
            { kind: 'fixed', task: 'Call mom', wallTime: '15:00', fixedZone: NY, localAt: at, zone: 'Asia/Tokyo' },
          ],
        }),
        travelTexts.tripSet({ zone: 'Europe/London', until: null, effects: [] }),
      ],
      backHome: [
        travelTexts.backHome({
          home: NY,
          moved: [{ task: 'Done', nextNag: { id: 'n1', attempt: 1, at: at.toISOString() } }],
          tripZone: 'Asia/Tokyo',
        }),
        travelTexts.backHome({ home: NY, moved: [] }),
      ],
      unknownPlace: [travelAnswers.unknownPlace('Narnia'), travelAnswers.unknownPlace('Atlantis')],
      unreadableDay: [travelAnswers.unreadableDay('Asia/Tokyo')],
      refused: [travelAnswers.refused('Asia/Tokyo', 'A trip lasts at most 365 days')],
      alreadyHome: [travelAnswers.alreadyHome(NY)],
      zonesWhileAway: [
        travelAnswers.zonesWhileAway({ zone: 'Asia/Tokyo', until: '2026-12-04', homeName: 'Eastern Time (New York)' }),
        travelAnswers.zonesWhileAway({ zone: 'Asia/Tokyo', until: null, homeName: 'Eastern Time (New York)' }),
      ],
    };

    it('covers every template', () => {
      expect(Object.keys(filled).sort()).toEqual(Object.keys(allTexts).sort());
    });

    // Only "nothing" (unknown) or HELP: anything else acts, and an ack would take our own words for the user's.
    it.each(
      Object.entries(filled).flatMap(([name, texts]) => texts.map((text, i) => [`${name} ${i + 1}`, text] as const)),
    )('%s', (_name, text) => {
      expect(['unknown', 'help']).toContain(parseReply(text, NOW, NY).kind);
    });
  });

  describe('textReminderAdded says the heads-up', () => {
    const dentist = { ref: '5', task: 'Dentist', localDate: '2027-01-14', localTime: '09:00' };
    it.each<[number | null | undefined, string]>([
      [undefined, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM. Reply UNDO to remove it.'],
      [null, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM. Reply UNDO to remove it.'],
      [1, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM, heads-up an hour before. Reply UNDO to remove it.'],
      [3, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM, heads-up 3 hours before. Reply UNDO to remove it.'],
      [24, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM, heads-up the day before. Reply UNDO to remove it.'],
      [36, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM, heads-up 36 hours before. Reply UNDO to remove it.'],
      [48, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM, heads-up 2 days before. Reply UNDO to remove it.'],
      [72, 'Got it: #5 Dentist, Thu Jan 14 9:00 AM, heads-up 3 days before. Reply UNDO to remove it.'],
    ])('%s hours', (headsUpHours, expected) => {
      expect(replyAnswers.textReminderAdded({ ...dentist, headsUpHours })).toBe(expected);
    });
  });

  describe('each fits one GSM-7 segment', () => {
    const at = new Date('2025-11-24T14:00:00Z');
    it.each<[string, string]>([
      ['doneConfirmation once', replyAnswers.doneConfirmation(LONG_TASK, null)],
      ['doneConfirmation recurring', replyAnswers.doneConfirmation(LONG_TASK, NEXT_MONDAY_9AM)],
      ['skipped once', replyAnswers.skipped(LONG_TASK, null)],
      ['skipped recurring', replyAnswers.skipped(LONG_TASK, NEXT_MONDAY_9AM)],
      ['snoozedUntil', replyAnswers.snoozedUntil(LONG_TASK, at, NY)],
      ['snoozedUntil quiet', replyAnswers.snoozedUntil(LONG_TASK, at, NY, undefined, at)],
      ['stillSnoozed', replyAnswers.stillSnoozed(LONG_TASK, at, NY)],
      ['notTextedYet', replyAnswers.notTextedYet(LONG_TASK, at, NY)],
      ['nothingToSnooze', replyAnswers.nothingToSnooze()],
      ['notPausedAccount', replyAnswers.notPausedAccount()],
      ['howToFinish', replyAnswers.howToFinish(LONG_TASK)],
      ['didYouMeanDone', replyAnswers.didYouMeanDone(LONG_TASK)],
      ['reminderDeletedByText', replyAnswers.reminderDeletedByText('12', LONG_TASK)],
      [
        'reminderMovedByText',
        replyAnswers.reminderMovedByText({
          ref: '12',
          task: LONG_TASK,
          localDate: '2025-11-24',
          localTime: '19:00',
          recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        }),
      ],
      [
        'textReminderAdded with a heads-up',
        replyAnswers.textReminderAdded({
          ref: '12',
          task: LONG_TASK,
          localDate: '2025-11-24',
          localTime: '19:00',
          recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
          headsUpHours: 72,
        }),
      ],
      ['answersPaused', replyAnswers.answersPaused(at, NY)],
      ['snoozeOutOfBounds', replyAnswers.snoozeOutOfBounds()],
      ['snoozeOutOfBounds too_short', replyAnswers.snoozeOutOfBounds('too_short')],
      ['snoozeOutOfBounds too_long', replyAnswers.snoozeOutOfBounds('too_long')],
      ['snoozeOutOfBounds in_past', replyAnswers.snoozeOutOfBounds('in_past')],
      ['snoozeOutOfBounds unreadable', replyAnswers.snoozeOutOfBounds('unreadable')],
      ['paused', replyAnswers.paused(at, NY)],
      ['pauseOutOfBounds unreadable', replyAnswers.pauseOutOfBounds('unreadable')],
      ['resumed', replyAnswers.resumed()],
      ['nothingOpen', replyAnswers.nothingOpen()],
      ['optedOut', replyAnswers.optedOut()],
      ['optedIn', replyAnswers.optedIn()],
      ['help', replyAnswers.help()],
      ['helpOptedOut', replyAnswers.helpOptedOut()],
      ['helpNoAccount', replyAnswers.helpNoAccount()],
      ['optedInNumber', replyAnswers.optedInNumber()],
      ['buddyOptedOut', buddyAnswers.buddyOptedOut()],
      ['buddyHelp', buddyAnswers.buddyHelp()],
      ['didNotUnderstand', replyAnswers.didNotUnderstand()],
      ['unknownNumber', replyAnswers.unknownNumber()],
      [
        'unknownNumber with a sign-up address',
        replyAnswers.unknownNumber('https://d111111abcdef8.cloudfront.net/signup'),
      ],
      // The longest day and time ("Wed Nov 25, 10:00 AM") and a three-digit calling code.
      ['numberChanged', accountTexts.numberChanged('+353861234567', new Date('2025-11-26T03:00:00Z'), 'Asia/Tokyo')],
      ['goodbye', accountTexts.goodbye(new Date('2025-11-26T03:00:00Z'), 'Asia/Tokyo')],
      ['deletedBySupport', accountTexts.deletedBySupport(new Date('2025-11-26T03:00:00Z'), 'Asia/Tokyo')],
      ['emailChanged', accountTexts.emailChanged(new Date('2025-11-26T03:00:00Z'), 'Asia/Tokyo')],
    ])('%s', (_name, text) => {
      expect(smsEncoding(text)).toBe('GSM-7');
      expect(smsSegments(text)).toBe(1);
    });
  });
});
