import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { endUserMessagingSms } from '../../../lambdas/adapters/aws/sms-sender';

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
});
