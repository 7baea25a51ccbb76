// The use cases of auth that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { codeSentTo, reserveSend, sendCode, sendCodes, type SendCodeDeps } from './use-cases/send-code';
export { checkCode, verifyCode, type VerifyCodeDeps } from './use-cases/verify-code';
export {
  assertEmailFree,
  emailStatusOf,
  offerEmailVerification,
  sendEmailChangedNotice,
  type EmailVerificationDeps,
  type SideEmailOutcome,
} from './use-cases/email-verification';
export {
  noteSecurityEvent,
  recordSecurityEvent,
  reportFailed,
  sendSecurityNotice,
  type NoticeOutcome,
  type SecurityEventDeps,
  type SecurityEventReport,
  type SecurityNoticeDeps,
} from './use-cases/security-notices';
