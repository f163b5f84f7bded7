// The crash game's fairness check, run in the browser by the game page and by /casino/fair, and by
// the api's tests against the server's own derivation (../fairness.ts states the rule): from a
// revealed game hash it recomputes the round's crash point and walks the hash chain to its
// terminating hash, with Web Crypto only.

const encoder = new TextEncoder();
const hashShape = /^[0-9a-f]{64}$/;

/** The most hashes a chain check walks: the longest chain the api makes (CRASH_CHAIN_LENGTH). */
export const maxChainIndex = 10_000_000;

const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Is this 64 lower-case hex characters, as every hash of the game is written? */
export const isGameHash = (value) => typeof value === 'string' && hashShape.test(value);

/** SHA-256 of a hash's hex text, hex: the hash of the round before it in the chain. */
export async function chainHashOf(hash) {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(hash)));
}

const e = 2n ** 52n;

/** The crash point in hundredths (100 = 1.00×) of a game hash with a client seed. */
export async function crashPointHundredthsOf(gameHash, clientSeed) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(gameHash), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(clientSeed)));
  if (BigInt(`0x${mac}`) % 101n === 0n) return 100;
  const h = BigInt(`0x${mac.slice(0, 13)}`);
  const hundredths = Number((100n * e - h) / (e - h));
  return Math.min(hundredths, 100000);
}

// Hashes this page has already tied to a terminating hash, with their place: a later round's walk
// stops at the first of them (its previous round's hash, one step back) instead of walking the
// whole chain again.
const placed = new Map();

/**
 * Does `gameHash`, hashed `chainIndex` times, give `terminatingHash`? Walks at most `chainIndex`
 * (≤ maxChainIndex) SHA-256 steps, fewer when it meets a hash already placed on the same chain.
 */
export async function verifyChain({ gameHash, terminatingHash, chainIndex }) {
  if (!isGameHash(gameHash) || !isGameHash(terminatingHash)) return false;
  if (!Number.isSafeInteger(chainIndex) || chainIndex < 1 || chainIndex > maxChainIndex) return false;
  placed.set(terminatingHash, { terminatingHash, index: 0 });
  let hash = gameHash;
  for (let index = chainIndex - 1; index >= 0; index -= 1) {
    hash = await chainHashOf(hash);
    const known = placed.get(hash);
    if (known !== undefined) {
      const fits = known.terminatingHash === terminatingHash && known.index === index;
      if (fits) placed.set(gameHash, { terminatingHash, index: chainIndex });
      return fits;
    }
  }
  return false;
}

/**
 * Does a past round check out: its crash point follows from its game hash and client seed, and its
 * game hash leads back to its chain's terminating hash in exactly its place's number of steps?
 */
export async function verifyRound({ gameHash, clientSeed, terminatingHash, chainIndex, crashPoint }) {
  if (!isGameHash(gameHash) || typeof clientSeed !== 'string') return false;
  const hundredths = await crashPointHundredthsOf(gameHash, clientSeed);
  if (hundredths !== Math.round(crashPoint * 100)) return false;
  return verifyChain({ gameHash, terminatingHash, chainIndex });
}

/**
 * The rounds before a game hash, newest first: `count` + 1 game hashes (the given one first, each
 * next one its predecessor's SHA-256) with their crash points under `clientSeed`.
 */
export async function earlierRounds(gameHash, clientSeed, count) {
  const rounds = [];
  let hash = gameHash;
  for (let step = 0; step <= count; step += 1) {
    rounds.push({ step, gameHash: hash, crashHundredths: await crashPointHundredthsOf(hash, clientSeed) });
    hash = await chainHashOf(hash);
  }
  return rounds;
}
