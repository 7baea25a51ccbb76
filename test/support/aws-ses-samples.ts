/**
 * Events shaped as AWS documents them for Amazon SES event publishing to SNS (written here from the documented
 * fields, not copied): the record a configuration set's event destination publishes for a bounce or a complaint,
 * as the object SNS carries JSON-encoded in `Records[].Sns.Message`.
 */

const FROM = 'NagText <no-reply@mail.nagtext.example>';

/** The `mail` object every event carries: the email it is about, with its headers. */
function mail(messageId: string, to: string[], sentAt: string): Record<string, unknown> {
  return {
    timestamp: sentAt,
    source: FROM,
    sourceArn: 'arn:aws:ses:us-east-1:111122223333:identity/mail.nagtext.example',
    sendingAccountId: '111122223333',
    messageId,
    destination: to,
    headersTruncated: false,
    headers: [
      { name: 'From', value: FROM },
      { name: 'To', value: to.join(', ') },
      { name: 'Subject', value: 'NagText: confirm your email' },
      { name: 'MIME-Version', value: '1.0' },
      { name: 'Content-Type', value: 'multipart/alternative; boundary="----=_Part_7307378_1629847660.1516840721503"' },
    ],
    commonHeaders: { from: [FROM], to, messageId, subject: 'NagText: confirm your email' },
    tags: {
      'ses:operation': ['SendEmail'],
      'ses:configuration-set': ['nagtext-prod-email'],
      'ses:source-ip': ['192.0.2.0'],
      'ses:from-domain': ['mail.nagtext.example'],
      'ses:caller-identity': ['nagtext-prod-RouteRegisterVerifyOtp'],
    },
  };
}

export interface BounceOptions {
  bounceType?: 'Permanent' | 'Transient' | 'Undetermined';
  bounceSubType?: string;
  at?: string;
}

/** A bounce event: by default a hard one ("user unknown") for each recipient. */
export function sesBounce(
  messageId: string,
  recipients: string[],
  options: BounceOptions = {},
): Record<string, unknown> {
  const bounceType = options.bounceType ?? 'Permanent';
  const at = options.at ?? '2026-11-24T10:00:02.669Z';
  return {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: options.bounceSubType ?? (bounceType === 'Permanent' ? 'General' : 'MailboxFull'),
      bouncedRecipients: recipients.map((emailAddress) => ({
        emailAddress,
        action: 'failed',
        status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
        diagnosticCode: bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
      })),
      timestamp: at,
      feedbackId: `0100019${messageId.length}-bounce-${recipients.length}-000000`,
      reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
    },
    mail: mail(messageId, recipients, '2026-11-24T10:00:01.012Z'),
  };
}

/** A complaint event: the recipient marked the email as spam (an ARF report from their provider). */
export function sesComplaint(messageId: string, recipients: string[], at = '2026-11-24T11:30:00.000Z') {
  return {
    eventType: 'Complaint',
    complaint: {
      complainedRecipients: recipients.map((emailAddress) => ({ emailAddress })),
      timestamp: at,
      feedbackId: `0100019${messageId.length}-complaint-000000`,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36',
      complaintFeedbackType: 'abuse',
      arrivalDate: '2026-11-24T11:29:58.000Z',
    },
    mail: mail(messageId, recipients, '2026-11-24T10:00:01.012Z'),
  };
}

/** A delivery event: what the destination is not set to send (a misconfiguration), and no feedback. */
export function sesDelivery(messageId: string, recipients: string[]): Record<string, unknown> {
  return {
    eventType: 'Delivery',
    delivery: {
      timestamp: '2026-11-24T10:00:02.100Z',
      processingTimeMillis: 1088,
      recipients,
      smtpResponse: '250 2.6.0 Message received',
      reportingMTA: 'a8-70.smtp-out.amazonses.com',
    },
    mail: mail(messageId, recipients, '2026-11-24T10:00:01.012Z'),
  };
}
