import type { HandlerFunction } from '../../infra/constructs/handler-function';
import { logicalId, type Build } from './stacks-under-test';

export interface Grant {
  sid?: string;
  actions: string[];
  /** Resources named after what they are: DataTable, DataTable/index/gsi1, AuthTable, JwtSecret, ... */
  resources: string[];
  condition?: unknown;
}

const toArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Names a policy resource by the construct it points at (ARNs are tokens until deploy). */
export function resourceName(resource: unknown, build: Build): string {
  const json = JSON.stringify(resource);
  const index = /\/index\/([A-Za-z0-9_-]+)/.exec(json);
  const known: [string, string][] = [
    ['DataTable', 'DataTable'],
    ['AuthTable', 'AuthTable'],
    ['JwtSecret', 'JwtSecret'],
    ['StripeSecretKey', 'StripeSecretKey'],
    ['StripeWebhookSecret', 'StripeWebhookSecret'],
    ['OriginVerifySecret', 'OriginVerifySecret'],
    ['originationidentity', 'OriginationIdentity'],
    ['SmsConfigurationSet', 'ConfigurationSet'],
    ['SmsOptOutList', 'OptOutList'],
    // SES: the identity (an SSM parameter's value) and the configuration set, by formatted ARN.
    ['emailidentity', 'EmailIdentity'],
    [':configuration-set/', 'EmailConfigurationSet'],
    [':schedule/', 'Schedules'],
    [logicalId(build.stateless.sendPipeline.schedulerRole), 'SchedulerRole'],
    [logicalId(build.stateless.sendPipeline.deadLetterQueue), 'SendDeadLetters'],
    [logicalId(build.stateless.sendPipeline.queue), 'SendQueue'],
    [logicalId(build.stateless.sendPipeline.recoveryDeadLetterQueue), 'RecoveryDeadLetters'],
    [logicalId(build.stateless.sendPipeline.recoveryQueue), 'RecoveryQueue'],
  ];
  const hit = known.find(([needle]) => json.includes(needle));
  if (!hit) return json;
  return index ? `${hit[1]}/index/${index[1]}` : hit[1];
}

/** Every statement of the policies attached to a function's role (in the stack it lives in), with resources named. */
export function grantsOf(build: Build, fn: HandlerFunction): Grant[] {
  const roleId = logicalId(fn.role);
  const policies = build.templateOf(fn.role).findResources('AWS::IAM::Policy');
  const ownLogs = logicalId(fn.logGroup);
  return Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[])
    .map((statement) => ({
      sid: statement.Sid as string | undefined,
      actions: toArray(statement.Action as string | string[]),
      resources: toArray(statement.Resource).map((r) =>
        JSON.stringify(r).includes(ownLogs) ? 'OwnLogs' : resourceName(r, build),
      ),
      condition: statement.Condition,
    }));
}

/** "action on resource" pairs, for set-like assertions. */
export function permissionPairs(grants: Grant[]): string[] {
  return grants.flatMap((g) => g.actions.flatMap((a) => g.resources.map((r) => `${a} ${r}`))).sort();
}

/** The function's environment variables, resolved values as JSON where they are tokens. */
export function environmentOf(build: Build, fn: HandlerFunction): Record<string, unknown> {
  const resource = build.templateOf(fn.fn).toJSON().Resources[logicalId(fn.fn)];
  return resource.Properties.Environment?.Variables ?? {};
}
