/** A source of numbers in [0, 1); the world's is seeded so tests replay the same game. */
export type RandomSource = () => number;

/** mulberry32: a tiny, fast generator with a 32-bit state; plenty for a simulation, not for secrets. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed derived from a text (FNV-1a), so each event gets its own stream from the world's seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const between = (random: RandomSource, low: number, high: number): number => low + (high - low) * random();

export const wholeBetween = (random: RandomSource, low: number, high: number): number =>
  Math.floor(between(random, low, high + 1));

export function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list');
  return item;
}

/** `count` different items in random order. */
export function sample<T>(random: RandomSource, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return chosen;
}

/** Picks an outcome by weight: `[[value, weight], …]`. */
export function weighted<T>(random: RandomSource, outcomes: readonly (readonly [T, number])[]): T {
  const total = outcomes.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of outcomes) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = outcomes.at(-1);
  if (last === undefined) throw new RangeError('No outcomes to choose from');
  return last[0];
}
