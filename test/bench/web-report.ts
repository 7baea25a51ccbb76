import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { webBuildReason } from '../../local/web-build';
import { measureInitialLoad } from './initial-load-size';
import { LIGHTHOUSE_CATEGORIES, runLighthouse } from './lighthouse-scores';
import { serveWebDist } from './serve-web-dist';

const ROOT = resolve(import.meta.dirname, '..', '..');
const DIST = resolve(ROOT, 'web', 'dist');
const INITIAL_LOAD_GOAL_KB = 150;
const SCORE_GOAL = 95;
const LIGHTHOUSE_PATHS = ['/', '/pricing', '/how-it-works'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printInitialLoad(): void {
  const files = measureInitialLoad(DIST);
  console.log('\nWeb: JavaScript and CSS that / loads before it is interactive (gzip -9)');
  const width = Math.max(...files.map((f) => f.file.length), 10);
  for (const f of files)
    console.log(
      `  ${f.file.padEnd(width)}  ${f.reason.padEnd(10)}  ${kb(f.bytes).padStart(9)}  ${kb(f.gzipBytes).padStart(9)} gzip`,
    );
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const raw = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `  ${'total'.padEnd(width)}  ${''.padEnd(10)}  ${kb(raw).padStart(9)}  ${kb(total).padStart(9)} gzip   (goal < ${INITIAL_LOAD_GOAL_KB} KB gzip)`,
  );
}

async function printLighthouse(): Promise<void> {
  const site = await serveWebDist(DIST);
  try {
    console.log(
      `\nWeb: Lighthouse 12, mobile profile, web/dist served brotli-compressed at ${site.url} (goal: every score >= ${SCORE_GOAL})`,
    );
    console.log(`  ${'page'.padEnd(14)}${LIGHTHOUSE_CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    const results = await runLighthouse(site.url, LIGHTHOUSE_PATHS);
    for (const r of results) {
      console.log(
        `  ${r.path.padEnd(14)}${LIGHTHOUSE_CATEGORIES.map((c) => String(r.scores[c] ?? 'n/a').padStart(16)).join('')}`,
      );
    }
    for (const r of results) {
      if (r.failing.length) console.log(`  audits below 0.9 on ${r.path}:\n    ${r.failing.join('\n    ')}`);
    }
  } finally {
    await site.close();
  }
}

/** `npm run bench` part: builds the SPA if stale, prints the initial-load size of / and Lighthouse scores. Prints, never asserts. */
export async function runWebReport(): Promise<void> {
  if (webBuildReason(ROOT)) {
    execFileSync('npm', ['run', 'build:web', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  printInitialLoad();
  await printLighthouse();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runWebReport().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
