import { contracts, type ContractName } from '#shared/contracts';
import { fail } from '#core/kernel/errors';
import type { Deps } from '#core/deps';
import { apiHandler, type ApiHandler } from '../lambdas/http/api-handler';

/**
 * A declared route whose handler is not written yet still checks its caller like every route (so the
 * authorization matrix covers it from day one), then answers 501.
 */
export function unbuiltRouteHandler(name: ContractName, deps: () => Deps): ApiHandler {
  return apiHandler(name, contracts[name], deps, async () =>
    fail('not_implemented', 'This endpoint is not available yet'),
  );
}
