import { z } from 'zod';

import { startSession } from '../auth/sessions.js';
import { accessTokensFromConfig } from '../auth/tokens.js';
import { findMoneyMismatches } from '../db/money-integrity.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { moneySchema } from '../players/money.js';
import { createPlayer, findPlayerById, setPlayerBalance } from '../players/players.js';
import { requireAdminToken } from './admin-guard.js';
import type { RouteModule } from './route-module.js';

/** Path parameter `:id` of a player: a positive whole number. */
export const playerIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a positive whole number')
    .transform(Number)
    .refine(Number.isSafeInteger, 'must be a positive whole number'),
});

const createPlayerBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .max(64, { message: 'must be at most 64 characters long', abort: true })
    .regex(/^[\w.@+-]+$/, 'may hold letters, digits and _ . @ + - only'),
  balance: moneySchema.optional(),
});

const balanceBody = z.object({
  balance: moneySchema,
  exposure: moneySchema.optional(),
});

const notFound = (id: number) => new HttpError(404, `Player ${id} not found`);

/**
 * The administrative surface used by tests and demos, behind `Authorization: Bearer <ADMIN_TOKEN>`.
 * Until the login calls exist, `POST /admin/players` is how a client gets a logged-in player.
 */
export const adminRoutes: RouteModule = async (app, { config, db, services }) => {
  const tokens = accessTokensFromConfig(config);
  app.addHook('onRequest', requireAdminToken(config.adminToken));

  app.post('/admin/players', { schema: { body: createPlayerBody } }, async (request, reply) => {
    const { player, created } = await createPlayer(db, request.body);
    // Each call is a session of its own (without a refresh token), ended like any other.
    const sessionId = await startSession(db, { playerId: player.id, now: new Date() });
    const { accessToken, expireInSeconds } = await tokens.signAccessToken(player, sessionId);
    return reply.code(created ? 201 : 200).send(ok({ player, accessToken, expireInSeconds }));
  });

  // Whether every balance is its ledger's sum and every exposure its markets': empty lists when so.
  app.get('/admin/money-check', async () => ok(await findMoneyMismatches(db)));

  app.get('/admin/players/:id', { schema: { params: playerIdParams } }, async (request) => {
    const { id } = request.params;
    const player = await findPlayerById(db, id);
    if (player === null) {
      throw notFound(id);
    }
    return ok(player);
  });

  app.post('/admin/players/:id/balance', { schema: { params: playerIdParams, body: balanceBody } }, async (request) => {
    const player = await setPlayerBalance(db, services.playerEvents, request.params.id, request.body);
    if (player === null) {
      throw notFound(request.params.id);
    }
    return ok(player);
  });
};
