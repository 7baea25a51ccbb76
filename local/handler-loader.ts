import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ContractName } from '#shared/contracts';
import type { Deps } from '#core/deps';
import type { ApiHandler } from '../lambdas/http/api-handler';
import { withOwnLogger } from '../lambdas/observability/logger';
import { unbuiltRouteHandler } from './unbuilt-route-handler';

/** Every handler module exports `makeHandler(deps)`; `handler` is the same built with the AWS deps. */
interface HandlerModule<H> {
  makeHandler(deps: () => Deps): H;
}

export class HandlerNotBuiltError extends Error {}

/** Every call of the handler runs with a logger of its own: invocations at once here keep their correlation ids apart. */
function scoped<H>(handler: H): H {
  const run = handler as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => withOwnLogger(() => run(...args))) as H;
}

/**
 * Loads handler entries (paths relative to the repository root, as shared/runtime/routes.ts gives them) by
 * dynamic import and builds each once with the local deps. A missing file is "not built yet", not a crash.
 */
export class HandlerLoader {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly rootDir: string,
    private readonly deps: () => Deps,
  ) {}

  /** The stand-in for a declared route without a handler file yet: auth, then 501. */
  unbuilt(name: ContractName): ApiHandler {
    return scoped(unbuiltRouteHandler(name, this.deps));
  }

  exists(entry: string): boolean {
    return existsSync(resolve(this.rootDir, entry));
  }

  load<H>(entry: string): Promise<H> {
    let loading = this.cache.get(entry);
    if (!loading) {
      loading = this.importHandler<H>(entry);
      this.cache.set(entry, loading);
      // A failed import is not remembered: fixing the file and retrying must work.
      loading.catch(() => this.cache.delete(entry));
    }
    return loading as Promise<H>;
  }

  private async importHandler<H>(entry: string): Promise<H> {
    if (!this.exists(entry)) throw new HandlerNotBuiltError(`${entry} does not exist yet`);
    // An absolute path works both for Node's ESM loader (tsx) and for jest's require.
    const module = (await import(resolve(this.rootDir, entry))) as Partial<HandlerModule<H>>;
    if (typeof module.makeHandler !== 'function') throw new Error(`${entry} does not export makeHandler(deps)`);
    return scoped(module.makeHandler(this.deps));
  }
}
