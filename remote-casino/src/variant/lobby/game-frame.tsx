import { currentBaseUrl, paths, platformInstanceId, storageKeys } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';

import { useVariantTranslation } from '../i18n/variant-translations';

/**
 * Games are served by the api the brand talks to; a URL from anywhere else is never framed (the
 * page's Content-Security-Policy would refuse it too).
 */
export function isFramable(url: string, apiBase: string): boolean {
  try {
    return new URL(url).origin === new URL(apiBase).origin;
  } catch {
    return false;
  }
}

/** The launched game (`lotus_url`) in a sandboxed frame, with a way back to the tables. */
export function GameFrame({ url }: { url: string }) {
  const { t } = useVariantTranslation();
  const navigate = useNavigate();
  const back = () => {
    localStorage.removeItem(storageKeys.lobbyUrl);
    void navigate(paths.casino());
  };
  return (
    <Box
      component="section"
      aria-label={t('game.frame')}
      data-remote="casino"
      data-variant="live"
      data-shared-instance={platformInstanceId}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Box>
        <Button variant="outlined" onClick={back}>
          {t('game.back')}
        </Button>
      </Box>
      {isFramable(url, currentBaseUrl()) ? (
        <Box
          component="iframe"
          src={url}
          title={t('game.frame')}
          sandbox="allow-scripts allow-same-origin allow-forms"
          allow="fullscreen"
          sx={{ width: '100%', height: { xs: '70vh', md: '80vh' }, border: 0, borderRadius: 1 }}
        />
      ) : (
        <Alert severity="warning">{t('game.notAllowed')}</Alert>
      )}
    </Box>
  );
}
