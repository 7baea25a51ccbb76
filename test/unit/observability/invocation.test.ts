import { observed } from '../../../lambdas/observability/invocation';
import { lambdaContext } from '../../support/api-event';

describe('an observed event handler that fails', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the failure once with its stack and the correlation id, then throws it on for the retry', async () => {
    const lines: Record<string, unknown>[] = [];
    jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(JSON.parse(String(line)) as Record<string, unknown>);
    });
    const failure = new Error('the queue is gone');
    const handler = observed(
      async (_event: { id: string }) => {
        throw failure;
      },
      (event) => event.id,
    );

    await expect(handler({ id: 'nag-42' }, lambdaContext)).rejects.toBe(failure);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'invocation.failed',
        correlation_id: 'nag-42',
        error: expect.stringContaining('Error: the queue is gone'),
      }),
    ]);
  });
});
