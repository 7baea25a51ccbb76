import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const RULE = 'aws-composition-never-loads-local-adapters';

/**
 * The rule that keeps the local stand-ins out of the cloud bundles, broken on purpose: a throwaway tree in which
 * files of lambdas/ (the composition roots' shared ports.ts among them) import local/ and test/, and local/ and
 * test/ import lambdas/ as they may.
 */
const ARROWS: ReadonlyArray<[from: string, to: string, forbidden: boolean]> = [
  ['lambdas/composition/aws.ts', 'local/adapters/local-sms-sender.ts', true],
  ['lambdas/composition/ports.ts', 'local/adapters/controllable-clock.ts', true],
  ['lambdas/composition/compose-ports.ts', 'test/support/fake-billing.ts', true],
  ['lambdas/handlers/api/log-out.ts', 'test/support/fake-clock.ts', true],
  ['lambdas/adapters/aws/dynamo-users.ts', 'local/adapters/json-file.ts', true],
  ['local/local-runtime.ts', 'lambdas/composition/ports-target.ts', false],
  ['test/support/test-ports.ts', 'lambdas/composition/compose-target.ts', false],
];

describe('cloud code loads no local stand-in', () => {
  let tree: string;
  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'nagtext-stand-ins-'));
    writeFileSync(
      join(tree, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
    );
    for (const [from, to] of ARROWS) {
      for (const file of [from, to]) mkdirSync(dirname(join(tree, file)), { recursive: true });
      writeFileSync(join(tree, to), 'export const value = 1;\n');
      const specifier = relative(dirname(from), to).replace(/\.ts$/, '');
      writeFileSync(
        join(tree, from),
        `import { value } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const copy = value;\n`,
      );
    }
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('forbids every import of local/ or test/ from lambdas/, and allows the other way', () => {
    const run = spawnSync(DEPCRUISE, ['lambdas', 'local', 'test', '--config', CONFIG, '--output-type', 'json'], {
      cwd: tree,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as {
      summary: { violations: Array<{ from: string; rule: { name: string } }> };
    };
    const flagged = new Set(
      report.summary.violations.filter((violation) => violation.rule.name === RULE).map((violation) => violation.from),
    );
    expect(ARROWS.map(([from, to]) => [from, to, flagged.has(from)])).toEqual(
      ARROWS.map(([from, to, forbidden]) => [from, to, forbidden]),
    );
  });
});
