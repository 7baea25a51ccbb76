import { lazy, useState, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page whose code loads on first use, like React.lazy, except that a page whose code is already in
 * (preload() has resolved) renders at once instead of suspending. React holds back content that arrives
 * within 300 ms of a loading fallback; the first page of a visit, preloaded before the first render
 * (main.tsx), so appears with the header, without a fallback and that wait.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<PageModule> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed download may succeed on the next visit to the page
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce);
  function Page() {
    // Chosen once per mounted page: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
