import {
  betProfit,
  isOnLadder,
  maxOdds,
  minOdds,
  toHundredths,
  type MarketKind,
  type PlaceBetRequest,
} from '@exchange/contracts';

import type { Exchange } from '../exchange/exchange.js';
import { refused } from '../http/errors.js';
import type { MarketInfo } from './market-store.js';
import { shown } from './money-text.js';
import { marketPosition, type PositionBet } from './position.js';
import type { BettingSettings } from './settings.js';

/** The house's price of a bookmaker or fancy bet, and a YES line's rate. */
export interface HouseTerms {
  readonly price: number;
  readonly rate: number | null;
}

/** The side and the odds (or line, or rate) a market of this kind takes. */
export function checkSideAndOdds(kind: MarketKind, request: PlaceBetRequest): void {
  const { side, odds } = request;
  if (kind === 'fancy') {
    if (side !== 'YES' && side !== 'NO') throw refused(400, 'fancySide');
    if (!Number.isInteger(odds) || odds < 0) throw refused(400, 'fancyLine');
    return;
  }
  if (side !== 'BACK' && side !== 'LAY') throw refused(400, 'exchangeSide');
  if (kind === 'bookmaker') {
    if (!(odds > 0 && odds <= 100) || Math.round(odds * 100) !== odds * 100) {
      throw refused(400, 'bookmakerRate');
    }
    return;
  }
  if (!(odds >= minOdds && odds <= maxOdds)) throw refused(400, 'oddsFormat', { min: minOdds, max: maxOdds });
  if (!isOnLadder(odds)) throw refused(400, 'oddsOffLadder', { odds });
}

/** The stake within the market kind's limits. */
export function checkStake(settings: BettingSettings, kind: MarketKind, stake: bigint): void {
  const limit = settings.limits[kind];
  if (stake < limit.minStake) throw refused(400, 'minStake', { amount: shown(limit.minStake) });
  if (stake > limit.maxStake) throw refused(400, 'maxStake', { amount: shown(limit.maxStake) });
}

/** What the bet can win at most within the market kind's limit. */
export function checkProfit(
  settings: BettingSettings,
  market: MarketInfo,
  request: PlaceBetRequest,
  stake: bigint,
  house: HouseTerms | null,
): void {
  const exchangeSide = request.side === 'LAY' || request.side === 'NO' ? 'LAY' : 'BACK';
  const profit =
    market.kind === 'fancy'
      ? request.side === 'YES'
        ? (stake * toHundredths(house?.rate ?? 100) + 5_000n) / 10_000n
        : stake
      : betProfit(market.kind, { side: exchangeSide, odds: house?.price ?? request.odds, stake });
  const { maxProfit } = settings.limits[market.kind];
  if (profit > maxProfit) {
    throw refused(400, 'maxProfit', { profit: shown(profit), amount: shown(maxProfit) });
  }
}

/** The house's price for a bookmaker or fancy bet, checked against what was asked. */
export function houseTerms(exchange: Exchange, market: MarketInfo, request: PlaceBetRequest): HouseTerms {
  const runner = exchange.prices(market.id)?.runners.find((r) => r.runnerId === request.runnerId);
  const asked = request.odds;
  const refuseMove = (offered: number) => refused(409, 'priceMoved', { offered, asked });
  const acceptBetter = request.acceptBetterOdds !== false;
  if (market.kind === 'bookmaker') {
    const level = (request.side === 'BACK' ? runner?.back : runner?.lay)?.[0];
    if (level === undefined) throw refused(409, 'selectionNotOffered');
    // A backer wins more at a higher rate; a layer risks less at a lower one.
    const better = request.side === 'BACK' ? level.price > asked : level.price < asked;
    if (level.price !== asked && !(better && acceptBetter)) throw refuseMove(level.price);
    return { price: level.price, rate: null };
  }
  const quote = request.side === 'YES' ? runner?.yes : runner?.no;
  if (quote === undefined || quote === null) {
    throw refused(409, 'lineNotOffered');
  }
  // YES wins at or above its line, so a lower line is better; NO wins below it, so a higher one is.
  const better = request.side === 'YES' ? quote.line < asked : quote.line > asked;
  if (quote.line !== asked && !(better && acceptBetter)) throw refuseMove(quote.line);
  return { price: quote.line, rate: quote.rate };
}

/**
 * How much a new bet can grow its market's exposure at worst, in minor units (0 or less: it cannot).
 * An order that may rest is counted as if nothing matched (its liability held in full), which can
 * only overstate it. A fill-or-kill order (a cash out's hedge) never rests: it matches at its price
 * or better, in part or in full, and the rest lapses. The market's exposure is convex in how much
 * of it matches, and a better price only raises every runner's P/L, so its worst case is one of
 * the two ends: nothing matched (no change) or all of it matched at its price.
 */
export function exposureGrowth(
  kind: MarketKind,
  runnerIds: readonly number[],
  bets: readonly PositionBet[],
  before: bigint,
  candidate: PositionBet,
  fillOrKill: boolean,
): bigint {
  if (fillOrKill && candidate.matchedStake === 0n) {
    const filled = marketPosition(kind, runnerIds, [
      ...bets,
      { ...candidate, matchedStake: candidate.stake, fills: [{ price: candidate.odds, size: candidate.stake }] },
    ]);
    return filled.exposure > before ? filled.exposure - before : 0n;
  }
  return marketPosition(kind, runnerIds, [...bets, candidate]).exposure - before;
}
