import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { errorStack } from '../../../lambdas/observability/error-stack';

/** A failure inside a minified bundle, as Node prints it without --enable-source-maps, read back into our file. */
describe('errorStack', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'error-stack-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function bundled(name: string, withMap: boolean) {
    const entry = join(dir, `${name}.ts`);
    writeFileSync(
      entry,
      [
        'export function handler(): never {',
        "  const reason = 'the table is gone';",
        '  throw new Error(reason);',
        '}',
        '',
      ].join('\n'),
    );
    const outfile = join(dir, `${name}.mjs`);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      minify: true,
      sourcemap: withMap,
      logLevel: 'error',
    });
    const code = readFileSync(outfile, 'utf8');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('new Error'));
    const column = lines[line]!.indexOf('new Error');
    return { url: pathToFileURL(outfile).href, frame: `${line + 1}:${column + 1}` };
  }

  const failure = (url: string, frame: string) =>
    Object.assign(new Error('the table is gone'), {
      stack: `Error: the table is gone\n    at handler (${url}:${frame})\n    at node:internal/process/task_queues:95:5`,
    });

  it("maps a bundle's frame to the source file, line and column, and leaves Node's own frames alone", async () => {
    const { url, frame } = await bundled('mapped', true);
    const stack = errorStack(failure(url, frame));
    expect(stack).toMatch(
      /^Error: the table is gone\n {4}at handler \((?:[^\s()]*\/)?mapped\.ts:3:9\)\n {4}at node:internal\/process\/task_queues:95:5$/,
    );
  });

  it('leaves the frame as it is when no map lies beside the bundle', async () => {
    const { url, frame } = await bundled('unmapped', false);
    expect(errorStack(failure(url, frame))).toContain(`${url}:${frame}`);
  });

  it('a stack of our own source files, and anything thrown that is not an Error, as they are', () => {
    const error = new Error('plain');
    expect(errorStack(error)).toBe(error.stack);
    expect(errorStack('a string')).toBe('a string');
    expect(errorStack({ code: 7 })).toBe('[object Object]');
  });
});
