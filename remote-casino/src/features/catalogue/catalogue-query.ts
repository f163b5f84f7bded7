import { publicQueryMeta } from '@exchange/shared';
import { queryOptions } from '@tanstack/react-query';

import { getGameList, type GameListName } from './api/get-game-list';
import { catalogueKeys, getGames } from './api/get-games';

export type CatalogueSource = { readonly kind: 'games' } | { readonly kind: 'list'; readonly name: GameListName };

/** The catalogue's query: one cache entry per source, read by the lobby and filled early by its loader. */
export const catalogueQuery = (source: CatalogueSource) =>
  queryOptions<unknown[]>({
    queryKey: source.kind === 'games' ? catalogueKeys.games() : catalogueKeys.gameList(source.name),
    queryFn: ({ signal }) =>
      source.kind === 'games' ? getGames(undefined, { signal }) : getGameList(source.name, signal),
    // The same catalogue for every player: a logout keeps it.
    meta: publicQueryMeta,
    staleTime: 5 * 60_000,
  });
