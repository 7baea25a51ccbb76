import type { OutgoingSms, SmsSender } from '#core/texting/ports/sms-sender';

export interface RecordingSmsSender extends SmsSender {
  sent: OutgoingSms[];
  /** The 6-digit code in the latest text to `to`; throws when there is none. */
  lastCodeTo(to: string): string;
}

/** Keeps every text instead of sending it. */
export function recordingSmsSender(): RecordingSmsSender {
  const sent: OutgoingSms[] = [];
  return {
    sent,
    async send(sms) {
      sent.push({ ...sms });
      return { messageId: `test-${sent.length}` };
    },
    lastCodeTo(to) {
      const text = [...sent].reverse().find((sms) => sms.to === to);
      const code = text && / is (\d{6})\./.exec(text.body)?.[1];
      if (!code) throw new Error(`No code was texted to ${to}`);
      return code;
    },
  };
}
