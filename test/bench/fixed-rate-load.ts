import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Milliseconds from each request to its answer, sorted, whatever the status. */
  latencies: number[];
  /** Answers outside 2xx, by status. */
  non2xx: Map<number, number>;
  /** Connection errors other than timeouts. */
  errors: number;
  /** Requests without an answer within `timeoutSeconds` (the server may still work on them). */
  timeouts: number;
}

export interface LoadOptions {
  baseUrl: string;
  /** Requests a second. */
  rate: number;
  seconds: number;
  timeoutSeconds: number;
  /** The n-th request of the run (0, 1, 2, ... across every connection). */
  requestAt: (n: number) => LoadRequest;
  /** Holds the instances while they run, so a failed run can stop them. */
  running: Set<autocannon.Instance>;
}

/**
 * autocannon's rate is per connection and per second: each connection sends its share back to back from the top of
 * every second, and every connection of an instance has the same second. One instance at 200/s would send 200
 * requests at once, then nothing for the rest of the second. Instances of GROUP connections at one request a second
 * each, started 1000 / (rate / GROUP) ms apart, spread the rate over the second instead: at 200/s, 5 requests every 25 ms.
 */
const GROUP = 5;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * `rate` requests a second for `seconds`, with autocannon. Latencies are taken from each answer as it comes, not from
 * autocannon's histogram: at a fixed rate that one is "corrected" with an expected interval in seconds where it
 * takes milliseconds (1 / rate, rounded up to 1 ms), which adds a made-up sample for every millisecond of each answer.
 */
export async function fixedRateLoad({
  baseUrl,
  rate,
  seconds,
  timeoutSeconds,
  requestAt,
  running,
}: LoadOptions): Promise<LoadResult> {
  const groups = Math.ceil(rate / GROUP);
  const latencies: number[] = [];
  const non2xx = new Map<number, number>();
  let n = 0;
  const requests: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, ...requestAt(n++) }) }];
  const results = await Promise.all(
    Array.from({ length: groups }, async (_, group) => {
      await sleep((group * 1000) / groups);
      return new Promise<autocannon.Result>((resolve, reject) => {
        const connections = Math.min(GROUP, rate - group * GROUP);
        const options = {
          url: baseUrl,
          connections,
          connectionRate: 1,
          duration: seconds,
          timeout: timeoutSeconds,
          requests,
        };
        const instance = autocannon(options, (error, result) => {
          running.delete(instance);
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else resolve(result);
        });
        running.add(instance);
        instance.on('response', (_client, status, _bytes, ms) => {
          latencies.push(ms);
          if (status < 200 || status > 299) non2xx.set(status, (non2xx.get(status) ?? 0) + 1);
        });
      });
    }),
  );
  const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0);
  return {
    latencies: latencies.sort((a, b) => a - b),
    non2xx,
    errors: results.reduce((sum, r) => sum + r.errors, 0) - timeouts,
    timeouts,
  };
}
