import { z } from 'zod';

import { systemClock, type Clock } from '../accounts/clock.js';
import { createOAuthClient, issueAuthorizationCode } from '../accounts/oauth.js';
import { scryptParametersWithCost } from '../accounts/passwords.js';
import { randomToken } from '../accounts/secrets.js';
import { pendingVerificationCode } from '../accounts/verification-codes.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { findPlayerByUsername } from '../players/players.js';
import { requireAdminToken } from './admin-guard.js';
import type { RouteModule } from './route-module.js';

export interface AdminAccountRouteOptions {
  readonly now?: Clock;
}

const userNameParams = z.object({ userName: z.string().trim().min(1, 'must not be empty') });

const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const clientBody = z.object({
  clientUser: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty', abort: true })
    .max(100, { message: 'must be at most 100 characters long', abort: true })
    .regex(/^[\w.@+-]+$/, 'may hold letters, digits and _ . @ + - only'),
  // Generated when absent; a chosen one must be long enough not to be guessed.
  clientSecret: z
    .string()
    .min(16, 'must be at least 16 characters long')
    .max(200, 'must be at most 200 characters long')
    .optional(),
  redirectUris: z
    .array(z.string().trim().refine(isWebUrl, 'must be an absolute http or https URL'))
    .min(1, 'must list at least one URI')
    .max(20, 'must list at most 20 URIs'),
  name: z.string().trim().max(100, 'must be at most 100 characters long').optional(),
});

const codeBody = z
  .object({
    clientUser: z.string().trim().min(1, 'must not be empty'),
    redirectUri: z.string().trim().min(1, 'must not be empty'),
    playerId: z.number().int('must be a whole number').positive('must be a positive whole number').optional(),
    userName: z.string().trim().min(1, 'must not be empty').optional(),
  })
  .refine((body) => (body.playerId === undefined) !== (body.userName === undefined), {
    message: 'give either playerId or userName',
  });

/**
 * Administrative calls of the accounts, behind `Authorization: Bearer <ADMIN_TOKEN>`: the pending
 * verification code of a sign-up (the reference api's stand-in for an SMS inbox), partner clients
 * of the token exchange, and authorization codes for them.
 */
export function createAdminAccountRoutes({ now = systemClock }: AdminAccountRouteOptions = {}): RouteModule {
  return async (app, { config, db, services }) => {
    app.addHook('onRequest', requireAdminToken(config.adminToken));
    const outbox = services.verificationOutbox;

    async function playerIdOf(body: z.output<typeof codeBody>): Promise<number> {
      if (body.playerId !== undefined) return body.playerId;
      const userName = body.userName ?? '';
      const player = await findPlayerByUsername(db, userName);
      if (player === null) throw new HttpError(404, `Player ${userName} not found`);
      return player.id;
    }

    app.get('/admin/accounts/:userName/verification-code', { schema: { params: userNameParams } }, async (request) => {
      const { userName } = request.params;
      const player = await findPlayerByUsername(db, userName);
      if (player === null) throw new HttpError(404, `Player ${userName} not found`);
      const pending = await pendingVerificationCode(db, player.id);
      const sent = outbox.lastSentTo(player.id);
      // Only the code that is still pending, and only if this process sent it: the database holds digests.
      if (pending === null || sent?.codeId !== pending.codeId) {
        throw new HttpError(404, `No verification code is waiting for ${player.username}`);
      }
      return ok({ code: sent.code, expiresAt: sent.expiresAt.toISOString() });
    });

    app.post('/admin/oauth/clients', { schema: { body: clientBody } }, async (request, reply) => {
      const { body } = request;
      const client = {
        clientUser: body.clientUser,
        clientSecret: body.clientSecret ?? randomToken(),
        redirectUris: body.redirectUris,
        name: body.name ?? '',
      };
      if (!(await createOAuthClient(db, client, now(), scryptParametersWithCost(config.passwordHashCost)))) {
        throw new HttpError(409, `OAuth client ${client.clientUser} already exists`);
      }
      return reply.code(201).send(ok(client));
    });

    app.post('/admin/oauth/codes', { schema: { body: codeBody } }, async (request, reply) => {
      const { body } = request;
      const playerId = await playerIdOf(body);
      const issued = await issueAuthorizationCode(
        db,
        { clientUser: body.clientUser, redirectUri: body.redirectUri, playerId },
        now(),
      );
      if (!issued.ok) throw new HttpError(issued.error.status, issued.error.message);
      return reply.code(201).send(
        ok({
          code: issued.value.code,
          expiresAt: issued.value.expiresAt.toISOString(),
          clientUser: body.clientUser,
          redirectUri: body.redirectUri,
          playerId,
        }),
      );
    });
  };
}

export const adminAccountRoutes: RouteModule = createAdminAccountRoutes();
