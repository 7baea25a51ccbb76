import type { EmailSender, OutgoingEmail } from '#core/mailing/ports/email-sender';

export interface RecordingEmailSender extends EmailSender {
  sent: OutgoingEmail[];
  /** The 6-digit code in the latest email to `to`; throws when there is none. */
  lastCodeTo(to: string): string;
}

/** Keeps every email instead of sending it. */
export function recordingEmailSender(): RecordingEmailSender {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    async send(email) {
      sent.push({ ...email });
      return { messageId: `email-${sent.length}` };
    },
    lastCodeTo(to) {
      const email = [...sent].reverse().find((e) => e.to === to);
      const code = email && / is (\d{6})\./.exec(email.text)?.[1];
      if (!code) throw new Error(`No code was emailed to ${to}`);
      return code;
    },
  };
}
