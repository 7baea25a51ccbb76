import { smsSegments } from '#core/texting/domain/sms-segments';
import { buddyAnswers } from '#core/replies/domain/buddy-answers';
import { buddyTexts } from '#core/escalation/domain/buddy-texts';

const LONG_TASK =
  'Call the insurance company about the claim for the car and ask them to send the forms again, then scan and email them back before Friday';

describe('texts to a buddy', () => {
  it('the consent ask, word for word, naming the owner', () => {
    expect(buddyTexts.buddyAsk('Ada')).toBe(
      "Ada would like you as their NagText buddy: we'd text you when they ignore a reminder. Reply YES to agree or STOP to never hear from us.",
    );
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
    ['the ask with a long name', buddyTexts.buddyAsk('Maximiliana-Konstantina Alexandrovna')],
    ['the confirmation', buddyAnswers.buddyAgreed('Maximiliana-Konstantina Alexandrovna')],
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
