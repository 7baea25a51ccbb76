import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack, type Stage } from 'aws-cdk-lib';

/** CloudFormation refuses a template of more than this many resources (nested stacks count on their own). */
export const CLOUDFORMATION_RESOURCE_LIMIT = 500;
/** What every stack, top-level or nested, stays under: the limit less room for a release's worth of growth. */
export const STACK_RESOURCE_BUDGET = 450;

export interface StackResources {
  /** The stack's construct path: `NagText-dev-Stateless`, `NagText-dev-Stateless/ApiRoutes3`. */
  path: string;
  nested: boolean;
  resources: number;
}

/** Every stack of the app (or stage) and the resources its synthesized template holds, in construct-tree order. */
export function resourcesPerStack(stage: Stage): StackResources[] {
  const assembly = stage.synth();
  return stage.node
    .findAll()
    .filter((construct): construct is Stack => Stack.isStack(construct))
    .map((stack) => {
      const template = JSON.parse(readFileSync(join(assembly.directory, stack.templateFile), 'utf8')) as {
        Resources?: Record<string, unknown>;
      };
      return { path: stack.node.path, nested: stack.nested, resources: Object.keys(template.Resources ?? {}).length };
    });
}
