import type { Database } from '../db/database.js';
import type { Exchange } from '../exchange/exchange.js';
import type { PlayerEvents } from '../players/player-events.js';
import type { BetEvents } from './bet-events.js';
import { toBet, type StoredBet } from './bet-store.js';
import type { PlayerMoney } from './exposure-store.js';
import type { GroupCommit } from './group-commit.js';
import type { MarketInfo } from './market-store.js';
import type { BettingSettings } from './settings.js';

/** Where the betting service reports what fails out of any caller's sight. */
export interface BettingLogger {
  error(details: object, message: string): void;
}

/** What the jobs of the betting service (placement, fills and lapses, cancel, cash out, settlement) share. */
export interface BettingContext {
  readonly db: Database;
  readonly exchange: Exchange;
  /** Placements and fills of players' orders, committed in groups per market. */
  readonly groups: GroupCommit;
  readonly settings: BettingSettings;
  readonly now: () => Date;
  /** Waits out an in-play bet delay. */
  readonly wait: (ms: number) => Promise<void>;
  readonly log: BettingLogger;
  readonly playerEvents: PlayerEvents;
  readonly betEvents: BetEvents;
  /** Markets where players' orders rest, and whether each was in play when last seen. */
  readonly resting: Map<string, { inPlay: boolean }>;
  /** A market's names, type and runners, from the world or the catalogue tables. */
  marketInfo(marketId: string): Promise<MarketInfo | null>;
  /** Keeps a record started outside any call (a fill, a lapse, a result) until it is written; logs its failure. */
  track<T>(work: Promise<T>): void;
  /** Recovers the bets resting in the books once, before the first placement. */
  start(): Promise<void>;
}

/** Tells the player's listeners (the hub) their money and the bets that changed; call after the commit. */
export function announce(
  { playerEvents, betEvents }: Pick<BettingContext, 'playerEvents' | 'betEvents'>,
  playerId: number,
  held: PlayerMoney,
  bets: readonly StoredBet[],
): void {
  playerEvents.emitBalanceChanged({ playerId, balance: held.balance, exposure: held.exposure });
  for (const bet of bets) betEvents.emitBetChanged({ playerId, bet: toBet(bet) });
}
