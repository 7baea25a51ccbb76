// The escalation capability's public face: what other capabilities may call.
export { callAboutNag, type CallAboutNagDeps } from './use-cases/call-about-nag';
export { callFailedNag, retryNagText, type FailingTextsDeps } from './use-cases/failing-texts';
export { recordCallResult, type CallResultDeps } from './use-cases/record-call-result';
export { recordDeliveryReceipt, type DeliveryReceiptDeps } from './use-cases/record-delivery-receipt';
export { tellBuddy, type TellBuddyDeps } from './use-cases/tell-buddy';
export { endBuddyLinks, type RemoveBuddyDeps } from './use-cases/remove-buddy';
