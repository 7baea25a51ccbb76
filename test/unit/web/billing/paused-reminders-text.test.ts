import { alsoRestingText, nothingWaitingText } from '../../../../web/src/features/billing/paused-reminders-text';

const THEN = 'New ones will text once your payment goes through.';
const THEN_RESUME = 'New ones, and any you resume, will text once your payment goes through.';

describe('the Subscribe page while a payment failed and no reminder waits for it', () => {
  it.each([
    [
      'no reminders at all',
      { paused: 0, finished: 0 },
      'You have no reminders yet: new ones will text once your payment goes through.',
    ],
    [
      'one, paused after days ignored',
      { paused: 1, finished: 0 },
      `Your one reminder is paused, so nothing is waiting to text. ${THEN_RESUME}`,
    ],
    [
      'one, done',
      { paused: 0, finished: 1 },
      `Your one reminder is done or missed, so nothing is waiting to text. ${THEN}`,
    ],
    [
      'paused ones only',
      { paused: 3, finished: 0 },
      `None of your reminders is waiting to text: 3 are paused. ${THEN_RESUME}`,
    ],
    [
      'finished ones only',
      { paused: 0, finished: 2 },
      `None of your reminders is waiting to text: 2 are done or missed. ${THEN}`,
    ],
    [
      'one paused and one finished',
      { paused: 1, finished: 1 },
      `None of your reminders is waiting to text: 1 is paused and 1 is done or missed. ${THEN_RESUME}`,
    ],
    [
      'some of each',
      { paused: 2, finished: 5 },
      `None of your reminders is waiting to text: 2 are paused and 5 are done or missed. ${THEN_RESUME}`,
    ],
    ['an older server that did not say', undefined, `No reminder is waiting to text. ${THEN}`],
  ])('%s', (_case, resting, sentence) => {
    expect(nothingWaitingText(resting)).toBe(sentence);
  });
});

describe('the line under the list when some reminders wait for the payment', () => {
  it.each([
    ['no others', { paused: 0, finished: 0 }, null],
    [
      'one other, paused',
      { paused: 1, finished: 0 },
      'Of your other reminders, 1 is paused. Paused ones text again once you resume them.',
    ],
    ['others finished', { paused: 0, finished: 3 }, 'Of your other reminders, 3 are done or missed.'],
    [
      'both',
      { paused: 2, finished: 1 },
      'Of your other reminders, 2 are paused and 1 is done or missed. Paused ones text again once you resume them.',
    ],
    ['an older server that did not say', undefined, null],
  ])('%s', (_case, resting, line) => {
    expect(alsoRestingText(resting)).toBe(line);
  });
});
