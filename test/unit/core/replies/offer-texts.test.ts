import { nagTexts } from '#core/nags/domain/nag-texts';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';

/** 60 characters, the longest task every nag carries whole. */
const TASK_60 = 'Call the insurance company about the renewal quote for Mum..';
const LONG_TASK =
  'Call the insurance company about the claim for the car and ask them to send the forms again, then scan and email them back before Friday';
const EMOJI_TASK = 'Go to the gym 🏋️ and stretch 🧘 for ten minutes before the evening train home';
const daily = (task: string, localTime = '19:00') => ({
  ref: '3',
  task,
  localDate: '2025-11-21',
  localTime,
  recurrence: 'FREQ=DAILY',
});
const offerNag = (task: string, ref = '3', move = '7pm') =>
  nagTexts.nag({ task, ref, tone: 'friendly', attempt: 1, cap: 10, offer: { move } });

describe('the offer to renegotiate, word for word', () => {
  it.each<[string, string]>([
    [offerNag('Gym'), 'NagText: time for: Gym (#3). It has slipped twice. Reply MOVE 7pm, EASIER, or DROP. Or DONE.'],
    [
      offerNag('Gym', '3', '8am'),
      'NagText: time for: Gym (#3). It has slipped twice. Reply MOVE 8am, EASIER, or DROP. Or DONE.',
    ],
    [replyAnswers.offerMoved(daily('Gym')), "Moved 'Gym' to every day 7:00 PM."],
    [
      replyAnswers.offerMoved(daily('Gym', '23:00'), { end: '08:00', firstAt: '23:00' }),
      "Moved 'Gym' to every day 11:00 PM. That's in your quiet hours: I'll text at 11:00 PM, repeats from 8:00 AM.",
    ],
    [replyAnswers.offerMoveQuestion('Gym', 'missing', '7pm'), "What time should 'Gym' move to? Reply e.g. MOVE 7pm."],
    [
      replyAnswers.offerMoveQuestion('Gym', 'unreadable', '7pm'),
      "Sorry, I couldn't read that time. What time should 'Gym' move to? Reply e.g. MOVE 7pm.",
    ],
    [
      replyAnswers.offerMoveQuestion('Gym', 'in_past', '7pm'),
      "That time has passed. What time should 'Gym' move to? Reply e.g. MOVE 7pm.",
    ],
    [
      replyAnswers.offerMoveTimeOnly('Gym', '7pm'),
      "'Gym' isn't weekly, so MOVE takes a time only. Reply e.g. MOVE 7pm.",
    ],
    [
      replyAnswers.offerMoveWhichDay('Gym', ['MO', 'WE', 'FR'], '7pm'),
      "'Gym' is on Mon, Wed, Fri: which day? Change days on the web, or reply e.g. MOVE 7pm for all.",
    ],
    [replyAnswers.offerEasier('Gym', 5), "OK: 'Gym' nags gently now, at most 5 texts a day."],
    [
      replyAnswers.offerEasier('Gym', 5, '3'),
      "OK: 'Gym' nags gently now, at most 5 texts a day. Reply RESUME 3 to bring it back.",
    ],
    [replyAnswers.offerAlreadyGentle('Gym', '7pm'), "'Gym' already nags gently. Reply MOVE 7pm or DROP."],
    [replyAnswers.offerDropConfirm('Gym'), "Reply DROP again to delete 'Gym'"],
    [replyAnswers.offerDropped('Gym'), "Deleted 'Gym'. No more texts for it."],
    [
      replyAnswers.offerChangedSince('Gym'),
      "'Gym' was changed since I asked, so that change stands. I changed nothing.",
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('the offer carries a 60-character task whole, with its reference, in one GSM-7 segment', () => {
    const text = offerNag(TASK_60, '99999');
    expect(text).toContain(TASK_60);
    expect(text).toContain('#99999');
    expect(smsSegments(text)).toBe(1);
    expect(smsEncoding(text)).toBe('GSM-7');
  });

  const long = (task: string) => [
    ['offer nag', offerNag(task, '99999')],
    ['offerMoved', replyAnswers.offerMoved(daily(task))],
    ['offerMoved quiet', replyAnswers.offerMoved(daily(task, '23:00'), { end: '08:00', firstAt: '23:00' })],
    ['offerMoveQuestion', replyAnswers.offerMoveQuestion(task, 'unreadable', '7pm')],
    ['offerMoveTimeOnly', replyAnswers.offerMoveTimeOnly(task, '7pm')],
    ['offerEasier paused', replyAnswers.offerEasier(task, 5, '99999')],
    ['offerAlreadyGentle', replyAnswers.offerAlreadyGentle(task, '7pm')],
    ['offerDropConfirm', replyAnswers.offerDropConfirm(task)],
    ['offerDropped', replyAnswers.offerDropped(task)],
    ['offerChangedSince', replyAnswers.offerChangedSince(task)],
  ];
  it.each([...long(LONG_TASK), ...long(EMOJI_TASK)])('%s: one GSM-7 segment however long the task', (_name, text) => {
    expect(smsSegments(text!)).toBe(1);
    expect(smsEncoding(text!)).toBe('GSM-7');
  });
});
