import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { contracts } from '#shared/contracts';
import {
  eventHandlers as defaultEventHandlers,
  type EventHandler,
  type EventSource,
  type ScheduleQueue,
} from '#shared/runtime/event-handlers';
import { permissionsFor, type GrantTargets } from '../grants';
import { routes as defaultRoutes, type Route } from '#shared/runtime/routes';
import {
  API_AUTHORIZATION,
  ApiRoutesStack,
  acknowledgeScheduleWildcard,
  type ApiRoute,
  type RouteContract,
} from './api-routes-stack';
import { ROUTE_SHARDS, routesByShard } from './route-shards';
import { EdgeWebAcl } from '../constructs/edge-web-acl';
import { HandlerFunction, type BundlingMode } from '../constructs/handler-function';
import { NagTextHttpApi } from '../constructs/http-api';
import { Monitoring } from '../constructs/monitoring';
import { powertoolsEnvironment } from '../constructs/business-metrics';
import { lambdaAliases } from '../constructs/lambda-bundling';
import { SendPipeline } from '../constructs/send-pipeline';
import { SpaHosting } from '../constructs/spa-hosting';
import type { StageConfig } from '../constructs/stage-config';
import type { StatefulStack } from './stateful-stack';

export interface StatelessStackProps extends StackProps {
  config: StageConfig;
  stateful: StatefulStack;
  projectRoot: string;
  /** `esbuild` for every real synth; `none` only in the infra unit tests. */
  bundling: BundlingMode;
  /** The built SPA to upload (web/dist), when there is one. */
  webDist?: string;
  /** Where the edge stack (us-east-1) published the CloudFront web ACL's ARN. */
  edge: { webAclArnParameterName: string };
  /** Defaults to THE route table; tests pass variants. */
  routes?: Record<string, Route>;
  /** Where each route is served, by route name; defaults to the contracts (tests add made-up routes with theirs). */
  contracts?: Record<string, RouteContract>;
  /** Defaults to the event handler table. */
  events?: Record<string, EventHandler>;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A route or event handler whose entry file is not there: a typo must fail the synth, never deploy an API without it. */
export class MissingHandlerError extends Error {
  constructor(what: string, entry: string) {
    super(`The ${what} names ${entry}, which does not exist`);
  }
}

/** A route with no contract to say where it is served. */
export class MissingContractError extends Error {
  constructor(name: string) {
    super(`The route ${name} has no contract (method and path)`);
  }
}

/**
 * Everything redeployable: the HTTP API with one function per route-table entry (each route's function, route,
 * integration, permission and alarm in one of the ApiRoutes nested stacks, so the route table can grow without this
 * stack growing), the event handlers on their queue and topics, the send pipeline and scheduler role, the SPA behind
 * CloudFront, and the alarms and dashboard. Nothing here is declared per route by hand.
 */
export class StatelessStack extends Stack {
  /** Every route's function, wherever it lives (each in its ApiRoutes nested stack). */
  readonly apiFunctions: Record<string, HandlerFunction> = {};
  /** The nested stacks holding the routes, by shard. */
  readonly apiRouteStacks: ApiRoutesStack[] = [];
  readonly eventFunctions: Record<string, HandlerFunction> = {};
  readonly httpApi: NagTextHttpApi;
  readonly sendPipeline: SendPipeline;
  readonly hosting: SpaHosting;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;
    const routeTable = props.routes ?? defaultRoutes;
    const eventTable: Record<string, EventHandler> = props.events ?? defaultEventHandlers;
    const entryExists = (entry: string) => existsSync(join(props.projectRoot, entry));
    const apiAlarms: Record<string, IAlarm> = {};

    this.sendPipeline = new SendPipeline(this, 'SendPipeline', { config, sendTimeout: config.eventFunction.timeout });
    this.httpApi = new NagTextHttpApi(this, 'Http', { config });
    const webAcl = new EdgeWebAcl(this, 'WebAcl', { config, parameterName: props.edge.webAclArnParameterName });
    this.hosting = new SpaHosting(this, 'Web', {
      config,
      api: this.httpApi.api,
      webDist: props.webDist,
      originVerifySecret: stateful.originVerifySecret,
      webAclArn: webAcl.arn,
    });

