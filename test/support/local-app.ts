import { resolve } from 'node:path';
import { createLocalRuntime, type LocalRuntime } from '../../local/local-runtime';
import type { RateLimits } from '#core/abuse/domain/rate-limits';
import { TABLE_ENV } from '#shared/db/tables';
import { createLocalServer } from '../../local/local-server';
import { GENEROUS_RATE_LIMITS } from './generous-rate-limits';
import { testClockStart } from './test-clock';
import { TEST_PASSWORD_COST } from './test-password-cost';

export interface LocalAppOptions {
  /** The SPA to serve; the repository's web/dist unless given. */
  webDistDir?: string;
  /** The rate limits; ceilings no suite reaches (GENEROUS_RATE_LIMITS) unless given: suites about limits pass the real ones. */
  rateLimits?: RateLimits;
  /** Where the app's clock starts; the next 15:00 UTC unless given (testClockStart), never the machine's hour. */
  startAt?: Date;
}

export interface LocalApp {
  baseUrl: string;
  /** The in-memory outbox, fresh clock and scheduler behind the server, for tests that must reach past HTTP. */
  runtime: LocalRuntime;
  stop(): Promise<void>;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: startLocalApp needs the DynamoDB Local started by the jest globalSetup`);
  return value;
}

/**
 * The `npm start` server in this process on a free port, over the test DynamoDB Local from the jest
 * globalSetup, with an in-memory phone outbox, a clock started at a chosen instant and nothing written under .data/;
 * admin passwords hashed at the tests' cost (TEST_PASSWORD_COST).
 */
export async function startLocalApp(options: LocalAppOptions = {}): Promise<LocalApp> {
  const runtime = createLocalRuntime({
    dataDir: null,
    dynamoEndpoint: env('DYNAMODB_ENDPOINT'),
    tables: { data: env(TABLE_ENV.Data), auth: env(TABLE_ENV.Auth) },
    rateLimits: options.rateLimits ?? GENEROUS_RATE_LIMITS,
    startAt: options.startAt ?? testClockStart(),
    passwordCost: TEST_PASSWORD_COST,
  });
  const server = createLocalServer({ rootDir: resolve(__dirname, '../..'), runtime, webDistDir: options.webDistDir });
  const port = await server.listen(0);
  runtime.scheduler.start();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    runtime,
    async stop() {
      await runtime.scheduler.stop();
      // Voice events move only with the clock here (no real-time tick); one being published lands first.
      await runtime.voice.stop();
      await server.close();
    },
  };
}
