import type { Queryable } from '../db/database.js';

/** Which settled markets a P/L history reads: a period, a sport, and a page of its events. */
export interface ProfitLossFilter {
  /** Start and end of the period, ISO instants (already checked and ordered). */
  readonly from: string;
  readonly to: string;
  readonly sportId?: number;
  readonly skip: number;
  readonly take: number;
}

/** A settlement's money, as signed numeric text. */
export type Sums = { readonly profit_loss: string; readonly commission: string };

/** The period's totals. */
export type TotalsRow = Sums & { readonly events: number; readonly bets: number };

/** One event of the page. */
export type EventRow = Sums & {
  readonly event_id: number;
  readonly event_name: string;
  readonly sport_id: number;
  readonly settled_at: Date | string;
  readonly bets: number;
};

/** One market of an event of the page. */
export type MarketRow = Sums & {
  readonly event_id: number;
  readonly market_id: string;
  readonly market_name: string;
  readonly settled_at: Date | string;
  readonly bets: number;
};

/** The money settled at one instant, for the running series. */
export type SeriesRow = Sums & { readonly at: Date | string };

/**
 * The markets the player had bets settled on in the period, one row each, with the money their
 * settlement moved read from the ledger: the `bet_settlement` and `commission` entries a settlement
 * posts under the reference `<marketId>:<playerId>` (a market that netted nothing posted neither).
 * The bets are found through `bets_player_settled_idx`, the entries through the ledger's
 * unique (kind, reference).
 */
const settledMarkets = (sportFilter: string) => `
  WITH settled AS (
    SELECT market_id, min(market_name) AS market_name, min(event_id) AS event_id, min(event_name) AS event_name,
           min(sport_id) AS sport_id, max(settled_at) AS settled_at, count(*)::int AS bets
    FROM bets
    WHERE player_id = $1 AND settled_at IS NOT NULL AND status IN ('SETTLED', 'VOID')
      AND settled_at >= $2::timestamptz AND settled_at <= $3::timestamptz ${sportFilter}
    GROUP BY market_id
  ), markets AS (
    SELECT s.*, COALESCE(p.amount, 0) AS profit_loss, COALESCE(-c.amount, 0) AS commission
    FROM settled s
    LEFT JOIN ledger_entries p
      ON p.kind = 'bet_settlement' AND p.reference = s.market_id || $4 AND p.player_id = $1
    LEFT JOIN ledger_entries c
      ON c.kind = 'commission' AND c.reference = s.market_id || $4 AND c.player_id = $1
  )`;

/** The rows of the player's P/L history: the period's totals, a page of events with their markets, the series. */
export async function readProfitLoss(
  db: Queryable,
  playerId: number,
  filter: ProfitLossFilter,
): Promise<{ totals: TotalsRow | undefined; events: EventRow[]; marketRows: MarketRow[]; series: SeriesRow[] }> {
  const params: unknown[] = [playerId, filter.from, filter.to, `:${playerId}`];
  let sportFilter = '';
  if (filter.sportId !== undefined) {
    params.push(filter.sportId);
    sportFilter = `AND sport_id = $${params.length}`;
  }
  const markets = settledMarkets(sportFilter);

  const [totals] = await db.query<TotalsRow>(
    `${markets}
     SELECT count(DISTINCT event_id)::int AS events, COALESCE(sum(bets), 0)::int AS bets,
            COALESCE(sum(profit_loss), 0)::text AS profit_loss, COALESCE(sum(commission), 0)::text AS commission
     FROM markets`,
    params,
  );
  const events = await db.query<EventRow>(
    `${markets}
     SELECT event_id, min(event_name) AS event_name, min(sport_id) AS sport_id, max(settled_at) AS settled_at,
            sum(bets)::int AS bets, sum(profit_loss)::text AS profit_loss, sum(commission)::text AS commission
     FROM markets GROUP BY event_id
     ORDER BY max(settled_at) DESC, event_id DESC
     OFFSET ${Number(filter.skip)} LIMIT ${Number(filter.take)}`,
    params,
  );
  const marketRows =
    events.length === 0
      ? []
      : await db.query<MarketRow>(
          `${markets}
           SELECT event_id, market_id, market_name, settled_at, bets,
                  profit_loss::text AS profit_loss, commission::text AS commission
           FROM markets WHERE event_id = ANY($${params.length + 1}::bigint[])
           ORDER BY settled_at, market_id`,
          [...params, events.map((row) => row.event_id)],
        );
  const series = await db.query<SeriesRow>(
    `${markets}
     SELECT settled_at AS at, sum(profit_loss)::text AS profit_loss, sum(commission)::text AS commission
     FROM markets GROUP BY settled_at ORDER BY settled_at`,
    params,
  );
  return { totals, events, marketRows, series };
}
