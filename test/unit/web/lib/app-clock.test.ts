import { appNow, noteServerDate } from '@/lib/app-clock';

const DEVICE_NOW = Date.parse('2026-11-24T14:00:00.000Z');

describe("the app's clock, from the Date of the server's answers", () => {
  afterEach(() => noteServerDate(new Date().toUTCString()));

  it.each([
    [
      'a server three days ahead (the app clock moved by /dev/clock)',
      'Fri, 27 Nov 2026 14:00:00 GMT',
      3 * 24 * 60 * 60_000,
    ],
    ['a device 10 minutes fast', 'Tue, 24 Nov 2026 13:50:00 GMT', -10 * 60_000],
    ['half a minute apart: rounding and the trip, ignored', 'Tue, 24 Nov 2026 14:00:30 GMT', 0],
  ])('%s', (_case, header, skew) => {
    noteServerDate(header, DEVICE_NOW);
    expect(Math.abs(appNow().getTime() - (Date.now() + skew))).toBeLessThan(1000);
  });

  it('an answer without a readable Date leaves the clock as it was', () => {
    noteServerDate('Fri, 27 Nov 2026 14:00:00 GMT', DEVICE_NOW);
    for (const header of [null, undefined, '', 'yesterday-ish']) noteServerDate(header, DEVICE_NOW);
    expect(appNow().getTime() - Date.now()).toBeGreaterThan(3 * 24 * 60 * 60_000 - 1000);
  });
});
