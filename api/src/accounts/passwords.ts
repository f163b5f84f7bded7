import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords (and partner secrets) are stored as `scrypt$N$r$p$salt$key`, salt and key in base64:
// the parameters travel with each hash, so raising them later leaves old hashes verifiable.

export interface ScryptParameters {
  /** CPU and memory cost N, a power of two. */
  readonly cost: number;
  readonly blockSize: number;
  readonly parallelization: number;
}

// N = 2^14, r = 8, p = 1: the scrypt paper's parameters for interactive logins (16 MiB, tens of
// milliseconds), slow enough for an attacker with the hashes and quick enough for a login.
export const defaultScryptParameters: ScryptParameters = { cost: 16_384, blockSize: 8, parallelization: 1 };

/** The default parameters with N = 2^log2Cost: the configured `PASSWORD_HASH_COST`. */
export const scryptParametersWithCost = (log2Cost: number): ScryptParameters => ({
  ...defaultScryptParameters,
  cost: 2 ** log2Cost,
});

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Stored parameters beyond these are refused rather than run: they would only come from a forged row.
const MAX_COST = 1 << 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELIZATION = 16;

const derive = (password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> => {
  const options: ScryptOptions = {
    N: parameters.cost,
    r: parameters.blockSize,
    p: parameters.parallelization,
    // scrypt needs 128·N·r bytes; Node's default ceiling of 32 MiB is just too small for some choices.
    maxmem: 256 * parameters.cost * parameters.blockSize,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
};

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = defaultScryptParameters,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, parameters);
  const { cost, blockSize, parallelization } = parameters;
  return ['scrypt', cost, blockSize, parallelization, salt.toString('base64'), key.toString('base64')].join('$');
}

const positive = (text: string | undefined, max: number): number | null => {
  if (text === undefined || !/^[1-9]\d{0,7}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
};

function parseHash(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined || rest.length > 0) return null;
  const cost = positive(n, MAX_COST);
  const blockSize = positive(r, MAX_BLOCK_SIZE);
  const parallelization = positive(p, MAX_PARALLELIZATION);
  if (cost === null || blockSize === null || parallelization === null || (cost & (cost - 1)) !== 0) return null;
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length === 0) return null;
  return { parameters: { cost, blockSize, parallelization }, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

/**
 * True when `password` produces the stored hash; a malformed or missing hash never matches, after
 * the time of a verification with `parameters` (those new hashes are made with).
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  parameters: ScryptParameters = defaultScryptParameters,
): Promise<boolean> {
  const parsed = stored === null ? null : parseHash(stored);
  if (parsed === null) {
    await burnEquivalentTime(password, parameters);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

// One decoy hash per set of parameters: a process normally uses only the configured one.
const decoys = new Map<string, Promise<string>>();

/**
 * Spends the time of one verification against a hash made with `parameters`, which must be those
 * new hashes are made with. An unknown username, or an account without a password, must take as
 * long to refuse as a wrong password, or the timing tells which usernames exist.
 */
export async function burnEquivalentTime(
  password: string,
  parameters: ScryptParameters = defaultScryptParameters,
): Promise<void> {
  const key = `${parameters.cost}$${parameters.blockSize}$${parameters.parallelization}`;
  let decoy = decoys.get(key);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(16).toString('base64'), parameters);
    decoys.set(key, decoy);
  }
  const parsed = parseHash(await decoy);
  if (parsed !== null) await derive(password, parsed.salt, parsed.parameters);
}
