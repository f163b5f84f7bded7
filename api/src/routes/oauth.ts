import { systemClock, type Clock } from '../accounts/clock.js';
import { createLoginIssuer } from '../accounts/login-result.js';
import { exchangeAuthorizationCode } from '../accounts/oauth.js';
import { scryptParametersWithCost } from '../accounts/passwords.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { looseFields, looseText } from '../http/route-input.js';
import type { RouteModule } from './route-module.js';

// Every field is text; a missing one reads as empty, which is `invalid_request`.
const tokenBody = looseFields({
  client_user: looseText,
  client_secret: looseText,
  redirect_uri: looseText,
  code: looseText,
  grant_type: looseText,
});

export interface OAuthRouteOptions {
  readonly now?: Clock;
}

/**
 * POST /api/v1/token/token: a partner site trades an authorization code for the player's login.
 * Refusals are RFC 6749 error codes as the envelope's message, all with HTTP 400: `invalid_request`
 * (a field missing), `unsupported_grant_type`, `invalid_client` (unknown client or wrong secret) and
 * `invalid_grant` (code unknown, expired, used, another client's, or another redirect URI's).
 */
export function createOAuthRoutes({ now = systemClock }: OAuthRouteOptions = {}): RouteModule {
  return async (app, { config, db }) => {
    const issuer = createLoginIssuer(config, now);
    const secretHashing = scryptParametersWithCost(config.passwordHashCost);

    app.post('/api/v1/token/token', { schema: { body: tokenBody } }, async (request, reply) => {
      const { body } = request;
      const exchange = {
        clientUser: body.client_user,
        clientSecret: body.client_secret,
        redirectUri: body.redirect_uri,
        code: body.code,
      };
      const grantType = body.grant_type;
      if ([...Object.values(exchange), grantType].includes('')) throw new HttpError(400, 'invalid_request');
      if (grantType !== 'authorization_code') throw new HttpError(400, 'unsupported_grant_type');
      const outcome = await exchangeAuthorizationCode(db, exchange, {
        now: now(),
        issuer,
        clientIp: request.ip,
        secretHashing,
      });
      if (!outcome.ok) throw new HttpError(400, outcome.error);
      return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(ok(outcome.value));
    });
  };
}

export const oauthRoutes: RouteModule = createOAuthRoutes();
