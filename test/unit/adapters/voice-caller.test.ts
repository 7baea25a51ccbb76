import {
  AccessDeniedException,
  ConflictException,
  InternalServerException,
  PinpointSMSVoiceV2Client,
  SendVoiceMessageCommand,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { DEFAULT_VOICE_CALL_SETTINGS, endUserMessagingVoice } from '../../../lambdas/adapters/aws/voice-caller';
import { VoiceCallError } from '#core/escalation/ports/voice-caller';
import { callAboutNag } from '#core/escalation/use-cases/call-about-nag';
import { nagTestDeps, nagUser } from '../../support/nag-test-deps';

describe('endUserMessagingVoice', () => {
  const mock = mockClient(PinpointSMSVoiceV2Client);
  const config = {
    originationIdentity: 'pool-nagtext',
    callbackNumber: '+18885550100',
    configurationSetName: 'nagtext-test',
    ...DEFAULT_VOICE_CALL_SETTINGS,
  };
  const ssml = '<speak>This is NagText.</speak>';
  const voice = () => endUserMessagingVoice(new PinpointSMSVoiceV2Client({ region: 'us-east-1' }), config);
  afterEach(() => mock.reset());

  it('places an SSML call from our pool, with the voice, price cap and time to live', async () => {
    mock.on(SendVoiceMessageCommand).resolves({ MessageId: 'call-1' });
    await expect(voice().call({ to: '+14155550123', ssml, words: 'This is NagText.' })).resolves.toEqual({
      messageId: 'call-1',
    });
    expect(mock).toHaveReceivedCommandTimes(SendVoiceMessageCommand, 1);
    expect(mock).toHaveReceivedCommandWith(SendVoiceMessageCommand, {
      DestinationPhoneNumber: '+14155550123',
      OriginationIdentity: 'pool-nagtext',
      ConfigurationSetName: 'nagtext-test',
      MessageBody: ssml,
      MessageBodyTextType: 'SSML',
      VoiceId: 'JOANNA',
      MaxPricePerMinute: '0.05',
      TimeToLive: 900,
    });
  });

  it("a nag's call sends Polly SSML with every apostrophe escaped and NagText's number stated (the real SendVoiceMessage input)", async () => {
    mock.on(SendVoiceMessageCommand).resolves({ MessageId: 'call-2' });
    const deps = nagTestDeps('2026-11-23T15:00:00.000Z');
    const owner = await nagUser(deps, { callConsentAt: '2026-11-20T12:00:00.000Z' });
    const outcome = await callAboutNag(
      { ...deps, voice: voice() },
      {
        owner,
        reminder: {
          id: 'r1',
          task: 'Pick up Mom\'s "meds" & <receipt>',
          occurrenceDate: '2026-11-23',
          occurrenceAt: '2026-11-23T14:00:00.000Z',
          callAfterNags: 2,
        },
        nagId: 'nag-1',
        why: 'ladder',
        ignoredTexts: 2,
        now: deps.clock.now(),
      },
    );
    expect(outcome).toBe('called');
    const body = mock.commandCalls(SendVoiceMessageCommand)[0]!.args[0].input.MessageBody!;
    const saying =
      'This is NagText with your reminder: Pick up Mom&apos;s &quot;meds&quot; &amp; &lt;receipt&gt;. ' +
      'Reply DONE by text when it&apos;s done. NagText&apos;s number is <say-as interpret-as="telephone">+1 888-555-0100</say-as>.';
    expect(body).toBe(`<speak>${saying}<break time="1s"/>${saying}</speak>`);
    // No apostrophe is left raw anywhere in what Polly reads.
    expect(body).not.toContain("'");
    expect(mock).toHaveReceivedCommandWith(SendVoiceMessageCommand, {
      MessageBodyTextType: 'SSML',
      DestinationPhoneNumber: owner.phoneNumber,
    });
  });

  it('fails when the provider returns no message id', async () => {
    mock.on(SendVoiceMessageCommand).resolves({});
    await expect(voice().call({ to: '+14155550123', ssml, words: 'This is NagText.' })).rejects.toThrow(
      'without returning a message id',
    );
  });

  it.each([
    ['throttling', new ThrottlingException({ message: 'slow down', $metadata: {} }), 'throttled'],
    [
      'an invalid script or destination',
      new ValidationException({ message: 'bad ssml', Reason: 'INVALID_PARAMETER', $metadata: {} }),
      'rejected',
    ],
    [
      'the voice sandbox',
      new AccessDeniedException({ message: 'sandbox', Reason: 'ACCOUNT_DISABLED', $metadata: {} }),
      'rejected',
    ],
  ] as const)('turns %s into VoiceCallError(%s)', async (_label, error, reason) => {
    mock.on(SendVoiceMessageCommand).rejects(error);
    const failure = await voice()
      .call({ to: '+14155550123', ssml, words: 'This is NagText.' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(VoiceCallError);
    expect((failure as VoiceCallError).reason).toBe(reason);
  });

  it('a number on our opt-out list (a STOP, mirrored there) is a refused call, saying so', async () => {
    mock.on(SendVoiceMessageCommand).rejects(
      new ConflictException({
        message: 'opted out',
        Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
        ResourceType: 'opt-out-list',
        ResourceId: 'nagtext-test-opt-outs',
        $metadata: {},
      }),
    );
    const failure = await voice()
      .call({ to: '+14155550123', ssml, words: 'This is NagText.' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(VoiceCallError);
    expect(failure).toMatchObject({
      reason: 'rejected',
      message: expect.stringContaining('DESTINATION_PHONE_NUMBER_OPTED_OUT'),
    });
  });

  it('leaves service faults as they are, for a retry', async () => {
    mock.on(SendVoiceMessageCommand).rejects(new InternalServerException({ message: 'oops', $metadata: {} }));
    const failure = await voice()
      .call({ to: '+14155550123', ssml, words: 'This is NagText.' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(InternalServerException);
  });
});
