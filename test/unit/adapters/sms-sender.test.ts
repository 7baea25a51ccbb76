import {
  ConflictException,
  InternalServerException,
  PinpointSMSVoiceV2Client,
  SendTextMessageCommand,
  ThrottlingException,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { endUserMessagingSms } from '../../../lambdas/adapters/aws/sms-sender';
import { SmsSendError } from '#core/texting/ports/sms-sender';

describe('endUserMessagingSms', () => {
  const mock = mockClient(PinpointSMSVoiceV2Client);
  const config = { originationIdentity: '+18885550100', configurationSetName: 'nagtext-test' };
  afterEach(() => mock.reset());

  it('sends a transactional text from our number through the configuration set', async () => {
    mock.on(SendTextMessageCommand).resolves({ MessageId: 'msg-1' });
    const sms = endUserMessagingSms(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), config);
    await expect(sms.send({ to: '+14155550123', body: 'Hello' })).resolves.toEqual({ messageId: 'msg-1' });
    expect(mock).toHaveReceivedCommandTimes(SendTextMessageCommand, 1);
    expect(mock).toHaveReceivedCommandWith(SendTextMessageCommand, {
      DestinationPhoneNumber: '+14155550123',
      OriginationIdentity: '+18885550100',
      ConfigurationSetName: 'nagtext-test',
      MessageBody: 'Hello',
      MessageType: 'TRANSACTIONAL',
    });
  });

  it('fails when the provider refuses, and when it returns no message id', async () => {
    const sms = endUserMessagingSms(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), config);
    mock.on(SendTextMessageCommand).rejects(new Error('ValidationException: opted out'));
    await expect(sms.send({ to: '+14155550123', body: 'Hello' })).rejects.toThrow('opted out');
    mock.on(SendTextMessageCommand).resolves({});
    await expect(sms.send({ to: '+14155550123', body: 'Hello' })).rejects.toThrow('without returning a message id');
  });

  it.each([
    ['throttling', new ThrottlingException({ message: 'slow down', $metadata: {} }), 'throttled'],
    [
      'an opted-out destination',
      new ConflictException({
        message: 'opted out',
        Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
        ResourceType: 'opt-out-list',
        ResourceId: 'x',
        $metadata: {},
      }),
      'rejected',
    ],
  ] as const)('turns %s into SmsSendError(%s)', async (_label, error, reason) => {
    mock.on(SendTextMessageCommand).rejects(error);
    const sms = endUserMessagingSms(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), config);
    const failure = await sms.send({ to: '+14155550123', body: 'Hello' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsSendError);
    expect((failure as SmsSendError).reason).toBe(reason);
  });

  it('a number on our opt-out list (AWS: ConflictException, Reason DESTINATION_PHONE_NUMBER_OPTED_OUT) is a rejected send marked opted out, not a crash', async () => {
    mock.on(SendTextMessageCommand).rejects(
      new ConflictException({
        message: 'The destination phone number is opted out',
        Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
        ResourceType: 'opt-out-list',
        ResourceId: 'nagtext-test-opt-outs',
        $metadata: {},
      }),
    );
    const sms = endUserMessagingSms(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), config);
    const failure = await sms.send({ to: '+14155550123', body: 'Hello' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsSendError);
    expect(failure).toMatchObject({
      reason: 'rejected',
      optedOut: true,
      message: expect.stringContaining('DESTINATION_PHONE_NUMBER_OPTED_OUT'),
    });
    // Any other conflict is rejected too, but is no opt-out.
    mock.on(SendTextMessageCommand).rejects(
      new ConflictException({
        message: 'other',
        Reason: 'MESSAGE_TYPE_MISMATCH',
        ResourceType: 'phone-number',
        ResourceId: 'x',
        $metadata: {},
      }),
    );
    expect(await sms.send({ to: '+14155550123', body: 'Hello' }).catch((e: unknown) => e)).toMatchObject({
      reason: 'rejected',
      optedOut: false,
    });
  });

  it('leaves service faults as they are, so the queue retries them', async () => {
    mock.on(SendTextMessageCommand).rejects(new InternalServerException({ message: 'oops', $metadata: {} }));
    const sms = endUserMessagingSms(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), config);
    const failure = await sms.send({ to: '+14155550123', body: 'Hello' }).catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(SmsSendError);
  });
});
