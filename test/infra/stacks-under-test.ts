import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import cdkJson from '../../cdk.json';
import { eventHandlers, type EventHandler } from '../../infra/events';
import { routes, type Route } from '../../infra/routes';
import { findProjectRoot } from '../../infra/bin/project-root';
import { stageConfig, type StageName } from '../../infra/constructs/stage-config';
import { EDGE_REGION, EdgeStack, webAclArnParameterName } from '../../infra/stacks/edge-stack';
import { StatefulStack } from '../../infra/stacks/stateful-stack';
import { StatelessStack } from '../../infra/stacks/stateless-stack';
import type { ContractName } from '../../shared/contracts';

export const projectRoot = findProjectRoot(__dirname);

export interface Build {
  app: App;
  stateful: StatefulStack;
  stateless: StatelessStack;
  edge: EdgeStack;
  statefulTemplate: Template;
  statelessTemplate: Template;
  edgeTemplate: Template;
}

export interface BuildOptions {
  stage?: StageName;
  /**
   * `real`: the route and event tables as they are, functions only for entries whose file exists
   * (what synth deploys today). `complete`: every route and event handler present, as it will be
   * once every issue is done, so each grant can be checked before its handler is written.
   */
  handlers?: 'real' | 'complete';
  withWeb?: boolean;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const completeRoutes = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, { ...route, handler: route.handler ?? `lambdas/handlers/api/${kebab(name)}.ts` }]),
) as Record<ContractName, Route>;

/** A stand-in for web/dist: a shell and one hashed asset. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nagtext-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** Both stacks of one stage, bundling skipped (synth bundles for real), with the context cdk.json gives the CLI. */
export function buildStacks(options: BuildOptions = {}): Build {
  const app = new App({ context: { ...cdkJson.context, stage: options.stage ?? 'dev' } });
  const config = stageConfig(options.stage ?? 'dev');
  const complete = options.handlers === 'complete';
  const stateful = new StatefulStack(app, `NagText-${config.stage}-Stateful`, { config });
  const edge = new EdgeStack(app, `NagText-${config.stage}-Edge`, { config, env: { region: EDGE_REGION } });
  const stateless = new StatelessStack(app, `NagText-${config.stage}-Stateless`, {
    config,
    stateful,
    projectRoot,
    bundling: 'none',
    webDist: options.withWeb ? fakeWebDist() : undefined,
    routes: complete ? completeRoutes : routes,
    events: eventHandlers as Record<string, EventHandler>,
    entryExists: complete ? () => true : undefined,
    edge: { webAclArnParameterName: webAclArnParameterName(config) },
  });
  stateless.addStackDependency(edge);
  return {
    app,
    stateful,
    stateless,
    edge,
    statefulTemplate: Template.fromStack(stateful),
    statelessTemplate: Template.fromStack(stateless),
    edgeTemplate: Template.fromStack(edge),
  };
}

/** The CloudFormation logical id of a construct (or of its default child). */
export function logicalId(construct: IConstruct): string {
  const resource = (construct.node.defaultChild ?? construct) as CfnResource;
  return resource.stack.getLogicalId(resource);
}
