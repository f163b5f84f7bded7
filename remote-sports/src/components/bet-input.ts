import { isOnLadder, maxOdds, minOdds, parseMinor, type WordingValues } from '@exchange/contracts';

// What a player types for a bet (odds, stake), read by the exchange's rules: the slip and the edit
// of a waiting bet check it alike, with the api's own refusal codes.

/** Why a slip cannot be sent yet: a refusal code of the api's betting calls, with what it names. */
export type SlipProblem =
  | { readonly code: 'stakeMissing' }
  | { readonly code: 'stakeFormat' }
  | { readonly code: 'stakeNotPositive' }
  | { readonly code: 'oddsFormat' }
  | { readonly code: 'oddsOffLadder'; readonly odds: number }
  | { readonly code: 'minStake'; readonly amount: number }
  | { readonly code: 'maxStake'; readonly amount: number }
  | { readonly code: 'maxProfit'; readonly amount: number; readonly profit: number };

/** An amount as the api writes money in a refusal ("5100.00"), for `{{amount, money}}` to format. */
const moneyText = (amount: number): string => amount.toFixed(2);

/** The values of a slip's problem as the api would send them with the same refusal code. */
export function problemValues(problem: SlipProblem): WordingValues {
  switch (problem.code) {
    case 'oddsFormat':
      return { min: minOdds, max: maxOdds };
    case 'oddsOffLadder':
      return { odds: problem.odds };
    case 'minStake':
    case 'maxStake':
      return { amount: moneyText(problem.amount) };
    case 'maxProfit':
      return { amount: moneyText(problem.amount), profit: moneyText(problem.profit) };
    default:
      return {};
  }
}

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: SlipProblem };

/** A typed stake: a positive amount with at most two decimals, in paise. */
export function parseStake(text: string): Parsed<bigint> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: { code: 'stakeMissing' } };
  const minor = parseMinor(trimmed);
  if (minor === null) return { ok: false, problem: { code: 'stakeFormat' } };
  if (minor <= 0n) return { ok: false, problem: { code: 'stakeNotPositive' } };
  return { ok: true, value: minor };
}

/** Typed exchange odds: a number from 1.01 to 1000 on the price ladder. */
export function parseOdds(text: string): Parsed<number> {
  const trimmed = text.trim();
  const odds = /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(odds) || odds < minOdds || odds > maxOdds) {
    return { ok: false, problem: { code: 'oddsFormat' } };
  }
  if (!isOnLadder(odds)) return { ok: false, problem: { code: 'oddsOffLadder', odds } };
  return { ok: true, value: odds };
}

/**
 * A quick stake added to the stake as typed, exactly (in paise): nothing or something unreadable
 * typed counts as nothing. Whole rupees are written without decimals, as the quick stakes are.
 */
export function addToStake(typed: string, amount: number): string {
  const current = parseMinor(typed.trim()) ?? 0n;
  const added = parseMinor(amount) ?? 0n;
  const sum = (current > 0n ? current : 0n) + added;
  return sum % 100n === 0n ? String(sum / 100n) : `${sum / 100n}.${String(sum % 100n).padStart(2, '0')}`;
}
