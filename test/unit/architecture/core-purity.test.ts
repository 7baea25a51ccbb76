import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// dependency-cruiser (npm run lint) guards imports; this guards what an import rule cannot see.
const root = join(__dirname, '../../../lambdas/core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('lambdas/core', () => {
  const files = sourceFiles(root);

  it('has source files to check', () => expect(files.length).toBeGreaterThan(3));

  it.each(files.map((f) => [f.slice(root.length + 1), f]))('%s reads no process.env and no console', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/process\.env/);
    expect(text).not.toMatch(/console\./);
  });
});
