import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { webBuildReason } from '../../local/web-build';
import dynamoGlobalSetup from './dynamo-global-setup';
import dynamoGlobalTeardown from './dynamo-global-teardown';

const ROOT = resolve(__dirname, '../..');

/**
 * jest globalSetup (e2e): the DynamoDB Local of dynamo-global-setup, then web/dist built once for every
 * browser test file when it is older than its sources (`npm test` builds it first, so usually a no-op).
 */
export default async function e2eGlobalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  await dynamoGlobalSetup(globalConfig);
  const reason = webBuildReason(ROOT);
  if (!reason) return;
  try {
    // NODE_ENV=production: jest sets 'test', which would give React's development build.
    execFileSync('npm', ['run', 'build:web', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    // jest skips the teardown when a setup fails: stop DynamoDB Local here rather than leave it running.
    await dynamoGlobalTeardown();
    throw new Error(`Building web/dist for the browser tests (${reason}) failed`, { cause: error });
  }
}
