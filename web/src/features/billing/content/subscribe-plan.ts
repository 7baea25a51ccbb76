import { PLAN, PLAN_PRICE } from '@shared/plan';

/** The plan (shared/plan.ts) as the subscribe page words it. */
export const SUBSCRIBE_PLAN = {
  name: PLAN.name,
  price: PLAN_PRICE,
  period: 'per month',
  trial: `${PLAN.trialDays}-day free trial`,
  features: [
    'Unlimited reminders every month',
    'Personalized SMS notifications',
    'Priority support',
    'Early access to new features',
    'Cancel any time',
  ],
} as const;
