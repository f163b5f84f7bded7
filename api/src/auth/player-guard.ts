import type { FastifyRequest } from 'fastify';

import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { findPlayerById, type Player } from '../players/players.js';
import { accessTokensFromConfig } from './tokens.js';

/**
 * The player behind a request's bearer token. Anything else is a 401, which the client answers
 * by ending the session: a missing, malformed, expired or forged token, or a removed player.
 */
export function createPlayerAuthenticator(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds'>,
  db: Queryable,
) {
  const tokens = accessTokensFromConfig(config);
  return async function requirePlayer(request: FastifyRequest): Promise<Player> {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1];
    const verified = await tokens.verifyAccessToken(token);
    if (!verified.ok) throw new HttpError(401, verified.failure.message);
    const player = await findPlayerById(db, verified.claims.playerId);
    if (player === null) throw new HttpError(401, 'The player no longer exists');
    return player;
  };
}
