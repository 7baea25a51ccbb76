import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * jest globalSetup (infra): one scratch folder for the run's synths (each app's cloud assembly, some 26 MB, and the
 * stand-in web/dist), named to the test workers in NAGTEXT_INFRA_SCRATCH and removed by infra-global-teardown. A
 * test file cannot remove its own: its builds are shared across its describe blocks and synthesized again by later
 * ones, and left to CDK each synth stays in /tmp for good.
 */
export default function infraGlobalSetup(): void {
  process.env.NAGTEXT_INFRA_SCRATCH = mkdtempSync(join(tmpdir(), 'nagtext-infra-'));
}
