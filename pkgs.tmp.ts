import { build } from 'esbuild';
import { LAMBDA_BUNDLING } from '/work/main/infra/constructs/lambda-bundling.ts';
import { routes } from '/work/main/shared/runtime/routes.ts';
import { eventHandlers } from '/work/main/shared/runtime/event-handlers.ts';
const all: Record<string, { handler: string }> = { ...routes, ...eventHandlers };
for (const name of process.argv.slice(2)) {
  const r = await build({ absWorkingDir: '/work/main', entryPoints: [all[name]!.handler], bundle: true, write: false, outfile: '/tmp/x.mjs', format: 'esm', platform: 'node', target: 'node22', mainFields: ['module', 'main'], minify: true, alias: LAMBDA_BUNDLING.alias, banner: { js: LAMBDA_BUNDLING.banner }, metafile: true, logLevel: 'error' });
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(Object.values(r.metafile.outputs)[0]!.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(?:dist-es|lib\/esm|dist)\/(?:submodules\/)?([^/]+))?/.exec(input);
    const key = m ? m[1] + (m[2] && m[1].startsWith('@smithy/core') ? '/' + m[2] : '') : input.split('/').slice(0, 3).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
  }
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${name}: ${(sum / 1024).toFixed(0)} KB`);
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String((v / 1024).toFixed(1)).padStart(7), k);
}
