import type { FastifyRequest } from 'fastify';

import { accessTokensFromConfig } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { findPlayerById, type Player } from '../players/players.js';
import type { Clock } from './clock.js';

export interface Session {
  readonly player: Player;
  readonly expiresAt: Date;
}

/**
 * The player behind a request's bearer token and when that token expires, on the accounts clock.
 * Like the player guard, anything else is a 401, which the client answers by ending the session.
 */
export function createSessionAuthenticator(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  db: Queryable,
  now: Clock,
) {
  const tokens = accessTokensFromConfig(config, now);
  return async function requireSession(request: FastifyRequest): Promise<Session> {
    const token = /^Bearer\s+(.+)$/i.exec((request.headers.authorization ?? '').trim())?.[1];
    const verified = await tokens.verifyAccessToken(token);
    if (!verified.ok) throw new HttpError(401, verified.failure.message);
    const player = await findPlayerById(db, verified.claims.playerId);
    if (player === null) throw new HttpError(401, 'The player no longer exists');
    return { player, expiresAt: verified.claims.expiresAt };
  };
}
