import { echoForm, isEchoOf } from '#core/replies/domain/echo';
import { replyAnswers } from '#core/replies/domain/reply-answers';

const NY = 'America/New_York';
const NAG_MONDAY =
  'NagText: Call mom (#2). Reply DONE when it\u2019s done, or SNOOZE 1H. Next one: Mon Nov 23, 9:00 AM';
const NAG_TUESDAY =
  'NagText: Call mom (#2). Reply DONE when it\u2019s done, or SNOOZE 1H. Next one: Tue Nov 24, 10:30 PM';
const SNOOZED = replyAnswers.snoozedUntil('Call mom', new Date('2026-11-23T15:58:00Z'), NY);

describe('echoForm: letters only, digits and the words of dates dropped', () => {
  it.each([
    ['Tue Nov 24, 9:00 AM', ''],
    ['  DONE   2 ', 'done'],
    ['Snoozed \u2018Gym\u2019 until 10:58 AM.', 'snoozed gym until'],
    ['Cafe\u0301 \u200bnow', 'cafe now'],
    ['Got it: #5 Call mom, Tue Nov 25 6:00 PM.', 'got it call mom'],
  ])('%j → %j', (text, form) => {
    expect(echoForm(text)).toBe(form);
  });
});

describe('isEchoOf: one of our texts coming back', () => {
  it.each([
    ['our text word for word', NAG_MONDAY, [NAG_MONDAY], true],
    ['an older text of ours, with other dates and numbers', NAG_TUESDAY, [NAG_MONDAY], true],
    ['ours quoted inside an auto-reply', `Auto-reply: I'm driving. You said: "${NAG_MONDAY}"`, [NAG_MONDAY], true],
    ['ours in capitals, spaces squeezed', NAG_MONDAY.toUpperCase().replace(/ /g, '  '), [NAG_MONDAY], true],
    ['the first 80 characters of ours (a bot cutting at a segment)', NAG_MONDAY.slice(0, 80), [NAG_MONDAY], true],
    ['a snooze answer sent back', SNOOZED, [SNOOZED, NAG_MONDAY], true],
    ['DONE, which our text suggests', 'DONE', [NAG_MONDAY], false],
    ['SNOOZE 1H, which our text suggests', 'SNOOZE 1H', [NAG_MONDAY], false],
    ['a person naming the task', 'call mom done', [NAG_MONDAY], false],
    ['a person writing the start of the task and more', 'Call mom tomorrow, she is away', [NAG_MONDAY], false],
    ['nothing sent lately', NAG_MONDAY, [], false],
    [
      'a long text of a person',
      'I called mom this morning and we talked for an hour about the trip',
      [NAG_MONDAY],
      false,
    ],
    [
      'a short text of ours is never matched inside a longer one of a person',
      'ok list them all please',
      ['Reply LIST'],
      false,
    ],
  ] as const)('%s', (_case, inbound, ours, echo) => {
    expect(isEchoOf(inbound, ours)).toBe(echo);
  });
});
