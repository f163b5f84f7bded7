import { failure, refusal, success, type Refusal, type RefusalCode, type Result } from '@exchange/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { refused, type HttpError } from '../http/errors.js';
import { findSessionPlayer, type Player } from '../players/players.js';
import { accessTokensFromConfig } from './tokens.js';

/** The player behind a valid access token, its session and when the token expires. */
export interface Session {
  readonly player: Player;
  readonly sessionId: string;
  readonly expiresAt: Date;
}

/** The session, or the refusal of the token. */
export type SessionCheck = Result<Session, Refusal>;

/** Checks an access token as a whole: signature and expiry, then the session and the player. */
export type SessionVerifier = (token: unknown) => Promise<SessionCheck>;

const sessionRefused = (code: RefusalCode): SessionCheck => failure(refusal(code));

/** The 401 of a refused session check, with its code. */
const sessionRefusal = (said: Refusal): HttpError => refused(401, said.code, said.values);

/**
 * The one check of an access token, used by every authenticated route and by the hub. A token is
 * good while it is genuine, unexpired, and its session (claim `sid`) stands: a logout, a password
 * change or a stolen refresh token ends the session and every access token signed for it.
 */
export function createSessionVerifier(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  db: Queryable,
  now?: () => Date,
): SessionVerifier {
  const tokens = accessTokensFromConfig(config, now);
  return async (token) => {
    const verified = await tokens.verifyAccessToken(token);
    if (!verified.ok) return sessionRefused(verified.error.code);
    const { playerId, sessionId, expiresAt } = verified.value;
    const { sessionActive, player } = await findSessionPlayer(db, sessionId, playerId);
    if (!sessionActive) return sessionRefused('sessionClosed');
    if (player === null) return sessionRefused('playerGone');
    return success({ player, sessionId, expiresAt });
  };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(.+)$/i.exec((request.headers.authorization ?? '').trim())?.[1];

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the bearer token, on the routes that authenticate (`SessionGuard`); else null. */
    playerSession: Session | null;
  }
}

/** onRequest hooks a route lists to authenticate its caller before its input is read. */
export interface SessionGuard {
  /**
   * The bearer token's session, or a 401 the client answers by ending the session: a missing,
   * malformed, expired or forged token, an ended session or a removed player.
   */
  readonly authenticate: onRequestAsyncHookHandler;
  /** "Token if any": a visitor passes, a token that is sent must be good. */
  readonly authenticateIfSent: onRequestAsyncHookHandler;
}

export function createSessionGuard(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  db: Queryable,
  now?: () => Date,
): SessionGuard {
  const verify = createSessionVerifier(config, db, now);
  const admit = async (request: FastifyRequest): Promise<void> => {
    const check = await verify(bearerTokenOf(request));
    if (!check.ok) throw sessionRefusal(check.error);
    request.playerSession = check.value;
  };
  return {
    authenticate: admit,
    authenticateIfSent: async (request) => {
      if (bearerTokenOf(request) !== undefined) await admit(request);
    },
  };
}

/** The session an authenticating hook found; a route without the hook is a programming error. */
export function sessionOf(request: FastifyRequest): Session {
  const session = request.playerSession;
  if (session === null) throw new Error(`${request.routeOptions.url ?? request.url} does not authenticate`);
  return session;
}

/** The player of the session an authenticating hook found. */
export const playerOf = (request: FastifyRequest): Player => sessionOf(request).player;
