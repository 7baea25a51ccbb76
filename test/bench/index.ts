import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runLambdaReport } from './lambda-report';

/** `npm run bench`: the Lambda report, then the web report when it exists. Prints figures; asserts nothing. */
// Figures, not the handlers' info lines: ten thousand `nag.sent` lines would bury them (warnings and errors still print).
process.env.NAGTEXT_QUIET_LOGS ??= '1';

await runLambdaReport();

(await import('./stack-resources')).runStackResourcesReport();

const webReport = fileURLToPath(new URL('./web-report.ts', import.meta.url));
if (existsSync(webReport)) {
  const { runWebReport } = (await import(pathToFileURL(webReport).href)) as { runWebReport: () => Promise<void> };
  await runWebReport();
} else {
  console.log('\n(no web report: test/bench/web-report.ts is not there yet)');
}

await (await import('./local-standins')).runLocalStandinsReport();

await (await import('./nag-dispatch')).runNagBench();

await (await import('./admin-users')).runAdminUsersBench();

await (await import('./your-data')).runYourDataBench();

await (await import('./api-latency')).runApiLatencyBench();

await (await import('./worst-case')).runWorstCaseBench();
