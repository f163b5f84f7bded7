import { readCasinoCatalogue, type CasinoCatalogue } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { catalogueQuery, type CatalogueSource } from './catalogue-query';

export type { CatalogueSource } from './catalogue-query';

/** The catalogue from GetGames or a CDN game list, read defensively; problems logged once per answer. */
export function useCatalogue(source: CatalogueSource) {
  const query = useQuery(catalogueQuery(source));
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
