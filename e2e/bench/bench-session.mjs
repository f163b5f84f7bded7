// The bench's players and the operator's calls it makes, through the api's admin surface.
import { userInfoOf } from '../support/user-info.mjs';

/** @typedef {import('./network-profile.mjs').StoredSession} StoredSession */

/**
 * POSTs `body` to an admin call and answers the envelope's `result`.
 * @param {string} apiUrl
 * @param {string} adminToken
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<any>}
 */
export async function adminPost(apiUrl, adminToken, path, body) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
  return /** @type {{ result: unknown }} */ (await response.json()).result;
}

/**
 * A new player made through the api's admin surface, stored as a login stores it (the storage keys
 * of shared/src/storage/storage-keys.ts), as the e2e suite signs players in.
 * @param {string} apiUrl
 * @param {string} adminToken
 * @param {string} username
 * @returns {Promise<StoredSession>}
 */
export async function newSession(apiUrl, adminToken, username) {
  const result =
    /** @type {{ player: { id: number, username: string, balance: string, exposure: string }, accessToken: string, expireInSeconds: number }} */ (
      await adminPost(apiUrl, adminToken, '/admin/players', { username, balance: '1500.00' })
    );
  return {
    accessToken: result.accessToken,
    expire_DateTime: String(Date.now() + result.expireInSeconds * 1000),
    userinfo: JSON.stringify(userInfoOf(result.player)),
  };
}
