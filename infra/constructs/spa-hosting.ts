import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Fn, RemovalPolicy, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_BASE } from '#shared/contracts';
import { serviceFigure } from '#shared/contracts/api/service-figure';
import { CLIENT_IP_HEADER, ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { SPA_ROUTE_PATTERN } from '#shared/spa-routes';
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS } from './security-headers';
import type { StageConfig } from './stage-config';

export interface SpaHostingProps {
  config: StageConfig;
  api: IHttpApi;
  /** The built SPA (web/dist). Absent: bucket and distribution are created empty. */
  webDist?: string;
  /** Its value goes to the API in ORIGIN_VERIFY_HEADER; the API refuses requests without it. */
  originVerifySecret: ISecret;
  /** The AWS WAF web ACL (CLOUDFRONT scope, in us-east-1) in front of everything. */
  webAclArn: string;
}

/** The not-found copy of the app shell: S3 serves it for unknown paths, and the response function makes it a 404. */
export const NOT_FOUND_SHELL = '/404.html';

/**
 * Paths without a file extension are the app's: its own routes get the shell (index.html), any other
 * path the same shell under another name, answered 404 (SPA_NOT_FOUND_STATUS) while the app shows its
 * not-found page. Files are served as they are.
 */
const SPA_ROUTING = `var APP_ROUTE = new RegExp(${JSON.stringify(SPA_ROUTE_PATTERN)});
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = APP_ROUTE.test(request.uri) ? '/index.html' : '${NOT_FOUND_SHELL}';
  return request;
}`;

/** Unknown paths answer HTTP 404 (after the cache: the shell itself stays cached as 200). */
const SPA_NOT_FOUND_STATUS = `var APP_ROUTE = new RegExp(${JSON.stringify(SPA_ROUTE_PATTERN)});
function handler(event) {
  var uri = event.request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  var unknown = uri === '${NOT_FOUND_SHELL}' || (last.indexOf('.') === -1 && !APP_ROUTE.test(uri));
  var response = event.response;
  if (unknown && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;

/**
 * The browser calls /api/tasks on one origin; the HTTP API serves the route as /tasks. The client's
 * address as CloudFront saw it goes along in CLIENT_IP_HEADER, replacing whatever a client sent under
 * that name (X-Forwarded-For is the client's to write, so the API never reads it).
 */
const STRIP_API_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${API_BASE.length}) || '/';
  request.headers['${CLIENT_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * The SPA in a private bucket behind CloudFront (origin access control), and `/api/*` on the same
 * distribution going to the HTTP API, so the browser talks to one HTTPS origin with one set of
 * security headers.
 */
export class SpaHosting extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: SpaHostingProps) {
    super(scope, id);
    const { config } = props;
    const destroy = config.removalPolicy === RemovalPolicy.DESTROY;

    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(config.accessLogDays) }],
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroy,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging its own access would log forever.',
    });

    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroy,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'NagText: CSP, HSTS, no framing, no sniffing',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const spaRouting = new EdgeFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(SPA_ROUTING),
      runtime: FunctionRuntime.JS_2_0,
    });
    const spaNotFound = new EdgeFunction(this, 'SpaNotFoundStatus', {
      code: FunctionCode.fromInline(SPA_NOT_FOUND_STATUS),
      runtime: FunctionRuntime.JS_2_0,
    });
    const stripApiPrefix = new EdgeFunction(this, 'StripApiPrefix', {
      code: FunctionCode.fromInline(STRIP_API_PREFIX),
      runtime: FunctionRuntime.JS_2_0,
    });
    // https://<id>.execute-api.<region>.amazonaws.com -> the host name.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    // The secret rides as a CloudFormation dynamic reference: resolved at deploy, never in the template.
    const apiOrigin = new HttpOrigin(apiHost, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });
    // The public figure (GET /public/figure) is the same for everyone: cached for as long as its answer says (an
    // hour), keyed on nothing the viewer sends, so the API sees about one request an hour per edge location.
    const publicAnswers = new CachePolicy(this, 'PublicApiAnswers', {
      comment: 'Public API answers the same for everyone: as long as their Cache-Control says, at most a day',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `NagText ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      webAclId: props.webAclArn,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: spaNotFound, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
        compress: true,
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        [`${API_BASE}${serviceFigure.path}`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: publicAnswers,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: stripApiPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        [`${API_BASE}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent (Authorization, Stripe-Signature, the raw body) but Host, which
          // API Gateway checks against its own name.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: stripApiPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'NagText serves every country it can text; no geo restriction by design.' },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate is used until a custom domain is configured; its TLS policy cannot be raised without one. Viewers are redirected to HTTPS and HSTS is sent.',
      },
    );

    this.deployed = props.webDist !== undefined;
    if (props.webDist) {
      // Hashed build output can be cached for a year; the shell and other files must be revalidated.
      new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(props.webDist, { exclude: ['*', '!assets', '!assets/**'] })],
        destinationBucket: this.bucket,
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
      });
      new BucketDeployment(this, 'DeployShell', {
        sources: [
          Source.asset(props.webDist, { exclude: ['assets', 'assets/**'] }),
          Source.data(NOT_FOUND_SHELL.slice(1), readFileSync(join(props.webDist, 'index.html'), 'utf8')),
        ],
        destinationBucket: this.bucket,
        exclude: ['assets/*'],
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
      this.acknowledgeDeploymentProvider();
    }
  }

  /** BucketDeployment's handler is a CDK-managed singleton whose role and runtime we do not choose. */
  private acknowledgeDeploymentProvider(): void {
    const stack = Stack.of(this);
    const provider = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!provider) throw new Error('BucketDeployment provider not found');
    const site = stack.getLogicalId(this.bucket.node.defaultChild as CfnResource);
    const why =
      'CDK-managed BucketDeployment handler: copies the built SPA from the CDK asset bucket into the site bucket during deploy. Its role and runtime are generated by aws-cdk-lib.';
    Validations.of(provider).acknowledge(
      { id: 'AwsSolutions-L1', reason: why },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: why,
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: why,
      })),
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
        reason: why,
      },
      { id: `AwsSolutions-IAM5[Resource::<${site}.Arn>/*]`, reason: `${why} It writes only to this site bucket.` },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${why} The wildcard is CloudFront invalidation, which has no resource-level scoping beyond the account.`,
      },
    );
  }
}
