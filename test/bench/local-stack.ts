import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { createLocalRuntime, type LocalRuntime } from '../../local/local-runtime';
import { createLocalServer } from '../../local/local-server';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';
import { GENEROUS_RATE_LIMITS } from '../support/generous-rate-limits';

export interface BenchStack {
  baseUrl: string;
  runtime: LocalRuntime;
  /** DynamoDB Local's Java process, whose CPU a bench may read. */
  javaPid: number;
  /** Closes the server (letting requests still running finish), then DynamoDB Local and its in-memory tables. */
  stop(): Promise<void>;
}

/**
 * What `npm start` builds, for a bench: DynamoDB Local in memory with the tables under `prefix`, the local runtime
 * with nothing under .data/ and the per-address sign-up limits out of the way of many sign-ups from 127.0.0.1,
 * the local server on a free 127.0.0.1 port; the scheduler's clock running when asked.
 */
export async function startBenchStack(prefix: string, options: { scheduler?: boolean } = {}): Promise<BenchStack> {
  const dynamo = await startDynamoLocal();
  try {
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await ensureTables(client, prefix);
    } finally {
      client.destroy();
    }
    const runtime = createLocalRuntime({
      dataDir: null,
      dynamoEndpoint: dynamo.endpoint,
      tables: { data: tableName(DATA_TABLE, prefix), auth: tableName(AUTH_TABLE, prefix) },
      rateLimits: GENEROUS_RATE_LIMITS,
    });
    const server = createLocalServer({ rootDir: fileURLToPath(new URL('../..', import.meta.url)), runtime });
    const port = await server.listen(0, '127.0.0.1');
    if (options.scheduler) runtime.scheduler.start();
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      runtime,
      javaPid: dynamo.pid,
      async stop() {
        try {
          if (options.scheduler) await runtime.scheduler.stop();
          await server.close();
        } finally {
          await dynamo.stop();
        }
      },
    };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
