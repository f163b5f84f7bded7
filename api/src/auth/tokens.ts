import { webcrypto } from 'node:crypto';

import { failure, refusalText, success, type RefusalCode, type Result } from '@exchange/contracts';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

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
  /** The session (refresh-token family) the token was signed for; revoking it ends the token. */
  readonly sessionId: string;
  readonly expiresAt: Date;
}

export type TokenFailureReason = 'missing' | 'malformed' | 'expired' | 'invalid';

export interface TokenFailure {
  readonly reason: TokenFailureReason;
  /** The refusal a caller answers with, and its English wording. */
  readonly code: RefusalCode;
  readonly message: string;
}

export type TokenVerification = Result<AccessTokenClaims, TokenFailure>;

export interface VerifyOptions {
  /**
   * Accepts a token that has run out (still refusing garbage and forgeries): a logout may name
   * the session of an expired token.
   */
  readonly allowExpired?: boolean;
}

export interface AccessTokens {
  signAccessToken(player: TokenPlayer, sessionId: string): Promise<SignedAccessToken>;
  /**
   * Checks signature, expiry and claims only; whether the session still stands is the session
   * guard's question (auth/player-guard.ts). Expected failures (no token, garbage, expired,
   * forged) are values, never exceptions.
   */
  verifyAccessToken(token: unknown, options?: VerifyOptions): Promise<TokenVerification>;
}

export interface AccessTokenOptions {
  /** At least 32 characters (see TOKEN_SECRET). */
  readonly secret: string;
  readonly ttlSeconds: number;
  /** The clock; tests move it to expire tokens. */
  readonly now?: () => Date;
}

const ALGORITHM = 'HS256';

const refused = (reason: TokenFailureReason, code: RefusalCode): TokenVerification =>
  failure({ reason, code, message: refusalText(code) });

const positiveIntegerText = /^[1-9]\d{0,15}$/;
const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function claimsOf(payload: JWTPayload): AccessTokenClaims | null {
  const { sub, name, sid, exp } = payload;
  const playerId = Number(sub);
  const wellFormed =
    sub !== undefined &&
    positiveIntegerText.test(sub) &&
    Number.isSafeInteger(playerId) &&
    typeof name === 'string' &&
    typeof sid === 'string' &&
    uuidText.test(sid) &&
    exp !== undefined;
  return wellFormed ? { playerId, username: name, sessionId: sid, expiresAt: new Date(exp * 1000) } : null;
}

/**
 * Signs and verifies the players' HS256 JWTs: `sub` is the player id, `name` the username and
 * `sid` the session. A token without a session is refused: nothing could end it before it expires.
 */
export function createAccessTokens({ secret, ttlSeconds, now = () => new Date() }: AccessTokenOptions): AccessTokens {
  // Imported once: jose imports a raw secret again on every sign and verify, and every
  // authenticated request verifies a token.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const cryptoKey = (): Promise<webcrypto.CryptoKey> =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));

  return {
    async signAccessToken(player, sessionId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const accessToken = await new SignJWT({ name: player.username, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(player.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(await cryptoKey());
      return { accessToken, expireInSeconds: ttlSeconds, expiresAt: new Date(expiresAt * 1000) };
    },

    async verifyAccessToken(token, { allowExpired = false } = {}) {
      if (typeof token !== 'string' || token.trim() === '') {
        return refused('missing', 'accessTokenMissing');
      }
      try {
        const { payload } = await jwtVerify(token.trim(), await cryptoKey(), {
          algorithms: [ALGORITHM],
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        });
        const claims = claimsOf(payload);
        return claims === null ? refused('invalid', 'accessTokenUnexpectedClaims') : success(claims);
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          // jose checks the signature before the claims, so an expired token is a genuine one.
          const claims = allowExpired ? claimsOf(error.payload) : null;
          return claims === null ? refused('expired', 'accessTokenExpired') : success(claims);
        }
        if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
          return refused('malformed', 'accessTokenMalformed');
        }
        if (error instanceof errors.JOSEError) {
          return refused('invalid', 'accessTokenInvalid');
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
