import { join } from 'node:path';
import { CloudFormationValidatePlugin } from 'aws-cdk-lib';
import { buildStacks, type BuildOptions } from './stacks-under-test';

const variants: [string, BuildOptions][] = [
  ['dev as deployed today', {}],
  ['dev with every handler and the SPA', { withWeb: true }],
  ['prod as deployed today', { stage: 'prod' }],
  ['prod with every handler and the SPA', { stage: 'prod', withWeb: true }],
];

/**
 * CloudFormation's own rules (aws-cdk-lib's built-in template validation, the check `cdk synth` runs) find nothing in
 * any stack of either stage, strictly: an error or a warning fails the synth. The other infra tests synth without it
 * (test/infra/stacks-under-test.ts), so its engine starts once a run rather than once a file. The synth hands it the
 * top-level stacks' templates only: the API routes' nested stacks are given to the same rules here.
 */
describe.each(variants)('CloudFormation template validation: %s', (_name, options) => {
  test('every stack synthesizes with no finding', () => {
    const build = buildStacks({ ...options, validate: true });
    for (const template of [build.statefulTemplate, build.edgeTemplate, ...build.statelessTemplates]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeGreaterThan(0);
    }
  });
});

// The routes' nested stacks are the same with or without the SPA: once per stage (the rules take seconds to load).
describe.each(['dev', 'prod'] as const)('CloudFormation template validation of the nested stacks: %s', (stage) => {
  test('every nested stack passes the same rules', () => {
    const build = buildStacks({ stage, validate: true });
    const assembly = build.app.synth();
    const nested = build.stateless.apiRouteStacks.map((stack) => ({
      stackConstructPath: stack.node.path,
      templatePath: join(assembly.directory, stack.templateFile),
      accountId: undefined,
      region: undefined,
    }));
    expect(nested.length).toBeGreaterThan(0);
    const report = new CloudFormationValidatePlugin({ includeDefaultRules: true }).validate({
      templatePaths: nested.map((stack) => stack.templatePath),
      stackTemplates: nested,
      appConstruct: build.app,
    });
    expect(
      report.violations.map(
        (v) => `${v.severity} ${v.ruleName}: ${v.description} at ${JSON.stringify(v.violatingResources)}`,
      ),
    ).toEqual([]);
    expect(report.success).toBe(true);
  });
});
