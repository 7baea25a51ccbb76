import {
  DeleteOptedOutNumberCommand,
  PutOptedOutNumberCommand,
  type PinpointSMSVoiceV2Client,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { maskPhone } from '#shared/phone';
import type { ProviderOptOutList } from '#core/texting/ports/opt-outs';
import { log } from '../../observability/log';

/** DeleteOptedOutNumber for a number that is not on the list (the list itself exists): nothing to take off. */
const notListed = (error: unknown) =>
  error instanceof Error &&
  error.name === 'ResourceNotFoundException' &&
  (error as { ResourceType?: unknown }).ResourceType === 'opted-out-number';

/**
 * The opt-out list attached to our number in AWS End User Messaging (the stateful stack's; the number runs
 * self-managed opt-outs, so nothing lands on it unless we put it there). While a number is on it, SendTextMessage
 * and SendVoiceMessage to it are refused with ConflictException DESTINATION_PHONE_NUMBER_OPTED_OUT.
 */
export function endUserMessagingOptOutList(
  client: PinpointSMSVoiceV2Client,
  optOutListName: string,
): ProviderOptOutList {
  return {
    async add(e164) {
      await client
        .send(new PutOptedOutNumberCommand({ OptOutListName: optOutListName, OptedOutNumber: e164 }))
        .catch((error: unknown) => {
          log('error', 'sms.opt_out_list_add_failed', {
            to: maskPhone(e164),
            error: error instanceof Error ? error.name : String(error),
          });
          throw error;
        });
    },
    async remove(e164) {
      await client
        .send(new DeleteOptedOutNumberCommand({ OptOutListName: optOutListName, OptedOutNumber: e164 }))
        .catch((error: unknown) => {
          if (notListed(error)) return;
          // Most often AWS's rule of one removal per number in 30 days: the provider keeps refusing the number.
          log('error', 'sms.opt_out_list_remove_failed', {
            to: maskPhone(e164),
            error: error instanceof Error ? error.name : String(error),
          });
          throw error;
        });
    },
  };
}
