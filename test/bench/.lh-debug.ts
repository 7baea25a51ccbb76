// temporary debug script (perf helper) — removed after use
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveWebDist } from './serve-web-dist';
const site = await serveWebDist(resolve('web/dist'));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'], logLevel: 'silent' });
for (const path of process.argv.slice(2)) {
  const run = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = run!.lhr;
  writeFileSync(`/tmp/perf/lhr${path.replace(/\//g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(path, 'perf', Math.round(lhr.categories.performance!.score! * 100), 'benchmarkIndex', lhr.environment.benchmarkIndex);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) console.log('  ', id, a[id]!.displayValue, a[id]!.score);
  const tasks = (a['long-tasks']?.details as any)?.items ?? [];
  console.log('  long tasks:', tasks.map((t: any) => `${t.url?.split('/').pop()} start ${Math.round(t.startTime)} dur ${Math.round(t.duration)}`).join(' | '));
  const boot = (a['bootup-time']?.details as any)?.items ?? [];
  console.log('  bootup:', boot.map((t: any) => `${t.url.split('/').pop()} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`).join(' | '));
  const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
  console.log('  mainthread:', mw.map((t: any) => `${t.group} ${Math.round(t.duration)}`).join(', '));
  const reqs = (a['network-requests']?.details as any)?.items ?? [];
  console.log('  requests:', reqs.map((r: any) => `${r.url.split('/').pop() || '/'} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${Math.round(r.transferSize / 1024)}KB`).join(' | '));
  const lcp = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node;
  console.log('  lcp element:', lcp?.snippet, lcp?.nodeLabel?.slice(0, 60));
  const phases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items;
  console.log('  lcp phases:', phases?.map((p: any) => `${p.phase} ${Math.round(p.timing)}`).join(', '));
  for (const id of ['render-blocking-resources', 'unused-javascript', 'uses-text-compression', 'network-dependency-tree-insight', 'critical-request-chains', 'layout-shifts', 'non-composited-animations', 'unminified-javascript', 'legacy-javascript', 'total-byte-weight', 'dom-size', 'third-party-summary', 'uses-rel-preconnect']) if (a[id]) console.log('  ', id, a[id]!.score, a[id]!.displayValue ?? '');
}
chrome.kill();
await site.close();
