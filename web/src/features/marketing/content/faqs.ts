import { PLAN, PLAN_PRICE } from '@shared/plan';

export interface Faq {
  question: string;
  answer: string;
}

/** Questions visitors ask, in the order the landing and how-it-works pages show them. */
export const FAQS = {
  app: {
    question: 'Do I need to install an app?',
    answer:
      'No app needed. NagText works over plain text messages, so it runs on any mobile phone that can receive SMS. You set up reminders on this website and answer them from your messages.',
  },
  nagging: {
    question: 'How does the nagging work?',
    answer:
      'The first text arrives at the time you chose and is friendly. If you don\u2019t reply DONE, the next ones come sooner and sound firmer, up to a daily limit, so the task stays on your mind until it\u2019s finished.',
  },
  snooze: {
    question: 'What if I can\u2019t do it right now?',
    answer:
      'Reply SNOOZE and we\u2019ll wait 30 minutes. You choose how long: SNOOZE 10, SNOOZE 2H or SNOOZE TOMORROW all work. We confirm every reply with the time we\u2019ll text you again.',
  },
  quietHours: {
    question: 'Will it text me in the middle of the night?',
    answer:
      'No. Your time zone is detected automatically when you sign up, and quiet hours (9 PM to 8 AM by default) hold back repeat texts until the morning. The first text always arrives at the time you picked.',
  },
  recurring: {
    question: 'Can I set recurring reminders?',
    answer: 'Yes. Any reminder can repeat daily, weekly or monthly. Reply DONE and the next one is scheduled for you.',
  },
  price: {
    question: 'How much does it cost?',
    answer: `NagText ${PLAN.name} is ${PLAN_PRICE} per month, about 16 cents per day, for unlimited reminders. Start with a ${PLAN.trialDays}-day free trial and cancel any time from your account settings.`,
  },
  international: {
    question: 'Does it work outside the US?',
    answer:
      'Yes. International phone numbers are supported: enter your number with its country code (for example +44 7400 123456) when you sign up.',
  },
  stop: {
    question: 'How do I stop the texts?',
    answer:
      'Reply DONE to finish a reminder. Reply STOP at any time to stop all texts from NagText, and HELP for help. You can also delete a reminder or cancel your subscription whenever you like.',
  },
} satisfies Record<string, Faq>;
