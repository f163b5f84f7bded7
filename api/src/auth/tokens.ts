import { errors, jwtVerify, SignJWT } from 'jose';

import type { Config } from '../config.js';

/** The player facts an access token carries. */
export interface TokenPlayer {
  readonly id: number;
  readonly username: string;
}

export interface SignedAccessToken {
  readonly accessToken: string;
  /** Lifetime as the login result of the specification reports it. */
  readonly expireInSeconds: number;
  readonly expiresAt: Date;
}

export interface AccessTokenClaims {
  readonly playerId: number;
  readonly username: string;
  readonly expiresAt: Date;
}

export type TokenFailureReason = 'missing' | 'malformed' | 'expired' | 'invalid';

export interface TokenFailure {
  readonly reason: TokenFailureReason;
  readonly message: string;
}

export type TokenVerification =
  { readonly ok: true; readonly claims: AccessTokenClaims } | { readonly ok: false; readonly failure: TokenFailure };

export interface AccessTokens {
  signAccessToken(player: TokenPlayer): Promise<SignedAccessToken>;
  /** Expected failures (no token, garbage, expired, forged) are values, never exceptions. */
  verifyAccessToken(token: unknown): Promise<TokenVerification>;
}

export interface AccessTokenOptions {
  /** At least 32 characters (see TOKEN_SECRET). */
  readonly secret: string;
  readonly ttlSeconds: number;
  /** The clock; tests move it to expire tokens. */
  readonly now?: () => Date;
}

const ALGORITHM = 'HS256';

const failure = (reason: TokenFailureReason, message: string): TokenVerification => ({
  ok: false,
  failure: { reason, message },
});

const positiveIntegerText = /^[1-9]\d{0,15}$/;

/** Signs and verifies the players' HS256 JWTs: `sub` is the player id, `name` the username. */
export function createAccessTokens({ secret, ttlSeconds, now = () => new Date() }: AccessTokenOptions): AccessTokens {
  const key = new TextEncoder().encode(secret);

  return {
    async signAccessToken(player) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const accessToken = await new SignJWT({ name: player.username })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(player.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { accessToken, expireInSeconds: ttlSeconds, expiresAt: new Date(expiresAt * 1000) };
    },

    async verifyAccessToken(token) {
      if (typeof token !== 'string' || token.trim() === '') {
        return failure('missing', 'No access token');
      }
      try {
        const { payload } = await jwtVerify(token.trim(), key, {
          algorithms: [ALGORITHM],
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, name, exp } = payload;
        const playerId = Number(sub);
        const wellFormed =
          sub !== undefined &&
          positiveIntegerText.test(sub) &&
          Number.isSafeInteger(playerId) &&
          typeof name === 'string';
        if (!wellFormed || exp === undefined) {
          return failure('invalid', 'Access token has unexpected claims');
        }
        return { ok: true, claims: { playerId, username: name, expiresAt: new Date(exp * 1000) } };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          return failure('expired', 'Access token expired');
        }
        if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
          return failure('malformed', 'Access token is malformed');
        }
        if (error instanceof errors.JOSEError) {
          return failure('invalid', 'Access token is invalid');
        }
        throw error;
      }
    },
  };
}

export const accessTokensFromConfig = (
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  now?: () => Date,
): AccessTokens => createAccessTokens({ secret: config.tokenSecret, ttlSeconds: config.accessTokenTtlSeconds, now });
