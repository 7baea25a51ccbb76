import { Aws, CfnOutput, CfnParameter, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { CfnConfigurationSet, CfnOptOutList, CfnProtectConfiguration } from 'aws-cdk-lib/aws-smsvoice';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { phoneRegions } from '#core/texting/domain/destination-policy';
import type { StageConfig } from './stage-config';

/**
 * The End User Messaging country rules: every region with phone numbers listed (the service reports all
 * of them, so listing fewer would show as drift), ALLOW for the configured countries, BLOCK for the rest.
 * Kosovo's XK is a user-assigned code rather than an ISO one, so it is not listed.
 */
export function smsCountryRules(
  allowed: readonly string[],
): { countryCode: string; protectStatus: 'ALLOW' | 'BLOCK' }[] {
  return phoneRegions()
    .filter((code) => code !== 'XK')
    .map((countryCode) => ({
      countryCode,
      protectStatus: allowed.includes(countryCode) ? 'ALLOW' : 'BLOCK',
    }));
}

/**
 * A call's outcome: answered (and completed), busy, no answer, failed, or expired before it could be placed. Initiated
 * and ringing would be noise: they say nothing about how it ended.
 */
export const CALL_OUTCOME_EVENTS = [
  'VOICE_ANSWERED',
  'VOICE_COMPLETED',
  'VOICE_BUSY',
  'VOICE_NO_ANSWER',
  'VOICE_FAILED',
  'VOICE_TTL_EXPIRED',
];

/**
 * Final delivery states of texts only (queued/pending events would be noise), texts the protect configuration blocked,
 * and the outcomes of calls: one topic, read by the receipt function.
 */
export const DELIVERY_RECEIPT_EVENTS = [
  'TEXT_DELIVERED',
  'TEXT_SUCCESSFUL',
  'TEXT_BLOCKED',
  'TEXT_TTL_EXPIRED',
  'TEXT_CARRIER_UNREACHABLE',
  'TEXT_INVALID',
  'TEXT_INVALID_MESSAGE',
  'TEXT_CARRIER_BLOCKED',
  'TEXT_UNREACHABLE',
  'TEXT_SPAM',
  'TEXT_UNKNOWN',
  'TEXT_PROTECT_BLOCKED',
  ...CALL_OUTCOME_EVENTS,
];

/** A phone number or a pool, by ARN (SendTextMessage accepts it as OriginationIdentity; IAM needs the ARN). */
export const ORIGINATION_IDENTITY_PATTERN =
  '^arn:aws[a-z-]*:sms-voice:[a-z0-9-]+:[0-9]{12}:(phone-number|pool)/[A-Za-z0-9_-]+$';

/** A telephone number in E.164 form: the number calls state. */
export const CALLBACK_NUMBER_PATTERN = '^\\+[1-9][0-9]{6,14}$';

export interface SmsResourcesProps {
  config: StageConfig;
  topicKey: IKey;
}

/**
 * AWS End User Messaging SMS: the topic two-way replies arrive on, a configuration set whose event
 * destination publishes delivery receipts, our opt-out list, and the origination identity. Buying and
 * registering a number is a manual step, so its ARN is a deploy parameter, handed to the stateless
 * stack through SSM (not a CloudFormation export, which would lock the value once imported).
 */
export class SmsResources extends Construct {
  readonly inboundTopic: Topic;
  readonly deliveryReceiptTopic: Topic;
  readonly configurationSet: CfnConfigurationSet;
  readonly configurationSetName: string;
  readonly optOutList: CfnOptOutList;
  readonly optOutListName: string;
  readonly protectConfiguration: CfnProtectConfiguration;
  readonly originationIdentityParameterName: string;
  readonly callbackNumberParameterName: string;

  constructor(scope: Construct, id: string, props: SmsResourcesProps) {
    super(scope, id);
    const { config, topicKey } = props;

    this.inboundTopic = this.smsTopic('InboundSmsTopic', `${config.prefix}inbound-sms`, topicKey);
    this.deliveryReceiptTopic = this.smsTopic(
      'DeliveryReceiptTopic',
      `${config.prefix}sms-delivery-receipts`,
      topicKey,
    );

    // The number runs self-managed opt-outs, so AWS lists nobody by itself: the reply handler puts a number here on STOP
    // and takes it off on START (PutOptedOutNumber / DeleteOptedOutNumber, granted to it alone by its optOutList
    // access), and while a number is listed the provider refuses every text and call to it.
    this.optOutListName = `${config.prefix}opt-outs`;
    this.optOutList = new CfnOptOutList(this, 'OptOutList', { optOutListName: this.optOutListName });
    this.optOutList.applyRemovalPolicy(config.removalPolicy);

    // The destination policy again, enforced by End User Messaging itself for every text of this configuration set.
    this.protectConfiguration = new CfnProtectConfiguration(this, 'ProtectConfiguration', {
      countryRuleSet: { sms: smsCountryRules(config.smsAllowedCountries) },
      deletionProtectionEnabled: config.deletionProtection,
      tags: [{ key: 'Name', value: `${config.prefix}sms-countries` }],
    });
    this.protectConfiguration.applyRemovalPolicy(config.removalPolicy);

    this.configurationSetName = `${config.prefix}sms`;
    this.configurationSet = new CfnConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      protectConfigurationId: this.protectConfiguration.attrProtectConfigurationId,
      eventDestinations: [
        {
          eventDestinationName: 'delivery-receipts',
          enabled: true,
          matchingEventTypes: DELIVERY_RECEIPT_EVENTS,
          snsDestination: { topicArn: this.deliveryReceiptTopic.topicArn },
        },
      ],
    });
    // The service checks it may publish when the destination is created.
    this.configurationSet.node.addDependency(this.deliveryReceiptTopic);

    const identity = new CfnParameter(Stack.of(this), 'SmsOriginationIdentityArn', {
      type: 'String',
      allowedPattern: ORIGINATION_IDENTITY_PATTERN,
      constraintDescription:
        'the ARN of an End User Messaging SMS phone number or pool (arn:aws:sms-voice:<region>:<account>:phone-number/phone-... or .../pool/pool-...)',
      description:
        'Origination phone number or pool ARN, registered and bought by hand (see docs/features/deploy.md, "Prerequisites").',
    });
    this.originationIdentityParameterName = `/nagtext/${config.stage}/sms/origination-identity-arn`;
    new StringParameter(this, 'OriginationIdentity', {
      parameterName: this.originationIdentityParameterName,
      stringValue: identity.valueAsString,
      description: 'SMS origination identity ARN (from the stateful stack parameter).',
    });

    // Every call states NagText's number (47 CFR 64.1200(b)(2)). The identity above is an ARN (of a number or of a
    // pool), which names no number a person could dial, so the number itself is configured beside it.
    const callbackNumber = new CfnParameter(Stack.of(this), 'VoiceCallbackNumber', {
      type: 'String',
      allowedPattern: CALLBACK_NUMBER_PATTERN,
      constraintDescription: 'a telephone number in E.164 form, such as +18885550100',
      description:
        'NagText\'s telephone number, which every call states so the person can call back (47 CFR 64.1200(b)(2)); see docs/features/deploy.md, "Prerequisites".',
    });
    this.callbackNumberParameterName = `/nagtext/${config.stage}/voice/callback-number`;
    new StringParameter(this, 'CallbackNumber', {
      parameterName: this.callbackNumberParameterName,
      stringValue: callbackNumber.valueAsString,
      description: 'The telephone number every call states (from the stateful stack parameter).',
    });

    new CfnOutput(Stack.of(this), 'InboundSmsTopicArn', {
      value: this.inboundTopic.topicArn,
      description: "Point the number's two-way messaging at this topic.",
    });
    new CfnOutput(Stack.of(this), 'OptOutListName', {
      value: this.optOutListName,
      description:
        'Associate the number with this opt-out list (self-managed opt-outs on): the reply handler keeps it in step with STOP and START.',
    });
    new CfnOutput(Stack.of(this), 'ConfigurationSetName', { value: this.configurationSetName });
  }

  /** An encrypted, TLS-only topic End User Messaging SMS (this account only) may publish to. */
  private smsTopic(id: string, topicName: string, masterKey: IKey): Topic {
    const topic = new Topic(this, id, { topicName, masterKey, enforceSSL: true });
    topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'SmsVoicePublish',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('sms-voice.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    return topic;
  }
}
