import type { EventProfitLoss, ProfitLossHistory, ProfitLossPoint } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { toSignedMinorUnits } from '../ledger/ledger.js';

export interface ProfitLossFilter {
  /** Start and end of the period, ISO instants (already checked and ordered). */
  readonly from: string;
  readonly to: string;
  readonly sportId?: number;
  readonly skip: number;
  readonly take: number;
}

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

type Sums = { readonly profit_loss: string; readonly commission: string };

const money = (text: string): number => Number(toSignedMinorUnits(text)) / 100;
const netOf = (row: Sums): number =>
  Number(toSignedMinorUnits(row.profit_loss) - toSignedMinorUnits(row.commission)) / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

/** The player's P/L per event over a period: a page of events, the period's totals and its running series. */
export async function profitLossHistory(
  db: Queryable,
  playerId: number,
  filter: ProfitLossFilter,
): Promise<ProfitLossHistory> {
  const params: unknown[] = [playerId, filter.from, filter.to, `:${playerId}`];
  let sportFilter = '';
  if (filter.sportId !== undefined) {
    params.push(filter.sportId);
    sportFilter = `AND sport_id = $${params.length}`;
  }
  const markets = settledMarkets(sportFilter);

  const [totals] = await db.query<Sums & { events: number; bets: number }>(
    `${markets}
     SELECT count(DISTINCT event_id)::int AS events, COALESCE(sum(bets), 0)::int AS bets,
            COALESCE(sum(profit_loss), 0)::text AS profit_loss, COALESCE(sum(commission), 0)::text AS commission
     FROM markets`,
    params,
  );
  const events = await db.query<
    Sums & { event_id: number; event_name: string; sport_id: number; settled_at: Date | string; bets: number }
  >(
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
      : await db.query<
          Sums & { event_id: number; market_id: string; market_name: string; settled_at: Date | string; bets: number }
        >(
          `${markets}
           SELECT event_id, market_id, market_name, settled_at, bets,
                  profit_loss::text AS profit_loss, commission::text AS commission
           FROM markets WHERE event_id = ANY($${params.length + 1}::bigint[])
           ORDER BY settled_at, market_id`,
          [...params, events.map((row) => row.event_id)],
        );
  const series = await db.query<Sums & { at: Date | string }>(
    `${markets}
     SELECT settled_at AS at, sum(profit_loss)::text AS profit_loss, sum(commission)::text AS commission
     FROM markets GROUP BY settled_at ORDER BY settled_at`,
    params,
  );

  const items: EventProfitLoss[] = events.map((row) => ({
    eventId: Number(row.event_id),
    eventName: row.event_name,
    sportId: row.sport_id,
    settledAt: iso(row.settled_at),
    bets: row.bets,
    profitLoss: money(row.profit_loss),
    commission: money(row.commission),
    net: netOf(row),
    markets: marketRows
      .filter((market) => Number(market.event_id) === Number(row.event_id))
      .map((market) => ({
        marketId: market.market_id,
        marketName: market.market_name,
        settledAt: iso(market.settled_at),
        bets: market.bets,
        profitLoss: money(market.profit_loss),
        commission: money(market.commission),
      })),
  }));
  const points: ProfitLossPoint[] = series.map((row) => ({ at: iso(row.at), net: netOf(row) }));
  const sums = totals ?? { events: 0, bets: 0, profit_loss: '0', commission: '0' };
  return {
    totalCount: sums.events,
    items,
    totals: {
      events: sums.events,
      bets: sums.bets,
      profitLoss: money(sums.profit_loss),
      commission: money(sums.commission),
      net: netOf(sums),
    },
    series: points,
  };
}
