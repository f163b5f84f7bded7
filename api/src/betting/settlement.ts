import { commission as commissionOn, statementLine } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import type { MarketWriter } from '../exchange/exchange.js';
import { HttpError, refused } from '../http/errors.js';
import { postInTransaction } from '../ledger/ledger.js';
import { fromMinorUnits } from '../players/money.js';
import { betsByIds, openBetsOfAnyPlayer, openBetsOfMarket, type StoredBet } from './bet-store.js';
import { announce, type BettingContext } from './betting-context.js';
import { lockPlayer, releaseMarketExposure, updateTotalExposure, type PlayerMoney } from './exposure-store.js';
import type { MarketInfo } from './market-store.js';
import { signed } from './money-text.js';
import { settledProfitLoss, type MarketOutcome } from './position.js';
import { lapseInTurn } from './resting-orders.js';
import type { BettingSettings } from './settings.js';
import { markBetSettled, recordMarketResult, recordMarketSettlement } from './settlement-store.js';

/** How a market ended; see `BettingService.settleMarket`. */
export type MarketResult =
  { readonly winnerRunnerId: number } | { readonly runs: Readonly<Record<string, number>> } | { readonly void: true };

/** What one settlement of a market did. */
export interface SettlementSummary {
  readonly marketId: string;
  readonly outcome: 'WINNER' | 'RUNS' | 'VOID';
  /** Players whose bets this call settled (none when an earlier call did). */
  readonly players: number;
  readonly bets: number;
}

/**
 * Settles a market once: records its result, lapses what still rests, then for each player in
 * one transaction posts the net P/L (`bet_settlement`) and the commission on net winnings
 * (`commission`) to the ledger, releases the market's exposure and marks the bets SETTLED with
 * their P/L (VOID and no money for a void market). Running it again with the same result
 * finishes what an interrupted run left and changes nothing else.
 */
export async function settleMarket(
  context: BettingContext,
  marketId: string,
  result: MarketResult,
): Promise<SettlementSummary> {
  const market = await context.marketInfo(marketId);
  if (market === null) throw refused(404, 'marketNotFound', { marketId });
  const outcome = outcomeOf(market, result);
  const stored = {
    outcome: outcome.kind,
    winner: outcome.kind === 'WINNER' ? outcome.runnerId : null,
    runs: outcome.kind === 'RUNS' ? JSON.stringify(Object.fromEntries(outcome.runs)) : null,
  };
  const recorded = await recordMarketResult(context.db, marketId, stored, context.now().toISOString());
  const same =
    recorded !== undefined &&
    recorded.outcome === stored.outcome &&
    recorded.winner_id === stored.winner &&
    JSON.stringify(normaliseRuns(recorded.runs)) === JSON.stringify(normaliseRuns(stored.runs));
  if (!same) throw new HttpError(409, `Market ${marketId} was already settled with another result.`);

  const settle = async (writer: MarketWriter | null) => {
    if (writer !== null) {
      writer.setState('CLOSED');
      await lapseInTurn(context, writer, 'all');
      context.resting.delete(marketId);
    }
    return settlePlayers(context, market, outcome);
  };
  return context.exchange.hasMarket(marketId) ? context.exchange.withMarket(marketId, settle) : settle(null);
}

function outcomeOf(market: MarketInfo, result: MarketResult): MarketOutcome {
  if ('void' in result) return { kind: 'VOID' };
  if ('winnerRunnerId' in result) {
    if (market.kind === 'fancy') throw new HttpError(400, 'A fancy market is settled by the runs of each line.');
    if (!market.runners.some((runner) => runner.id === result.winnerRunnerId)) {
      throw new HttpError(400, `Runner ${result.winnerRunnerId} is not in market ${market.id}.`);
    }
    return { kind: 'WINNER', runnerId: result.winnerRunnerId };
  }
  if (market.kind !== 'fancy') throw new HttpError(400, 'This market is settled by its winning runner.');
  const runs = new Map<number, number>();
  for (const runner of market.runners) {
    const value = result.runs[String(runner.id)];
    if (value === undefined || !Number.isInteger(value) || value < 0) {
      throw new HttpError(400, `The runs of line ${runner.id} are missing or not a whole number.`);
    }
    runs.set(runner.id, value);
  }
  return { kind: 'RUNS', runs };
}

