import { isCasinoSection } from '@exchange/contracts';
import { paths, platformInstanceId } from '@exchange/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { CatalogueView } from '../features/catalogue/catalogue-view';
import { useCasinoTranslation } from '../i18n/casino-translations';
import { useCasinoLaunch } from './use-casino-launch';

/** `/lobby-page/:section`: one section, from the CDN's game list file of that section. */
export function LobbySectionPage() {
  const { t } = useCasinoTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const { launch, launching } = useCasinoLaunch();
  const section = useParams().section;

  if (!isCasinoSection(section)) {
    return (
      <Paper
        component="section"
        aria-labelledby={headingId}
        data-remote="casino"
        data-shared-instance={platformInstanceId}
        variant="outlined"
        sx={{ p: 2, maxWidth: 560 }}
      >
        <Typography id={headingId} component="h1" variant="h5" gutterBottom>
          {t('pages.lobbySection.unknownTitle')}
        </Typography>
        <Typography gutterBottom>{t('pages.lobbySection.unknownMessage')}</Typography>
        <Button variant="contained" component={Link} to={paths.casino()}>
          {t('pages.lobbySection.allGames')}
        </Button>
      </Paper>
    );
  }
  return (
    <CatalogueView
      title={t(`sections.${section}`)}
      source={{ kind: 'list', name: section }}
      section={section}
      onSectionChange={(next) => void navigate(next === null ? paths.casino() : paths.lobbySection(next))}
      onLaunch={(game) => void launch(game)}
      launching={launching}
    />
  );
}
