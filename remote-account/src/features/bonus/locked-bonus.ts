import type { Bonus } from '@exchange/contracts';

/** What the claimed bonuses not yet wagered add up to: money the api holds back from withdrawals. */
export function lockedBonusTotal(bonuses: readonly Bonus[]): number {
  // In paise, so the sum of amounts with two decimals stays exact.
  const paise = bonuses
    .filter((bonus) => bonus.status === 'claimed')
    .reduce((sum, bonus) => sum + Math.round(bonus.amount * 100), 0);
  return paise / 100;
}
