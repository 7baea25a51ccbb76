// The use cases of mailing that other capabilities call: they reach them only through this file (npm run lint); its
// rules (domain/) and ports (ports/) they may import directly. It imports no other capability.
export { sendEmail, type EmailOutcome, type SendEmailDeps } from './use-cases/send-email';
export { recordEmailFeedback, type EmailFeedbackEvent } from './use-cases/record-email-feedback';
