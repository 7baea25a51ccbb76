import { rmSync } from 'node:fs';

/** jest globalTeardown (infra): removes the run's scratch folder (infra-global-setup). */
export default function infraGlobalTeardown(): void {
  const scratch = process.env.NAGTEXT_INFRA_SCRATCH;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
