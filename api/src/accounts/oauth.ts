import { failure, success, type Result } from '@exchange/contracts';

import { revokeSession } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { findPlayerById } from '../players/players.js';
import { addSeconds } from './clock.js';
import type { LoginIssuer, LoginResult } from './login-result.js';
import { burnEquivalentTime, hashPassword, verifyPassword, type ScryptParameters } from './passwords.js';
import { randomToken, tokenDigest } from './secrets.js';

// The authorization-code exchange of partner sites (RFC 6749 section 4.1, reduced to what the
// specification's POST /api/v1/token/token carries): a registered client trades a short-lived,
// single-use code, bound to it, to a redirect URI and to a player, for that player's login.

/** An authorization code works for one minute. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

export interface NewOAuthClient {
  readonly clientUser: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
  readonly name: string;
}

/**
 * Stores the client with its secret hashed with `secretHashing` (the configured password hash
 * parameters); false when the client_user is already registered.
 */
export async function createOAuthClient(
  db: Database,
  client: NewOAuthClient,
  now: Date,
  secretHashing: ScryptParameters,
): Promise<boolean> {
  const secretHash = await hashPassword(client.clientSecret, secretHashing);
  const rows = await db.query(
    `INSERT INTO oauth_clients (client_user, secret_hash, name, redirect_uris, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_user) DO NOTHING RETURNING id`,
    [client.clientUser, secretHash, client.name, [...client.redirectUris], now],
  );
  return rows.length > 0;
}

export interface CodeRequest {
  readonly clientUser: string;
  readonly redirectUri: string;
  readonly playerId: number;
}

/** A refused code request: the status and message the admin call answers. */
export interface CodeRefusal {
  readonly status: 400 | 404;
  readonly message: string;
}

/** The code and when it expires, or why none was issued. */
export type CodeIssue = Result<{ readonly code: string; readonly expiresAt: Date }, CodeRefusal>;

/** What the partner's authorization step would hand its redirect URI; here the admin API asks for it. */
export async function issueAuthorizationCode(db: Database, request: CodeRequest, now: Date): Promise<CodeIssue> {
  const [client] = await db.query<{ id: number; registered: boolean }>(
    'SELECT id, $2 = ANY (redirect_uris) AS registered FROM oauth_clients WHERE client_user = $1',
    [request.clientUser, request.redirectUri],
  );
  if (client === undefined) {
    return failure({ status: 404, message: `OAuth client ${request.clientUser} not found` });
  }
  if (!client.registered) {
    return failure({ status: 400, message: 'redirectUri: is not registered for this client' });
  }
  const player = await findPlayerById(db, request.playerId);
  if (player === null) return failure({ status: 404, message: `Player ${request.playerId} not found` });
  const [account] = await db.query<{ verified: boolean }>('SELECT verified FROM players WHERE id = $1', [player.id]);
  if (account?.verified !== true) {
    return failure({ status: 400, message: `Player ${request.playerId} has not verified the account` });
  }
  const code = randomToken();
  const expiresAt = addSeconds(now, AUTHORIZATION_CODE_TTL_SECONDS);
  await db.query(
    `INSERT INTO oauth_codes (client_id, player_id, code_hash, redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [client.id, player.id, tokenDigest(code), request.redirectUri, now, expiresAt],
  );
  return success({ code, expiresAt });
}

export interface CodeExchange {
  readonly clientUser: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly code: string;
}

/** The RFC 6749 error codes this exchange answers. */
export type ExchangeRefusal = 'invalid_client' | 'invalid_grant';

/** The login the code was exchanged for, or the RFC 6749 error of its refusal. */
export type ExchangeOutcome = Result<LoginResult, ExchangeRefusal>;

type CodeRow = {
  readonly id: number;
  readonly client_id: number;
  readonly player_id: number;
  readonly redirect_uri: string;
  readonly expires_at: Date;
  readonly used_at: Date | null;
  readonly family_id: string | null;
};

const refuse = (error: ExchangeRefusal): ExchangeOutcome => failure(error);

/**
 * Authenticates the client, then spends the code. A code presented a second time revokes the
 * sessions its first exchange started (RFC 6749 section 4.1.2): it has leaked.
 */
export async function exchangeAuthorizationCode(
  db: Database,
  exchange: CodeExchange,
  {
    now,
    issuer,
    clientIp,
    secretHashing,
  }: { now: Date; issuer: LoginIssuer; clientIp: string; secretHashing: ScryptParameters },
): Promise<ExchangeOutcome> {
  const [client] = await db.query<{ id: number; secret_hash: string }>(
    'SELECT id, secret_hash FROM oauth_clients WHERE client_user = $1',
    [exchange.clientUser],
  );
  if (client === undefined) {
    await burnEquivalentTime(exchange.clientSecret, secretHashing);
    return refuse('invalid_client');
  }
  if (!(await verifyPassword(exchange.clientSecret, client.secret_hash, secretHashing))) {
    return refuse('invalid_client');
  }

  return db.transaction(async (tx): Promise<ExchangeOutcome> => {
    const [code] = await tx.query<CodeRow>(
      `SELECT id, client_id, player_id, redirect_uri, expires_at, used_at, family_id FROM oauth_codes
       WHERE code_hash = $1 FOR UPDATE`,
      [tokenDigest(exchange.code)],
    );
    // Another client's code is refused without touching it: only its own client may spend it.
    if (code === undefined || code.client_id !== client.id) return refuse('invalid_grant');
    if (code.used_at !== null) {
      if (code.family_id !== null) await revokeSession(tx, code.family_id, now);
      return refuse('invalid_grant');
    }
    if (new Date(code.expires_at).getTime() <= now.getTime() || code.redirect_uri !== exchange.redirectUri) {
      return refuse('invalid_grant');
    }
    const player = await findPlayerById(tx, code.player_id);
    const [account] = await tx.query<{ verified: boolean }>('SELECT verified FROM players WHERE id = $1', [
      code.player_id,
    ]);
    if (player === null || account?.verified !== true) return refuse('invalid_grant');
    const { result, familyId } = await issuer.issue(tx, player, clientIp);
    await tx.query('UPDATE oauth_codes SET used_at = $2, family_id = $3 WHERE id = $1', [code.id, now, familyId]);
    return success(result);
  });
}
