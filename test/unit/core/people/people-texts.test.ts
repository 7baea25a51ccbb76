import { smsSegments } from '#core/texting/domain/sms-segments';
import { peopleTexts } from '#core/people/domain/people-texts';

const LONG = 'Maximiliana-Konstantina Alexandrovna';

describe('texts to a person who joined an owner’s reminders', () => {
  it('the disclosure names the owner, what comes, how often, the costs, HELP, LEAVE and STOP, in two segments at most', () => {
    const text = peopleTexts.personJoined('Ada');
    for (const words of [
      "Ada's reminders",
      'until you reply DONE',
      'Msg frequency varies',
      'Msg & data rates may apply',
      'HELP',
      'LEAVE',
      'STOP',
    ])
      expect(text).toContain(words);
    expect(smsSegments(text)).toBeLessThanOrEqual(2);
    expect(smsSegments(peopleTexts.personJoined(LONG))).toBeLessThanOrEqual(2);
  });

  it.each([
    ['full', peopleTexts.peopleFull],
    ['removed', peopleTexts.personRemoved],
    ['reminders ended', peopleTexts.remindersEnded],
  ])('%s: one segment, even with a long name', (_, text) => {
    expect(text('Ada')).toContain('Ada');
    expect(smsSegments(text('Ada'))).toBe(1);
    expect(smsSegments(text(LONG))).toBe(1);
  });
});
