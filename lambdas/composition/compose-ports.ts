import type { Deps } from '#core/deps';
import * as ports from './ports';
import type { PortResources } from './ports';

/** The ports a place gives as they are: its clock, its metrics, its scheduler, its billing. */
type Given = 'clock' | 'metrics' | 'scheduler' | 'billing';
type Made = Exclude<keyof Deps, Given>;

/**
 * ports.ts exports one factory for every other port of Deps and nothing else: a port without its factory, a factory
 * giving the wrong type, or an export that is no port fails to compile here.
 */
type Factories = { [K in Made]: (resources: PortResources) => Deps[K] };
type OnlyPorts<T> = [Exclude<keyof T, Made>] extends [never] ? T : { notAPort: Exclude<keyof T, Made> };
const factories: Factories = ports satisfies OnlyPorts<typeof ports>;

/**
 * Every port at once, from one place's resources: the local runtime (DynamoDB Local and the local stand-ins) and
 * the tests that run the production adapters. The cloud builds each port on first use instead (aws.ts).
 */
export function composePorts(resources: PortResources): Deps {
  const made: Partial<Record<Made, unknown>> = {};
  for (const name of Object.keys(factories) as Made[]) made[name] = factories[name](resources);
  const { clock, metrics, scheduler, billing } = resources;
  return { ...(made as Pick<Deps, Made>), clock, metrics, scheduler, billing };
}
