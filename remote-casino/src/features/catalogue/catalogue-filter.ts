import { gameSectionOf, type CasinoGame, type CasinoSection } from '@exchange/contracts';

export interface CatalogueFilter {
  /** null: every section, and games of sections the lobby does not know. */
  readonly section: CasinoSection | null;
  /** '' for every provider. */
  readonly provider: string;
  readonly search: string;
}

const folded = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The games a lobby shows for a filter: the section, the provider, and the search in name or provider. */
export function filterCatalogue(games: readonly CasinoGame[], filter: CatalogueFilter): CasinoGame[] {
  const search = folded(filter.search.trim());
  return games.filter(
    (game) =>
      (filter.section === null || gameSectionOf(game) === filter.section) &&
      (filter.provider === '' || game.provider === filter.provider) &&
      (search === '' || folded(game.name).includes(search) || folded(game.provider).includes(search)),
  );
}

/** Tiles that fill the first screen: two rows of two on a phone, about one row on a desktop. */
export const firstScreenTiles = 6;

/** The games whose tiles fill the first screen of a lobby showing `section`, with no provider or search chosen. */
export function firstScreenGames(games: readonly CasinoGame[], section: CasinoSection | null): CasinoGame[] {
  return filterCatalogue(games, { section, provider: '', search: '' }).slice(0, firstScreenTiles);
}
