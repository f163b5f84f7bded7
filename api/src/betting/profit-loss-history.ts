import type { EventProfitLoss, ProfitLossHistory, ProfitLossPoint } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { toSignedMinorUnits } from '../ledger/ledger.js';
import {
  readProfitLoss,
  type EventRow,
  type MarketRow,
  type ProfitLossFilter,
  type Sums,
} from './profit-loss-store.js';

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
  const { totals, events, marketRows, series } = await readProfitLoss(db, playerId, filter);
  const items: EventProfitLoss[] = events.map((row) => eventProfitLoss(row, marketRows));
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

/** One event of the page with its markets. */
function eventProfitLoss(row: EventRow, marketRows: readonly MarketRow[]): EventProfitLoss {
  return {
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
  };
}
