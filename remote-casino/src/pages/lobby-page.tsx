import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo } from 'react';

import { CatalogueView } from '../features/catalogue/catalogue-view';
import { GameFrame } from '../features/launch/game-frame';
import { checkGameUrl } from '../features/launch/game-origins';
import { clearLobbyUrl, useLobbyUrl } from '../features/launch/lobby-url';
import { currentGameOrigins, useLaunchGame } from '../features/launch/use-launch-game';
import { useCasinoTranslation } from '../i18n/casino-translations';
import { useSectionQuery } from './use-section-query';

/**
 * `/lobby`: the launched game while `lotus_url` holds one (the crash-game brand arrives this way),
 * else the catalogue, whose tiles launch games here.
 */
export function LobbyPage() {
  const { t } = useCasinoTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const lobbyUrl = useLobbyUrl();
  const [section, setSection] = useSectionQuery();
  const { launch, launching } = useLaunchGame();
  const verdict = useMemo(() => (lobbyUrl === null ? null : checkGameUrl(lobbyUrl, currentGameOrigins())), [lobbyUrl]);

  useEffect(() => {
    if (verdict !== null && !verdict.ok) {
      // A stored URL that may not be framed is dropped, never shown: the player gets the lobby.
      console.warn(`The stored game was not opened: ${verdict.reason}.`);
      enqueueSnackbar(t('launch.notAllowed', { name: t('game.title') }), { variant: 'warning' });
      clearLobbyUrl();
    }
  }, [verdict, enqueueSnackbar, t]);

  const close = useCallback(() => clearLobbyUrl(), []);

  if (lobbyUrl !== null && verdict?.ok === true) {
    return <GameFrame url={lobbyUrl} origin={verdict.origin} onClose={close} />;
  }
  return (
    <CatalogueView
      title={t('pages.lobby.title')}
      source={{ kind: 'games' }}
      section={section}
      onSectionChange={setSection}
      onLaunch={(game) => void launch(game)}
      launching={launching}
    />
  );
}
