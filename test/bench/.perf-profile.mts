import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { serveWebDist } from '/work/main/test/bench/serve-web-dist';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const DIST = process.env.DIST ?? '/work/main/web/dist';
const site = await serveWebDist(resolve(DIST));
const maps = new Map<string, any>();
function orig(url: string, line: number, col: number): string {
  if (!maps.has(url)) { const f = `${DIST}/assets/${url}.map`; maps.set(url, existsSync(f) ? new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null); }
  const m = maps.get(url); if (!m) return '';
  const p = m.originalPositionFor({ line: line + 1, column: col });
  return p.source ? `${p.source.replace(/^.*node_modules\//, '').replace(/^.*web\/src\//, 'src/')}:${p.line}${p.name ? ' ' + p.name : ''}` : '';
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const path = process.argv[2] ?? '/';
const agg = new Map<string, number>(); const byPkg = new Map<string, number>(); const byUrl = new Map<string, number>();
const runs = 5;
for (let i = 0; i < runs; i++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop') as any;
  const dt = new Map<number, number>();
  for (let k = 0; k < profile.samples.length; k++) dt.set(profile.samples[k], (dt.get(profile.samples[k]) ?? 0) + (profile.timeDeltas[k] ?? 0));
  for (const n of profile.nodes) { const t = (dt.get(n.id) ?? 0) / 1000 / runs; if (!t) continue; const cf = n.callFrame; const url = cf.url.split('/').pop() || cf.url || '(native)';
    const key = `${cf.functionName || '(anon)'} @ ${url}:${cf.lineNumber}:${cf.columnNumber} ${url.endsWith('.js') ? orig(url, cf.lineNumber, cf.columnNumber) : ''}`; agg.set(key, (agg.get(key) ?? 0) + t); byUrl.set(url, (byUrl.get(url) ?? 0) + t); const o = url.endsWith('.js') ? orig(url, cf.lineNumber, cf.columnNumber).split(':')[0] : url; const pk = o.split('/').slice(0, o.startsWith('@') ? 3 : 2).join('/'); byPkg.set(pk, (byPkg.get(pk) ?? 0) + t); }
  await page.close();
}
console.log('self time by url (ms, avg per load):'); [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log(v.toFixed(1).padStart(8), k));
console.log('by package:'); [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(v.toFixed(1).padStart(8), k));
console.log('top functions:'); [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, v]) => console.log(v.toFixed(1).padStart(8), k));
await browser.close(); await site.close();
