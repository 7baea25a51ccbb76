import {
  ConflictException,
  DeleteOptedOutNumberCommand,
  PinpointSMSVoiceV2Client,
  PutOptedOutNumberCommand,
  ResourceNotFoundException,
  ValidationException,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { endUserMessagingOptOutList } from '../../../lambdas/adapters/aws/end-user-messaging-opt-outs';

describe("endUserMessagingOptOutList: the provider's list kept in step with ours", () => {
  const mock = mockClient(PinpointSMSVoiceV2Client);
  const list = () =>
    endUserMessagingOptOutList(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), 'nagtext-test-opt-outs');
  afterEach(() => mock.reset());

  it('STOP puts the number on our opt-out list (PutOptedOutNumber)', async () => {
    mock
      .on(PutOptedOutNumberCommand)
      .resolves({ OptedOutNumber: '+14155550123', OptOutListName: 'nagtext-test-opt-outs', EndUserOptedOut: false });
    await list().add('+14155550123');
    expect(mock).toHaveReceivedCommandTimes(PutOptedOutNumberCommand, 1);
    expect(mock).toHaveReceivedCommandWith(PutOptedOutNumberCommand, {
      OptOutListName: 'nagtext-test-opt-outs',
      OptedOutNumber: '+14155550123',
    });
  });

  it('START takes it off (DeleteOptedOutNumber); a number not on the list is nothing to take off', async () => {
    mock
      .on(DeleteOptedOutNumberCommand)
      .resolves({ OptedOutNumber: '+14155550123', OptOutListName: 'nagtext-test-opt-outs' });
    await list().remove('+14155550123');
    expect(mock).toHaveReceivedCommandWith(DeleteOptedOutNumberCommand, {
      OptOutListName: 'nagtext-test-opt-outs',
      OptedOutNumber: '+14155550123',
    });
    mock.on(DeleteOptedOutNumberCommand).rejects(
      new ResourceNotFoundException({
        message: 'not found',
        ResourceType: 'opted-out-number',
        ResourceId: '+14155550123',
        $metadata: {},
      }),
    );
    await expect(list().remove('+14155550123')).resolves.toBeUndefined();
  });

  it.each([
    [
      'the list itself missing (a configuration fault)',
      new ResourceNotFoundException({
        message: 'no list',
        ResourceType: 'opt-out-list',
        ResourceId: 'nagtext-test-opt-outs',
        $metadata: {},
      }),
    ],
    [
      'a second removal within 30 days',
      new ValidationException({ message: 'removed recently', Reason: 'INVALID_PARAMETER', $metadata: {} }),
    ],
    [
      'a conflict',
      new ConflictException({
        message: 'busy',
        Reason: 'RESOURCE_MODIFICATION_NOT_ALLOWED',
        ResourceType: 'opt-out-list',
        ResourceId: 'x',
        $metadata: {},
      }),
    ],
  ])('a removal the provider refuses (%s) is an error the caller counts', async (_label, error) => {
    mock.on(DeleteOptedOutNumberCommand).rejects(error);
    await expect(list().remove('+14155550123')).rejects.toBe(error);
  });

  it('an addition the provider refuses is an error (the reply handler fails, and its retry puts it there)', async () => {
    const error = new ValidationException({ message: 'bad number', Reason: 'INVALID_PARAMETER', $metadata: {} });
    mock.on(PutOptedOutNumberCommand).rejects(error);
    await expect(list().add('+14155550123')).rejects.toBe(error);
  });
});
