import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import cdkJson from '../../cdk.json';
import { eventHandlers, type EventHandler } from '#shared/runtime/event-handlers';
import { routes, type Route } from '#shared/runtime/routes';
import { findProjectRoot } from '../../infra/bin/project-root';
import { stageConfig, type StageName } from '../../infra/constructs/stage-config';
import { EDGE_REGION, EdgeStack, webAclArnParameterName } from '../../infra/stacks/edge-stack';
import { StatefulStack } from '../../infra/stacks/stateful-stack';
import { StatelessStack } from '../../infra/stacks/stateless-stack';
import type { RouteContract } from '../../infra/stacks/api-routes-stack';

export const projectRoot = findProjectRoot(__dirname);

export interface Build {
  app: App;
  stateful: StatefulStack;
  stateless: StatelessStack;
  edge: EdgeStack;
  statefulTemplate: Template;
  /** The stateless stack's own template: the API, the event handlers, hosting, monitoring, and its nested stacks. */
  statelessTemplate: Template;
  edgeTemplate: Template;
  /** The stateless stack's template, then each of its nested stacks' (the API routes), resolved (templateOf). */
  statelessTemplates: Template[];
  /** The template of the stack a construct lives in (a route's function: its ApiRoutes nested stack), resolved. */
  templateOf: (construct: IConstruct) => Template;
}

export interface BuildOptions {
  stage?: StageName;
  /** `-c smsMaxPerSecond=N`. */
  smsMaxPerSecond?: number;
  /** The route table to build from; the real one unless given (a test of what synth does with a bad entry). */
  routes?: Record<string, Route>;
  /** Where each route is served, for routes the contracts do not have (made-up routes of a growth test). */
  contracts?: Record<string, RouteContract>;
  withWeb?: boolean;
  /**
   * CloudFormation's own template validation at synth (aws-cdk-lib's built-in plugin), strict: a finding of any
   * severity fails the synth. Off unless asked: it costs seconds a synth and an engine start per test file, and off
   * strict mode it only ever prints (aws-cdk-lib turns its errors into warnings). template-validation.test.ts asks.
   */
  validate?: boolean;
}

/**
 * A fresh folder for what a build writes (its app's cloud assembly, the stand-in web/dist), inside the run's scratch
 * folder (test/support/infra-global-setup.ts), which the run removes at its end.
 */
function scratchDir(name: string): string {
  const root = process.env.NAGTEXT_INFRA_SCRATCH;
  if (!root) throw new Error('NAGTEXT_INFRA_SCRATCH is not set: run the infra tests through jest (its infra project)');
  return mkdtempSync(join(root, `${name}-`));
}

/** A stand-in for web/dist: a shell and one hashed asset. */
function fakeWebDist(): string {
  const dir = scratchDir('web');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** Strict CloudFormation validation: its errors stay errors, and its warnings fail the synth too. */
const STRICT_VALIDATION = {
  '@aws-cdk/core:validateAgainstDefaultRules': true,
  '@aws-cdk/core:strictCfnValidateErrors': true,
};

const builds = new Map<string, Build>();

/**
 * Both stacks of one stage, bundling skipped (synth bundles for real), with the context cdk.json gives the CLI.
 * Built once per test file for each set of options (tests only read a build); a custom route table builds afresh.
 */
export function buildStacks(options: BuildOptions = {}): Build {
  if (options.routes) return build(options);
  const key = JSON.stringify([
    options.stage ?? 'dev',
    options.smsMaxPerSecond,
    options.withWeb ?? false,
    options.validate ?? false,
  ]);
  let built = builds.get(key);
  if (!built) {
    built = build(options);
    builds.set(key, built);
  }
  return built;
}

function build(options: BuildOptions): Build {
  const app = new App({
    outdir: scratchDir('cdk.out'),
    context: { ...cdkJson.context, ...(options.validate ? STRICT_VALIDATION : {}), stage: options.stage ?? 'dev' },
    builtinCloudFormationValidation: options.validate ?? false,
  });
  const config = stageConfig(options.stage ?? 'dev', { smsMaxPerSecond: options.smsMaxPerSecond });
  const stateful = new StatefulStack(app, `NagText-${config.stage}-Stateful`, { config });
  const edge = new EdgeStack(app, `NagText-${config.stage}-Edge`, { config, env: { region: EDGE_REGION } });
  const stateless = new StatelessStack(app, `NagText-${config.stage}-Stateless`, {
    config,
    stateful,
    projectRoot,
    bundling: 'none',
    webDist: options.withWeb ? fakeWebDist() : undefined,
    routes: options.routes ?? routes,
    contracts: options.contracts,
    events: eventHandlers as Record<string, EventHandler>,
    edge: { webAclArnParameterName: webAclArnParameterName(config) },
  });
  stateless.addStackDependency(edge);
  const templates = new Map<Stack, Template>();
  const templateOfStack = (stack: Stack): Template => {
    let template = templates.get(stack);
    if (!template) {
      template = resolvedTemplate(stack);
      templates.set(stack, template);
    }
    return template;
  };
  return {
    app,
    stateful,
    stateless,
    edge,
    statefulTemplate: templateOfStack(stateful),
    statelessTemplate: templateOfStack(stateless),
    edgeTemplate: templateOfStack(edge),
    statelessTemplates: [stateless, ...stateless.apiRouteStacks].map(templateOfStack),
    templateOf: (construct) => templateOfStack(Stack.of(construct)),
  };
}

/**
 * A stack's template; a nested stack's with each of its parameters read as the value its parent passes (CDK wires a
 * reference from the parent, or through it, as a nested-stack parameter), so that a policy or an environment variable
 * names the same resource wherever its function lives.
 */
function resolvedTemplate(stack: Stack): Template {
  const template = Template.fromStack(stack);
  const parent = stack.nestedStackParent;
  if (!parent || !stack.nestedStackResource) return template;
  const passed = (Template.fromStack(parent).toJSON().Resources[logicalId(stack.nestedStackResource)].Properties
    .Parameters ?? {}) as Record<string, unknown>;
  const json = template.toJSON();
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === 'Ref' && typeof entries[0]![1] === 'string') {
      const name = entries[0]![1];
      if (name in (json.Parameters ?? {})) {
        if (!(name in passed)) throw new Error(`${stack.node.path}: the parent passes no value for ${name}`);
        return passed[name];
      }
    }
    return Object.fromEntries(entries.map(([key, inner]) => [key, resolve(inner)]));
  };
  return Template.fromJSON({ ...json, Resources: resolve(json.Resources) as Record<string, unknown> });
}

/** The CloudFormation logical id of a construct (or of its default child). */
export function logicalId(construct: IConstruct): string {
  const resource = (construct.node.defaultChild ?? construct) as CfnResource;
  return resource.stack.getLogicalId(resource);
}
