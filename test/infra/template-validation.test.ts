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
 * (test/infra/stacks-under-test.ts), so its engine starts once a run rather than once a file.
 */
describe.each(variants)('CloudFormation template validation: %s', (_name, options) => {
  test('every stack synthesizes with no finding', () => {
    const build = buildStacks({ ...options, validate: true });
    for (const template of [build.statefulTemplate, build.edgeTemplate, ...build.statelessTemplates]) {
      expect(Object.keys(template.toJSON().Resources).length).toBeGreaterThan(0);
    }
  });
});
