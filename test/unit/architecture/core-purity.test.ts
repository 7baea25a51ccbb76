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

  // An opt-out belongs to the number: every text and call must pass the one check, so nothing may go around it.
  it("texts leave only through texting's send path, calls only through call-about-nag: both read the number's opt-out", () => {
    const calling = (pattern: RegExp) =>
      files
        .filter((f) => pattern.test(readFileSync(f, 'utf8')))
        .map((f) => f.slice(root.length + 1))
        .sort();
    expect(calling(/\.sms\.send\(/)).toEqual(['texting/use-cases/send-text.ts', 'texting/use-cases/send-user-text.ts']);
    expect(calling(/\.voice\.call\(/)).toEqual(['escalation/use-cases/call-about-nag.ts']);
    for (const path of ['texting/use-cases/send-text.ts', 'escalation/use-cases/call-about-nag.ts']) {
      expect(readFileSync(join(root, path), 'utf8')).toMatch(/optOuts\.isOptedOut\(/);
    }
  });

  it.each(files.map((f) => [f.slice(root.length + 1), f]))('%s reads no process.env and no console', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/process\.env/);
    expect(text).not.toMatch(/console\./);
  });
});
