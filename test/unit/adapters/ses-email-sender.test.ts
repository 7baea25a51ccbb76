import {
  InternalServiceErrorException,
  MessageRejected,
  SendEmailCommand,
  SESv2Client,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { sesEmailSender } from '../../../lambdas/adapters/aws/ses-email-sender';
import { EmailSendError } from '#core/mailing/ports/email-sender';

describe('sesEmailSender', () => {
  const mock = mockClient(SESv2Client);
  const config = { fromAddress: 'NagText <no-reply@nagtext.example>', configurationSetName: 'nagtext-test' };
  const mail = () => sesEmailSender(new SESv2Client({ region: 'us-east-1' }), config);
  const email = { to: 'ada@example.com', subject: 'Hi', text: 'Plain words', html: '<p>Plain words</p>' };
  const meta = { $metadata: {} };
  afterEach(() => mock.reset());

  it('sends one SendEmail from the configured identity through the configuration set, text and HTML in UTF-8', async () => {
    mock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    await expect(mail().send(email)).resolves.toEqual({ messageId: 'ses-1' });
    expect(mock).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(mock).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: 'NagText <no-reply@nagtext.example>',
      Destination: { ToAddresses: ['ada@example.com'] },
      ConfigurationSetName: 'nagtext-test',
      Content: {
        Simple: {
          Subject: { Data: 'Hi', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Plain words', Charset: 'UTF-8' },
            Html: { Data: '<p>Plain words</p>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('reads throttling as throttled (a retry may work) and a rejected message as rejected', async () => {
    mock.on(SendEmailCommand).rejects(new TooManyRequestsException({ message: 'slow down', ...meta }));
    await expect(mail().send(email)).rejects.toEqual(new EmailSendError('throttled', 'slow down'));
    mock.on(SendEmailCommand).rejects(new MessageRejected({ message: 'Email address is not verified.', ...meta }));
    const rejected = await mail()
      .send(email)
      .catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(EmailSendError);
    expect(rejected).toMatchObject({ reason: 'rejected' });
  });

  it('passes any other failure on as it is (the caller decides), and refuses an answer without a message id', async () => {
    const internal = new InternalServiceErrorException({ message: 'oops', ...meta });
    mock.on(SendEmailCommand).rejects(internal);
    await expect(mail().send(email)).rejects.toBe(internal);
    mock.on(SendEmailCommand).resolves({});
    await expect(mail().send(email)).rejects.toThrow('SES accepted an email without returning a message id');
  });
});
