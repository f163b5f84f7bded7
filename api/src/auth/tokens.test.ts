import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createAccessTokens } from './tokens.js';

const secret = 'a-test-secret-of-more-than-thirty-two-characters';
const player = { id: 42, username: 'Demo' };
const sessionId = '0b6f4c1e-8a8f-4a53-9d4b-2f1d7c3e5a10';

const at = (iso: string) => () => new Date(iso);

describe('access tokens', () => {
  it('signs an HS256 JWT whose claims verify back to the player', async () => {
    const tokens = createAccessTokens({ secret, ttlSeconds: 3600, now: at('2030-01-01T00:00:00Z') });
    const signed = await tokens.signAccessToken(player, sessionId);
    expect(signed.expireInSeconds).toBe(3600);
    expect(signed.expiresAt).toEqual(new Date('2030-01-01T01:00:00Z'));

    const [header, payload] = signed.accessToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ sub: '42', name: 'Demo', sid: sessionId, iat: 1893456000, exp: 1893459600 });

    expect(await tokens.verifyAccessToken(signed.accessToken)).toEqual({
      ok: true,
      value: { playerId: 42, username: 'Demo', sessionId, expiresAt: new Date('2030-01-01T01:00:00Z') },
    });
  });

  it('reports an expired token as a value', async () => {
    const signed = await createAccessTokens({
      secret,
      ttlSeconds: 60,
      now: at('2030-01-01T00:00:00Z'),
    }).signAccessToken(player, sessionId);
    const later = createAccessTokens({ secret, ttlSeconds: 60, now: at('2030-01-01T00:01:01Z') });
    expect(await later.verifyAccessToken(signed.accessToken)).toEqual({
      ok: false,
      error: { reason: 'expired', code: 'accessTokenExpired', message: 'Access token expired' },
    });
    // A logout may still name the session of a genuine token that has run out.
    expect(await later.verifyAccessToken(signed.accessToken, { allowExpired: true })).toMatchObject({
      ok: true,
      value: { playerId: 42, sessionId },
    });
  });

  it('refuses tokens signed with another secret, unsigned ones and garbage', async () => {
    const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
    const forged = await createAccessTokens({ secret: `${secret}-other`, ttlSeconds: 60 }).signAccessToken(
      player,
      sessionId,
    );
    const unsigned = new UnsecuredJWT({ name: 'Demo' }).setSubject('42').setExpirationTime('1h').encode();

    expect(await tokens.verifyAccessToken(forged.accessToken)).toEqual({
      ok: false,
      error: { reason: 'invalid', code: 'accessTokenInvalid', message: 'Access token is invalid' },
    });
    expect(await tokens.verifyAccessToken(unsigned)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    expect(await tokens.verifyAccessToken('a.b.c')).toEqual({
      ok: false,
      error: { reason: 'malformed', code: 'accessTokenMalformed', message: 'Access token is malformed' },
    });
    expect(await tokens.verifyAccessToken('garbage')).toMatchObject({ ok: false, error: { reason: 'malformed' } });
    for (const missing of ['', '  ', null, undefined, 42]) {
      expect(await tokens.verifyAccessToken(missing)).toEqual({
        ok: false,
        error: { reason: 'missing', code: 'accessTokenMissing', message: 'No access token' },
      });
    }
  });

  it('refuses a correctly signed token whose subject is not a player id', async () => {
    const key = new TextEncoder().encode(secret);
    const sign = (sub: string) =>
      new SignJWT({ name: 'Demo', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setExpirationTime('1h')
        .sign(key);
    const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
    for (const sub of ['abc', '0', '-1', '99999999999999999']) {
      expect(await tokens.verifyAccessToken(await sign(sub))).toEqual({
        ok: false,
        error: {
          reason: 'invalid',
          code: 'accessTokenUnexpectedClaims',
          message: 'Access token has unexpected claims',
        },
      });
    }
  });

  it('refuses a genuine token without a session, which nothing could end before it expires', async () => {
    const key = new TextEncoder().encode(secret);
    const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
    for (const claims of [{ name: 'Demo' }, { name: 'Demo', sid: 'not-a-session' }]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('42')
        .setExpirationTime('1h')
        .sign(key);
      expect(await tokens.verifyAccessToken(token)).toMatchObject({ ok: false, error: { reason: 'invalid' } });
    }
  });

  it('refuses, even expired-allowed, a token signed with another secret', async () => {
    const forged = await createAccessTokens({ secret: `${secret}-other`, ttlSeconds: 60 }).signAccessToken(
      player,
      sessionId,
    );
    const tokens = createAccessTokens({ secret, ttlSeconds: 60 });
    expect(await tokens.verifyAccessToken(forged.accessToken, { allowExpired: true })).toMatchObject({ ok: false });
  });
});
