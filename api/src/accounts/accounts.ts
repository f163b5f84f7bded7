import { accessTokensFromConfig } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { AccountContext } from './account-context.js';
import { systemClock, type Clock } from './clock.js';
import { listLoginAttempts, type LoginAttemptsPage, type LoginAttemptsQuery } from './login-attempts.js';
import { createLoginIssuer } from './login-result.js';
import { authenticate, loginAsDemo, logout, refresh, type Credentials, type LogoutRequest } from './logins.js';
import { changePassword } from './password-change.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { scryptParametersWithCost } from './passwords.js';
import { randomVerificationCode, verificationCodeDigest } from './secrets.js';
import { register, resendCode, verify, type NewRegistration } from './sign-up.js';
import type { PasswordChange, PasswordReset, SignUpIdentity, Verification } from './validation.js';
import type { SentVerificationCode } from './verification-outbox.js';

export interface AccountServiceOptions {
  readonly now?: Clock;
  /** Makes each verification code; tests fix it, or make it fail inside the registration. */
  readonly generateCode?: () => string;
}

export interface AccountServiceDependencies extends AccountServiceOptions {
  readonly db: Database;
  readonly config: Config;
  /** Delivers a code, after the transaction that stored it has committed. */
  readonly sendCode: (sent: SentVerificationCode) => void;
}

/**
 * Registration, verification, logins, token refresh and password changes. Inputs are already
 * validated by the routes; refusals are HttpErrors made by `refused`, with the code the client
 * says and the English message. Whatever a refusal must leave behind (a login attempt, a wrong guess, a revoked token family) is committed
 * before the error is thrown. Each call is done by the module of its job: sign-up.ts, logins.ts,
 * password-change.ts.
 */
export function createAccountService({
  db,
  config,
  sendCode,
  now = systemClock,
  generateCode = randomVerificationCode,
}: AccountServiceDependencies) {
  const context: AccountContext = {
    db,
    config,
    now,
    issuer: createLoginIssuer(config, now),
    accessTokens: accessTokensFromConfig(config, now),
    codeDigest: (playerId: number, code: string) => verificationCodeDigest(config.tokenSecret, playerId, code),
    passwordParameters: scryptParametersWithCost(config.passwordHashCost),
    generateCode,
    sendCode,
  };

  return {
    /** The service's clock: the Account calls check sessions on the same one. */
    now,
    register: (registration: NewRegistration) => register(context, registration),
    verify: (verification: Verification, clientIp: string) => verify(context, verification, clientIp),
    resendCode: (identity: SignUpIdentity) => resendCode(context, identity),
    requestPasswordReset: (identity: SignUpIdentity) => requestPasswordReset(context, identity),
    resetPassword: (reset: PasswordReset) => resetPassword(context, reset),
    authenticate: (credentials: Credentials, clientIp: string) => authenticate(context, credentials, clientIp),
    loginAsDemo: (clientIp: string) => loginAsDemo(context, clientIp),
    refresh: (refreshToken: string) => refresh(context, refreshToken),
    logout: (request: LogoutRequest) => logout(context, request),
    changePassword: (playerId: number, change: PasswordChange) => changePassword(context, playerId, change),
    loginAttempts: (playerId: number, query: LoginAttemptsQuery): Promise<LoginAttemptsPage> =>
      listLoginAttempts(db, playerId, query),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
