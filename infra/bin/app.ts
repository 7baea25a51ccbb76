import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfig } from '../constructs/stage-config';
import { EDGE_REGION, EdgeStack, webAclArnParameterName } from '../stacks/edge-stack';
import { StatefulStack } from '../stacks/stateful-stack';
import { StatelessStack } from '../stacks/stateless-stack';
import { findProjectRoot } from './project-root';

/**
 * The CDK app: `cdk synth|deploy --context stage=dev|prod [--context alarmEmail=ops@example.com]`.
 * No account or region here: the stacks deploy wherever the caller's credentials point.
 */
const app = new App();
const config = stageConfig(app.node.tryGetContext('stage'), {
  smsMaxPerSecond: app.node.tryGetContext('smsMaxPerSecond'),
});
const alarmEmail: string | undefined = app.node.tryGetContext('alarmEmail') || undefined;
const projectRoot = findProjectRoot(process.cwd());

const webDist = join(projectRoot, 'web', 'dist');
const hasWeb = existsSync(join(webDist, 'index.html'));
console.error(
  hasWeb
    ? `[nagtext] ${config.stage}: uploading the SPA from web/dist`
    : `[nagtext] ${config.stage}: web/dist not built, so the site bucket is synthesized empty (run \`npm run build:web\` before deploying)`,
);

Tags.of(app).add('app', 'nagtext');
Tags.of(app).add('stage', config.stage);

const stateful = new StatefulStack(app, `NagText-${config.stage}-Stateful`, {
  config,
  alarmEmail,
  description: `NagText ${config.stage}: tables, secrets, SMS and email resources, alarm topic`,
});
// CloudFront takes its WAF web ACL from us-east-1 only: that one stack is pinned there, the rest deploy anywhere.
const edge = new EdgeStack(app, `NagText-${config.stage}-Edge`, {
  config,
  env: { region: EDGE_REGION, account: process.env.CDK_DEFAULT_ACCOUNT },
  description: `NagText ${config.stage}: AWS WAF web ACL for CloudFront (rate rules per client IP)`,
});
const stateless = new StatelessStack(app, `NagText-${config.stage}-Stateless`, {
  config,
  stateful,
  projectRoot,
  bundling: 'esbuild',
  webDist: hasWeb ? webDist : undefined,
  edge: { webAclArnParameterName: webAclArnParameterName(config) },
  description: `NagText ${config.stage}: API, functions, send pipeline, SPA hosting, alarms`,
});
stateless.addStackDependency(edge, 'CloudFront reads the web ACL ARN the edge stack publishes');

// cdk-nag's AwsSolutions pack gates every synth: an unacknowledged finding fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
