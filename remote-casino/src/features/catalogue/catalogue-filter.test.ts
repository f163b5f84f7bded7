import type { CasinoGame } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';

import { filterCatalogue } from './catalogue-filter';

const game = (id: number, name: string, section: string, provider = 'Saffron Gaming'): CasinoGame => ({
  id,
  code: `g${id}`,
  name,
  section,
  provider,
});
const games = [
  game(1, 'Teen Patti', 'indian-card'),
  game(2, 'Andar Bahar', 'indian-card', 'Lotus Live'),
  game(3, 'Aviator', 'crash', 'SBE Games'),
  game(4, 'Bingo Blast', 'bingo'),
];
const all = { section: null, provider: '', search: '' };

describe('filterCatalogue', () => {
  it('shows every game, unknown sections included, without a filter', () => {
    expect(filterCatalogue(games, all).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps games of unknown sections out of every section', () => {
    expect(filterCatalogue(games, { ...all, section: 'indian-card' }).map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('combines provider and search, ignoring case and accents', () => {
    expect(filterCatalogue(games, { ...all, provider: 'Lotus Live' }).map((entry) => entry.id)).toEqual([2]);
    expect(filterCatalogue(games, { ...all, search: '  AVIÁTOR ' }).map((entry) => entry.id)).toEqual([3]);
    expect(filterCatalogue(games, { ...all, search: 'sbe' }).map((entry) => entry.id)).toEqual([3]);
    expect(filterCatalogue(games, { section: 'crash', provider: 'Lotus Live', search: '' })).toEqual([]);
  });
});
