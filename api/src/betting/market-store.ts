import type { MarketKind } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';

/** What placement needs to know of a market beyond the engine: its names, type and runners. */
export interface MarketInfo {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly kind: MarketKind;
  readonly betDelay: number;
  readonly eventId: number;
  readonly eventName: string;
  readonly sportId: number;
  readonly runners: readonly { readonly id: number; readonly name: string }[];
}

/** A market's names, type and runners from the catalogue tables the world writes; null when unknown. */
export async function readMarketInfo(db: Queryable, marketId: string): Promise<MarketInfo | null> {
  const [row] = await db.query<{
    id: string;
    name: string;
    type: string;
    kind: MarketKind;
    bet_delay: number;
    event_id: number;
    title: string;
    sport_id: number;
  }>(
    `SELECT m.id, m.name, m.type, m.kind, m.bet_delay, m.event_id, e.title, e.sport_id
       FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1`,
    [marketId],
  );
  if (row === undefined) return null;
  const runners = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM runners WHERE market_id = $1 ORDER BY sort_priority',
    [marketId],
  );
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    kind: row.kind,
    betDelay: row.bet_delay,
    eventId: row.event_id,
    eventName: row.title,
    sportId: row.sport_id,
    runners,
  };
}
