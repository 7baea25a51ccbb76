import { NestedStack, Validations, type NestedStackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { Contract } from '#shared/contracts';
import type { Route } from '#shared/runtime/routes';
import { permissionsFor, type GrantTargets } from '../grants';
import { HandlerFunction, type BundlingMode } from '../constructs/handler-function';
import type { NagTextHttpApi } from '../constructs/http-api';
import { powertoolsEnvironment } from '../constructs/business-metrics';
import { alarmFunctionFailing } from '../constructs/monitoring';
import type { StageConfig } from '../constructs/stage-config';

/** What the stacks read of a contract: where it is served. */
export type RouteContract = Pick<Contract, 'method' | 'path' | 'answersHead'>;

export interface ApiRoute {
  name: string;
  route: Route;
  contract: RouteContract;
}

export interface ApiRoutesStackProps extends NestedStackProps {
  config: StageConfig;
  routes: ApiRoute[];
  /** The one HTTP API of the stage (in the parent stack): its id reaches this stack as a parameter CDK adds. */
  httpApi: NagTextHttpApi;
  targets: GrantTargets;
  projectRoot: string;
  bundling: BundlingMode;
  aliases: Record<string, string>;
  alarmTopic: ITopic;
}

/** Why no route has an API Gateway authorizer (cdk-nag's APIG4), on the API and on every route. */
export const API_AUTHORIZATION =
  'Authorization happens in every function, by the auth level of its line in shared/runtime/routes.ts: the token is verified and the account re-read on each request, so deactivation and role changes apply at once (an API Gateway JWT authorizer could not). Public routes are public by design.';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A share of the API's routes (route-shards.ts says which): for each, its function (with its own role, policy and
 * log group), its route and integration on the stage's HTTP API, the permission for API Gateway to invoke it, and its
 * errors-or-throttles alarm. Everything a route adds lives here, so the parent stack does not grow with the table.
 */
export class ApiRoutesStack extends NestedStack {
  readonly functions: Record<string, HandlerFunction> = {};
  readonly alarms: Record<string, IAlarm> = {};

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    const { config } = props;
    for (const { name, route, contract } of props.routes) {
      const fn = new HandlerFunction(this, `Route${pascal(name)}`, {
        entry: route.handler,
        projectRoot: props.projectRoot,
        bundling: props.bundling,
        aliases: props.aliases,
        permissions: permissionsFor(route, props.targets),
        observability: powertoolsEnvironment(config),
        memorySize: config.apiFunction.memorySize,
        timeout: config.apiFunction.timeout,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
        description: `${contract.method} ${contract.path} (${route.auth}) [${name}]`,
      });
      if (route.access.scheduler) acknowledgeScheduleWildcard(fn, props.targets.schedules.groupName);
      // A GET that answers HEAD (the calendar feed) gets that route too, to the same function and throttle.
      const methods = contract.answersHead ? [contract.method, 'HEAD' as const] : [contract.method];
      const integration = new HttpLambdaIntegration(`${pascal(name)}Integration`, fn.fn);
      for (const method of methods) {
        const httpRoute = new HttpRoute(this, `${method}${contract.path}`, {
          httpApi: props.httpApi.api,
          routeKey: HttpRouteKey.with(contract.path, HttpMethod[method]),
          integration,
        });
        Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: API_AUTHORIZATION });
        if (route.throttle) props.httpApi.throttleRoute(`${method} ${contract.path}`, route.throttle);
      }
      this.functions[name] = fn;
      this.alarms[name] = alarmFunctionFailing(this, `${name}Failing`, name, fn.fn, props.alarmTopic);
    }
  }
}

/** Schedule names are made per reminder at run time, so the grant is every schedule of this stage's group. */
export function acknowledgeScheduleWildcard(fn: HandlerFunction, scheduleGroupName: string): void {
  Validations.of(fn.role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${scheduleGroupName}/*]`,
    reason:
      "Schedules are created per reminder with names made at run time; the grant is limited to this stage's schedule group.",
  });
}
