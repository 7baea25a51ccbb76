import { Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildStacks, type BuildOptions } from './stacks-under-test';

const variants: [string, BuildOptions][] = [
  ['dev as deployed today', {}],
  ['dev with every handler and the SPA', { withWeb: true }],
  ['prod as deployed today', { stage: 'prod' }],
  ['prod with every handler and the SPA', { stage: 'prod', withWeb: true }],
];

describe.each(variants)('cdk-nag AwsSolutions on every stack: %s', (_name, options) => {
  const build = buildStacks(options);
  // The top-level stacks and the stateless stack's nested ones (the API routes), each checked on its own.
  const stacks = build.app.node.findAll().filter((construct): construct is Stack => Stack.isStack(construct));

  test('the nested stacks are among those checked', () => {
    expect(stacks.filter((stack) => stack.nested)).toEqual(build.stateless.apiRouteStacks);
    expect(stacks.length).toBe(3 + build.stateless.apiRouteStacks.length);
  });

  test('no unacknowledged finding', () => {
    for (const stack of stacks) {
      const report = new AwsSolutionsChecks().validateScope(stack);
      const findings = report.violations.map(
        (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
      expect(findings).toEqual([]);
      expect(report.success).toBe(true);
    }
  });

  test('every acknowledgment carries a written reason', () => {
    const acknowledged: [string, string, unknown][] = [];
    for (const construct of build.app.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, unknown>))
          acknowledged.push([construct.node.path, id, reason]);
      }
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const [path, id, reason] of acknowledged) {
      expect({ path, id, hasReason: typeof reason === 'string' && reason.trim().split(/\s+/).length >= 8 }).toEqual({
        path,
        id,
        hasReason: true,
      });
    }
  });

  test('no CDK errors or unacknowledged warnings on the stacks', () => {
    // A nested stack's constructs report through its parent's artifact (the stateless stack's).
    for (const stack of [build.stateful, build.stateless, build.edge]) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
      expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    }
  });
});
