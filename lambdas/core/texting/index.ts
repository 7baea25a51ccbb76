// The use cases of texting that other capabilities call: they reach them only through this file (npm run lint);
// its rules (domain/) and ports (ports/) they may import directly.
export { sendBudgetNotice, type BudgetNoticeDeps } from './use-cases/send-budget-notice';
export { sendUserText, type SendUserTextDeps } from './use-cases/send-user-text';
export { sendText } from './use-cases/send-text';
export { optInNumber, optOutNumber, type NumberOptOutDeps } from './use-cases/number-opt-outs';
