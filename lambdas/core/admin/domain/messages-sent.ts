import type { Message } from '../../texting/domain/message';

/**
 * What the admin stats call Messages Sent, and each user's Messages tab counts alike: a text NagText sent a user
 * that the carrier accepted (it carries the provider's message id), whatever its delivery receipt said later. That
 * is a nag, an answer to a reply or a notice. Not counted: the user's own texts (inbound), texts the carrier refused
 * (stored as failed, with no provider id), and the verification codes and welcome text, which are not kept on a
 * user's list, nor calls (counted apart). sendUserText adds to the counter exactly for the texts this says yes to.
 */
export const isMessageSent = (message: Pick<Message, 'direction' | 'providerMessageId' | 'channel'>): boolean =>
  message.direction === 'outbound' && !!message.providerMessageId && message.channel !== 'voice';
