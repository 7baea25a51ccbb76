import { routes } from '#shared/runtime/routes';
import { ROUTE_SHARDS, routeShard, routesByShard } from '../../infra/stacks/route-shards';

describe('which nested stack holds a route (infra/stacks/route-shards.ts)', () => {
  // FNV-1a 32-bit reference values: '' 0x811c9dc5, 'a' 0xe40c292c, 'foobar' 0xbf9cf968.
  test.each([
    ['', 8, 0x811c9dc5 % 8],
    ['a', 8, 0xe40c292c % 8],
    ['foobar', 8, 0xbf9cf968 % 8],
    ['foobar', 1, 0],
    ['foobar', 7, 0xbf9cf968 % 7],
    ['login', ROUTE_SHARDS, routeShard('login', 8)],
  ])('%j over %i shards is shard %i', (name, shards, shard) => {
    expect(routeShard(name, shards)).toBe(shard);
  });

  test.each([0, -1, 2.5, Number.NaN])('%j shards is refused', (shards) => {
    expect(() => routeShard('login', shards)).toThrow(RangeError);
  });

  test('every route of the table lands in a shard from 0 to ROUTE_SHARDS - 1, and the shards share them out', () => {
    const groups = routesByShard(routes);
    expect(
      [...groups.values()]
        .flat()
        .map(([name]) => name)
        .sort(),
    ).toEqual(Object.keys(routes).sort());
    for (const shard of groups.keys()) expect(shard >= 0 && shard < ROUTE_SHARDS).toBe(true);
    expect(Math.max(...[...groups.values()].map((g) => g.length))).toBeLessThan(Object.keys(routes).length / 2);
  });

  test('adding routes, anywhere in the table, moves none of those already there', () => {
    const made = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`madeUpRoute${i + 1}`, routes.login]));
    const before = new Map([...routesByShard(routes)].flatMap(([shard, g]) => g.map(([name]) => [name, shard])));
    for (const grown of [
      { ...routes, ...made },
      { ...made, ...routes },
    ]) {
      const after = new Map([...routesByShard(grown)].flatMap(([shard, g]) => g.map(([name]) => [name, shard])));
      for (const [name, shard] of before) expect({ name, shard: after.get(name) }).toEqual({ name, shard });
    }
  });
});
