/**
 * `npm run admin:create -- --username NAME [--reset-password] [--data-table T --auth-table T]`
 *
 * Creates an admin log-in account. The password is read from stdin when piped, else asked for at the
 * prompt (not echoed). Without table flags it works on the local runtime's data (.data/): through the
 * running `npm start` if there is one, else by starting DynamoDB Local itself for a moment. With
 * --data-table/--auth-table (the stack outputs) it writes to those tables in the AWS account and region
 * of the current AWS credentials.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { dynamoAdminAccounts } from '../../lambdas/adapters/aws/dynamo-admin-accounts';
import { createDocumentClient } from '../../lambdas/adapters/aws/document-client';
import { scryptPasswordHasher } from '../../lambdas/adapters/crypto/scrypt-password-hasher';
import { systemClock } from '../../lambdas/adapters/system-clock';
import { DomainError } from '#core/kernel/errors';
import { createAdminAccount } from '#core/admin/use-cases/create-admin-account';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';
import { LOCAL_TABLE_PREFIX } from '../../local/local-settings';
import { localTables } from './local-tables';

// Node 20 is this project's runtime on purpose; the SDK's notice about its future minimum is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const write = rl as unknown as { _writeToOutput: (s: string) => void };
      rl.question(question, (answer) => resolve(answer));
      // Hide what is typed after the prompt.
      write._writeToOutput = (s: string) => {
        if (s.startsWith(question)) process.stdout.write(question);
      };
    });
  const first = await ask('Password: ');
  process.stdout.write('\n');
  const second = await ask('Repeat password: ');
  process.stdout.write('\n');
  rl.close();
  if (first !== second) throw new Error('The two passwords differ');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      'reset-password': { type: 'boolean', default: false },
      'data-table': { type: 'string' },
      'auth-table': { type: 'string' },
    },
  });
  if (!values.username)
    throw new Error(
      'Usage: npm run admin:create -- --username NAME [--reset-password] [--data-table T --auth-table T]',
    );
  if (Boolean(values['data-table']) !== Boolean(values['auth-table']))
    throw new Error('Give both --data-table and --auth-table, or neither');

  const password = await readPassword();
  const remote = values['data-table'] && values['auth-table'];
  const local = remote ? null : await localTables();
  try {
    const doc = createDocumentClient(local ? { endpoint: local.endpoint } : {});
    const tables = remote
      ? { data: values['data-table']!, auth: values['auth-table']! }
      : { data: tableName(DATA_TABLE, LOCAL_TABLE_PREFIX), auth: tableName(AUTH_TABLE, LOCAL_TABLE_PREFIX) };
    const result = await createAdminAccount(
      { adminAccounts: dynamoAdminAccounts(doc, tables), passwords: scryptPasswordHasher, clock: systemClock },
      { username: values.username, password, replace: values['reset-password'] },
    );
    console.log(
      result === 'created' ? `Admin "${values.username.trim().toLowerCase()}" created.` : 'Password changed.',
    );
  } finally {
    await local?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DomainError || error instanceof Error ? error.message : error);
  process.exit(1);
});
