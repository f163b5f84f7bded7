import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  casinoSections,
  cleanCasinoName,
  maxCasinoNameLength,
  readCasinoCatalogue,
  safeArtworkUrl,
} from './casino-calls.js';

const game = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  code: `game_${id}`,
  name: `Game ${id}`,
  provider: 'Lotus Live',
  section: 'slots',
  imageUrl: `https://cdn.example/art/${id}.svg`,
  ...extra,
});

describe('readCasinoCatalogue', () => {
  it('keeps good games in order and lists their providers once, sorted', () => {
    const catalogue = readCasinoCatalogue([game(1, { provider: 'Zeta' }), game(2), game(3, { provider: 'Zeta' })]);
    expect(catalogue.games.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(catalogue.providers).toEqual(['Lotus Live', 'Zeta']);
    expect(catalogue.problems).toEqual([]);
  });

  it('drops entries that are not games and repeated ids, keeping the first', () => {
    const catalogue = readCasinoCatalogue([null, 'x', { id: 'one' }, game(1), game(1, { name: 'Copy' }), game(2.5)]);
    expect(catalogue.games.map((entry) => entry.name)).toEqual(['Game 1']);
    expect(catalogue.problems).toEqual([
      { index: 0, problem: 'invalid' },
      { index: 1, problem: 'invalid' },
      { index: 2, problem: 'invalid' },
      { index: 4, problem: 'duplicate-id' },
      { index: 5, problem: 'invalid' },
    ]);
  });

  it('keeps a game of an unknown section but reports it', () => {
    const catalogue = readCasinoCatalogue([game(1, { section: 'bingo' })]);
    expect(catalogue.games).toHaveLength(1);
    expect(catalogue.problems).toEqual([{ index: 0, problem: 'unknown-section' }]);
  });

  it('drops artwork that is not http(s) and cleans hostile names', () => {
    const catalogue = readCasinoCatalogue([
      game(1, { imageUrl: 'javascript:alert(1)', name: '<img src=x onerror=alert(1)>\u202eRoulette' }),
      game(2, { imageUrl: null }),
      game(3, { name: '\u0000 \u200b' }),
    ]);
    expect(catalogue.games.map(({ name, imageUrl }) => ({ name, imageUrl }))).toEqual([
      { name: 'img src=x onerror=alert(1)Roulette', imageUrl: null },
      { name: 'Game 2', imageUrl: null },
    ]);
    expect(catalogue.problems).toEqual([
      { index: 0, problem: 'unsafe-artwork' },
      { index: 2, problem: 'blank-name' },
    ]);
  });

  it('never throws and never returns two games with one id, whatever the list holds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.anything({ maxDepth: 1 }),
            fc.record({
              id: fc.integer({ min: 0, max: 5 }),
              code: fc.string(),
              name: fc.string(),
              provider: fc.string(),
              section: fc.constantFrom(...casinoSections, 'bingo', ''),
              imageUrl: fc.option(fc.oneof(fc.webUrl(), fc.string())),
            }),
          ),
          { maxLength: 20 },
        ),
        (items) => {
          const { games } = readCasinoCatalogue(items);
          expect(new Set(games.map((entry) => entry.id)).size).toBe(games.length);
          for (const entry of games) {
            // eslint-disable-next-line no-control-regex -- control characters are what the names must not hold
            expect(entry.name).not.toMatch(/[<>\u0000-\u001f]/);
            expect(Array.from(entry.name).length).toBeLessThanOrEqual(maxCasinoNameLength);
            expect(entry.imageUrl === null || /^https?:\/\//.test(entry.imageUrl ?? '')).toBe(true);
          }
        },
      ),
    );
    // A property test of a hundred lists: seconds, not milliseconds, on a busy machine.
  }, 20_000);
});

describe('cleanCasinoName and safeArtworkUrl', () => {
  it('cuts long names with an ellipsis', () => {
    const cleaned = cleanCasinoName('x'.repeat(200));
    expect(cleaned).toHaveLength(maxCasinoNameLength);
    expect(cleaned.endsWith('…')).toBe(true);
  });

  it.each([
    ['https://cdn.example/a.svg', 'https://cdn.example/a.svg'],
    ['http://localhost:4000/casino/art/x.svg', 'http://localhost:4000/casino/art/x.svg'],
    ['data:image/svg+xml,<svg/>', null],
    ['https://user:pass@evil.example/a.svg', null],
    ['/relative.svg', null],
    ['', null],
  ])('reads %s as %s', (value, expected) => {
    expect(safeArtworkUrl(value)).toBe(expected);
  });
});
