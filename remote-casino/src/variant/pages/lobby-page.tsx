import { paths } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { GameFrame, type GameFrameLabels } from '../../components/game-launch/game-frame';
import { clearLobbyUrl } from '../../components/game-launch/lobby-url';
import { useStoredGame } from '../../components/game-launch/use-stored-game';
import { useVariantTranslation } from '../i18n/variant-translations';
import { LiveLobby } from '../lobby/live-lobby';

/** `/lobby`: the launched game when there is one, else the tables. */
export function LobbyPage() {
  const { t } = useVariantTranslation();
  const { game: storedGame, refused } = useStoredGame();
  const labels = useMemo<GameFrameLabels>(
    () => ({
      back: t('game.back'),
      title: t('game.title'),
      frameTitle: t('game.frame'),
      fullScreen: t('game.fullScreen'),
      exitFullScreen: t('game.exitFullScreen'),
    }),
    [t],
  );
  const navigate = useNavigate();
  const close = useCallback(() => {
    clearLobbyUrl();
    void navigate(paths.casino());
  }, [navigate]);
  if (storedGame !== null) {
    return <GameFrame url={storedGame.url} origin={storedGame.origin} onClose={close} labels={labels} variant="live" />;
  }
  if (!refused) return <LiveLobby />;
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('game.notAllowed')}</Alert>
      <LiveLobby />
    </Stack>
  );
}
