import type { APIRequestContext, BrowserContext } from '@playwright/test';

import { apiSecrets } from './api-secrets';
import { userInfoOf } from './user-info.mjs';

/** The admin token the fixture started this worker's api with. */
export const adminToken = apiSecrets.adminToken;
export const adminHeaders = { authorization: `Bearer ${adminToken}` };

export interface TestPlayer {
  id: number;
  username: string;
  accessToken: string;
}

/**
 * A logged-in player, made through the admin surface and stored in the browser the way a login
 * stores it (token, expiry, user info), so a test starts on a page as that player.
 */
export async function signInPlayer(
  context: BrowserContext,
  request: APIRequestContext,
  apiUrl: string,
  { username, balance = '1500.00' }: { username: string; balance?: string },
): Promise<TestPlayer> {
  const response = await request.post(`${apiUrl}/admin/players`, {
    headers: adminHeaders,
    data: { username, balance },
  });
  if (!response.ok()) throw new Error(`Creating ${username} failed: ${response.status()} ${await response.text()}`);
  const { result } = (await response.json()) as {
    result: {
      player: { id: number; username: string; balance: string; exposure: string };
      accessToken: string;
      expireInSeconds: number;
    };
  };
  const { player, accessToken, expireInSeconds } = result;
  // The player stays from an earlier try of the same test (a retry): he starts from the balance asked for.
  if (player.balance !== balance) {
    const reset = await request.post(`${apiUrl}/admin/players/${player.id}/balance`, {
      headers: adminHeaders,
      data: { balance },
    });
    if (!reset.ok()) throw new Error(`Setting ${username}'s balance failed: ${reset.status()} ${await reset.text()}`);
    player.balance = balance;
  }
  await context.addInitScript(
    ({ token, expiresAt, userInfo }) => {
      // Only on the first load: a test that logs out or expires the session keeps that state.
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('accessToken', token);
      window.localStorage.setItem('expire_DateTime', String(expiresAt));
      window.localStorage.setItem('userinfo', JSON.stringify(userInfo));
    },
    {
      token: accessToken,
      expiresAt: Date.now() + expireInSeconds * 1000,
      userInfo: userInfoOf(player),
    },
  );
  return { id: player.id, username: player.username, accessToken };
}

let accountSequence = 0;

/**
 * A verified account with a password, signed up and verified through the api as a player would,
 * that no other test of this run has used: `prefix` and `mobileFirstDigit` keep it apart from the
 * accounts other specs make.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  apiUrl: string,
  { prefix, mobileFirstDigit, password }: { prefix: string; mobileFirstDigit: '6' | '7' | '8' | '9'; password: string },
): Promise<{ userName: string; mobile: string }> {
  accountSequence += 1;
  const stamp = `${Date.now() % 1e8}${accountSequence}`.padStart(9, '0').slice(-9);
  const identity = { userName: `${prefix}${stamp}`, mobile: `${mobileFirstDigit}${stamp}` };
  const registered = await request.post(`${apiUrl}/Account/Register`, {
    data: { ...identity, password, domain: 'localhost' },
  });
  if (!registered.ok()) throw new Error(`Signing up ${identity.userName} failed: ${await registered.text()}`);
  const code = await request.get(`${apiUrl}/admin/accounts/${identity.userName}/verification-code`, {
    headers: adminHeaders,
  });
  if (!code.ok()) throw new Error(`Reading ${identity.userName}'s code failed: ${await code.text()}`);
  const verified = await request.post(`${apiUrl}/Account/VerificationUser`, {
    data: { ...identity, code: ((await code.json()) as { result: { code: string } }).result.code },
  });
  if (!verified.ok()) throw new Error(`Verifying ${identity.userName} failed: ${await verified.text()}`);
  return identity;
}
