import { VoiceCallError, type OutgoingCall, type VoiceCaller } from '#core/escalation/ports/voice-caller';

export interface RecordingVoiceCaller extends VoiceCaller {
  placed: OutgoingCall[];
  /** How the next calls end: placed, or refused by the provider for now (throttled) or for good (rejected). */
  mode: 'ok' | VoiceCallError['reason'];
}

/** The number test calls state as NagText's. */
export const TEST_CALLBACK_NUMBER = '+18885550100';

/** Keeps every call instead of placing it. */
export function recordingVoiceCaller(): RecordingVoiceCaller {
  const caller: RecordingVoiceCaller = {
    callbackNumber: TEST_CALLBACK_NUMBER,
    placed: [],
    mode: 'ok',
    async call(call) {
      if (caller.mode !== 'ok') throw new VoiceCallError(caller.mode, `Test provider: ${caller.mode}`);
      caller.placed.push({ ...call });
      return { messageId: `call-${caller.placed.length}` };
    },
  };
  return caller;
}
