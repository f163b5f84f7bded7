import type { CasinoGame } from '@exchange/contracts';
import { getCasinoGameUrl, paths, selectUserInfo, storageKeys, useSessionStore } from '@exchange/shared';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';

import { useVariantTranslation } from '../i18n/variant-translations';

/** The platform's players are in India, as the crash-game brand's launch says (country IN). */
const playerCountry = 'IN';

/**
 * Launches a game as the specification does: the game URL request, the URL stored as `lotus_url`,
 * then the casino layout's `/lobby`, which frames it.
 */
export function useLaunchGame() {
  const { t } = useVariantTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const userId = useSessionStore((state) => selectUserInfo(state)?.userId ?? null);
  return useMutation({
    mutationFn: async (game: CasinoGame) => {
      if (userId === null) throw new Error('No player is logged in.');
      return getCasinoGameUrl({ userId, gameCode: game.code, gameId: game.id, country: playerCountry });
    },
    onSuccess: (url) => {
      localStorage.setItem(storageKeys.lobbyUrl, url);
      void navigate(paths.lobby());
    },
    // The specification swallows a casino URL failure: it is logged, and the player stays in the
    // lobby with a toast rather than an error page.
    onError: (error) => {
      console.warn('The casino game URL request failed.', error);
      enqueueSnackbar(t('tables.launchFailed'), { variant: 'error' });
    },
  });
}
