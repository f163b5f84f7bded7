import type { CasinoGame } from '@exchange/contracts';
import { crashGame } from '@exchange/contracts';
import { currentBaseUrl, getCasinoGameUrl, paths, sessionStore, settingsStore } from '@exchange/shared';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { allowedGameOriginsOf, checkGameUrl } from './game-origins';
import { storeLobbyUrl } from './lobby-url';

/** The origins the current brand frames games from. */
export const currentGameOrigins = (): string[] =>
  allowedGameOriginsOf(settingsStore.getState().domainSetting, currentBaseUrl());

/** What the player reads when a game does not open, in the calling lobby's own words. */
export interface LaunchMessages {
  /** The request failed (or nobody is logged in). */
  readonly failed: (game: Pick<CasinoGame, 'name'>) => string;
  /** The answer's URL may not be framed here. */
  readonly notAllowed: (game: Pick<CasinoGame, 'name'>) => string;
}

export interface LaunchGame {
  /** Asks for the game's URL, stores it as the lobby URL and opens /lobby; a failure stays here. */
  readonly launch: (game: Pick<CasinoGame, 'id' | 'code' | 'name'>) => Promise<void>;
  /** The game being launched, for its tile's progress. */
  readonly launching: number | null;
}

/**
 * The one launch of both casino builds (the default lobby and the live variant): the casino game
 * URL request, the origin check, `lotus_url`, `/lobby`, and the specification's swallowed failure.
 * `messages` should be stable (memoised or module-level) so `launch` keeps its identity.
 */
export function useLaunchGame(messages: LaunchMessages): LaunchGame {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [launching, setLaunching] = useState<number | null>(null);

  const launch = useCallback(
    async (game: Pick<CasinoGame, 'id' | 'code' | 'name'>) => {
      const userId = sessionStore.getState().userInfo?.userId;
      if (userId === null || userId === undefined) {
        enqueueSnackbar(messages.failed(game), { variant: 'error' });
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
          enqueueSnackbar(messages.notAllowed(game), { variant: 'warning' });
          return;
        }
        storeLobbyUrl(url);
        void navigate(paths.lobby());
      } catch (error) {
        // The specification swallows a failed casino URL request: it is logged, and the player
        // stays in the lobby, told by a toast rather than an error page.
        console.warn(`The game ${game.code} could not be opened.`, error);
        enqueueSnackbar(messages.failed(game), { variant: 'error' });
      } finally {
        setLaunching(null);
      }
    },
    [enqueueSnackbar, navigate, messages],
  );

  return { launch, launching };
}
