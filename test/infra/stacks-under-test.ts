import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnResource } from 'aws-cdk-lib';
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
import type { ContractName } from '#shared/contracts';

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
  /** `-c smsMaxPerSecond=N`. */
  smsMaxPerSecond?: number;
  /** The route table to build from; the real one unless given (a test of what synth does with a bad entry). */
  routes?: Record<ContractName, Route>;
  withWeb?: boolean;
  /**
   * CloudFormation's own template validation at synth (aws-cdk-lib's built-in plugin), strict: a finding of any
   * severity fails the synth. Off unless asked: it costs seconds a synth and an engine start per test file, and off
   * strict mode it only ever prints (aws-cdk-lib turns its errors into warnings). template-validation.test.ts asks.
   */
  validate?: boolean;
}

/** A stand-in for web/dist: a shell and one hashed asset. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nagtext-web-'));
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
    events: eventHandlers as Record<string, EventHandler>,
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
