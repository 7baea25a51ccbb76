/**
 * The app's clock, as the server last gave it in an answer's Date header. The device's clock can be off, and
 * under `npm start` the app's clock runs ahead once /dev/clock moved it: a new reminder's default time, the
 * "Pending" a finished one shows and the end of a PAUSE all mean the app's time. A difference under a minute is
 * the header's rounding and the trip, and is ignored.
 */
const NOISE_MS = 60_000;
let skewMs = 0;

export function noteServerDate(header: string | null | undefined, deviceNow = Date.now()): void {
  const server = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(server)) return;
  const skew = server - deviceNow;
  skewMs = Math.abs(skew) < NOISE_MS ? 0 : skew;
}

/** Now on the app's clock. */
export const appNow = (): Date => new Date(Date.now() + skewMs);
