import { casinoSections, type CasinoGame } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';

import { getGames } from './api/get-games';

/** The casino domain's keys; the default lobby reads the same catalogue under the same key. */
export const casinoQueryKeys = { games: ['casino', 'games'] } as const;

const sectionRank = (section: string): number => {
  const rank = (casinoSections as readonly string[]).indexOf(section);
  return rank === -1 ? casinoSections.length : rank;
};

/**
 * The catalogue as this lobby shows it: live tables first, then the other sections in the lobby's
 * order (unknown sections last), each game once even when a list repeats an id.
 */
export function arrangeGames(games: readonly CasinoGame[]): CasinoGame[] {
  const seen = new Set<number>();
  const unique = games.filter((game) => !seen.has(game.id) && seen.add(game.id));
  return unique.sort((a, b) => sectionRank(a.section) - sectionRank(b.section));
}

export function useGames() {
  return useQuery({ queryKey: casinoQueryKeys.games, queryFn: ({ signal }) => getGames(undefined, { signal }) });
}
