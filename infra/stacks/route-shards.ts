/**
 * Which nested stack of the API holds a route: a pure function of the route's name alone.
 *
 * CloudFormation refuses a stack of more than 500 resources, and each route costs about eight (function, role,
 * policy, log group, integration, route, invoke permission, alarm). So the route functions live in nested stacks of
 * the stateless stack, `ApiRoutes0` to `ApiRoutes<N-1>`, each route in the one its name's hash picks.
 *
 * Why a hash of the name, and not the route's auth level or its place in the table: a route must never move between
 * nested stacks once deployed. An API Gateway route key is unique in its API, and CloudFormation creates the
 * route in its new stack before it deletes the old one (deletions wait for the clean-up phase), so a move fails the
 * deploy. The name is the one thing about a route that neither adding other routes (anywhere in the table) nor
 * editing this one (its auth level, path or access) changes. Raising ROUTE_SHARDS moves most routes: on a stage
 * that is deployed, that is a migration, not an edit.
 *
 * Capacity: about 56 routes per nested stack before one reaches the 450-resource budget, so some 400 routes over
 * eight; test/infra/stack-budget.test.ts fails before any stack gets there.
 */
export const ROUTE_SHARDS = 8;

/** FNV-1a (32-bit) of the name, modulo the number of shards: stable across runs, machines and Node versions. */
export function routeShard(name: string, shards: number = ROUTE_SHARDS): number {
  if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`shards must be a positive integer, not ${shards}`);
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The route names of a table grouped by shard, in table order within each; shards no route falls in are absent. */
export function routesByShard<T>(table: Record<string, T>, shards: number = ROUTE_SHARDS): Map<number, [string, T][]> {
  const groups = new Map<number, [string, T][]>();
  for (const [name, route] of Object.entries(table)) {
    const shard = routeShard(name, shards);
    groups.set(shard, [...(groups.get(shard) ?? []), [name, route]]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a - b));
}
