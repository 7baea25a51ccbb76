import { PLAN, PLAN_PRICE } from '@shared/plan';

/** The one plan (shared/plan.ts), as the marketing pages describe it. */
export const BASIC_PLAN = {
  name: PLAN.name,
  price: PLAN_PRICE,
  period: 'per month',
  perDay: 'About 16 cents per day',
  features: [
    'Unlimited reminders every month',
    'Personalized SMS notifications',
    'No app needed: works on any phone that gets texts',
    'Automatic time zone detection',
    'Quiet hours, so repeats never wake you',
    'Recurring tasks: daily, weekly or monthly',
    'Priority support',
    'Early access to new features',
    'Cancel any time',
  ],
} as const;
