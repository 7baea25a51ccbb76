/**
 * Runs `run` as if the browser were in `zone` (Intl's resolved zone; process.env.TZ set late does not reach it),
 * then puts it back.
 */
export async function withBrowserZone<T>(zone: string, run: () => T | Promise<T>): Promise<T> {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone: zone };
  });
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}
