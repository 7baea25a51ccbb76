// The use cases of users that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { sendWelcomeTextIfDue } from './use-cases/send-welcome-text';
export {
  followPhoneOnBilling,
  type BillingPhoneOutcome,
  type FollowPhoneDeps,
} from './use-cases/follow-phone-on-billing';
