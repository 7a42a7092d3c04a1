import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Password hashing with scrypt, a memory-hard KDF built into Node. The stored form carries its own
 * parameters, `scrypt$N$r$p$salt$hash` (base64 salt and hash), so raising the cost later does not
 * invalidate existing hashes.
 */

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verification; used for unknown accounts so timing does not tell. */
  burn(password: string): Promise<void>;
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is just below what N=2^15, r=8 needs (128·N·r bytes).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function createPasswordHasher(costN: number): PasswordHasher {
  let decoy: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, costN, BLOCK_SIZE, PARALLELISM);
    return ['scrypt', costN, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, expected] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
    const expectedKey = Buffer.from(expected, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  }

  async function burn(password: string): Promise<void> {
    decoy ??= hash(randomBytes(12).toString('hex'));
    await verify(password, await decoy);
  }

  return { hash, verify, burn };
}
