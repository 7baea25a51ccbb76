import { Match } from 'aws-cdk-lib/assertions';
import { DELIVERY_RECEIPT_EVENTS } from '../../infra/constructs/sms-resources';
import { EMAIL_FEEDBACK_EVENTS } from '../../infra/constructs/email-resources';
import { AUTH_TABLE, DATA_TABLE, TABLES, tableName } from '#shared/db/tables';
import { buildStacks, logicalId } from './stacks-under-test';

describe('stateful stack', () => {
  const dev = buildStacks();
  const prod = buildStacks({ stage: 'prod' });

  test.each(TABLES.map((def) => [def.logicalName, def] as const))(
    'the %s table is exactly its shared definition',
    (_name, def) => {
      const id = logicalId(def === DATA_TABLE ? dev.stateful.dataTable : dev.stateful.authTable);
      const table = dev.statefulTemplate.toJSON().Resources[id].Properties;
      expect(table.TableName).toBe(tableName(def, 'nagtext-dev-'));
      expect(table.KeySchema).toEqual([
        { AttributeName: def.partitionKey, KeyType: 'HASH' },
        { AttributeName: def.sortKey, KeyType: 'RANGE' },
      ]);
      const gsis = (table.GlobalSecondaryIndexes ?? []).map(
        (gsi: { IndexName: string; KeySchema: { AttributeName: string }[]; Projection: unknown }) => ({
          name: gsi.IndexName,
          partitionKey: gsi.KeySchema[0]!.AttributeName,
          sortKey: gsi.KeySchema[1]!.AttributeName,
        }),
      );
      expect(gsis).toEqual(def.indexes);
      expect(table.TimeToLiveSpecification).toEqual({ AttributeName: def.ttlAttribute, Enabled: true });
      expect(table.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    },
  );

  test('prod tables are deletion-protected and retained; dev tables are neither', () => {
    for (const def of [DATA_TABLE, AUTH_TABLE]) {
      prod.statefulTemplate.hasResource('AWS::DynamoDB::Table', {
        Properties: { TableName: tableName(def, 'nagtext-prod-'), DeletionProtectionEnabled: true },
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
      });
      dev.statefulTemplate.hasResource('AWS::DynamoDB::Table', {
        Properties: { TableName: tableName(def, 'nagtext-dev-'), DeletionProtectionEnabled: false },
        DeletionPolicy: 'Delete',
      });
    }
  });

  test('four secrets, none with a value in the template', () => {
    const secrets = dev.statefulTemplate.findResources('AWS::SecretsManager::Secret');
    expect(
      Object.values(secrets)
        .map((s) => s.Properties.Name)
        .sort(),
    ).toEqual([
      'nagtext/dev/jwt-signing-key',
      'nagtext/dev/origin-verify',
      'nagtext/dev/stripe-secret-key',
      'nagtext/dev/stripe-webhook-secret',
    ]);
    for (const secret of Object.values(secrets)) expect(secret.Properties.SecretString).toBeUndefined();
    prod.statefulTemplate.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });

  test('SMS: encrypted topics only End User Messaging SMS of this account may publish to, and the receipts destination', () => {
    const { sms } = dev.stateful;
    for (const topic of [sms.inboundTopic, sms.deliveryReceiptTopic]) {
      dev.statefulTemplate.hasResourceProperties('AWS::SNS::Topic', {
        TopicName: Match.stringLikeRegexp('^nagtext-dev-'),
        KmsMasterKeyId: Match.anyValue(),
      });
      dev.statefulTemplate.hasResourceProperties('AWS::SNS::TopicPolicy', {
        Topics: [{ Ref: logicalId(topic) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'sms-voice.amazonaws.com' },
              Action: 'sns:Publish',
              Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
            }),
          ]),
        },
      });
    }
    dev.statefulTemplate.hasResourceProperties('AWS::SMSVOICE::ConfigurationSet', {
      ConfigurationSetName: 'nagtext-dev-sms',
      EventDestinations: [
        {
          Enabled: true,
          MatchingEventTypes: DELIVERY_RECEIPT_EVENTS,
          SnsDestination: { TopicArn: { Ref: logicalId(sms.deliveryReceiptTopic) } },
        },
      ],
    });
    // A call's outcome comes through the same destination: answered, busy, no answer, failed.
    dev.statefulTemplate.hasResourceProperties('AWS::SMSVOICE::ConfigurationSet', {
      EventDestinations: [
        Match.objectLike({
          MatchingEventTypes: Match.arrayWith([
            'VOICE_ANSWERED',
            'VOICE_COMPLETED',
            'VOICE_BUSY',
            'VOICE_NO_ANSWER',
            'VOICE_FAILED',
            'VOICE_TTL_EXPIRED',
          ]),
        }),
      ],
    });
    dev.statefulTemplate.hasResourceProperties('AWS::SMSVOICE::OptOutList', { OptOutListName: 'nagtext-dev-opt-outs' });
  });

  test('the origination identity is a deploy parameter (an ARN), handed on through SSM', () => {
    const parameter = dev.statefulTemplate.toJSON().Parameters.SmsOriginationIdentityArn;
    expect(parameter.Type).toBe('String');
    expect(parameter.Default).toBeUndefined();
    const pattern = new RegExp(parameter.AllowedPattern);
    expect(pattern.test('arn:aws:sms-voice:us-east-1:123456789012:phone-number/phone-0123456789abcdef')).toBe(true);
    expect(pattern.test('arn:aws:sms-voice:us-east-1:123456789012:pool/pool-0123456789abcdef')).toBe(true);
    expect(pattern.test('+15551234567')).toBe(false);
    dev.statefulTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/nagtext/dev/sms/origination-identity-arn',
      Value: { Ref: 'SmsOriginationIdentityArn' },
    });
  });

  test('SES: a configuration set requiring TLS whose destination sends bounces and complaints to an encrypted topic only SES may publish to, for this set', () => {
    const { email } = dev.stateful;
    expect(EMAIL_FEEDBACK_EVENTS).toEqual(['bounce', 'complaint']);
    dev.statefulTemplate.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'nagtext-dev-email',
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    dev.statefulTemplate.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: logicalId(email.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: logicalId(email.feedbackTopic) } },
      },
    });
    dev.statefulTemplate.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'nagtext-dev-email-feedback',
      KmsMasterKeyId: Match.anyValue(),
    });
    dev.statefulTemplate.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: logicalId(email.feedbackTopic) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'ses.amazonaws.com' },
            Action: 'sns:Publish',
            Condition: {
              StringEquals: {
                'AWS:SourceAccount': { Ref: 'AWS::AccountId' },
                'AWS:SourceArn': {
                  'Fn::Join': [
                    '',
                    Match.arrayWith([':configuration-set/', { Ref: logicalId(email.configurationSet) }]),
                  ],
                },
              },
            },
          }),
        ]),
      },
    });
    // SES encrypts what it publishes with the topics' key: the key lets it, for this account only.
    dev.statefulTemplate.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'ses.amazonaws.com' },
            Action: ['kms:GenerateDataKey*', 'kms:Decrypt'],
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          }),
        ]),
      },
    });
  });

  test('the email sender is a deploy parameter (a bare address), its identity another (a domain or an address, the domain by default), both handed on through SSM', () => {
    const { Parameters: parameters, Conditions: conditions } = dev.statefulTemplate.toJSON();
    const from = parameters.EmailFromAddress;
    expect(from.Type).toBe('String');
    expect(from.Default).toBeUndefined();
    const address = new RegExp(from.AllowedPattern);
    expect(address.test('no-reply@mail.nagtext.example')).toBe(true);
    expect(address.test('NagText <no-reply@mail.nagtext.example>')).toBe(false);
    expect(address.test('mail.nagtext.example')).toBe(false);
    const identity = parameters.EmailIdentity;
    expect(identity.Default).toBe('');
    const identityPattern = new RegExp(identity.AllowedPattern);
    for (const good of ['', 'nagtext.example', 'mail.nagtext.example', 'no-reply@nagtext.example'])
      expect(identityPattern.test(good)).toBe(true);
    for (const bad of ['arn:aws:ses:us-east-1:111122223333:identity/nagtext.example', 'nagtext', 'a b.example'])
      expect(identityPattern.test(bad)).toBe(false);
    dev.statefulTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/nagtext/dev/email/from-address',
      Value: { Ref: 'EmailFromAddress' },
    });
    const [conditionId] = Object.keys(conditions).filter((id) => id.includes('IdentityGiven'));
    expect(conditions[conditionId!]).toEqual({ 'Fn::Not': [{ 'Fn::Equals': [{ Ref: 'EmailIdentity' }, ''] }] });
    dev.statefulTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/nagtext/dev/email/identity',
      Value: {
        'Fn::If': [
          conditionId,
          { Ref: 'EmailIdentity' },
          { 'Fn::Select': [1, { 'Fn::Split': ['@', { Ref: 'EmailFromAddress' }] }] },
        ],
      },
    });
  });

  test('the number calls state (47 CFR 64.1200(b)(2)) is a deploy parameter in E.164, handed on through SSM', () => {
    const parameter = dev.statefulTemplate.toJSON().Parameters.VoiceCallbackNumber;
    expect(parameter.Type).toBe('String');
    expect(parameter.Default).toBeUndefined();
    const pattern = new RegExp(parameter.AllowedPattern);
    expect(pattern.test('+18885550100')).toBe(true);
    expect(pattern.test('18885550100')).toBe(false);
    expect(pattern.test('arn:aws:sms-voice:us-east-1:123456789012:phone-number/phone-0123456789abcdef')).toBe(false);
    dev.statefulTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/nagtext/dev/voice/callback-number',
      Value: { Ref: 'VoiceCallbackNumber' },
    });
  });
});
