import { makeHandler } from '../../../lambdas/handlers/api/service-figure';
import { apiEvent, lambdaContext, readResult } from '../../support/api-event';
import { memoryAuthDeps } from '../../support/memory-auth-deps';
import { memoryEffectiveness } from '../../support/memory/memory-effectiveness';

describe('GET /public/figure through the API stack', () => {
  it('answers without a session, cacheable by anyone for an hour', async () => {
    const deps = {
      ...memoryAuthDeps('2026-11-30T00:14:00.000Z'),
      effectivenessCounters: memoryEffectiveness(),
      // A public route looks nobody up: a lookup would fail the test.
      callers: {
        findActive: () => {
          throw new Error('a public route looked a caller up');
        },
      },
    };
    const handler = makeHandler(() => deps);
    const result = await handler(apiEvent('serviceFigure'), lambdaContext);
    expect(readResult(result)).toMatchObject({ status: 200, body: { figure: null } });
    expect(result.headers?.['cache-control']).toBe('public, max-age=3600');
  });
});
