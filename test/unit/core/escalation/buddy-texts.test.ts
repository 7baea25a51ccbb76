import { smsSegments } from '#core/texting/domain/sms-segments';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';
import { inviteMessage, inviteSmsLink } from '#core/people/domain/invite-texts';

const LONG_TASK =
  'Call the insurance company about the claim for the car and ask them to send the forms again, then scan and email them back before Friday';

describe('texts to a buddy', () => {
  it('no outbound ask any more: the invite is a message the owner sends, word for word as the spec has it', () => {
    expect(Object.keys(buddyTexts)).not.toContain('buddyAsk');
    expect(inviteMessage('4K7Q9MXP', '+15550000000', 'Ada')).toBe(
      'Text JOIN 4K7Q-9MXP to +1 555-000-0000 to get reminders from Ada on NagText',
    );
    expect(inviteSmsLink('Text JOIN 4K7Q-9MXP to x')).toBe('sms:?&body=Text%20JOIN%204K7Q-9MXP%20to%20x');
  });

  it('the disclosure on JOIN names who and what, frequency, rates, HELP, LEAVE and STOP, in at most two segments', () => {
    const text = buddyAnswers.joined('Ada');
    for (const part of ['Ada', 'Msg frequency varies', 'Msg & data rates may apply', 'HELP', 'LEAVE', 'STOP'])
      expect(text).toContain(part);
    expect(smsSegments(text)).toBeLessThanOrEqual(2);
  });

  it('the day ended unanswered: the task only when shared', () => {
    expect(buddyTexts.buddyIgnored('Ada', 'Gym')).toBe(
      "NagText: Ada hasn't done 'Gym' yet today. A nudge from you might help.",
    );
    expect(buddyTexts.buddyIgnored('Ada', null)).toBe(
      "NagText: Ada hasn't done one of their reminders yet today. A nudge from you might help.",
    );
  });

  it.each<[string, string]>([
    ['a long task', buddyTexts.buddyIgnored('Ada', LONG_TASK)],
    ['a long task and a long name', buddyTexts.buddyIgnored('Maximiliana-Konstantina Alexandrovna', LONG_TASK)],
    [
      'a task with emoji',
      buddyTexts.buddyIgnored('Ada', 'Water the plants 🌱 and feed the cat 🐈 before the vet visit on Tuesday morning'),
    ],
    [
      'a long name, task not shared',
      buddyTexts.buddyIgnored('Maximiliana-Konstantina Alexandrovna von Hohenzollern-Sigmaringen', null),
    ],
    ['the goodbye with a long name', buddyTexts.buddyRemoved('Maximiliana-Konstantina Alexandrovna')],
    ['the account ended', buddyTexts.remindersEnded('Maximiliana-Konstantina Alexandrovna')],
    ['left', buddyAnswers.left('Maximiliana-Konstantina Alexandrovna')],
    ['already joined', buddyAnswers.alreadyJoined('Maximiliana-Konstantina Alexandrovna')],
    ['a wrong code', buddyAnswers.joinInvalid()],
    ['too many tries', buddyAnswers.joinTooManyTries()],
    ['the opt-out confirmation', buddyAnswers.buddyOptedOut()],
    ['help', buddyAnswers.buddyHelp()],
    ['anything else', buddyAnswers.buddyDidNotUnderstand()],
  ])('%s fits one segment', (_label, text) => expect(smsSegments(text)).toBe(1));

  it('a long task is shortened, never the day it speaks of', () => {
    expect(buddyTexts.buddyIgnored('Ada', LONG_TASK)).toMatch(
      /^NagText: Ada hasn't done 'Call the insurance company.*\.\.\.' yet today\. A nudge from you might help\.$/,
    );
  });
});
