import { refusal, refusalText, type Refusal, type RefusalCode } from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';

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

/** The session, or the refusal of the token: its code, and its English wording as `error`. */
export type SessionCheck =
  | { readonly ok: true; readonly value: Session }
  | { readonly ok: false; readonly error: string; readonly refusal: Refusal };

/** Checks an access token as a whole: signature and expiry, then the session and the player. */
export type SessionVerifier = (token: unknown) => Promise<SessionCheck>;

const sessionRefused = (code: RefusalCode): SessionCheck => ({
  ok: false,
  error: refusalText(code),
  refusal: refusal(code),
});

/** The 401 of a refused session check, with its code. */
export const sessionRefusal = (check: Extract<SessionCheck, { ok: false }>): HttpError =>
  refused(401, check.refusal.code, check.refusal.values);

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
    return { ok: true, value: { player, sessionId, expiresAt } };
  };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(.+)$/i.exec((request.headers.authorization ?? '').trim())?.[1];

/**
 * The session behind a request's bearer token. Anything else is a 401, which the client answers
 * by ending the session: a missing, malformed, expired or forged token, an ended session or a
 * removed player.
 */
export function createSessionAuthenticator(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  db: Queryable,
  now?: () => Date,
) {
  const verify = createSessionVerifier(config, db, now);
  return async function requireSession(request: FastifyRequest): Promise<Session> {
    const check = await verify(bearerTokenOf(request));
    if (!check.ok) throw sessionRefusal(check);
    return check.value;
  };
}

/** The player behind a request's bearer token; see `createSessionAuthenticator`. */
export function createPlayerAuthenticator(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  db: Queryable,
  now?: () => Date,
) {
  const requireSession = createSessionAuthenticator(config, db, now);
  return async function requirePlayer(request: FastifyRequest): Promise<Player> {
    return (await requireSession(request)).player;
  };
}
