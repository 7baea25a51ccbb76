import { contracts } from '#shared/contracts';
import { routes, type Route } from '#shared/runtime/routes';
import type { RouteContract } from '../../infra/stacks/api-routes-stack';
import {
  CLOUDFORMATION_RESOURCE_LIMIT,
  STACK_RESOURCE_BUDGET,
  resourcesPerStack,
  type StackResources,
} from '../../infra/stacks/stack-resources';
import { buildStacks } from './stacks-under-test';

const EXTRA_ROUTES = 40;

/**
 * The route table grown by made-up routes: each a copy of a real route's line (so its grants, alarm and throttle cost
 * what real ones do), served at a made-up path.
 */
function grownTable(extra: number): { routes: Record<string, Route>; contracts: Record<string, RouteContract> } {
  const real = Object.entries(routes);
  const grown: Record<string, Route> = { ...routes };
  const served: Record<string, RouteContract> = { ...contracts };
  for (let i = 1; i <= extra; i++) {
    const [name, route] = real[i % real.length]!;
    grown[`madeUpRoute${i}`] = route;
    served[`madeUpRoute${i}`] = { ...contracts[name as keyof typeof contracts], path: `/made-up/${i}` };
  }
  return { routes: grown, contracts: served };
}

const overBudget = (stacks: StackResources[]) =>
  stacks.filter((stack) => stack.resources > STACK_RESOURCE_BUDGET).map((s) => `${s.path}: ${s.resources}`);
const topLevel = (stacks: StackResources[], path: string) => stacks.find((stack) => stack.path === path)!.resources;
const nested = (stacks: StackResources[]) => stacks.filter((stack) => stack.nested);
const sum = (stacks: StackResources[]) => stacks.reduce((total, stack) => total + stack.resources, 0);

describe(`every stack, top-level or nested, stays within ${STACK_RESOURCE_BUDGET} resources (CloudFormation refuses over ${CLOUDFORMATION_RESOURCE_LIMIT})`, () => {
  const real = buildStacks({ withWeb: true });
  const realCounts = resourcesPerStack(real.app);
  const table = grownTable(EXTRA_ROUTES);
  const grown = buildStacks({ withWeb: true, ...table });
  const grownCounts = resourcesPerStack(grown.app);
  const stateless = real.stateless.node.path;

  test('with the route table as it is', () => {
    expect(realCounts.length).toBe(3 + real.stateless.apiRouteStacks.length);
    expect(overBudget(realCounts)).toEqual([]);
  });

  test(`with ${EXTRA_ROUTES} routes more, every stack still fits, and the routes' resources went to nested stacks alone`, () => {
    expect(Object.keys(grown.stateless.apiFunctions)).toHaveLength(Object.keys(routes).length + EXTRA_ROUTES);
    expect(overBudget(grownCounts)).toEqual([]);
    // The top-level stack grows by at most one resource per nested stack that had to be added, not per route.
    const addedNestedStacks = nested(grownCounts).length - nested(realCounts).length;
    expect(topLevel(grownCounts, stateless) - topLevel(realCounts, stateless)).toBe(addedNestedStacks);
    // Each made-up route costs its eight resources there: function, role, policy, log group, integration, route,
    // invoke permission, alarm; one that answers HEAD too, a second route and permission.
    const answeringHead = Object.keys(table.routes)
      .filter((name) => name.startsWith('madeUpRoute'))
      .filter((name) => table.contracts[name]!.answersHead).length;
    expect(sum(nested(grownCounts)) - sum(nested(realCounts))).toBe(EXTRA_ROUTES * 8 + answeringHead * 2);
    for (const path of ['NagText-dev-Stateful', 'NagText-dev-Edge'])
      expect(topLevel(grownCounts, path)).toBe(topLevel(realCounts, path));
  });
});
