// The exchange's price ladder (DESIGN section 7): the only odds at which orders rest and match.
// Arithmetic runs on integer hundredths, so 1.01 + 0.01 is 1.02 and never 1.0199999.

interface Band {
  /** Lower bound of the band in hundredths (inclusive). */
  readonly from: number;
  /** Upper bound in hundredths (inclusive). */
  readonly to: number;
  /** Step in hundredths. */
  readonly step: number;
}

const bands: readonly Band[] = [
  { from: 101, to: 200, step: 1 },
  { from: 200, to: 300, step: 2 },
  { from: 300, to: 400, step: 5 },
  { from: 400, to: 600, step: 10 },
  { from: 600, to: 1000, step: 20 },
  { from: 1000, to: 2000, step: 50 },
  { from: 2000, to: 3000, step: 100 },
  { from: 3000, to: 5000, step: 200 },
  { from: 5000, to: 10000, step: 500 },
  { from: 10000, to: 100000, step: 1000 },
];

/** Every valid price in hundredths, lowest first (350 prices from 1.01 to 1000). */
const ladder: readonly number[] = (() => {
  const prices: number[] = [];
  for (const band of bands) {
    for (let price = band.from; price <= band.to; price += band.step) {
      if (prices.at(-1) !== price) prices.push(price);
    }
  }
  return prices;
})();

const toHundredths = (odds: number): number => Math.round(odds * 100);
const fromHundredths = (hundredths: number): number => hundredths / 100;

/** The lowest and highest prices of the ladder. */
export const ladderMinimum = fromHundredths(ladder[0] ?? 101);
export const ladderMaximum = fromHundredths(ladder.at(-1) ?? 100000);

/** The number of prices on the ladder. */
export const ladderLength = ladder.length;

/**
 * The position of a price given as a number, exactly: the number must be the one a two-decimal
 * price reads as (JSON's 1.13 is 113 / 100), so 2.000000001 is off the ladder, not 2.00.
 */
const indexOf = (odds: number): number => {
  const hundredths = toHundredths(odds);
  if (fromHundredths(hundredths) !== odds) return -1;
  let low = 0;
  let high = ladder.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const price = ladder[middle] ?? 0;
    if (price === hundredths) return middle;
    if (price < hundredths) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
};

/** Is `odds` a price orders may rest at? 2.02 is, 2.01 is not. */
export function isOnLadder(odds: number): boolean {
  return indexOf(odds) !== -1;
}

/** The position of a ladder price (0 for 1.01); -1 off the ladder. Ticks between prices are index differences. */
export function ladderIndex(odds: number): number {
  return indexOf(odds);
}

/** The price at a position, clamped to the ladder's ends. */
export function priceAt(index: number): number {
  const clamped = Math.min(Math.max(Math.trunc(index), 0), ladder.length - 1);
  return fromHundredths(ladder[clamped] ?? 101);
}

/**
 * Moves `ticks` steps along the ladder from `odds` (negative moves down), stopping at its ends. A
 * price off the ladder first snaps to the nearest ladder price in the direction of travel.
 */
export function stepOdds(odds: number, ticks: number): number {
  const exact = indexOf(odds);
  if (exact !== -1) return priceAt(exact + ticks);
  const snapped = ticks >= 0 ? ladderIndexAbove(odds) : ladderIndexBelow(odds);
  return priceAt(snapped + ticks - Math.sign(ticks));
}

function ladderIndexAbove(odds: number): number {
  const hundredths = odds * 100;
  const index = ladder.findIndex((price) => price >= hundredths);
  return index === -1 ? ladder.length - 1 : index;
}

function ladderIndexBelow(odds: number): number {
  const hundredths = odds * 100;
  for (let index = ladder.length - 1; index >= 0; index -= 1) {
    if ((ladder[index] ?? 0) <= hundredths) return index;
  }
  return 0;
}

/** The ladder price nearest to `odds` (ties go to the lower price); for typed-in odds. */
export function nearestOnLadder(odds: number): number {
  if (!Number.isFinite(odds)) return ladderMinimum;
  const below = ladderIndexBelow(odds);
  const above = ladderIndexAbove(odds);
  const low = ladder[below] ?? 101;
  const high = ladder[above] ?? 100000;
  return fromHundredths(odds * 100 - low <= high - odds * 100 ? low : high);
}
