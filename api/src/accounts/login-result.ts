import { defaultStakeButtons, type StakeButton } from '@exchange/contracts';

import { accessTokensFromConfig, type SignedAccessToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import type { Player } from '../players/players.js';
import { assertMayLogIn } from '../responsible-play/responsible-play.js';
import { issueCasinoToken } from './casino-tokens.js';
import type { Clock } from './clock.js';
import { issueRefreshToken } from './refresh-tokens.js';

/**
 * What a login, a demo login, a verification and a token exchange answer: the specification's
 * fields, then the user info the client stores. Balance and exposure are JSON numbers, as in every
 * other answer to the client (open bets, the hub's balance message); the database keeps decimals.
 */
export interface LoginResult {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expireInSeconds: number;
  readonly userIp: string;
  readonly stakes: readonly StakeButton[];
  readonly casinoToken: string;
  readonly userId: number;
  readonly username: string;
  readonly balance: number;
  readonly exposure: number;
  readonly football: boolean;
  readonly tennis: boolean;
  readonly cricket: boolean;
  readonly kabaddi: boolean;
  readonly horseRacing: boolean;
}

export interface IssuedLogin {
  readonly result: LoginResult;
  /** The refresh-token family this login started. */
  readonly familyId: string;
}

/** The player's own stake buttons, or the default set when they have none. */
export async function stakesFor(q: Queryable, playerId: number): Promise<readonly StakeButton[]> {
  const rows = await q.query<{ title: string; value: string }>(
    'SELECT title, value::text AS value FROM player_stakes WHERE player_id = $1 ORDER BY position',
    [playerId],
  );
  return rows.length === 0 ? defaultStakeButtons : rows.map((row) => ({ title: row.title, value: Number(row.value) }));
}

export interface LoginIssuer {
  /** An access token alone for an existing session, on the issuer's clock (token refresh). */
  signAccessToken(player: Player, sessionId: string): Promise<SignedAccessToken>;
  /**
   * Signs an access token and stores a new refresh-token family (the session) and its casino
   * token; run it in the login's transaction.
   */
  issue(q: Queryable, player: Player, clientIp: string): Promise<IssuedLogin>;
}

export function createLoginIssuer(
  config: Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>,
  now: Clock,
): LoginIssuer {
  const accessTokens = accessTokensFromConfig(config, now);
  return {
    signAccessToken: (player, sessionId) => accessTokens.signAccessToken(player, sessionId),
    async issue(q, player, clientIp) {
      const at = now();
      // Every way in (password, verification, OAuth code) passes here: no session during a break.
      await assertMayLogIn(q, player.id, at);
      // A new family is a new session; the access token names it so that ending it ends the token.
      const refresh = await issueRefreshToken(q, {
        playerId: player.id,
        now: at,
        ttlSeconds: config.refreshTokenTtlSeconds,
      });
      const { accessToken, expireInSeconds } = await accessTokens.signAccessToken(player, refresh.familyId);
      // The casino token lives as long as this access token; each refresh of the session replaces both.
      const casinoToken = await issueCasinoToken(q, {
        playerId: player.id,
        sessionId: refresh.familyId,
        now: at,
        ttlSeconds: config.accessTokenTtlSeconds,
      });
      const result: LoginResult = {
        accessToken,
        refreshToken: refresh.refreshToken,
        expireInSeconds,
        userIp: clientIp,
        stakes: await stakesFor(q, player.id),
        casinoToken,
        userId: player.id,
        username: player.username,
        balance: Number(player.balance),
        exposure: Number(player.exposure),
        football: player.football,
        tennis: player.tennis,
        cricket: player.cricket,
        kabaddi: player.kabaddi,
        horseRacing: player.horseRacing,
      };
      return { result, familyId: refresh.familyId };
    },
  };
}
