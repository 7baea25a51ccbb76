// The use cases of auth that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { sendCode, type SendCodeDeps } from './use-cases/send-code';
export { verifyCode, type VerifyCodeDeps } from './use-cases/verify-code';
