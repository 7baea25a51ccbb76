import type { ScryptCost } from '../../lambdas/adapters/crypto/scrypt-password-hasher';

/**
 * The scrypt cost of the admin passwords the integration and browser tests make and check: N=2^10 (1 MiB, about a
 * millisecond) against production's 2^17 (128 MiB, about a second a hash on a CI core). They test the log-in's
 * rules (lockouts, decoys, sessions), not the cost; test/unit/adapters/scrypt-password-hasher.test.ts pins
 * production's, and test/unit/composition/compose-ports.test.ts that the cloud and `npm start` use it.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