function normaliseRuns(runs: unknown): unknown {
  if (runs === null || runs === undefined) return null;
  const value =
    typeof runs === 'string' ? (JSON.parse(runs) as Record<string, number>) : (runs as Record<string, number>);
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

async function settlePlayers(
  context: BettingContext,
  market: MarketInfo,
  outcome: MarketOutcome,
): Promise<SettlementSummary> {
  const open = await openBetsOfAnyPlayer(context.db, market.id);
  let settledBets = 0;
  for (const playerId of new Set(open.map((bet) => bet.playerId))) {
    const { held, settled } = await settlePlayer(context, market, outcome, playerId);
    settledBets += settled.length;
    announce(context, playerId, held, settled);
  }
  return {
    marketId: market.id,
    outcome: outcome.kind,
    players: new Set(open.map((bet) => bet.playerId)).size,
    bets: settledBets,
  };
}

/** Settles the player's bets of the market and moves their money, in one transaction. */
async function settlePlayer(
  context: BettingContext,
  market: MarketInfo,
  outcome: MarketOutcome,
  playerId: number,
): Promise<{ held: PlayerMoney; settled: StoredBet[] }> {
  const at = context.now().toISOString();
  return context.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const fresh = await openBetsOfMarket(tx, playerId, market.id);
    let net = 0n;
    for (const bet of fresh) {
      const profitLoss = settledProfitLoss(market.kind, bet, outcome);
      net += profitLoss;
      await markBetSettled(tx, bet.id, outcome.kind === 'VOID' ? 'VOID' : 'SETTLED', signed(profitLoss), at);
    }
    const charged = await postSettlement(tx, context.settings, { market, outcome, playerId, bets: fresh, net });
    await recordMarketSettlement(
      tx,
      playerId,
      market.id,
      { profitLoss: signed(net), commission: fromMinorUnits(charged) },
      at,
    );
    await releaseMarketExposure(tx, playerId, market.id);
    const held = await updateTotalExposure(tx, playerId);
    const settled = await betsByIds(
      tx,
      fresh.map((bet) => bet.id),
    );
    return { held, settled };
  });
}

/**
 * Posts the player's net P/L of the market (`bet_settlement`) and the commission on net winnings
 * (`commission`) to the ledger; answers the commission charged.
 */
async function postSettlement(
  tx: Queryable,
  settings: BettingSettings,
  settling: {
    readonly market: MarketInfo;
    readonly outcome: MarketOutcome;
    readonly playerId: number;
    readonly bets: readonly StoredBet[];
    readonly net: bigint;
  },
): Promise<bigint> {
  const { market, outcome, playerId, bets, net } = settling;
  const reference = `${market.id}:${playerId}`;
  // The matched stake is what bonus wagering counts; a void market wagered nothing.
  const wagered = outcome.kind === 'VOID' ? 0n : bets.reduce((sum, bet) => sum + bet.matchedStake, 0n);
  const details = {
    marketId: market.id,
    marketName: market.name,
    eventName: market.eventName,
    stake: signed(wagered),
  };
  if (net !== 0n) {
    await postInTransaction(tx, {
      playerId,
      kind: 'bet_settlement',
      amount: signed(net),
      reference,
      description: statementLine(net > 0n ? 'betWon' : 'betLost', { event: market.eventName, market: market.name }),
      details,
      allowBelowExposure: true,
    });
  }
  const charged = commissionOn(net, settings.commissionPercent);
  if (charged > 0n) {
    await postInTransaction(tx, {
      playerId,
      kind: 'commission',
      amount: signed(-charged),
      reference,
      description: statementLine('betCommission', {
        percent: settings.commissionPercent,
        event: market.eventName,
        market: market.name,
      }),
      details: { ...details, netWinnings: signed(net) },
      allowBelowExposure: true,
    });
  }
  return charged;
}
