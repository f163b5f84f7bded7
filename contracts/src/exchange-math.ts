// The exchange's money rules (DESIGN section 7), shared by the bet slip and the api so the player
// sees exactly what the server will hold and pay. Amounts are bigint minor units (paise, money.ts);
// odds are read as integer hundredths; a product that falls between two paise rounds half away from
// zero, the same way for both sides of a match, so a backer's profit is always the layer's liability.

import { toHundredths } from './money.js';

export type ExchangeSide = 'BACK' | 'LAY';
export type FancySide = 'YES' | 'NO';

/** A matched exchange or bookmaker bet on one runner of a market. */
export interface RunnerBet {
  readonly runnerId: number;
  readonly side: ExchangeSide;
  /** Decimal odds (exchange, 1.01–1000) or the 0–100 quote (bookmaker). */
  readonly odds: number;
  readonly stake: bigint;
}

/** A fancy (session) bet: YES or NO on a run line at a rate per 100. */
export interface FancyBet {
  readonly side: FancySide;
  readonly line: number;
  readonly rate: number;
  readonly stake: bigint;
}

const hundredths = toHundredths;

/** numerator / denominator, rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** A back's winnings at decimal odds: S·(O−1). Also a lay's liability at the same odds. */
export function exchangeWinnings(stake: bigint, odds: number): bigint {
  return divideRounded(stake * (hundredths(odds) - 100n), 100n);
}

/** A bookmaker back's winnings at a 0–100 quote: S·k/100. Also a bookmaker lay's liability. */
export function bookmakerWinnings(stake: bigint, quote: number): bigint {
  return divideRounded(stake * hundredths(quote), 10_000n);
}

export type MarketPricing = 'exchange' | 'bookmaker';

const winnings = (pricing: MarketPricing, stake: bigint, odds: number): bigint =>
  pricing === 'exchange' ? exchangeWinnings(stake, odds) : bookmakerWinnings(stake, odds);

/** What one bet risks: a back its stake, a lay its liability. */
export function betLiability(pricing: MarketPricing, bet: Omit<RunnerBet, 'runnerId'>): bigint {
  return bet.side === 'BACK' ? bet.stake : winnings(pricing, bet.stake, bet.odds);
}

/** What one bet wins if it comes good: a back its winnings, a lay the backer's stake. */
export function betProfit(pricing: MarketPricing, bet: Omit<RunnerBet, 'runnerId'>): bigint {
  return bet.side === 'BACK' ? winnings(pricing, bet.stake, bet.odds) : bet.stake;
}

/**
 * The player's profit or loss on each runner, were that runner to win, over the given bets: a back
 * on r adds its winnings to r and subtracts its stake from every other runner; a lay on r subtracts
 * its liability from r and adds its stake to every other runner.
 */
export function projectedProfitLoss(
  pricing: MarketPricing,
  runnerIds: readonly number[],
  bets: readonly RunnerBet[],
): Map<number, bigint> {
  const result = new Map<number, bigint>(runnerIds.map((id) => [id, 0n]));
  for (const bet of bets) {
    const win = winnings(pricing, bet.stake, bet.odds);
    for (const runnerId of runnerIds) {
      const current = result.get(runnerId) ?? 0n;
      const onThisRunner = runnerId === bet.runnerId;
      const change = bet.side === 'BACK' ? (onThisRunner ? win : -bet.stake) : onThisRunner ? -win : bet.stake;
      result.set(runnerId, current + change);
    }
  }
  return result;
}

/** max(0, −min P/L) plus what unmatched bets could still lose. */
export function marketExposure(profitLoss: ReadonlyMap<number, bigint>, unmatchedLiability = 0n): bigint {
  let worst = 0n;
  for (const value of profitLoss.values()) if (value < worst) worst = value;
  return -worst + unmatchedLiability;
}

/** A fancy bet's P/L for a final result (runs): YES wins S·R/100 at or above the line, NO below it. */
export function fancyProfitLoss(bet: FancyBet, result: number): bigint {
  const rateWin = divideRounded(bet.stake * hundredths(bet.rate), 10_000n);
  if (bet.side === 'YES') return result >= bet.line ? rateWin : -bet.stake;
  return result < bet.line ? bet.stake : -rateWin;
}

/**
 * The P/L of a set of fancy bets on one line market at every result that can change it, and the
 * exposure: the worst of them, as a positive amount (0 when no result loses).
 */
