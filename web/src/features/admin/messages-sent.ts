/**
 * Messages Sent, said once: the stats' card and chart count it, and each user's Messages tab says how many of
 * theirs it counts (the server's one rule: lambdas/core/admin/domain/messages-sent.ts).
 */
export const MESSAGES_SENT = 'Messages Sent';

export const MESSAGES_SENT_MEANING =
  'Messages Sent counts the texts NagText sent to users that the carrier accepted: nags, answers to their replies and notices. ' +
  'Users’ own texts, texts that could not be sent, verification codes and the welcome text are not counted.';

/** "50 of this user's texts count toward Messages Sent." */
export const userMessagesSent = (sent: number) =>
  `${sent.toLocaleString('en-US')} of this user’s ${sent === 1 ? 'texts counts' : 'texts count'} toward ${MESSAGES_SENT}.`;
