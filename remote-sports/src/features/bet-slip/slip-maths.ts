import {
  betLiability,
  betProfit,
  minorToNumber,
  fancyProfitLoss,
  marketExposure,
  projectedProfitLoss,
  parseMinor,
  type BetLimit,
  type BetSide,
  type MarketKind,
} from '@exchange/contracts';

import type { SlipProblem } from '../../components/bet-input';

// What the slip shows, computed with the exchange's own money rules (contracts' exchange-math),
// so the figures are those the api will hold and pay; amounts are bigint paise throughout.

export { parseOdds, parseStake, problemValues } from '../../components/bet-input';
export type { Parsed, SlipProblem } from '../../components/bet-input';

export interface SlipBet {
  readonly kind: MarketKind;
  readonly side: BetSide;
  readonly runnerId: number;
  /** Exchange odds, bookmaker quote or fancy line. */
  readonly odds: number;
  /** Fancy: the rate per 100. */
  readonly rate?: number;
  readonly stake: bigint;
}

/** One result of a fancy line and what the bet makes or loses on it. */
export interface FancyOutcome {
  readonly result: 'atOrAbove' | 'below';
  readonly line: number;
  readonly profitLoss: bigint;
}

export interface SlipFigures {
  /** What the bet wins if it comes good. */
  readonly profit: bigint;
  /** What it can lose: a back's stake, a lay's liability, a fancy bet's worse outcome. */
  readonly liability: bigint;
  /** Exchange and bookmaker: every runner's P/L if the bet is matched, the matched bets included. */
  readonly runners: ReadonlyMap<number, bigint> | null;
  /** Exchange and bookmaker: the market's exposure if the bet is matched. */
  readonly exposure: bigint | null;
  /** Fancy: the bet's P/L at the line and below it. */
  readonly outcomes: readonly FancyOutcome[] | null;
}

const exchangeSide = (side: BetSide): 'BACK' | 'LAY' => (side === 'LAY' || side === 'NO' ? 'LAY' : 'BACK');

/**
 * The slip's figures: this bet's profit and liability and, on exchange and bookmaker markets, the
 * P/L of every runner were it matched at these odds on top of the player's matched bets (`current`).
 */
export function slipFigures(
  bet: SlipBet,
  runnerIds: readonly number[],
  current: ReadonlyMap<number, bigint> = new Map(),
): SlipFigures {
  if (bet.kind === 'fancy') {
    const fancy = {
      side: bet.side === 'NO' ? 'NO' : 'YES',
      line: bet.odds,
      rate: bet.rate ?? 0,
      stake: bet.stake,
    } as const;
    const atOrAbove = fancyProfitLoss(fancy, bet.odds);
    const below = fancyProfitLoss(fancy, Math.max(0, bet.odds - 1));
    const profit = atOrAbove > below ? atOrAbove : below;
    const loss = atOrAbove < below ? atOrAbove : below;
    return {
      profit,
      liability: loss < 0n ? -loss : 0n,
      runners: null,
      exposure: null,
      outcomes: [
        { result: 'atOrAbove', line: bet.odds, profitLoss: atOrAbove },
        { result: 'below', line: bet.odds, profitLoss: below },
      ],
    };
  }
  const side = exchangeSide(bet.side);
  const single = { side, odds: bet.odds, stake: bet.stake };
  const added = projectedProfitLoss(bet.kind, runnerIds, [{ ...single, runnerId: bet.runnerId }]);
  const runners = new Map<number, bigint>(runnerIds.map((id) => [id, (current.get(id) ?? 0n) + (added.get(id) ?? 0n)]));
  return {
    profit: betProfit(bet.kind, single),
    liability: betLiability(bet.kind, single),
    runners,
    exposure: marketExposure(runners),
    outcomes: null,
  };
}

/** The player's limits for one bet, checked before sending: the stake, then the profit. */
export function limitProblem(limit: BetLimit | undefined, stake: bigint, profit: bigint): SlipProblem | null {
  if (limit === undefined) return null;
  const min = parseMinor(limit.minStake);
  const max = parseMinor(limit.maxStake);
  const maxProfit = parseMinor(limit.maxProfit);
  if (min !== null && stake < min) return { code: 'minStake', amount: limit.minStake };
  if (max !== null && stake > max) return { code: 'maxStake', amount: limit.maxStake };
  if (maxProfit !== null && profit > maxProfit) {
    return { code: 'maxProfit', amount: limit.maxProfit, profit: minorToNumber(profit) };
  }
  return null;
}
