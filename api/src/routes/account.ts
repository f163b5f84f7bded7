import type { FastifyReply } from 'fastify';

import type { AccountService } from '../accounts/accounts.js';
import { parseLoginAttemptsQuery } from '../accounts/login-attempts.js';
import { RetryLaterError } from '../accounts/retry-later.js';
import {
  validatePasswordReset,
  validateRegistration,
  validateSignUpIdentity,
  validateVerification,
} from '../accounts/validation.js';
import { bearerTokenOf, createSessionGuard, playerOf, sessionOf, type SessionGuard } from '../auth/player-guard.js';
import { ok } from '../http/envelope.js';
import { checkedInput, looseFields, looseText, looseTrimmedText } from '../http/route-input.js';
import type { RouteApp, RouteModule } from './route-module.js';
import { normaliseDomain } from './settings.js';

// Read loosely: whatever is sent, the service answers (a wrong login, an unknown token) as for any
// other value, and logout answers the same whatever it was given.
const credentialsBody = looseFields({ userNameOrEmailAddress: looseTrimmedText, password: looseText });
const refreshTokenInput = looseFields({ refreshToken: looseTrimmedText });
const passwordChangeBody = looseFields({ currentPassword: looseText, newPassword: looseText });

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

/** Registration, mobile verification, a new code, and a forgotten password's reset. */
function signUpRoutes(app: RouteApp, accounts: AccountService): void {
  app.post('/Account/Register', { schema: { body: checkedInput(validateRegistration) } }, async (request, reply) => {
    const domain = registrationDomain(request.body.domain, request.headers.origin);
    return ok(await withRetryAfter(reply, () => accounts.register({ ...request.body, domain })));
  });

  app.post(
    '/Account/VerificationUser',
    { schema: { body: checkedInput(validateVerification) } },
    async (request, reply) => noStore(reply).send(ok(await accounts.verify(request.body, request.ip))),
  );

  app.post(
    '/Account/ResendVerificationCode',
    { schema: { body: checkedInput(validateSignUpIdentity) } },
    async (request, reply) => ok(await withRetryAfter(reply, () => accounts.resendCode(request.body))),
  );

  // A forgotten password: a code to the verified mobile, then the new password with it.
  app.post('/Account/ForgotPassword', { schema: { body: checkedInput(validateSignUpIdentity) } }, async (request) =>
    ok(await accounts.requestPasswordReset(request.body)),
  );

  app.post('/Account/ResetPassword', { schema: { body: checkedInput(validatePasswordReset) } }, async (request) =>
    ok(await accounts.resetPassword(request.body)),
  );
}

/** Password and demo logins, token refresh and logout. */
function sessionRoutes(app: RouteApp, accounts: AccountService): void {
  app.post('/Account/Authenticate', { schema: { body: credentialsBody } }, async (request, reply) => {
    const { userNameOrEmailAddress: userName, password } = request.body;
    const result = await accounts.authenticate({ userName, password }, request.ip);
    return noStore(reply).send(ok(result));
  });

  app.get('/Account/LoginAsDemoUser', async (request, reply) => {
    const result = await accounts.loginAsDemo(request.ip);
    return noStore(reply).send(ok(result));
  });

  app.get('/Account/RefreshToken', { schema: { querystring: refreshTokenInput } }, async (request, reply) => {
    const result = await accounts.refresh(request.query.refreshToken);
    return noStore(reply).send(ok(result));
  });

  // Answers the same whatever it was given, so it can be called on every way out of a session and
  // tells a caller nothing about the tokens.
  app.post('/Account/Logout', { schema: { body: refreshTokenInput } }, async (request) => {
    await accounts.logout({ accessToken: bearerTokenOf(request), refreshToken: request.body.refreshToken });
    return ok({ loggedOut: true });
  });
}

/** The logged-in player's calls: the token's remaining time, the login history, password changes. */
function playerAccountRoutes(
  app: RouteApp,
  accounts: AccountService,
  { authenticate }: SessionGuard,
  now: () => Date,
): void {
  app.post('/Account/GetAccessTokenValidateTime', { onRequest: authenticate }, async (request) => {
    const { expiresAt } = sessionOf(request);
    return ok({ expireInSeconds: Math.max(0, Math.floor((expiresAt.getTime() - now().getTime()) / 1000)) });
  });

  app.post(
    '/Account/GetUserLoginAttempts',
    { onRequest: authenticate, schema: { querystring: checkedInput(parseLoginAttemptsQuery) } },
    async (request) => ok(await accounts.loginAttempts(playerOf(request).id, request.query)),
  );

  app.post(
    '/Account/changePassword',
    { onRequest: authenticate, schema: { body: passwordChangeBody } },
    async (request) => ok(await accounts.changePassword(playerOf(request).id, request.body)),
  );
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
  playerAccountRoutes(app, accounts, createSessionGuard(config, db, accounts.now), accounts.now);
};
