// The escalation capability's public face: what other capabilities may call.
export { callAboutNag, type CallAboutNagDeps } from './use-cases/call-about-nag';
export { callFailedNag, onNagTextFailed, onTextDelivered, retryNagText, type FailedNagDeps, type FailingTextsDeps } from './use-cases/failing-texts';
export { agreeAsBuddy, answerBuddyText, optOutAsBuddy, type AnswerBuddyDeps, type BuddyReplyOutcome } from './use-cases/answer-buddy';
export { tellBuddy, type TellBuddyDeps } from './use-cases/tell-buddy';
