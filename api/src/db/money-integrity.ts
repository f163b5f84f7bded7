import type { Queryable } from './database.js';

/** A player whose stored balance is not the sum of their ledger entries. Figures are exact decimals. */
export interface BalanceMismatch {
  readonly playerId: number;
  /** `players.balance`. */
  readonly balance: string;
  /** The sum of the player's `ledger_entries.amount` (0.00 with none). */
  readonly ledger: string;
}

/** A player whose stored exposure is not the sum of what they hold on each market. */
export interface ExposureMismatch {
  readonly playerId: number;
  /** `players.exposure`. */
  readonly exposure: string;
  /** The sum of the player's `market_exposures.exposure` (0.00 with none). */
  readonly markets: string;
}

/** Where the money does not reconcile; both lists are empty when it does. */
export interface MoneyMismatches {
  readonly balanceMismatches: readonly BalanceMismatch[];
  readonly exposureMismatches: readonly ExposureMismatch[];
}

// Sums are numeric in SQL and handed over as text: exact, whatever their size.
const BALANCE_MISMATCHES = `
  SELECT p.id AS player_id, p.balance::text AS balance, COALESCE(l.total, 0.00)::text AS ledger
  FROM players p
  LEFT JOIN (SELECT player_id, sum(amount) AS total FROM ledger_entries GROUP BY player_id) l
    ON l.player_id = p.id
  WHERE p.balance <> COALESCE(l.total, 0)
  ORDER BY p.id`;

const EXPOSURE_MISMATCHES = `
  SELECT p.id AS player_id, p.exposure::text AS exposure, COALESCE(m.total, 0.00)::text AS markets
  FROM players p
  LEFT JOIN (SELECT player_id, sum(exposure) AS total FROM market_exposures GROUP BY player_id) m
    ON m.player_id = p.id
  WHERE p.exposure <> COALESCE(m.total, 0)
  ORDER BY p.id`;

/**
 * The players whose money does not reconcile: a balance that is not the sum of the ledger, an
 * exposure that is not the sum of the markets' exposures. For start-up on a data folder, and for
 * tests asserting that the ledger still equals the balances after a fault.
 */
export async function findMoneyMismatches(db: Queryable): Promise<MoneyMismatches> {
  const balances = await db.query<{ player_id: number; balance: string; ledger: string }>(BALANCE_MISMATCHES);
  const exposures = await db.query<{ player_id: number; exposure: string; markets: string }>(EXPOSURE_MISMATCHES);
  return {
    balanceMismatches: balances.map((row) => ({ playerId: row.player_id, balance: row.balance, ledger: row.ledger })),
    exposureMismatches: exposures.map((row) => ({
      playerId: row.player_id,
      exposure: row.exposure,
      markets: row.markets,
    })),
  };
}

/** Whether both lists are empty. */
export const moneyReconciles = (mismatches: MoneyMismatches): boolean =>
  mismatches.balanceMismatches.length === 0 && mismatches.exposureMismatches.length === 0;

/** How many players of each list a description names. */
const NAMED = 5;

/**
 * One sentence per list that does not reconcile, naming its count and its first players with their
 * figures; empty when the money reconciles.
 */
export function describeMoneyMismatches({ balanceMismatches, exposureMismatches }: MoneyMismatches): string {
  const named = <T>(list: readonly T[], show: (item: T) => string) =>
    list.slice(0, NAMED).map(show).join('; ') + (list.length > NAMED ? `; and ${list.length - NAMED} more` : '');
  const sentences: string[] = [];
  if (balanceMismatches.length > 0) {
    sentences.push(
      `${balanceMismatches.length} player(s) have a balance that is not the sum of their ledger entries: ` +
        `${named(balanceMismatches, (m) => `player ${m.playerId} balance ${m.balance}, ledger ${m.ledger}`)}.`,
    );
  }
  if (exposureMismatches.length > 0) {
    sentences.push(
      `${exposureMismatches.length} player(s) have an exposure that is not the sum of their markets' exposures: ` +
        `${named(exposureMismatches, (m) => `player ${m.playerId} exposure ${m.exposure}, markets ${m.markets}`)}.`,
    );
  }
  return sentences.join(' ');
}
