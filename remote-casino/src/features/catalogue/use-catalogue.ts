import { readCasinoCatalogue, type CasinoCatalogue } from '@exchange/contracts';
import { publicQueryMeta } from '@exchange/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { getGameList, type GameListName } from './api/get-game-list';
import { catalogueKeys, getGames } from './api/get-games';

export type CatalogueSource = { readonly kind: 'games' } | { readonly kind: 'list'; readonly name: GameListName };

/** The catalogue from GetGames or a CDN game list, read defensively; problems logged once per answer. */
export function useCatalogue(source: CatalogueSource) {
  const query = useQuery<unknown[]>({
    queryKey: source.kind === 'games' ? catalogueKeys.games() : catalogueKeys.gameList(source.name),
    queryFn: ({ signal }) =>
      source.kind === 'games' ? getGames(undefined, { signal }) : getGameList(source.name, signal),
    // The same catalogue for every player: a logout keeps it.
    meta: publicQueryMeta,
    staleTime: 5 * 60_000,
  });
  const catalogue: CasinoCatalogue | undefined = useMemo(
    () => (query.data === undefined ? undefined : readCasinoCatalogue(query.data)),
    [query.data],
  );
  useEffect(() => {
    if (catalogue !== undefined && catalogue.problems.length > 0) {
      console.warn('Some entries of the game list were dropped or changed:', catalogue.problems);
    }
  }, [catalogue]);
  return { ...query, catalogue };
}