export function fancyExposure(bets: readonly FancyBet[]): { readonly exposure: bigint; readonly worstResult: number } {
  if (bets.length === 0) return { exposure: 0n, worstResult: 0 };
  // P/L only changes where a result crosses a line, so the line and the run just below it cover every case.
  const results = new Set<number>([0]);
  for (const bet of bets) {
    results.add(bet.line);
    results.add(Math.max(0, bet.line - 1));
  }
  let worst = 0n;
  let worstResult = 0;
  for (const result of results) {
    const total = bets.reduce((sum, bet) => sum + fancyProfitLoss(bet, result), 0n);
    if (total < worst) {
      worst = total;
      worstResult = result;
    }
  }
  return { exposure: -worst, worstResult };
}

/** Commission on a market's net winnings at a rate in percent; none on a net loss. */
export function commission(netWinnings: bigint, ratePercent: number): bigint {
  if (netWinnings <= 0n) return 0n;
  return divideRounded(netWinnings * hundredths(ratePercent), 10_000n);
}

/** The hedging bet that evens out a position on one runner, and the profit it locks in. */
export interface CashOut {
  readonly runnerId: number;
  readonly side: ExchangeSide;
  readonly odds: number;
  readonly stake: bigint;
  /**
   * What the player makes whatever the result after the hedge: after a full cash out the P/L on
   * every outcome (equal up to a paisa of rounding), after a partial one the least of them.
   */
  readonly lockedProfitLoss: bigint;
  /** The share of the position the hedge evens out, in percent. */
  readonly percent: number;
  /** Every runner's P/L after the hedge. */
  readonly profitLoss: ReadonlyMap<number, bigint>;
}

/**
 * The least full hedge (1.00, in minor units) worth a cash out: a position whose hedge would be
 * smaller is flat but for the rounding of an earlier cash out, and is not offered one.
 */
export const smallestHedgeStake = 100n;

/**
 * Cash out on an exchange market: the one bet on the runner with the largest position that makes
 * the player's P/L the same whether that runner wins or loses, at the current best prices — a lay
 * at the best lay price when the runner winning pays more, else a back at the best back price.
 * Exact for the usual position (bets on one runner, or every other runner with the same P/L).
 * `percent` below 100 cashes out that share of the position: the hedge's stake is that share of
 * the full one's. Null when there is nothing to even out (a full hedge under `smallestHedgeStake`)
 * or no price to do it at.
 */
export function cashOut(
  runnerIds: readonly number[],
  bets: readonly RunnerBet[],
  prices: ReadonlyMap<number, { readonly back: number | null; readonly lay: number | null }>,
  percent = 100,
): CashOut | null {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) return null;
  const profitLoss = projectedProfitLoss('exchange', runnerIds, bets);
  let chosen: { runnerId: number; ifWins: bigint; ifLoses: bigint } | null = null;
  for (const runnerId of new Set(bets.map((bet) => bet.runnerId))) {
    const ifWins = profitLoss.get(runnerId) ?? 0n;
    const others = runnerIds.filter((id) => id !== runnerId).map((id) => profitLoss.get(id) ?? 0n);
    const ifLoses = others.length === 0 ? 0n : others.reduce((low, value) => (value < low ? value : low));
    const spread = ifWins > ifLoses ? ifWins - ifLoses : ifLoses - ifWins;
    const chosenSpread =
      chosen === null
        ? -1n
        : chosen.ifWins > chosen.ifLoses
          ? chosen.ifWins - chosen.ifLoses
          : chosen.ifLoses - chosen.ifWins;
    if (spread > chosenSpread) chosen = { runnerId, ifWins, ifLoses };
  }
  if (chosen === null || chosen.ifWins === chosen.ifLoses) return null;
  const price = prices.get(chosen.runnerId);
  const side: ExchangeSide = chosen.ifWins > chosen.ifLoses ? 'LAY' : 'BACK';
  const odds = side === 'LAY' ? price?.lay : price?.back;
  if (odds === null || odds === undefined) return null;
  // Lay S at P: ifWins − S(P−1) = ifLoses + S  ⇒  S = (ifWins − ifLoses) / P; a back mirrors it.
  const difference = side === 'LAY' ? chosen.ifWins - chosen.ifLoses : chosen.ifLoses - chosen.ifWins;
  // What is left of a cash out made at other prices (a paisa or two apart) is no position.
  if (divideRounded(difference * 100n, hundredths(odds)) < smallestHedgeStake) return null;
  const stake = divideRounded(difference * 100n * BigInt(percent), hundredths(odds) * 100n);
  if (stake <= 0n) return null;
  const hedge: RunnerBet = { runnerId: chosen.runnerId, side, odds, stake };
  const after = projectedProfitLoss('exchange', runnerIds, [...bets, hedge]);
  const least = [...after.values()].reduce((low, value) => (value < low ? value : low));
  const lockedProfitLoss = percent === 100 ? (after.get(chosen.runnerId) ?? 0n) : least;
  return { runnerId: chosen.runnerId, side, odds, stake, lockedProfitLoss, percent, profitLoss: after };
}
