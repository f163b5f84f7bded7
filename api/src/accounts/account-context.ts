import type { AccessTokens } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from './clock.js';
import type { LoginIssuer } from './login-result.js';
import type { ScryptParameters } from './passwords.js';
import type { SentVerificationCode } from './verification-outbox.js';

/**
 * What the parts of the account service (sign-up, logins and sessions, password changes) work
 * with: built once by `createAccountService` and handed to each call.
 */
export interface AccountContext {
  readonly db: Database;
  readonly config: Config;
  readonly now: Clock;
  readonly issuer: LoginIssuer;
  readonly accessTokens: AccessTokens;
  readonly passwordParameters: ScryptParameters;
  /** The digest a verification code is stored as, bound to its player. */
  readonly codeDigest: (playerId: number, code: string) => string;
  /** Makes each verification code. */
  readonly generateCode: () => string;
  /** Delivers a code, after the transaction that stored it has committed. */
  readonly sendCode: (sent: SentVerificationCode) => void;
}
