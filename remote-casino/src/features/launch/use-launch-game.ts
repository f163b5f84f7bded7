import type { CasinoGame } from '@exchange/contracts';
import { crashGame } from '@exchange/contracts';
import { currentBaseUrl, getCasinoGameUrl, paths, sessionStore, settingsStore } from '@exchange/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { useCasinoTranslation } from '../../i18n/casino-translations';
import { allowedGameOriginsOf, checkGameUrl } from './game-origins';
import { storeLobbyUrl } from './lobby-url';

/** The origins the current brand frames games from. */
export const currentGameOrigins = (): string[] =>
  allowedGameOriginsOf(settingsStore.getState().domainSetting, currentBaseUrl());

export interface LaunchGame {
  /** Asks for the game's URL, stores it as the lobby URL and opens /lobby; a failure stays here. */
  readonly launch: (game: Pick<CasinoGame, 'id' | 'code' | 'name'>) => Promise<void>;
  /** The game being launched, for its tile's progress. */
  readonly launching: number | null;
}

export function useLaunchGame(): LaunchGame {
  const { t } = useCasinoTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [launching, setLaunching] = useState<number | null>(null);

  const launch = useCallback(
    async (game: Pick<CasinoGame, 'id' | 'code' | 'name'>) => {
      const userId = sessionStore.getState().userInfo?.userId;
      if (userId === null || userId === undefined) {
        enqueueSnackbar(t('launch.failed', { name: game.name }), { variant: 'error' });
        return;
      }
      setLaunching(game.id);
      try {
        const url = await getCasinoGameUrl({
          userId,
          gameCode: game.code,
          gameId: game.id,
          country: crashGame.country,
        });
        const verdict = checkGameUrl(url, currentGameOrigins());
        if (!verdict.ok) {
          console.warn(`The game ${game.code} was not opened: ${verdict.reason}.`);
          enqueueSnackbar(t('launch.notAllowed', { name: game.name }), { variant: 'warning' });
          return;
        }
        storeLobbyUrl(url);
        void navigate(paths.lobby());
      } catch (error) {
        // The specification swallows a failed casino URL request: it is logged, and the player
        // stays in the lobby, told by a toast rather than an error page.
        console.warn(`The game ${game.code} could not be opened.`, error);
        enqueueSnackbar(t('launch.failed', { name: game.name }), { variant: 'error' });
      } finally {
        setLaunching(null);
      }
    },
    [enqueueSnackbar, navigate, t],
  );

  return { launch, launching };
}
