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

  test('no account or region is written into any template', () => {
    for (const build of [dev, prod]) {
      for (const stack of [build.stateful, build.stateless]) {
        expect(stack.environment).toBe('aws://unknown-account/unknown-region');
        // us-east-1 appears once by design: where the stateless stack reads CloudFront's web ACL ARN (edge-stack.ts).
        const json = JSON.stringify((stack === build.stateful ? build.statefulTemplate : build.statelessTemplate).toJSON())
          .replaceAll(`ssm:${EDGE_REGION}:`, 'ssm:<edge region>:')
          .replaceAll(`\\"region\\":\\"${EDGE_REGION}\\"`, '\\"region\\":\\"<edge region>\\"');
        expect(json).not.toMatch(/\b\d{12}\b/);
        expect(json).not.toMatch(/\b(us|eu|ap|sa|ca|me|af|il|mx)-(east|west|north|south|central|northeast|southeast|northwest|southwest)-\d\b/);
      }
    }
  });
});
