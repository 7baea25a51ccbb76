import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router-dom';

/**
 * React Router's declarative browser router: the data router costs about 17 KB gzip more on the first
 * load, and the app uses none of its loaders or actions. It keeps the one data-router behaviour the app
 * relies on: `navigate(to, { flushSync: true })` commits the next page synchronously (Logout leaves a
 * guarded page before its token goes). Other navigations run in a transition, so the current page stays
 * on screen until the next page's code has loaded.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending] = useState({ flushSync: false });

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const sync = pending.flushSync;
        pending.flushSync = false;
        if (sync) flushSync(() => setState({ action, location }));
        else startTransition(() => setState({ action, location }));
      }),
    [history, pending],
  );

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push(to, routeState, options) {
        pending.flushSync = options?.flushSync === true;
        history.push(to, routeState);
      },
      replace(to, routeState, options) {
        pending.flushSync = options?.flushSync === true;
        history.replace(to, routeState);
      },
    }),
    [history, pending],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
