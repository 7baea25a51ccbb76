import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Keeps each local invocation's Powertools state (its Lambda context and correlation id) to itself. `npm start`
 * runs many functions' invocations at once in one process, as Lambda does in one environment on Lambda Managed
 * Instances; there the runtime gives Powertools an InvokeStore (`globalThis.awslambda.InvokeStore`, consulted when
 * AWS_LAMBDA_MAX_CONCURRENCY is set) that scopes such state to the invocation. This is that store on
 * AsyncLocalStorage, with the three calls Powertools makes of it.
 */
const scopes = new AsyncLocalStorage<Map<unknown, unknown>>();

const invokeStore = {
  hasContext: () => scopes.getStore() !== undefined,
  get: (key: unknown) => scopes.getStore()?.get(key),
  set: (key: unknown, value: unknown) => {
    scopes.getStore()?.set(key, value);
  },
  getXRayTraceId: (): string | undefined => undefined,
};

interface LambdaGlobal {
  awslambda?: { InvokeStore?: unknown };
}

function install(): void {
  const lambda = ((globalThis as LambdaGlobal).awslambda ??= {});
  if (lambda.InvokeStore === invokeStore) return;
  lambda.InvokeStore = invokeStore;
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';
}

/** Runs one invocation in a scope of its own. */
export function inInvocationScope<T>(invoke: () => T): T {
  install();
  return scopes.run(new Map(), invoke);
}
