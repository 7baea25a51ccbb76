import { CfnCondition, CfnOutput, CfnParameter, Fn, Stack } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/** The events the feedback topic carries: a bounce or a complaint suppresses the address (record-email-feedback). */
export const EMAIL_FEEDBACK_EVENTS = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];

/** A bare address: what `From:` carries and what the functions' `ses:FromAddress` condition names. */
export const EMAIL_ADDRESS_PATTERN = "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$";

/** An SES identity: a domain, or a single address. Empty: the domain of the from address. */
export const EMAIL_IDENTITY_PATTERN = "^(([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+)?$";

export interface EmailResourcesProps {
  config: StageConfig;
  topicKey: IKey;
}

/**
 * Amazon SES: the sending identity (verified by hand, so its names are deploy parameters, handed to the stateless
 * stack through SSM like the SMS origination identity), a configuration set that requires TLS, and its event
 * destination publishing bounces and complaints to an encrypted topic, read by the email-feedback function.
 */
export class EmailResources extends Construct {
  readonly feedbackTopic: Topic;
  readonly configurationSet: ConfigurationSet;
  readonly configurationSetName: string;
  readonly fromAddressParameterName: string;
  readonly identityParameterName: string;

  constructor(scope: Construct, id: string, props: EmailResourcesProps) {
    super(scope, id);
    const { config, topicKey } = props;
    const stack = Stack.of(this);

    const fromAddress = new CfnParameter(stack, 'EmailFromAddress', {
      type: 'String',
      allowedPattern: EMAIL_ADDRESS_PATTERN,
      constraintDescription: 'a bare email address on the verified SES identity, such as no-reply@mail.example.com',
      description:
        'The address NagText emails from (on a verified SES identity; see docs/features/deploy.md, "Prerequisites").',
    });
    const identity = new CfnParameter(stack, 'EmailIdentity', {
      type: 'String',
      default: '',
      allowedPattern: EMAIL_IDENTITY_PATTERN,
      constraintDescription: 'a verified SES identity: a domain (mail.example.com) or an address',
      description:
        'The verified SES identity the from address belongs to: a domain or the address itself. Empty: the domain of EmailFromAddress.',
    });
    const identityGiven = new CfnCondition(this, 'IdentityGiven', {
      expression: Fn.conditionNot(Fn.conditionEquals(identity.valueAsString, '')),
    });
    const identityName = Fn.conditionIf(
      identityGiven.logicalId,
      identity.valueAsString,
      Fn.select(1, Fn.split('@', fromAddress.valueAsString)),
    ).toString();

    this.fromAddressParameterName = `/nagtext/${config.stage}/email/from-address`;
    new StringParameter(this, 'FromAddress', {
      parameterName: this.fromAddressParameterName,
      stringValue: fromAddress.valueAsString,
      description: 'The address emails come from (from the stateful stack parameter).',
    });
    this.identityParameterName = `/nagtext/${config.stage}/email/identity`;
    new StringParameter(this, 'Identity', {
      parameterName: this.identityParameterName,
      stringValue: identityName,
      description: 'The SES identity emails are sent on (from the stateful stack parameters).',
    });

    this.feedbackTopic = new Topic(this, 'FeedbackTopic', {
      topicName: `${config.prefix}email-feedback`,
      masterKey: topicKey,
      enforceSSL: true,
    });

    this.configurationSetName = `${config.prefix}email`;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      // SES's own account-level list too: it refuses what it already knows bounced, beside our suppressions.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // The destination adds the topic policy: SES may publish, for this account and this configuration set only.
    this.configurationSet.addEventDestination('Feedback', {
      configurationSetEventDestinationName: 'bounces-and-complaints',
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: EMAIL_FEEDBACK_EVENTS,
    });

    new CfnOutput(stack, 'EmailConfigurationSetName', { value: this.configurationSetName });
    new CfnOutput(stack, 'EmailFeedbackTopicArn', {
      value: this.feedbackTopic.topicArn,
      description: 'SES publishes the bounces and complaints of the configuration set here.',
    });
  }
}
