import { CfnStage, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/**
 * The HTTP API with no routes of its own: the stateless stack adds one per route-table entry. The
 * `$default` stage is throttled and writes access logs.
 */
export class NagTextHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: { config: StageConfig }) {
    super(scope, id);
    const { config } = props;
    this.api = new HttpApi(this, 'Api', {
      apiName: `${config.prefix}api`,
      description: 'NagText API (browsers reach it through CloudFront under /api)',
      createDefaultStage: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs) },
    });
  }

  /**
   * A route's own throttle ("POST /auth/admin/login"), tighter than the stage's; the L2 stage has no setting for
   * it. RouteSettings is raw JSON to CloudFormation, so its keys are written as CloudFormation spells them.
   */
  throttleRoute(routeKey: string, throttle: { rateLimit: number; burstLimit: number }): void {
    this.routeThrottles[routeKey] = {
      ThrottlingRateLimit: throttle.rateLimit,
      ThrottlingBurstLimit: throttle.burstLimit,
    };
    (this.stage.node.defaultChild as CfnStage).routeSettings = this.routeThrottles;
  }

  private readonly routeThrottles: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
}
