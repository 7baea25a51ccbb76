import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfig } from '../constructs/stage-config';
import { StatefulStack } from '../stacks/stateful-stack';
import { StatelessStack } from '../stacks/stateless-stack';
import { findProjectRoot } from './project-root';

/**
 * The CDK app: `cdk synth|deploy --context stage=dev|prod [--context alarmEmail=ops@example.com]`.
 * No account or region here: the stacks deploy wherever the caller's credentials point.
 */
const app = new App();
const config = stageConfig(app.node.tryGetContext('stage'));
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
  description: `NagText ${config.stage}: tables, secrets, SMS resources, alarm topic`,
});
new StatelessStack(app, `NagText-${config.stage}-Stateless`, {
  config,
  stateful,
  projectRoot,
  bundling: 'esbuild',
  webDist: hasWeb ? webDist : undefined,
  description: `NagText ${config.stage}: API, functions, send pipeline, SPA hosting, alarms`,
});

// cdk-nag's AwsSolutions pack gates every synth: an unacknowledged finding fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
