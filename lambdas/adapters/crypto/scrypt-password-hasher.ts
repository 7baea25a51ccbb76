import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '#core/admin/ports/password-hasher';
import { workQueue } from './work-queue';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt cost for passwords: N=2^17, r=8, p=1 (128 MiB and a few hundred ms per hash). */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** Stored hashes above this cost are refused rather than allowed to exhaust memory. */
const MAX_N = 2 ** 20;

/**
 * One hash at a time per process, at most 20 waiting (beyond that a 429): a burst of admin log-ins (ten parallel
 * wrong passwords slowed an unrelated request from 10 ms to 700 ms) waits its turn instead of taking the thread
 * pool and 128 MiB each. A Lambda container serves one request at a time anyway; there the function's reserved
 * concurrency bounds the burst (infra).
 */
export const hashingQueue = workQueue(1, 20);

function derive(password: string, salt: Buffer, options: ScryptCost): Promise<Buffer> {
  // Node refuses to use more than maxmem (32 MiB by default): scrypt needs 128 * N * r * p bytes.
  const maxmem = 128 * options.N * options.r * options.p + 2 * 1024 * 1024;
  return hashingQueue.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key) return null;
  if (
    ![cost.N, cost.r, cost.p].every(Number.isSafeInteger) ||
    cost.N < 2 ||
    cost.N > MAX_N ||
    cost.r < 1 ||
    cost.p < 1 ||
    cost.r * cost.p > 64
  )
    return null;
  return { ...cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/**
 * Hashes made at `cost`, stored as `scrypt$N$r$p$<salt b64>$<key b64>`: each hash carries its own cost, so older,
 * cheaper hashes still verify and are re-made at `cost` on the next successful log-in (needsRehash). Its decoy (what
 * an unknown username is checked against) is at the same cost, so it takes as long as a real hash.
 */
export function scryptHasher(cost: ScryptCost): PasswordHasher {
  const encode = (salt: string, key: string) => ['scrypt', cost.N, cost.r, cost.p, salt, key].join('$');
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return encode(salt.toString('base64'), key.toString('base64'));
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const actual = await derive(password, parsed.salt, parsed);
      return parsed.key.length === actual.length && timingSafeEqual(parsed.key, actual);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
    },
    // A well-formed salt and key, all zero bits: finding a password that derives it would take a preimage of scrypt.
    decoy: encode('A'.repeat(22) + '==', 'A'.repeat(86) + '=='),
  };
}

/** Admin passwords as production hashes them: at OWASP's cost. */
export const scryptPasswordHasher: PasswordHasher = scryptHasher(SCRYPT_COST);
