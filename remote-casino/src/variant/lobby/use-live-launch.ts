import { useMemo } from 'react';

import { useLaunchGame, type LaunchGame, type LaunchMessages } from '../../components/game-launch/use-launch-game';
import { useVariantTranslation } from '../i18n/variant-translations';

/**
 * The casino remote's one launch (bundled into this build too, so it still deploys on its own),
 * telling the player about a game that did not open in the live lobby's words.
 */
export function useLiveLaunch(): LaunchGame {
  const { t } = useVariantTranslation();
  const messages = useMemo<LaunchMessages>(
    () => ({
      failed: (game) => t('tables.launchFailed', { name: game.name }),
      notAllowed: (game) => t('tables.notAllowed', { name: game.name }),
    }),
    [t],
  );
  return useLaunchGame(messages);
}
