import { Match } from 'aws-cdk-lib/assertions';
import { RUNTIME_ENV } from '../../infra/grants';
import { routes } from '#shared/runtime/routes';
import { smsCountryRules } from '../../infra/constructs/sms-resources';
import { stageConfig } from '../../infra/constructs/stage-config';
import { EDGE_REGION, webAclArnParameterName } from '../../infra/stacks/edge-stack';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { CLIENT_IP_HEADER, ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { environmentOf, grantsOf, permissionPairs } from './function-policy';
import { buildStacks, logicalId } from './stacks-under-test';

/** Issue 12 in the cloud: the SMS country rules, WAF on CloudFront, CloudFront as the only way in, the code ceiling alarm. */
describe('abuse resistance in the cloud', () => {
  const build = buildStacks({ withWeb: true });
  const prod = buildStacks({ stage: 'prod' });
  const stateless = build.statelessTemplate;
  const distribution = () =>
    stateless.toJSON().Resources[logicalId(build.stateless.hosting.distribution)].Properties.DistributionConfig;

  test('End User Messaging blocks every country but the configured ones, on the configuration set the functions send with', () => {
    const rules = smsCountryRules(DEFAULT_SMS_COUNTRIES);
    expect(
      rules
        .filter((r) => r.protectStatus === 'ALLOW')
        .map((r) => r.countryCode)
        .sort(),
    ).toEqual([...DEFAULT_SMS_COUNTRIES].sort());
    expect(rules.length).toBeGreaterThan(230);
    expect(rules.every((r) => /^[A-Z]{2}$/.test(r.countryCode))).toBe(true);
    expect(rules.find((r) => r.countryCode === 'JM')).toEqual({ countryCode: 'JM', protectStatus: 'BLOCK' });

    build.statefulTemplate.hasResourceProperties('AWS::SMSVOICE::ProtectConfiguration', {
      CountryRuleSet: { SMS: rules.map((r) => ({ CountryCode: r.countryCode, ProtectStatus: r.protectStatus })) },
    });
    build.statefulTemplate.hasResourceProperties('AWS::SMSVOICE::ConfigurationSet', {
      ConfigurationSetName: 'nagtext-dev-sms',
      ProtectConfigurationId: {
        'Fn::GetAtt': [logicalId(build.stateful.sms.protectConfiguration), 'ProtectConfigurationId'],
      },
    });
    prod.statefulTemplate.hasResourceProperties('AWS::SMSVOICE::ProtectConfiguration', {
      DeletionProtectionEnabled: true,
    });
  });

  test('a WAF web ACL for CloudFront, in us-east-1, limits requests per client IP (tighter on /api/auth/*) and answers 429', () => {
    expect(build.edge.region).toBe(EDGE_REGION);
    const acl = build.edgeTemplate.toJSON().Resources[logicalId(build.edge.webAcl)].Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rule = (name: string) => acl.Rules.find((r: { Name: string }) => r.Name === name);
    expect(rule('RequestsPerIp').Statement.RateBasedStatement).toEqual({
      Limit: 1000,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
    });
    expect(rule('AuthRequestsPerIp').Statement.RateBasedStatement).toMatchObject({
      Limit: 100,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: {
          SearchString: '/api/auth/',
          PositionalConstraint: 'STARTS_WITH',
          FieldToMatch: { UriPath: {} },
        },
      },
    });
    for (const name of ['RequestsPerIp', 'AuthRequestsPerIp']) {
      expect(rule(name).Action.Block.CustomResponse).toMatchObject({
        ResponseCode: 429,
        CustomResponseBodyKey: 'rateLimited',
      });
    }
    expect(JSON.parse(acl.CustomResponseBodies.rateLimited.Content)).toMatchObject({ error: { code: 'rate_limited' } });
    expect(
      acl.Rules.map(
        (r: { Statement: { ManagedRuleGroupStatement?: { Name: string } } }) =>
          r.Statement.ManagedRuleGroupStatement?.Name,
      ).filter(Boolean),
    ).toEqual(['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet']);
    build.edgeTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: webAclArnParameterName(stageConfig('dev')),
      Value: { 'Fn::GetAtt': [logicalId(build.edge.webAcl), 'Arn'] },
    });
    expect(
      prod.edgeTemplate.toJSON().Resources[logicalId(prod.edge.webAcl)].Properties.Rules[1].Statement.RateBasedStatement
        .Limit,
    ).toBe(2000);
  });

  test('CloudFront uses that web ACL, read from us-east-1 at deploy time', () => {
    const webAclId = distribution().WebACLId;
    expect(webAclId['Fn::GetAtt'][1]).toBe('Parameter.Value');
    const reader = stateless.toJSON().Resources[webAclId['Fn::GetAtt'][0]];
    expect(reader.Type).toBe('Custom::AWS');
    const create = JSON.stringify(reader.Properties.Create);
    expect(create).toContain('getParameter');
    expect(create).toContain(`\\"region\\":\\"${EDGE_REGION}\\"`);
    expect(create).toContain('/nagtext/dev/edge/web-acl-arn');
  });

  test('CloudFront sends the origin secret to the API (from Secrets Manager, never in the template) and the viewer address', () => {
    const config = distribution();
    const api = config.CacheBehaviors[0];
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const header = origin.OriginCustomHeaders.find(
      (h: { HeaderName: string }) => h.HeaderName === ORIGIN_VERIFY_HEADER,
    );
    const value = JSON.stringify(header.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain('OriginVerifySecret');

    const code = stateless.toJSON().Resources[logicalId(build.stateless.hosting.node.findChild('StripApiPrefix'))]
      .Properties.FunctionCode as string;
    const request = new Function(
      `${code}; return handler({ request: { uri: '/api/auth/login', headers: { '${CLIENT_IP_HEADER}': { value: '6.6.6.6' } } }, viewer: { ip: '203.0.113.9' } });`,
    )();
    expect(request).toEqual({ uri: '/auth/login', headers: { [CLIENT_IP_HEADER]: { value: '203.0.113.9' } } });
  });

  test('every API function checks the origin secret (and may read only that secret besides its own); event handlers need none', () => {
    for (const [name, fn] of Object.entries(build.stateless.apiFunctions)) {
      expect({ name, arn: environmentOf(build, fn)[RUNTIME_ENV.originVerifySecretArn] }).toEqual({
        name,
        arn: expect.anything(),
      });
      expect({
        name,
        reads: permissionPairs(grantsOf(build, fn)).includes('secretsmanager:GetSecretValue OriginVerifySecret'),
      }).toEqual({ name, reads: true });
    }
    for (const [name, fn] of Object.entries(build.stateless.eventFunctions)) {
      expect({ name, arn: environmentOf(build, fn)[RUNTIME_ENV.originVerifySecretArn] }).toEqual({
        name,
        arn: undefined,
      });
    }
  });

  test('functions that text or store numbers get the destination policy; those that send codes get the overall ceiling', () => {
    for (const [name, fn] of Object.entries(build.stateless.apiFunctions)) {
      const access = routes[name as keyof typeof routes].access;
      const env = environmentOf(build, fn);
      expect({ name, countries: env[RUNTIME_ENV.smsAllowedCountries] }).toEqual({
        name,
        countries: access.sms || access.destinationPolicy ? DEFAULT_SMS_COUNTRIES.join(',') : undefined,
      });
      expect({ name, ceiling: env[RUNTIME_ENV.smsCodeTextsPerMinute] }).toEqual({
        name,
        ceiling: access.sms && access.auth ? '20' : undefined,
      });
    }
  });

  test('the contact form reaches only the rate-limit windows of the Auth table', () => {
    const fn = build.stateless.apiFunctions.submitContact!;
    const auth = grantsOf(build, fn).filter((g) => g.resources.includes('AuthTable'));
    expect(auth).toEqual([
      expect.objectContaining({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } },
      }),
    ]);
    expect(environmentOf(build, fn)[RUNTIME_ENV.jwtSecretArn]).toBeUndefined();
  });

  test('the overall ceilings on code texts are alarmed from the refusals the API counts (RateLimitRefusals by limit)', () => {
    const refusals = (limit: string) =>
      Match.objectLike({
        MetricStat: Match.objectLike({
          Metric: {
            Namespace: 'NagText',
            MetricName: 'RateLimitRefusals',
            Dimensions: Match.arrayWith([
              { Name: 'Limit', Value: limit },
              { Name: 'service', Value: 'nagtext-dev' },
            ]),
          },
          Stat: 'Sum',
        }),
      });
    stateless.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([refusals('signupCodeTextsOverall'), refusals('codeTextsOverall')]),
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: Match.anyValue(),
    });
    stateless.resourceCountIs('AWS::Logs::MetricFilter', 0);
  });

  test("unknown paths answer 404 with the app shell; the app's routes and files are untouched", () => {
    const code = (id: string) =>
      stateless.toJSON().Resources[logicalId(build.stateless.hosting.node.findChild(id))].Properties
        .FunctionCode as string;
    const routed = (uri: string) =>
      new Function(
        `${code('SpaRouting')}; return handler({ request: { uri: ${JSON.stringify(uri)} } }).uri;`,
      )() as string;
    const status = (uri: string, statusCode = 200) =>
      (
        new Function(
          `${code('SpaNotFoundStatus')}; return handler({ request: { uri: ${JSON.stringify(uri)} }, response: { statusCode: ${statusCode}, statusDescription: 'OK' } });`,
        )() as { statusCode: number }
      ).statusCode;
    expect(routed('/nope')).toBe('/404.html');
    expect(routed('/admin/users/1/tasks')).toBe('/index.html');
    expect(routed('/favicon.svg')).toBe('/favicon.svg');
    for (const uri of ['/404.html', '/nope', '/dashboard/extra'])
      expect({ uri, status: status(uri) }).toEqual({ uri, status: 404 });
    for (const uri of ['/index.html', '/dashboard', '/assets/app.js'])
      expect({ uri, status: status(uri) }).toEqual({ uri, status: 200 });
    expect(status('/assets/missing.js', 403)).toBe(403);
    // The not-found shell is uploaded with the app shell.
    const shell = Object.values(stateless.findResources('Custom::CDKBucketDeployment')).find(
      (d) => d.Properties.DistributionPaths,
    );
    expect(shell!.Properties.SourceObjectKeys).toHaveLength(2);
  });
});
