import type { CasinoGame } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import { useCallback } from 'react';

/** A table's smallest and largest stake as a lobby's `limits` text names them. */
export type StakeLimitValues = {
  readonly min: string;
  readonly max: string;
};

/**
 * A live table's stakes in the player's language: the smallest in full, the largest short (5L,
 * "5 लाख"); null when the catalogue names none (a backend that sends only its English `tagline`).
 */
export function useStakeLimitValues(): (game: Pick<CasinoGame, 'stakeLimits'>) => StakeLimitValues | null {
  const { number } = useLocaleFormat();
  return useCallback(
    ({ stakeLimits }) =>
      stakeLimits === undefined || stakeLimits === null
        ? null
        : { min: number(stakeLimits.min), max: number(stakeLimits.max, { notation: 'compact' }) },
    [number],
  );
}
