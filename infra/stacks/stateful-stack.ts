import { Aws, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { AUTH_TABLE, DATA_TABLE } from '#shared/db/tables';
import { EmailResources } from '../constructs/email-resources';
import { SmsResources } from '../constructs/sms-resources';
import type { StageConfig } from '../constructs/stage-config';
import { tableFromDefinition } from '../constructs/table-from-definition';

export interface StatefulStackProps extends StackProps {
  config: StageConfig;
  /** Where alarms are emailed (optional: subscribe later in the console). */
  alarmEmail?: string;
}

/** What survives a redeploy: tables, secrets, the SMS and email resources and the alarm topic's subscribers. */
export class StatefulStack extends Stack {
  readonly dataTable: Table;
  readonly authTable: Table;
  readonly jwtSecret: Secret;
  readonly stripeSecret: Secret;
  readonly stripeWebhookSecret: Secret;
  /** The value CloudFront sends to the API in x-origin-verify, so the API answers nothing that bypassed it (and WAF). */
  readonly originVerifySecret: Secret;
  readonly sms: SmsResources;
  readonly email: EmailResources;
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.dataTable = tableFromDefinition(this, 'DataTable', DATA_TABLE, config);
    this.authTable = tableFromDefinition(this, 'AuthTable', AUTH_TABLE, config);

    this.jwtSecret = new Secret(this, 'JwtSecret', {
      secretName: `nagtext/${config.stage}/jwt-signing-key`,
      description: 'HS256 key that signs session tokens; also peppers one-time-code hashes. Generated at deploy.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    this.stripeSecret = new Secret(this, 'StripeSecretKey', {
      secretName: `nagtext/${config.stage}/stripe-secret-key`,
      description: 'Stripe secret API key (sk_...). Set after deploy: see docs/features/deploy.md, "Commands".',
      removalPolicy: config.removalPolicy,
    });
    this.stripeWebhookSecret = new Secret(this, 'StripeWebhookSecret', {
      secretName: `nagtext/${config.stage}/stripe-webhook-secret`,
      description:
        'Stripe webhook signing secret (whsec_...). Set after deploy: see docs/features/deploy.md, "Commands".',
      removalPolicy: config.removalPolicy,
    });
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      secretName: `nagtext/${config.stage}/origin-verify`,
      description:
        'Sent by CloudFront to the API in the x-origin-verify header; the API refuses requests without it. Generated at deploy.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    for (const secret of [this.jwtSecret, this.stripeSecret, this.stripeWebhookSecret, this.originVerifySecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Not rotated by a Lambda: the JWT key and the origin secret are rotated by hand and take a redeploy of the stateless stack (docs/features/deploy.md), and the Stripe keys are issued by Stripe and rolled in the Stripe dashboard, then pasted here (docs/features/deploy.md, "Commands").',
      });
    }

    const topicKey = new Key(this, 'TopicKey', {
      alias: `alias/${config.prefix}topics`,
      description: 'Encrypts the SMS, email-feedback and alarm topics.',
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    for (const service of ['sms-voice.amazonaws.com', 'ses.amazonaws.com', 'cloudwatch.amazonaws.com']) {
      topicKey.addToResourcePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          principals: [new ServicePrincipal(service)],
          actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
        }),
      );
    }

    this.sms = new SmsResources(this, 'Sms', { config, topicKey });
    this.email = new EmailResources(this, 'Email', { config, topicKey });

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      topicName: `${config.prefix}alarms`,
      masterKey: topicKey,
      enforceSSL: true,
    });
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarms',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    new CfnOutput(this, 'DataTableName', { value: this.dataTable.tableName });
    new CfnOutput(this, 'AuthTableName', { value: this.authTable.tableName });
    new CfnOutput(this, 'StripeSecretName', { value: this.stripeSecret.secretName });
    new CfnOutput(this, 'StripeWebhookSecretName', { value: this.stripeWebhookSecret.secretName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
