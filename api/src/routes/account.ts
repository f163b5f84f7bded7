import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AccountService } from '../accounts/accounts.js';
import { parseLoginAttemptsQuery } from '../accounts/login-attempts.js';
import { RetryLaterError } from '../accounts/retry-later.js';
import {
  fieldsOf,
  readPasswordChange,
  textField,
  trimmedField,
  validateRegistration,
  validateSignUpIdentity,
  validateVerification,
  type Validation,
} from '../accounts/validation.js';
import { bearerTokenOf, createSessionAuthenticator } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { refused } from '../http/errors.js';
import type { RouteModule } from './route-module.js';
import { normaliseDomain } from './settings.js';

const valid = <T>(validation: Validation<T>): T => {
  if (!validation.ok) throw refused(400, validation.error.code, validation.error.values);
  return validation.value;
};

/** The domain sent with a registration, else the host of the calling page; null when neither says. */
function registrationDomain(sent: string | undefined, origin: string | undefined): string | null {
  if (sent !== undefined) return normaliseDomain(sent);
  if (origin === undefined) return null;
  try {
    return normaliseDomain(new URL(origin).hostname);
  } catch {
    // An Origin that is no URL or no host name ("null" from a sandboxed page) names no brand.
    return null;
  }
}

/** Sends `Retry-After` with a throttled call's 429. */
async function withRetryAfter<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

// Answers carrying tokens must not be kept by any cache (RFC 6749 section 5.1).
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

type SessionAuthenticator = ReturnType<typeof createSessionAuthenticator>;

/** Registration, mobile verification and a new code. */
function signUpRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.post('/Account/Register', async (request, reply) => {
    const registration = valid(validateRegistration(request.body));
    const domain = registrationDomain(registration.domain, request.headers.origin);
    return ok(await withRetryAfter(reply, () => accounts.register({ ...registration, domain })));
  });

  app.post('/Account/VerificationUser', async (request, reply) => {
    const verification = valid(validateVerification(request.body));
    const result = await accounts.verify(verification, request.ip);
    return noStore(reply).send(ok(result));
  });

  app.post('/Account/ResendVerificationCode', async (request, reply) => {
    const identity = valid(validateSignUpIdentity(request.body));
    return ok(await withRetryAfter(reply, () => accounts.resendCode(identity)));
  });
}

/** Password and demo logins, token refresh and logout. */
function sessionRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.post('/Account/Authenticate', async (request, reply) => {
    const fields = fieldsOf(request.body);
    const credentials = {
      userName: trimmedField(fields, 'userNameOrEmailAddress'),
      password: textField(fields, 'password'),
    };
    const result = await accounts.authenticate(credentials, request.ip);
    return noStore(reply).send(ok(result));
  });

  app.get('/Account/LoginAsDemoUser', async (request, reply) => {
    const result = await accounts.loginAsDemo(request.ip);
    return noStore(reply).send(ok(result));
  });

  app.get('/Account/RefreshToken', async (request, reply) => {
    const refreshToken = trimmedField(fieldsOf(request.query), 'refreshToken');
    const result = await accounts.refresh(refreshToken);
    return noStore(reply).send(ok(result));
  });

  // Answers the same whatever it was given, so it can be called on every way out of a session and
  // tells a caller nothing about the tokens.
  app.post('/Account/Logout', async (request) => {
    await accounts.logout({
      accessToken: bearerTokenOf(request),
      refreshToken: trimmedField(fieldsOf(request.body), 'refreshToken'),
    });
    return ok({ loggedOut: true });
  });
}

/** The logged-in player's calls: the token's remaining time, the login history, password changes. */
function playerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  requireSession: SessionAuthenticator,
  now: () => Date,
): void {
  app.post('/Account/GetAccessTokenValidateTime', async (request) => {
    const { expiresAt } = await requireSession(request);
    return ok({ expireInSeconds: Math.max(0, Math.floor((expiresAt.getTime() - now().getTime()) / 1000)) });
  });

  app.post('/Account/GetUserLoginAttempts', async (request) => {
    const { player } = await requireSession(request);
    const query = valid(parseLoginAttemptsQuery(request.query));
    return ok(await accounts.loginAttempts(player.id, query));
  });

  app.post('/Account/changePassword', async (request) => {
    const { player } = await requireSession(request);
    return ok(await accounts.changePassword(player.id, readPasswordChange(request.body)));
  });
}

/**
 * The Account calls of the specification: registration and mobile verification, password and demo
 * logins, token refresh, logout, the token's remaining time, the login history and password changes.
 * Sessions are checked on the account service's clock.
 */
export const accountRoutes: RouteModule = async (app, { config, db, services }) => {
  const { accounts } = services;
  signUpRoutes(app, accounts);
  sessionRoutes(app, accounts);
  playerAccountRoutes(app, accounts, createSessionAuthenticator(config, db, accounts.now), accounts.now);
};
