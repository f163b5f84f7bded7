// The crash game's fairness check, run in the browser by the game page and by the api's tests
// against the server's own derivation (../fairness.ts states the rule): it recomputes a round's
// published hash and crash point from its revealed seed with Web Crypto.

const encoder = new TextEncoder();

const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the seed text, hex: what was published before the round. */
export async function seedHashOf(serverSeed) {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

/** The crash point of a seed in hundredths (100 = 1.00×). */
export async function crashPointHundredthsOf(serverSeed) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = hex(await crypto.subtle.sign('HMAC', key, encoder.encode('sbe_aviator')));
  const x = parseInt(digest.slice(0, 13), 16) / 2 ** 52;
  return Math.min(Math.max(Math.floor(99 / (1 - x)), 100), 100000);
}

/** Does the revealed seed give the published hash and the announced crash point? */
export async function verifyRound({ serverSeed, seedHash, crashPoint }) {
  if (typeof serverSeed !== 'string' || !/^[0-9a-f]{64}$/.test(serverSeed)) return false;
  const [hash, hundredths] = await Promise.all([seedHashOf(serverSeed), crashPointHundredthsOf(serverSeed)]);
  return hash === seedHash && hundredths === Math.round(crashPoint * 100);
}
