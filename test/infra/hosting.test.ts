import { Match } from 'aws-cdk-lib/assertions';
import { CONTENT_SECURITY_POLICY, CSP_DIRECTIVES } from '../../infra/constructs/security-headers';
import { CONTENT_SECURITY_POLICY as LOCAL_CONTENT_SECURITY_POLICY } from '../../local/security-headers';
import { buildStacks, logicalId } from './stacks-under-test';

describe('SPA hosting', () => {
  const build = buildStacks({ withWeb: true });
  const template = build.statelessTemplate;
  const { hosting } = build.stateless;
  const distribution = () => template.toJSON().Resources[logicalId(hosting.distribution)].Properties.DistributionConfig;

  test('the site bucket is private: all public access blocked, TLS only, readable by this distribution alone', () => {
    for (const stage of ['prod', 'dev'] as const) {
      const stageBuild = stage === 'dev' ? build : buildStacks({ stage, withWeb: true });
      const site = stageBuild.stateless.hosting;
      stageBuild.statelessTemplate.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/site/' }),
      });
      const policy = Object.values(stageBuild.statelessTemplate.findResources('AWS::S3::BucketPolicy')).find(
        (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: logicalId(site.bucket) }),
      )!;
      const statements = policy.Properties.PolicyDocument.Statement as {
        Effect: string;
        Principal: unknown;
        Action: unknown;
        Condition?: unknown;
      }[];
      // dev only: aws-cdk-lib's auto-delete handler may empty the bucket when the dev stack is destroyed.
      const emptier = (s: { Principal: unknown }) =>
        JSON.stringify(s.Principal).includes('CustomS3AutoDeleteObjectsCustomResourceProviderRole');
      const allows = statements.filter((s) => s.Effect === 'Allow' && !(stage === 'dev' && emptier(s)));
      expect(allows).toEqual([
        expect.objectContaining({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
      ]);
      expect(JSON.stringify(allows[0]!.Condition)).toContain(logicalId(site.distribution));
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
  });

  test('security headers on every response: CSP, HSTS, frame options, no sniffing', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    // The local runtime serves the SPA under the same policy (bar the https upgrade), so tests see prod's rules.
    expect(LOCAL_CONTENT_SECURITY_POLICY).toBe(CSP_DIRECTIVES.join('; '));
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    const headersId = logicalId(hosting.node.findChild('SecurityHeaders'));
    const config = distribution();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: headersId });
    expect(config.CacheBehaviors[0].ResponseHeadersPolicyId).toEqual({ Ref: headersId });
  });

  test('HTTPS only, the SPA fallback for client routes, and /api/* to the HTTP API on the same origin', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [logicalId(hosting.node.findChild('SpaRouting')), 'FunctionARN'] },
      },
      {
        EventType: 'viewer-response',
        FunctionARN: { 'Fn::GetAtt': [logicalId(hosting.node.findChild('SpaNotFoundStatus')), 'FunctionARN'] },
      },
    ]);
    // No distribution-wide error pages: they would turn the API's own 403/404 into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();

    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).toEqual([
      '/api/public/figure',
      '/api/*',
    ]);
    const api = config.CacheBehaviors[1];
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(build.stateless.httpApi.api));
    expect(config.Logging).toEqual(expect.objectContaining({ Prefix: 'cloudfront/' }));

    // The public figure alone is cached, as long as its answer says, keyed on nothing the viewer sends.
    const figure = config.CacheBehaviors[0];
    expect(figure.TargetOriginId).toBe(api.TargetOriginId);
    expect(figure.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(figure.FunctionAssociations).toEqual(api.FunctionAssociations);
    const policy = template.toJSON().Resources[figure.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 86400 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
  });

  test('the edge functions do what they say', () => {
    const code = (id: string) =>
      template.toJSON().Resources[logicalId(hosting.node.findChild(id))].Properties.FunctionCode as string;
    const run = (source: string, uri: string) =>
      new Function(
        `${source}; return handler({ request: { uri: ${JSON.stringify(uri)}, headers: {} }, viewer: { ip: '203.0.113.9' } }).uri;`,
      )() as string;
    expect(run(code('SpaRouting'), '/dashboard')).toBe('/index.html');
    expect(run(code('SpaRouting'), '/admin/users/42')).toBe('/index.html');
    expect(run(code('SpaRouting'), '/reminders')).toBe('/404.html');
    expect(run(code('SpaRouting'), '/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(run(code('StripApiPrefix'), '/api/tasks/7/status')).toBe('/tasks/7/status');
    expect(run(code('StripApiPrefix'), '/api/')).toBe('/');
  });

  test('the SPA is uploaded when web/dist exists: hashed assets cached a year, the shell revalidated and invalidated', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      Prune: false,
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    const withoutWeb = buildStacks();
    withoutWeb.statelessTemplate.resourceCountIs('Custom::CDKBucketDeployment', 0);
    withoutWeb.statelessTemplate.resourceCountIs('AWS::CloudFront::Distribution', 1);
  });
});
