import {
  minorToNumber,
  type Bet,
  type BetHistoryRequest,
  type BetLimit,
  type MarketProfitLoss,
} from '@exchange/contracts';

import { groupBy } from '../collections.js';
import { refused } from '../http/errors.js';
import { newestOpenBetsOfPlayer, openBetsOfPlayer, toBet } from './bet-store.js';
import type { BettingContext } from './betting-context.js';
import { readMoney } from './exposure-store.js';
import { historyPage } from './history-store.js';
import { marketPosition } from './position.js';
import { marketTypeKinds, type BettingSettings } from './settings.js';

/** What one bet may stake and win, per market type. */
export function limits(settings: BettingSettings): BetLimit[] {
  return marketTypeKinds.map(([marketType, kind]) => {
    const limit = settings.limits[kind];
    return {
      marketType,
      marketKind: kind,
      minStake: minorToNumber(limit.minStake),
      maxStake: minorToNumber(limit.maxStake),
      maxProfit: minorToNumber(limit.maxProfit),
    };
  });
}

/** The player's bets that are not over yet, the newest first, with their money. */
export async function openBets(
  context: BettingContext,
  playerId: number,
): Promise<{ openBets: Bet[]; balance: number; exposure: number }> {
  const bets = await newestOpenBetsOfPlayer(context.db, playerId);
  const held = await readMoney(context.db, playerId);
  return { openBets: bets.map(toBet), balance: Number(held.balance), exposure: Number(held.exposure) };
}

/** The player's P/L per runner and exposure on each market where they hold open bets. */
export async function expectedProfitLoss(
  context: BettingContext,
  playerId: number,
  filter: { eventId?: number; marketId?: string } = {},
): Promise<MarketProfitLoss[]> {
  const bets = await openBetsOfPlayer(context.db, playerId);
  const answer: MarketProfitLoss[] = [];
  for (const [marketId, list] of groupBy(bets, (bet) => bet.marketId)) {
    const first = list[0];
    if (first === undefined) continue;
    if (filter.marketId !== undefined && filter.marketId !== marketId) continue;
    if (filter.eventId !== undefined && filter.eventId !== first.eventId) continue;
    const market = await context.marketInfo(marketId);
    const runnerIds = market?.runners.map((runner) => runner.id) ?? [];
    const position = marketPosition(first.marketKind, runnerIds, list);
    answer.push({
      eventId: first.eventId,
      marketId,
      eventName: first.eventName,
      marketName: first.marketName,
      marketKind: first.marketKind,
      runners: [...position.profitLoss].map(([runnerId, profitLoss]) => ({
        runnerId,
        profitLoss: minorToNumber(profitLoss),
      })),
      exposure: minorToNumber(position.exposure),
    });
  }
  return answer;
}

/** A page of the player's finished bets (settled, void, cancelled, lapsed), the last settled first. */
export async function history(
  context: BettingContext,
  playerId: number,
  request: BetHistoryRequest,
): Promise<{ totalCount: number; items: Bet[] }> {
  const from = request.from === undefined ? undefined : parseDate(request.from, 'from');
  const to = request.to === undefined ? undefined : parseDate(request.to, 'to');
  const filter = { status: request.status, sportId: request.sportId, eventId: request.eventId, from, to };
  const skip = request.SkipCount ?? 0;
  const take = request.MaxResultCount ?? 20;
  const { totalCount, bets } = await historyPage(context.db, playerId, filter, { skip, take });
  return { totalCount, items: bets.map(toBet) };
}

function parseDate(text: string, field: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw refused(400, 'historyDateNotValid', { field });
  return date.toISOString();
}
