import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';

import { GameFrame, type GameFrameLabels } from '../components/game-launch/game-frame';
import { clearLobbyUrl } from '../components/game-launch/lobby-url';
import { useStoredGame } from '../components/game-launch/use-stored-game';
import { CatalogueView } from '../features/catalogue/catalogue-view';
import { useCasinoTranslation } from '../i18n/casino-translations';
import { useCasinoLaunch } from './use-casino-launch';
import { useSectionQuery } from './use-section-query';

/**
 * `/lobby`: the launched game while `lotus_url` holds one (the crash-game brand arrives this way),
 * else the catalogue, whose tiles launch games here.
 */
export function LobbyPage() {
  const { t } = useCasinoTranslation();
  const { game: storedGame, refused } = useStoredGame();
  const [section, setSection] = useSectionQuery();
  const { launch, launching } = useCasinoLaunch();
  const labels = useMemo<GameFrameLabels>(
    () => ({
      back: t('game.back'),
      title: t('game.title'),
      frameTitle: t('game.frameTitle'),
      fullScreen: t('game.fullScreen'),
      exitFullScreen: t('game.exitFullScreen'),
    }),
    [t],
  );
  const close = useCallback(() => clearLobbyUrl(), []);

  if (storedGame !== null) {
    return <GameFrame url={storedGame.url} origin={storedGame.origin} onClose={close} labels={labels} />;
  }
  const catalogue = (
    <CatalogueView
      title={t('pages.lobby.title')}
      source={{ kind: 'games' }}
      section={section}
      onSectionChange={setSection}
      onLaunch={(game) => void launch(game)}
      launching={launching}
    />
  );
  if (!refused) return catalogue;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('launch.notAllowed', { name: t('game.title') })}</Alert>
      {catalogue}
    </Stack>
  );
}
