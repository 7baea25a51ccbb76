import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { API_BASE } from '#shared/contracts';
import type { StageConfig } from '../constructs/stage-config';

/** CloudFront reads web ACLs from us-east-1 only, whatever region the rest of NagText runs in. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
}

/** Where the stateless stack finds the web ACL's ARN (an SSM parameter in us-east-1). */
export const webAclArnParameterName = (config: StageConfig) => `/nagtext/${config.stage}/edge/web-acl-arn`;

const RATE_LIMITED_BODY = JSON.stringify({
  error: {
    code: 'rate_limited',
    message: 'Too many requests from your network. Please wait a few minutes and try again.',
  },
  retryAfterSeconds: 300,
});

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * AWS WAF in front of CloudFront (a CLOUDFRONT-scope web ACL, which must live in us-east-1): rate-based
 * rules per client IP over everything and, tighter, over sign-in and code routes, plus the AWS IP
 * reputation and known-bad-inputs lists. Blocked requests get a 429 in the API's error shape. The web
 * ACL's ARN goes to an SSM parameter here; the stateless stack, in any region, reads it from there.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly webAclArnParameter: StringParameter;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const block429 = {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: 'rateLimited',
          responseHeaders: [{ name: 'retry-after', value: '300' }],
        },
      },
    };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${config.prefix}web`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'NagText: rate limits per client IP, AWS IP reputation and known bad inputs',
      customResponseBodies: { rateLimited: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
      visibilityConfig: visibility(`${config.prefix}web`),
      rules: [
        {
          name: 'AuthRequestsPerIp',
          priority: 0,
          action: block429,
          statement: {
            rateBasedStatement: {
              limit: config.waf.authRequestsPerIpPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_BASE}/auth/`,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(`${config.prefix}auth-requests-per-ip`),
        },
        {
          name: 'RequestsPerIp',
          priority: 1,
          action: block429,
          statement: {
            rateBasedStatement: {
              limit: config.waf.requestsPerIpPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility(`${config.prefix}requests-per-ip`),
        },
        {
          name: 'AmazonIpReputation',
          priority: 2,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
          },
          visibilityConfig: visibility(`${config.prefix}ip-reputation`),
        },
        {
          name: 'KnownBadInputs',
          priority: 3,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
          visibilityConfig: visibility(`${config.prefix}known-bad-inputs`),
        },
      ],
    });

    this.webAclArnParameter = new StringParameter(this, 'WebAclArn', {
      parameterName: webAclArnParameterName(config),
      stringValue: this.webAcl.attrArn,
      description: 'ARN of the web ACL CloudFront uses (read by the stateless stack, in its own region).',
    });
  }
}
