import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { contracts, type ContractName } from '#shared/contracts';
import {
  eventHandlers as defaultEventHandlers,
  type EventHandler,
  type EventSource,
} from '#shared/runtime/event-handlers';
import { permissionsFor, type GrantTargets } from '../grants';
import { routes as defaultRoutes, type Route } from '#shared/runtime/routes';
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
  routes?: Record<ContractName, Route>;
  /** Defaults to the event handler table. */
  events?: Record<string, EventHandler>;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Everything redeployable: the HTTP API with one function per route-table entry,
 * the event handlers on their queue and topics, the send pipeline and scheduler role, the SPA behind
 * CloudFront, and the alarms. Nothing here is declared per route by hand.
 */
/** A route or event handler whose entry file is not there: a typo must fail the synth, never deploy an API without it. */
export class MissingHandlerError extends Error {
  constructor(what: string, entry: string) {
    super(`The ${what} names ${entry}, which does not exist`);
  }
}

export class StatelessStack extends Stack {
  readonly apiFunctions: Record<string, HandlerFunction> = {};
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
    };

    // Made once for all the stage's functions (it writes the phone metadata cut to the stage's countries).
    const aliases = props.bundling === 'esbuild' ? lambdaAliases(props.projectRoot, config.smsAllowedCountries) : {};
    for (const [name, route] of Object.entries(routeTable) as [ContractName, Route][]) {
      if (!entryExists(route.handler)) throw new MissingHandlerError(`route ${name}`, route.handler);
      const contract = contracts[name];
      const fn = new HandlerFunction(this, `Route${pascal(name)}`, {
        entry: route.handler,
        projectRoot: props.projectRoot,
        bundling: props.bundling,
        aliases,
        permissions: permissionsFor(route, targets),
        observability: powertoolsEnvironment(config),
        memorySize: config.apiFunction.memorySize,
        timeout: config.apiFunction.timeout,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
        description: `${contract.method} ${contract.path} (${route.auth}) [${name}]`,
      });
      this.acknowledgeScheduleWildcard(fn, route.access.scheduler);
      // A GET that answers HEAD (the calendar feed) gets that route too, to the same function and throttle.
      const methods =
        'answersHead' in contract && contract.answersHead ? [contract.method, 'HEAD' as const] : [contract.method];
      this.httpApi.api.addRoutes({
        path: contract.path,
        methods: methods.map((method) => HttpMethod[method]),
        integration: new HttpLambdaIntegration(`${pascal(name)}Integration`, fn.fn),
      });
      this.apiFunctions[name] = fn;
      for (const method of methods)
        if (route.throttle) this.httpApi.throttleRoute(`${method} ${contract.path}`, route.throttle);
    }
    Validations.of(this.httpApi.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization happens in every function, by the auth level of its line in shared/runtime/routes.ts: the token is verified and the account re-read on each request, so deactivation and role changes apply at once (an API Gateway JWT authorizer could not). Public routes are public by design.',
    });

    const deadLetterQueues: Record<string, IQueue> = { send: this.sendPipeline.deadLetterQueue };
    const topics: Record<Exclude<EventSource, 'sendQueue'>, ITopic> = {
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
      this.acknowledgeScheduleWildcard(fn, event.access.scheduler);
      if (event.source === 'sendQueue') {
        fn.fn.addEventSource(
          new SqsEventSource(this.sendPipeline.queue, {
            batchSize: 1,
            maxConcurrency: config.sendMaxConcurrency,
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

    new Monitoring(this, 'Monitoring', {
      config,
      alarmTopic: stateful.alarmTopic,
      api: this.httpApi.api,
      sendQueue: this.sendPipeline.queue,
      deadLetterQueues,
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

  /** Schedule names are made per reminder at run time, so the grant is every schedule of this stage's group. */
  private acknowledgeScheduleWildcard(fn: HandlerFunction, scheduler: true | undefined): void {
    if (!scheduler) return;
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.sendPipeline.scheduleGroup.scheduleGroupName}/*]`,
      reason:
        "Schedules are created per reminder with names made at run time; the grant is limited to this stage's schedule group.",
    });
  }
}
