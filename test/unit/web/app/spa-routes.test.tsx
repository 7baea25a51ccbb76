import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../../web/src/app/router';
import { isSpaRoute, SPA_ROUTES } from '#shared/spa-routes';

/** Every path the router has a page for (its catch-all not-found routes left out). */
function routerPaths(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index || (route.path !== undefined && route.element) ? [here || '/'] : [];
    return [...own, ...(route.children ? routerPaths(route.children, here) : [])];
  });
}

describe("the servers' list of app routes (shared/spa-routes)", () => {
  it("is exactly the router's pages, so known paths answer 200 and every other one 404", () => {
    expect([...new Set(routerPaths(routes))].sort()).toEqual([...SPA_ROUTES].sort());
  });

  it.each([
    ['/', true],
    ['/dashboard', true],
    ['/dashboard/', true],
    ['/admin/users/u-1/tasks', true],
    ['/nope', false],
    ['/dashboard/more', false],
    ['/admin/users/a/b', false],
    ['/assets/app.js', false],
  ])('%s is a route: %s', (path, known) => expect(isSpaRoute(path)).toBe(known));
});
