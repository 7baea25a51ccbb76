import { stageConfig } from '../../infra/constructs/stage-config';
import { EDGE_REGION } from '../../infra/stacks/edge-stack';
import { buildStacks } from './stacks-under-test';

describe('stages', () => {
  const dev = buildStacks();
  const prod = buildStacks({ stage: 'prod' });

  test('names, retention and protection differ by stage', () => {
    dev.statelessTemplate.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'nagtext-dev-send' });
    prod.statelessTemplate.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'nagtext-prod-send' });
    dev.statelessTemplate.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 7 });
    prod.statelessTemplate.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    prod.statelessTemplate.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    expect(dev.stateful.stackName).toBe('NagText-dev-Stateful');
    expect(prod.stateless.stackName).toBe('NagText-prod-Stateless');
  });

  test('an unknown stage is refused', () => {
    expect(() => stageConfig('staging')).toThrow(/Unknown stage "staging"/);
    expect(stageConfig(undefined).stage).toBe('dev');
  });

  test.each([
    [undefined, 3, 2],
    [3, 3, 2],
    ['30', 30, 3],
    [100, 100, 10],
  ])(
    'a send budget of %j messages a second gets %i in SMS_MAX_PER_SECOND and %i concurrent senders',
    (given, perSecond, senders) => {
      expect(stageConfig('prod', { smsMaxPerSecond: given })).toMatchObject({
        smsMaxPerSecond: perSecond,
        sendMaxConcurrency: senders,
      });
    },
  );

  test.each([0, -1, 2.5, 'fast', 1001])('a send budget of %j is refused', (given) => {
    expect(() => stageConfig('dev', { smsMaxPerSecond: given })).toThrow(
      /smsMaxPerSecond must be a whole number of messages a second from 1 to 1000/,
    );
  });

  test('the budget reaches every function that texts, and the send queue drives senders enough to fill it', () => {
    const fast = buildStacks({ smsMaxPerSecond: 100 });
    // Every function's, the routes' in their nested stacks too.
    const fns = fast.statelessTemplates.flatMap((template) =>
      Object.values(template.findResources('AWS::Lambda::Function')),
    );
    const budgets = fns.map((fn) => fn.Properties.Environment?.Variables?.SMS_MAX_PER_SECOND).filter(Boolean);
    expect(new Set(budgets)).toEqual(new Set(['100']));
    expect(budgets.length).toBeGreaterThan(5);
    fast.statelessTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      ScalingConfig: { MaximumConcurrency: 10 },
    });
  });

  test('no account or region is written into any template', () => {
    for (const build of [dev, prod]) {
      for (const stack of [build.stateful, build.stateless, ...build.stateless.apiRouteStacks]) {
        expect(stack.environment).toBe('aws://unknown-account/unknown-region');
        // us-east-1 appears once by design: where the stateless stack reads CloudFront's web ACL ARN (edge-stack.ts).
        const json = JSON.stringify(build.templateOf(stack).toJSON())
          .replaceAll(`ssm:${EDGE_REGION}:`, 'ssm:<edge region>:')
          .replaceAll(`\\"region\\":\\"${EDGE_REGION}\\"`, '\\"region\\":\\"<edge region>\\"');
        expect(json).not.toMatch(/\b\d{12}\b/);
        expect(json).not.toMatch(
          /\b(us|eu|ap|sa|ca|me|af|il|mx)-(east|west|north|south|central|northeast|southeast|northwest|southwest)-\d\b/,
        );
      }
    }
  });
});