    const targets: GrantTargets = {
      stage: config.stage,
      dataTable: stateful.dataTable,
      authTable: stateful.authTable,
      jwtSecretArn: stateful.jwtSecret.secretArn,
      stripeSecretArn: stateful.stripeSecret.secretArn,
      stripeWebhookSecretArn: stateful.stripeWebhookSecret.secretArn,
      sms: {
        originationIdentityArn: StringParameter.valueForStringParameter(
          this,
          stateful.sms.originationIdentityParameterName,
        ),
        callbackNumber: StringParameter.valueForStringParameter(this, stateful.sms.callbackNumberParameterName),
        configurationSetName: stateful.sms.configurationSetName,
        configurationSetArn: stateful.sms.configurationSet.attrArn,
        optOutListArn: stateful.sms.optOutList.attrArn,
        optOutListName: stateful.sms.optOutListName,
      },
      email: {
        fromAddress: StringParameter.valueForStringParameter(this, stateful.email.fromAddressParameterName),
        identityArn: this.formatArn({
          service: 'ses',
          resource: 'identity',
          resourceName: StringParameter.valueForStringParameter(this, stateful.email.identityParameterName),
        }),
        configurationSetName: stateful.email.configurationSetName,
        configurationSetArn: this.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: stateful.email.configurationSetName,
        }),
      },
      schedules: {
        groupName: this.sendPipeline.scheduleGroup.scheduleGroupName,
        scheduleArnPattern: this.sendPipeline.scheduleArnPattern,
        schedulerRoleArn: this.sendPipeline.schedulerRole.roleArn,
        sendQueueArn: this.sendPipeline.queue.queueArn,
        sendDeadLetterQueueArn: this.sendPipeline.deadLetterQueue.queueArn,
        recoveryQueueArn: this.sendPipeline.recoveryQueue.queueArn,
        recoveryDeadLetterQueueArn: this.sendPipeline.recoveryDeadLetterQueue.queueArn,
      },
      appBaseUrl: `https://${this.hosting.distribution.distributionDomainName}`,
      originVerifySecretArn: stateful.originVerifySecret.secretArn,
      smsPolicy: {
        allowedCountries: config.smsAllowedCountries,
        codeTextsPerMinute: config.smsCodeTextsPerMinute,
        maxPerSecond: config.smsMaxPerSecond,
      },
      textingBudget: config.textingBudget,
      escalationCaps: config.escalationCaps,
      recoveryWaitHours: config.recoveryWaitHours,
    };

    // Made once for all the stage's functions (it writes the phone metadata cut to the stage's countries).
    const aliases = props.bundling === 'esbuild' ? lambdaAliases(props.projectRoot, config.smsAllowedCountries) : {};
    // The route functions, in nested stacks by the hash of their names (route-shards.ts): a route adds nothing here.
    const contractTable: Record<string, RouteContract> = props.contracts ?? contracts;
    const apiRoutes = Object.entries(routeTable).map(([name, route]): ApiRoute => {
      if (!entryExists(route.handler)) throw new MissingHandlerError(`route ${name}`, route.handler);
      const contract = contractTable[name];
      if (!contract) throw new MissingContractError(name);
      return { name, route, contract };
    });
    for (const [shard, group] of routesByShard(Object.fromEntries(apiRoutes.map((r) => [r.name, r])))) {
      const stack = new ApiRoutesStack(this, `ApiRoutes${shard}`, {
        description: `NagText ${config.stage}: API routes of shard ${shard} of ${ROUTE_SHARDS} (infra/stacks/route-shards.ts)`,
        config,
        routes: group.map(([, route]) => route),
        httpApi: this.httpApi,
        targets,
        projectRoot: props.projectRoot,
        bundling: props.bundling,
        aliases,
        alarmTopic: stateful.alarmTopic,
      });
      // The stage's route throttles name route keys, which must exist before it.
      this.httpApi.stage.node.addDependency(stack);
      this.apiRouteStacks.push(stack);
      Object.assign(this.apiFunctions, stack.functions);
      Object.assign(apiAlarms, stack.alarms);
    }
    Validations.of(this.httpApi.api).acknowledge({ id: 'AwsSolutions-APIG4', reason: API_AUTHORIZATION });

    const deadLetterQueues: Record<string, IQueue> = {
      send: this.sendPipeline.deadLetterQueue,
      recovery: this.sendPipeline.recoveryDeadLetterQueue,
    };
    const queues: Record<ScheduleQueue, IQueue> = {
      sendQueue: this.sendPipeline.queue,
      recoveryQueue: this.sendPipeline.recoveryQueue,
    };
    const topics: Record<Exclude<EventSource, ScheduleQueue>, ITopic> = {
      inboundSmsTopic: stateful.sms.inboundTopic,
      deliveryReceiptTopic: stateful.sms.deliveryReceiptTopic,
      emailFeedbackTopic: stateful.email.feedbackTopic,
    };
    for (const [name, event] of Object.entries(eventTable)) {
      if (!entryExists(event.handler)) throw new MissingHandlerError(`event handler ${name}`, event.handler);
      const fn = new HandlerFunction(this, `Event${pascal(name)}`, {
        entry: event.handler,
        projectRoot: props.projectRoot,
        bundling: props.bundling,
        aliases,
        permissions: permissionsFor(event, targets),
        observability: powertoolsEnvironment(config),
        memorySize: config.eventFunction.memorySize,
        timeout: config.eventFunction.timeout,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
        description: `${name} (${event.source})`,
      });
      if (event.access.scheduler) acknowledgeScheduleWildcard(fn, this.sendPipeline.scheduleGroup.scheduleGroupName);
      if (event.source === 'sendQueue' || event.source === 'recoveryQueue') {
        fn.fn.addEventSource(
          new SqsEventSource(queues[event.source], {
            batchSize: 1,
            // The send budget's pace applies to the send queue; a recovery's wait end is rare.
            ...(event.source === 'sendQueue' ? { maxConcurrency: config.sendMaxConcurrency } : {}),
            reportBatchItemFailures: true,
          }),
        );
      } else {
        const source = event.source;
        // A topic invokes asynchronously: failed deliveries and failed invocations both land in one DLQ.
        const dlq = new Queue(this, `Event${pascal(name)}DeadLetters`, {
          queueName: `${config.prefix}${name}-dlq`,
          retentionPeriod: Duration.days(14),
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          removalPolicy: config.removalPolicy,
        });
        Validations.of(dlq).acknowledge({
          id: 'AwsSolutions-SQS3',
          reason: 'This queue is itself a dead-letter queue (alarmed).',
        });
        fn.fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(dlq) });
        topics[source].addSubscription(new LambdaSubscription(fn.fn, { deadLetterQueue: dlq }));
        deadLetterQueues[name] = dlq;
      }
      this.eventFunctions[name] = fn;
    }
    Validations.of(this.sendPipeline.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is the send queue's dead-letter queue (alarmed).",
    });
    Validations.of(this.sendPipeline.recoveryDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is the recovery queue's dead-letter queue (alarmed).",
    });

    new Monitoring(this, 'Monitoring', {
      config,
      alarmTopic: stateful.alarmTopic,
      api: this.httpApi.api,
      sendQueue: this.sendPipeline.queue,
      deadLetterQueues,
      functionAlarms: apiAlarms,
      functions: Object.fromEntries(
        [...Object.entries(this.apiFunctions), ...Object.entries(this.eventFunctions)].map(([name, fn]) => [
          name,
          fn.fn,
        ]),
      ),
    });

    new CfnOutput(this, 'Url', { value: targets.appBaseUrl, description: 'The app (and /api/...)' });
    new CfnOutput(this, 'StripeWebhookUrl', { value: `${targets.appBaseUrl}/api${contracts.stripeWebhook.path}` });
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.api.apiEndpoint });
    new CfnOutput(this, 'SiteBucketName', { value: this.hosting.bucket.bucketName });
  }
}
