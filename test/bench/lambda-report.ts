import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { eventHandlers } from '#shared/runtime/event-handlers';
import { routes } from '#shared/runtime/routes';
import { findProjectRoot } from '../../infra/bin/project-root';
import { LAMBDA_BUNDLING, LAMBDA_NODE_TARGET, lambdaAliases } from '../../infra/constructs/lambda-bundling';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';

/**
 * `npm run bench`, Lambda part: every function bundled exactly as CDK bundles it (infra/constructs/lambda-bundling.ts),
 * its size (minified and gzip), its module-load time in a fresh Node process (median of 7) against a yardstick
 * built in the same run, and the three packages (or our own top folders) that weigh most in it. The yardstick is a
 * handler that only imports @aws-sdk/client-dynamodb with @aws-sdk/lib-dynamodb, bundled the naive way (esbuild's
 * defaults for Node, which are NodejsFunction's: CommonJS, each package's `main` build, SDK bundled, no source maps).
 * Goals, for every function (API, events, SMS): at most 120 KB gzip, and loading in at most 0.5 of the yardstick's
 * time (the ratio, not an absolute time: both are measured in the same run on the same machine).
 */
const RUNS = 11;
const LOAD_GOAL = 0.5;
const SIZE_GOAL_KB = 120;

const YARDSTICK_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event) => {
  const { Item } = await doc.send(new GetCommand({ TableName: process.env.DATA_TABLE_NAME, Key: { pk: event.pk, sk: event.sk } }));
  return Item ?? null;
};
`;

/** What a deployed function sees at load time (values are irrelevant: nothing may run before a request). */
const LAMBDA_LIKE_ENV = {
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  NAGTEXT_RUNTIME: 'aws',
  STAGE: 'bench',
  DATA_TABLE_NAME: 'bench-Data',
  AUTH_TABLE_NAME: 'bench-Auth',
};

interface Bundle {
  name: string;
  kind: 'api' | 'event' | 'yardstick';
  file: string;
  bytes: number;
  gzipBytes: number;
  metafile: Metafile;
  loadMs?: number;
  /** Every measured load, for the yardstick's spread. */
  loadSamples?: number[];
}

function entries(): { name: string; kind: 'api' | 'event'; entry: string }[] {
  const api = Object.entries(routes).map(([name, route]) => ({ name, kind: 'api' as const, entry: route.handler }));
  const events = Object.entries(eventHandlers).map(([name, event]) => ({
    name,
    kind: 'event' as const,
    entry: event.handler,
  }));
  return [...api, ...events];
}

async function bundleHandler(
  root: string,
  outDir: string,
  aliases: Record<string, string>,
  name: string,
  kind: 'api' | 'event',
  entry: string,
): Promise<Bundle> {
  const outfile = join(outDir, name, 'index.mjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    format: LAMBDA_BUNDLING.format,
    platform: LAMBDA_BUNDLING.platform,
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourcemap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    external: [...LAMBDA_BUNDLING.external],
    banner: { js: LAMBDA_BUNDLING.banner },
    alias: aliases,
    metafile: true,
    logLevel: 'error',
  });
  return measureFile(name, kind, outfile, result.metafile);
}

async function bundleYardstick(root: string, outDir: string): Promise<Bundle> {
  const dir = join(outDir, 'yardstick');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'handler.mjs');
  writeFileSync(entry, YARDSTICK_SOURCE);
  const outfile = join(dir, 'index.cjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    minify: true,
    metafile: true,
    logLevel: 'error',
  });
  return measureFile('yardstick (naive client-dynamodb + lib-dynamodb)', 'yardstick', outfile, result.metafile);
}

function measureFile(name: string, kind: Bundle['kind'], file: string, metafile: Metafile): Bundle {
  const code = readFileSync(file);
  return { name, kind, file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, metafile };
}

/** One fresh Node process: the time from before import() to the module being evaluated. */
function loadOnce(bundle: Bundle): number {
  const url = pathToFileURL(bundle.file).href;
  const script = `const t = performance.now(); import(${JSON.stringify(url)}).then(() => process.stdout.write(String(performance.now() - t)), (e) => { console.error(e); process.exit(1); });`;
  const child = spawnSync(process.execPath, ['--no-warnings', '-e', script], {
    env: { ...process.env, ...LAMBDA_LIKE_ENV, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`${bundle.name} failed to load:\n${child.stderr}`);
  return Number(child.stdout);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs are interleaved across bundles so machine noise spreads evenly; one warm-up each is dropped. */
function measureLoads(bundles: Bundle[]): void {
  const samples = new Map<Bundle, number[]>(bundles.map((b) => [b, []]));
  for (const bundle of bundles) loadOnce(bundle);
  for (let run = 0; run < RUNS; run++) for (const bundle of bundles) samples.get(bundle)!.push(loadOnce(bundle));
  for (const bundle of bundles) {
    bundle.loadSamples = samples.get(bundle)!;
    bundle.loadMs = median(bundle.loadSamples);
  }
}

/** Bytes in the output by package (node_modules/<pkg>) or by our own top folder. */
function contributors(bundle: Bundle, root: string): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(bundle.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const path = relative(root, join(root, input)).replace(/\\/g, '/');
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split('/').slice(0, 2).join('/');
      totals.set(pkg, (totals.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);
const lpad = (text: string, width: number) => text.padStart(width);

export async function runLambdaReport(): Promise<void> {
  const root = findProjectRoot(process.cwd());
  const outDir = join(root, 'test', 'bench', 'out', 'lambdas');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const found = entries();
  console.log(
    `\nLambda report: ${found.length} functions (routes and event handlers whose entry file exists), bundled as CDK bundles them`,
  );
  const yardstick = await bundleYardstick(root, outDir);
  const bundles = [yardstick];
  // The default stage's aliases (its phone metadata is cut to the default countries), made once.
  const aliases = lambdaAliases(root, DEFAULT_SMS_COUNTRIES);
  for (const { name, kind, entry } of found)
    bundles.push(await bundleHandler(root, outDir, aliases, name, kind, entry));
  measureLoads(bundles);

  const nameWidth = Math.max(...bundles.map((b) => b.name.length)) + 2;
  console.log(
    `\n${pad('function', nameWidth)}${lpad('minified', 11)}${lpad('gzip', 11)}${lpad('load (median)', 15)}${lpad('vs yardstick', 14)}  ${pad('goals', 18)}largest packages (minified)`,
  );
  const yardMs = yardstick.loadMs!;
  const rows = bundles.map((b) => ({
    bundle: b,
    ratio: b.loadMs! / yardMs,
    smallEnough: b.gzipBytes <= SIZE_GOAL_KB * 1024,
    top: contributors(b, root).slice(0, 3),
  }));
  for (const { bundle, ratio, smallEnough, top } of rows) {
    const goals =
      bundle.kind === 'yardstick'
        ? ''
        : [smallEnough ? 'size ok' : 'SIZE', ratio <= LOAD_GOAL ? 'load ok' : 'LOAD'].join(', ');
    const largest = top.map(([pkg, bytes]) => `${pkg} ${Math.round(bytes / 1024)}`).join(', ');
    console.log(
      `${pad(bundle.name, nameWidth)}${lpad(kb(bundle.bytes), 11)}${lpad(kb(bundle.gzipBytes), 11)}${lpad(`${bundle.loadMs!.toFixed(1)} ms`, 15)}${lpad(ratio.toFixed(2), 14)}  ${pad(goals, 18)}${largest}`,
    );
  }

  const functions = rows.filter((r) => r.bundle.kind !== 'yardstick');
  const small = functions.filter((r) => r.smallEnough).length;
  const quick = functions.filter((r) => r.ratio <= LOAD_GOAL).length;
  const both = functions.filter((r) => r.smallEnough && r.ratio <= LOAD_GOAL).length;
  const gzips = functions.map((r) => r.bundle.gzipBytes);
  const ratios = functions.map((r) => r.ratio);
  console.log(
    `\nGoals for every function: at most ${SIZE_GOAL_KB} KB gzip, ${small}/${functions.length} meet it; loading in at most ${LOAD_GOAL} of the yardstick (${yardMs.toFixed(1)} ms), ${quick}/${functions.length}; both, ${both}/${functions.length}.`,
  );
  console.log(
    `Range: ${kb(Math.min(...gzips))} to ${kb(Math.max(...gzips))} gzip, ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} of the yardstick.`,
  );
  const yardRuns = yardstick.loadSamples!;
  console.log(
    `The yardstick's ${RUNS} loads took ${Math.min(...yardRuns).toFixed(1)} to ${Math.max(...yardRuns).toFixed(1)} ms: the ratios move with that spread from run to run.`,
  );
  console.log(
    "Yardstick = a handler importing only @aws-sdk/client-dynamodb + @aws-sdk/lib-dynamodb, bundled with esbuild's Node defaults (CommonJS, packages' main builds, minified, SDK bundled), as NodejsFunction does untuned.",
  );
  console.log(
    `Load = import() of the bundle in a fresh \`node --no-warnings\` (no Node options, as deployed), median of ${RUNS}, ${process.version}.`,
  );

  writeFileSync(
    join(root, 'test', 'bench', 'out', 'lambda-report.json'),
    JSON.stringify(
      {
        node: process.version,
        runs: RUNS,
        goals: { loadRatio: LOAD_GOAL, gzipKB: SIZE_GOAL_KB },
        yardstickMs: yardMs,
        functions: rows.map(({ bundle, ratio, top }) => ({
          name: bundle.name,
          kind: bundle.kind,
          bytes: bundle.bytes,
          gzipBytes: bundle.gzipBytes,
          loadMs: bundle.loadMs,
          ratio,
          largest: top,
        })),
      },
      null,
      2,
    ),
  );
}
