import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import cdkJson from '../../cdk.json';
import { contracts } from '#shared/contracts';
import { eventHandlers, type EventHandler } from '#shared/runtime/event-handlers';
import { routes, type Route } from '#shared/runtime/routes';
import { findProjectRoot } from '../../infra/bin/project-root';
import { stageConfig, type StageName } from '../../infra/constructs/stage-config';
import type { RouteContract } from '../../infra/stacks/api-routes-stack';
import { EDGE_REGION, EdgeStack, webAclArnParameterName } from '../../infra/stacks/edge-stack';
import { ROUTE_SHARDS } from '../../infra/stacks/route-shards';
import {
  CLOUDFORMATION_RESOURCE_LIMIT,
  STACK_RESOURCE_BUDGET,
  resourcesPerStack,
  type StackResources,
} from '../../infra/stacks/stack-resources';
import { StatefulStack } from '../../infra/stacks/stateful-stack';
import { StatelessStack } from '../../infra/stacks/stateless-stack';

/**
 * `npm run bench`, stacks part: the resources of every CloudFormation stack of each stage (top-level and nested),
 * against the budget, and what one more route costs, measured (the table plus one made-up route, less the table).
 * Synthesized as the infra tests do, without bundling: bundling changes the functions' code, not their resources.
 */
let synths = 0;
function synth(
  stage: StageName,
  webDist: string,
  extra?: { routes: Record<string, Route>; contracts: Record<string, RouteContract> },
): StackResources[] {
  // Each synth's cloud assembly beside the stand-in web/dist, in the report's scratch folder (removed at its end).
  const app = new App({
    outdir: join(dirname(webDist), `cdk.out-${++synths}`),
    context: { ...cdkJson.context, stage },
  });
  const config = stageConfig(stage);
  const stateful = new StatefulStack(app, `NagText-${stage}-Stateful`, { config });
  const edge = new EdgeStack(app, `NagText-${stage}-Edge`, { config, env: { region: EDGE_REGION } });
  const stateless = new StatelessStack(app, `NagText-${stage}-Stateless`, {
    config,
    stateful,
    projectRoot: findProjectRoot(process.cwd()),
    bundling: 'none',
    webDist,
    routes: extra?.routes ?? routes,
    contracts: extra?.contracts,
    events: eventHandlers as Record<string, EventHandler>,
    edge: { webAclArnParameterName: webAclArnParameterName(config) },
  });
  stateless.addStackDependency(edge);
  return resourcesPerStack(app);
}

const total = (stacks: StackResources[]) => stacks.reduce((sum, stack) => sum + stack.resources, 0);

export function runStackResourcesReport(): void {
  // The SPA's upload adds its own resources: synthesize with a stand-in for web/dist, as deployed.
  const scratch = mkdtempSync(join(tmpdir(), 'nagtext-bench-stacks-'));
  const webDist = join(scratch, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  try {
    console.log(
      `\nCloudFormation stacks: resources per stack (budget ${STACK_RESOURCE_BUDGET}, CloudFormation's limit ${CLOUDFORMATION_RESOURCE_LIMIT}); ${Object.keys(routes).length} routes over ${ROUTE_SHARDS} nested stacks by name hash`,
    );
    for (const stage of ['dev', 'prod'] as const) {
      const stacks = synth(stage, webDist);
      for (const stack of stacks) {
        const flag = stack.resources > STACK_RESOURCE_BUDGET ? '  OVER BUDGET' : '';
        console.log(
          `  ${(stack.nested ? '  ' : '') + stack.path}`.padEnd(44) + `${stack.resources}`.padStart(5) + flag,
        );
      }
      console.log(`  ${stage}: ${total(stacks)} resources in ${stacks.length} stacks`);
    }
    const { login } = routes;
    const plusOne = synth('dev', webDist, {
      routes: { ...routes, benchMadeUpRoute: login },
      contracts: { ...contracts, benchMadeUpRoute: { ...contracts.login, path: '/bench/made-up' } },
    });
    console.log(
      `  one more route costs ${total(plusOne) - total(synth('dev', webDist))} resources (in its nested stack)`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
