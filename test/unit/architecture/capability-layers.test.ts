import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

/**
 * The capability layers of .dependency-cruiser.cjs, broken on purpose: a throwaway tree shaped like lambdas/core
 * whose files import across the layers, cruised with the project's own rules. Each arrow is reported as the
 * rule that forbids it, or as allowed.
 */
const ARROWS: ReadonlyArray<[from: string, to: string, broken: string[]]> = [
  ['texting', 'replies', ['layers-texting', 'texting-imports-no-capability']],
  ['texting', 'users', ['layers-texting', 'texting-imports-no-capability']],
  ['texting', 'abuse', ['layers-texting', 'texting-imports-no-capability']], // sideways, same layer
  ['escalation', 'nags', ['layers-escalation']], // one layer up
  ['reminders', 'nags', ['layers-reminders']],
  ['accounts', 'admin', ['layers-accounts']],
  ['users', 'billing', ['layers-users']],
  ['billing', 'calendar', ['layers-billing']], // sideways
  ['nags', 'escalation', []],
  ['admin', 'accounts', []],
  ['replies', 'reminders', []],
  ['texting', 'kernel', []],
];

describe('the capability layers', () => {
  let tree: string;
  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'nagtext-layers-'));
    writeFileSync(
      join(tree, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }),
    );
    ARROWS.forEach(([from, to], index) => {
      const source = join(tree, 'lambdas/core', from, 'domain', `arrow-${index}.ts`);
      const target = join(tree, 'lambdas/core', to, 'domain', `target-${index}.ts`);
      for (const file of [source, target]) mkdirSync(dirname(file), { recursive: true });
      writeFileSync(target, 'export const value = 1;\n');
      writeFileSync(
        source,
        `import { value } from '../../${to}/domain/target-${index}';\nexport const copy = value;\n`,
      );
    });
    // The bag of every port: composition may import it, no capability may.
    for (const [file, text] of [
      ['lambdas/core/deps.ts', 'export const everyPort = 1;\n'],
      ['lambdas/core/kernel/uses-bag.ts', "import { everyPort } from '../deps';\nexport const a = everyPort;\n"],
      [
        'lambdas/core/admin/use-cases/uses-bag.ts',
        "import { everyPort } from '../../deps';\nexport const b = everyPort;\n",
      ],
      ['lambdas/composition/uses-bag.ts', "import { everyPort } from '../core/deps';\nexport const c = everyPort;\n"],
    ] as const) {
      mkdirSync(dirname(join(tree, file)), { recursive: true });
      writeFileSync(join(tree, file), text);
    }
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  const cruise = () => {
    const run = spawnSync(DEPCRUISE, ['lambdas', '--config', CONFIG, '--output-type', 'json'], {
      cwd: tree,
      encoding: 'utf8',
    });
    return JSON.parse(run.stdout) as {
      summary: { violations: Array<{ from: string; to: string; rule: { name: string } }> };
    };
  };

  it('forbid every arrow sideways or up, and allow every arrow down', () => {
    const report = cruise();
    const brokenBy = (index: number) =>
      report.summary.violations
        .filter((violation) => violation.from.endsWith(`/arrow-${index}.ts`))
        .map((violation) => violation.rule.name)
        .sort();
    expect(ARROWS.map(([from, to], index) => [from, to, brokenBy(index)])).toEqual(
      ARROWS.map(([from, to, broken]) => [from, to, [...broken].sort()]),
    );
  });

  it('keep the bag of every port (core/deps.ts) for the composition roots: no capability imports it', () => {
    const bagImports = cruise()
      .summary.violations.filter((violation) => violation.to === 'lambdas/core/deps.ts')
      .map((violation) => [violation.from, violation.rule.name])
      .sort();
    expect(bagImports).toEqual([
      ['lambdas/core/admin/use-cases/uses-bag.ts', 'core-deps-bag-only-for-composition'],
      ['lambdas/core/kernel/uses-bag.ts', 'core-deps-bag-only-for-composition'],
      ['lambdas/core/kernel/uses-bag.ts', 'kernel-stands-alone'],
    ]);
  });
});
