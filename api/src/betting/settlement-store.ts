import type { Queryable } from '../db/database.js';

/** A market's result as stored: the outcome, the winner's id, the runs of each line as JSON text. */
export interface StoredResult {
  readonly outcome: string;
  readonly winner: number | null;
  readonly runs: string | null;
}

/** A market's result row as read back. */
export type RecordedResult = {
  readonly outcome: string;
  readonly winner_id: number | null;
  readonly runs: unknown;
};

/** Records the market's result unless one is recorded already, and answers the one that stands. */
export async function recordMarketResult(
  db: Queryable,
  marketId: string,
  stored: StoredResult,
  at: string,
): Promise<RecordedResult | undefined> {
  await db.query(
    `INSERT INTO market_results (market_id, outcome, winner_id, runs, settled_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (market_id) DO NOTHING`,
    [marketId, stored.outcome, stored.winner, stored.runs, at],
  );
  const [recorded] = await db.query<RecordedResult>(
    'SELECT outcome, winner_id, runs FROM market_results WHERE market_id = $1',
    [marketId],
  );
  return recorded;
}

/** Marks the bet SETTLED (or VOID) with its P/L (signed numeric text); it no longer rests. */
export async function markBetSettled(
  tx: Queryable,
  betId: number,
  status: 'SETTLED' | 'VOID',
  profitLoss: string,
  at: string,
): Promise<void> {
  await tx.query(
    `UPDATE bets SET status = $2, profit_loss = $3::numeric, settled_at = $4, order_id = NULL WHERE id = $1`,
    [betId, status, profitLoss, at],
  );
}

/** Records what the market's settlement moved for the player (numeric text), once. */
export async function recordMarketSettlement(
  tx: Queryable,
  playerId: number,
  marketId: string,
  amounts: { readonly profitLoss: string; readonly commission: string },
  at: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO market_settlements (player_id, market_id, profit_loss, commission, settled_at)
           VALUES ($1, $2, $3::numeric, $4::numeric, $5) ON CONFLICT (player_id, market_id) DO NOTHING`,
    [playerId, marketId, amounts.profitLoss, amounts.commission, at],
  );
}
