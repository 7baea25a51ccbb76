/** The plan as the subscribe page words it. */
export const SUBSCRIBE_PLAN = {
  name: 'Basic',
  price: '$4.99',
  period: 'per month',
  trial: '14-day free trial',
  features: [
    'Unlimited reminders every month',
    'Personalized SMS notifications',
    'Priority support',
    'Early access to new features',
    'Cancel any time',
  ],
} as const;
