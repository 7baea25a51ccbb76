import middy from '@middy/core';

// @middy/core ships ESM only; jest runs commonjs. This proves the swc transform (jest.config.cjs
// transformIgnorePatterns) turns it into something jest can load, and that the middleware chain runs.
describe('middy under jest', () => {
  it('loads @middy/core and runs before, handler, after and onError in order', async () => {
    const calls: string[] = [];
    const handler = middy<{ value: number }, number>()
      .use({
        before: async () => {
          calls.push('before');
        },
        after: async (request) => {
          calls.push('after');
          request.response = (request.response ?? 0) * 10;
        },
      })
      .handler(async (event) => {
        calls.push('handler');
        return event.value + 1;
      });
    await expect(handler({ value: 1 }, {} as never)).resolves.toBe(20);
    expect(calls).toEqual(['before', 'handler', 'after']);

    const failing = middy<unknown, string>()
      .use({
        onError: async (request) => {
          request.response = `caught: ${(request.error as Error).message}`;
        },
      })
      .handler(async () => {
        throw new Error('boom');
      });
    await expect(failing({}, {} as never)).resolves.toBe('caught: boom');
  });
});
