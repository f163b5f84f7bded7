import {
  betLiability,
  exchangeWinnings,
  bookmakerWinnings,
  fancyExposure,
  fancyProfitLoss,
  marketExposure,
  projectedProfitLoss,
  type BetSide,
  type FancyBet,
  type MarketKind,
  type RunnerBet,
} from '@exchange/contracts';

import { unmatchedOf, type StoredFill } from './bet-store.js';

/** What the position needs of a bet: its side, asked odds, rate and its matched and unmatched parts. */
export interface PositionBet {
  readonly runnerId: number;
  readonly side: BetSide;
  readonly odds: number;
  readonly rate: number | null;
  readonly stake: bigint;
  readonly matchedStake: bigint;
  readonly cancelledStake: bigint;
  readonly fills: readonly StoredFill[];
}

export interface MarketPosition {
  /** Each runner's P/L were it to win, over the matched parts (fancy: the line's worst case). */
  readonly profitLoss: ReadonlyMap<number, bigint>;
  /** What the market holds against the balance: worst matched P/L plus unmatched liability. */
  readonly exposure: bigint;
}

const exchangeSide = (side: BetSide): 'BACK' | 'LAY' => (side === 'LAY' ? 'LAY' : 'BACK');
const fancySide = (side: BetSide): 'YES' | 'NO' => (side === 'NO' ? 'NO' : 'YES');

/** Every fill as a bet of its own at the price it matched at: the rounding the settlement will use. */
export const matchedRunnerBets = (bets: readonly PositionBet[]): RunnerBet[] =>
  bets.flatMap((bet) =>
    bet.fills.map((fill) => ({
      runnerId: bet.runnerId,
      side: exchangeSide(bet.side),
      odds: fill.price,
      stake: fill.size,
    })),
  );

const matchedFancyBets = (bets: readonly PositionBet[]): FancyBet[] =>
  bets.flatMap((bet) =>
    bet.fills.map((fill) => ({ side: fancySide(bet.side), line: fill.price, rate: bet.rate ?? 100, stake: fill.size })),
  );

/**
 * A player's position on one market (DESIGN 7), with exchange-math: exchange and bookmaker markets
 * by projected P/L plus the liability of the unmatched parts at their asked odds; fancy markets by
 * the worst result of each line, the lines' worst cases added (each line has its own result).
 */
export function marketPosition(
  kind: MarketKind,
  runnerIds: readonly number[],
  bets: readonly PositionBet[],
): MarketPosition {
  const ids = [...new Set([...runnerIds, ...bets.map((bet) => bet.runnerId)])];
  if (kind === 'fancy') {
    const profitLoss = new Map<number, bigint>();
    let exposure = 0n;
    for (const runnerId of ids) {
      const line = fancyExposure(matchedFancyBets(bets.filter((bet) => bet.runnerId === runnerId)));
      profitLoss.set(runnerId, -line.exposure);
      exposure += line.exposure;
    }
    return { profitLoss, exposure };
  }
  const profitLoss = projectedProfitLoss(kind, ids, matchedRunnerBets(bets));
  let unmatched = 0n;
  for (const bet of bets) {
    const stake = unmatchedOf(bet);
    if (stake > 0n) unmatched += betLiability(kind, { side: exchangeSide(bet.side), odds: bet.odds, stake });
  }
  return { profitLoss, exposure: marketExposure(profitLoss, unmatched) };
}

export type MarketOutcome =
  | { readonly kind: 'WINNER'; readonly runnerId: number }
  | { readonly kind: 'RUNS'; readonly runs: ReadonlyMap<number, number> }
  | { readonly kind: 'VOID' };

/** A bet's P/L for the market's result over its matched parts; 0 for a void market. */
export function settledProfitLoss(kind: MarketKind, bet: PositionBet, outcome: MarketOutcome): bigint {
  if (outcome.kind === 'VOID') return 0n;
  let total = 0n;
  for (const fill of bet.fills) {
    if (kind === 'fancy') {
      const runs = outcome.kind === 'RUNS' ? outcome.runs.get(bet.runnerId) : undefined;
      if (runs === undefined) throw new RangeError(`No result for line ${bet.runnerId}`);
      total += fancyProfitLoss(
        { side: fancySide(bet.side), line: fill.price, rate: bet.rate ?? 100, stake: fill.size },
        runs,
      );
      continue;
    }
    if (outcome.kind !== 'WINNER') throw new RangeError('A runner market is settled by its winner');
    const winnings =
      kind === 'exchange' ? exchangeWinnings(fill.size, fill.price) : bookmakerWinnings(fill.size, fill.price);
    const won = outcome.runnerId === bet.runnerId;
    total += exchangeSide(bet.side) === 'BACK' ? (won ? winnings : -fill.size) : won ? -winnings : fill.size;
  }
  return total;
}
