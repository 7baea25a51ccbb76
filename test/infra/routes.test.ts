import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eventHandlers } from '#shared/runtime/event-handlers';
import { routes } from '#shared/runtime/routes';
import { contracts, type ContractName } from '#shared/contracts';
import { MissingContractError, MissingHandlerError } from '../../infra/stacks/stateless-stack';
import { buildStacks, logicalId, projectRoot, type Build } from './stacks-under-test';

const routeKey = (name: ContractName) => `${contracts[name].method} ${contracts[name].path}`;
/** A contract's route keys: its method's, and HEAD's beside a GET that answers it (the calendar feed). */
const routeKeysOf = (name: ContractName): string[] => {
  const contract: { method: string; path: string; answersHead?: true } = contracts[name];
  return contract.answersHead ? [routeKey(name), `HEAD ${contract.path}`] : [routeKey(name)];
};

/** Route keys across the stateless stack and its nested stacks (the routes live in the ApiRoutes ones). */
function exposedRoutes(build: Build): string[] {
  return build.statelessTemplates
    .flatMap((template) => Object.values(template.findResources('AWS::ApiGatewayV2::Route')))
    .map((route) => route.Properties.RouteKey as string)
    .sort();
}

/** Lambda functions that are ours, leaving out the handlers aws-cdk-lib adds for its own custom resources. */
function functionIds(build: Build): string[] {
  const cdkProviders =
    /^(CustomS3AutoDeleteObjectsCustomResourceProvider|CustomCDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287)/;
  return build.statelessTemplates
    .flatMap((template) => Object.keys(template.findResources('AWS::Lambda::Function')))
    .filter((id) => !cdkProviders.test(id))
    .sort();
}

describe('the API is the route table', () => {
  test('every route and event handler names an entry file that exists', () => {
    const entries = [...Object.values(routes), ...Object.values(eventHandlers)].map((entry) => entry.handler);
    expect(entries.filter((entry) => !existsSync(join(projectRoot, entry)))).toEqual([]);
  });

  test('a misspelt handler path fails the synth rather than deploying an API without that route', () => {
    const misspelt = { ...routes, login: { ...routes.login, handler: 'lambdas/handlers/api/log-in.ts' } };
    expect(() => buildStacks({ routes: misspelt })).toThrow(MissingHandlerError);
    expect(() => buildStacks({ routes: misspelt })).toThrow(
      'The route login names lambdas/handlers/api/log-in.ts, which does not exist',
    );
  });

  test('a route without a contract (no method or path) fails the synth', () => {
    expect(() => buildStacks({ routes: { ...routes, madeUp: routes.login } })).toThrow(MissingContractError);
    expect(() => buildStacks({ routes: { ...routes, madeUp: routes.login } })).toThrow(
      'The route madeUp has no contract (method and path)',
    );
  });

  test('one function per route and per event handler, and nothing else of ours', () => {
    const build = buildStacks();
    const ours = [...Object.values(build.stateless.apiFunctions), ...Object.values(build.stateless.eventFunctions)].map(
      (fn) => logicalId(fn.fn),
    );
    expect(functionIds(build)).toEqual(ours.sort());
  });

  test('every contract gets its function and exactly its method and path, wired to that function', () => {
    const build = buildStacks();
    const names = Object.keys(contracts) as ContractName[];
    expect(Object.keys(build.stateless.apiFunctions).sort()).toEqual([...names].sort());
    expect(exposedRoutes(build)).toEqual(names.flatMap(routeKeysOf).sort());

    for (const [name, key] of names.flatMap((n) => routeKeysOf(n).map((k) => [n, k] as const))) {
      // The route, its integration and its function are in one stack (an ApiRoutes nested stack).
      const template = build.templateOf(build.stateless.apiFunctions[name]!.fn).toJSON();
      const integrations = template.Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
      const route = Object.values(integrations).find(
        (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === key,
      )!;
      const target = JSON.stringify(route.Properties.Target);
      const integrationId = /"([A-Za-z0-9]+Integration[A-Za-z0-9]*)"/.exec(target)![1]!;
      const integration = integrations[integrationId]!;
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(
        logicalId(build.stateless.apiFunctions[name]!.fn),
      );
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      // The one HTTP API of the stage, handed to the nested stack by its parent.
      expect(route.Properties.ApiId).toEqual({ Ref: logicalId(build.stateless.httpApi.api) });
      expect(integration.Properties.ApiId).toEqual({ Ref: logicalId(build.stateless.httpApi.api) });
      // API Gateway may invoke the function, from this API only.
      const permission = Object.values(integrations).find(
        (r) =>
          r.Type === 'AWS::Lambda::Permission' &&
          JSON.stringify(r.Properties.FunctionName).includes(logicalId(build.stateless.apiFunctions[name]!.fn)),
      );
      expect(JSON.stringify(permission?.Properties.SourceArn)).toContain(logicalId(build.stateless.httpApi.api));
    }
    expect(Object.keys(build.stateless.eventFunctions).sort()).toEqual(Object.keys(eventHandlers).sort());
  });

  test('functions: Node 22 on arm64, a log group with retention, no Node options (stacks are mapped when logged), no managed policies', () => {
    const build = buildStacks();
    const fns = [...Object.values(build.stateless.apiFunctions), ...Object.values(build.stateless.eventFunctions)];
    for (const fn of fns) {
      const template = build.templateOf(fn.fn);
      template.hasResource('AWS::Lambda::Function', {
        Properties: {
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          LoggingConfig: { LogGroup: { Ref: logicalId(fn.logGroup) } },
        },
      });
      const resources = template.toJSON().Resources;
      expect(resources[logicalId(fn.fn)].Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      expect(resources[logicalId(fn.logGroup)].Properties.RetentionInDays).toBe(7);
      expect(resources[logicalId(fn.role)].Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  test('the API stage is throttled and logged', () => {
    const build = buildStacks();
    build.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [logicalId(build.stateless.httpApi.accessLogs), 'Arn'] } },
    });
  });

  test('the stage is made after every nested stack of routes: its throttles name their route keys', () => {
    const build = buildStacks();
    const [stage] = Object.values(build.statelessTemplate.findResources('AWS::ApiGatewayV2::Stage'));
    expect(build.stateless.apiRouteStacks.length).toBeGreaterThan(1);
    for (const nested of build.stateless.apiRouteStacks)
      expect(stage!.DependsOn).toContain(logicalId(nested.nestedStackResource!));
  });

  test('the admin log-in (password hashing), the public calendar feed (GET and HEAD) and the public figure have tighter throttles of their own, and only they', () => {
    const build = buildStacks();
    const stages = Object.values(build.statelessTemplate.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages.map((stage) => stage.Properties.RouteSettings)).toEqual([
      {
        'POST /auth/admin/login': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
        'GET /calendar/{feedToken}': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
        'HEAD /calendar/{feedToken}': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
        'GET /public/figure': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      },
    ]);
  });
});
