import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { LocalVoiceCaller, PhoneActionRefusal } from '../adapters/local-voice-caller';
import type { PhoneOutbox } from '../adapters/phone-outbox';
import type { CallResult } from '#shared/vocabulary';
import { sendError, sendJson } from '../send-json';
import { readDevBody } from './dev-request';
import { MessageId, view } from './sms-endpoints';

export const CallActionRequest = z.object({ messageId: MessageId('messageId') }).strict();
export type CallActionRequest = z.input<typeof CallActionRequest>;

const ENDED: Record<CallResult, string> = {
  answered: 'it was answered',
  busy: 'it was declined',
  no_answer: 'it rang out unanswered',
  failed: 'it failed',
};

export interface CallEndpointsDeps {
  outbox: PhoneOutbox;
  voice: Pick<LocalVoiceCaller, 'answer' | 'decline'>;
}

/** POST /dev/calls/answer and /dev/calls/decline: the phone simulator picks up or declines a ringing call. */
export function createCallEndpoints({ outbox, voice }: CallEndpointsDeps) {
  function refuse(res: ServerResponse, messageId: string, refusal: PhoneActionRefusal): void {
    if (refusal.refused === 'not_found') {
      sendError(res, 404, 'not_found', `No call has messageId ${messageId}`);
    } else if (refusal.refused === 'not_a_call') {
      const message = `messageId ${messageId} names a text, not a call`;
      sendError(res, 400, 'validation_failed', message, { issues: [{ path: 'messageId', message }] });
    } else {
      sendError(res, 409, 'conflict', `The call ${messageId} no longer rings: ${ENDED[refusal.callResult]}`);
    }
  }

  const act =
    (action: 'answer' | 'decline') =>
    async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const input = await readDevBody(req, res, CallActionRequest);
      if (!input) return;
      // The voice event is published (and its handler has run) before this answers.
      const outcome = await voice[action](input.messageId);
      if ('refused' in outcome) return refuse(res, input.messageId, outcome);
      sendJson(res, 200, { call: view(outbox.find(input.messageId)!) });
    };

  return { answer: act('answer'), decline: act('decline') };
}
