import type { BetHistoryRequest, BetHistoryStatus } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { selectBets, type StoredBet } from './bet-store.js';

/** Which of the player's finished bets a history page shows; the dates are ISO instants, checked already. */
export type HistoryFilter = Pick<BetHistoryRequest, 'status' | 'sportId' | 'eventId' | 'from' | 'to'>;

/** The SQL condition of one history status; WON and LOST are settled bets by the sign of their P/L. */
function historyStatusCondition(status: BetHistoryStatus): string {
  switch (status) {
    case 'WON':
      return "(status = 'SETTLED' AND profit_loss > 0)";
    case 'LOST':
      return "(status = 'SETTLED' AND profit_loss < 0)";
    default:
      return `status = '${status}'`;
  }
}

/** A page of the player's finished bets, the last settled first, and how many the filter finds in all. */
export async function historyPage(
  db: Queryable,
  playerId: number,
  filter: HistoryFilter,
  page: { readonly skip: number; readonly take: number },
): Promise<{ totalCount: number; bets: StoredBet[] }> {
  const conditions = ['player_id = $1', "status IN ('SETTLED', 'VOID', 'CANCELLED', 'LAPSED')"];
  const params: unknown[] = [playerId];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (filter.status !== undefined) {
    const statuses = Array.isArray(filter.status) ? filter.status : [filter.status];
    conditions.push(`(${[...new Set(statuses)].map(historyStatusCondition).join(' OR ')})`);
  }
  if (filter.sportId !== undefined) add('sport_id = ?', filter.sportId);
  if (filter.eventId !== undefined) add('event_id = ?', filter.eventId);
  if (filter.from !== undefined) add('settled_at >= ?::timestamptz', filter.from);
  if (filter.to !== undefined) add('settled_at <= ?::timestamptz', filter.to);
  const where = conditions.join(' AND ');
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE ${where}`, params);
  const bets = await selectBets(
    db,
    where,
    params,
    `settled_at DESC, id DESC OFFSET ${Number(page.skip)} LIMIT ${Number(page.take)}`,
  );
  return { totalCount: count?.n ?? 0, bets };
}
