import { useMemo } from 'react';

import { useLaunchGame, type LaunchGame, type LaunchMessages } from '../components/game-launch/use-launch-game';
import { useCasinoTranslation } from '../i18n/casino-translations';

/** The shared launch, telling the player about a game that did not open in this lobby's words. */
export function useCasinoLaunch(): LaunchGame {
  const { t } = useCasinoTranslation();
  const messages = useMemo<LaunchMessages>(
    () => ({
      failed: (game) => t('launch.failed', { name: game.name }),
      notAllowed: (game) => t('launch.notAllowed', { name: game.name }),
    }),
    [t],
  );
  return useLaunchGame(messages);
}
