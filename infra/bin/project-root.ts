import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository root: the nearest folder at or above `from` holding cdk.json. */
export function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'cdk.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No cdk.json at or above ${from}`);
    dir = parent;
  }
  return dir;
}
