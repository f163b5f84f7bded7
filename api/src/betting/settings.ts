import type { MarketKind } from '@exchange/contracts';

/** What one bet may stake and win on a market type, in minor units (paise). */
export interface StakeLimit {
  readonly minStake: bigint;
  readonly maxStake: bigint;
  /** The most one bet may win: a back's winnings, a lay's stake, a YES's stake × rate / 100. */
  readonly maxProfit: bigint;
}

export interface BettingSettings {
  /** Per market kind; `Odds/GetUserLimits` lists them per market type. */
  readonly limits: Readonly<Record<MarketKind, StakeLimit>>;
  /** Commission on a player's net winnings of a market, in percent; none on a net loss. */
  readonly commissionPercent: number;
}

const rupees = (amount: number): bigint => BigInt(amount) * 100n;

/**
 * The house's defaults: stakes of 100 to 200 000 on the exchange and the bookmaker, 100 to 100 000
 * on fancy lines; one bet wins at most 1 000 000 (exchange), 500 000 (bookmaker) or 200 000
 * (fancy); 2 % commission on net market winnings.
 */
export const defaultBettingSettings: BettingSettings = {
  limits: {
    exchange: { minStake: rupees(100), maxStake: rupees(200_000), maxProfit: rupees(1_000_000) },
    bookmaker: { minStake: rupees(100), maxStake: rupees(200_000), maxProfit: rupees(500_000) },
    fancy: { minStake: rupees(100), maxStake: rupees(100_000), maxProfit: rupees(200_000) },
  },
  commissionPercent: 2,
};

/** The market types of the catalogue and how each is priced. */
export const marketTypeKinds: readonly (readonly [string, MarketKind])[] = [
  ['MATCH_ODDS', 'exchange'],
  ['OVER_UNDER', 'exchange'],
  ['TO_WIN_TOSS', 'exchange'],
  ['TIED_MATCH', 'exchange'],
  ['COMPLETED_MATCH', 'exchange'],
  ['WIN', 'exchange'],
  ['BOOKMAKER', 'bookmaker'],
  ['FANCY', 'fancy'],
];
