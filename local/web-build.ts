import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the SPA is built from: its own sources and the shared contracts it imports. */
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared'];

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

/** Why the SPA needs building, or null when web/dist is newer than everything it is built from. */
export function webBuildReason(rootDir: string): string | null {
  let built: number;
  try {
    built = statSync(join(rootDir, 'web/dist/index.html')).mtimeMs;
  } catch {
    return 'web/dist is missing';
  }
  const newest = Math.max(...SOURCES.map((source) => newestMtime(join(rootDir, source))));
  return newest > built ? 'web/src changed since the last build' : null;
}

export function hasBuildScript(rootDir: string): boolean {
  const pkg = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.['build:web']);
}

/** Runs `npm run build:web`, its output shown in the terminal; resolves whether it succeeded. */
export function buildWeb(rootDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build:web', '--silent'], {
      cwd: rootDir,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
