import { casinoSections, type CasinoGame } from '@exchange/contracts';
import { paths, platformInstanceId } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { useVariantTranslation } from '../i18n/variant-translations';
import { arrangeGames, useGames } from './games-query';
import { TableCard } from './table-card';
import { useLiveLaunch } from './use-live-launch';

const placeholderTiles = 6;

function TableGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      aria-label={label}
      aria-busy={label === undefined ? undefined : true}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        // Large tables: one a row on a phone, never more than three on a desktop.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function SectionLinks({ current }: { current: string | undefined }) {
  const { t } = useVariantTranslation();
  const links = [
    { key: 'all', label: t('sections.all'), to: paths.casino(), active: current === undefined },
    ...casinoSections.map((section) => ({
      key: section,
      label: t(`sections.${section}`),
      to: paths.lobbySection(section),
      active: current === section,
    })),
  ];
  return (
    <Stack
      component="nav"
      aria-label={t('sections.navigation')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {links.map((link) => (
        <Chip
          key={link.key}
          component={RouterLink}
          to={link.to}
          label={link.label}
          clickable
          variant={link.active ? 'filled' : 'outlined'}
          aria-current={link.active ? 'page' : undefined}
          // White on the brand's primary is under AA's 4.5:1: filled primary surfaces use its dark shade.
          sx={
            link.active
              ? { bgcolor: 'primary.dark', color: 'common.white', '&&:hover': { bgcolor: 'primary.dark' } }
              : undefined
          }
        />
      ))}
    </Stack>
  );
}

function Tables({ section }: { section: string | undefined }) {
  const { t } = useVariantTranslation();
  const games = useGames();
  const { launch, launching } = useLiveLaunch();
  if (games.isPending) {
    return (
      <TableGrid label={t('tables.loading')}>
        {Array.from({ length: placeholderTiles }, (_, index) => (
          <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '16 / 11', height: 'auto' }} />
        ))}
      </TableGrid>
    );
  }
  if (games.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void games.refetch()}>
            {t('tables.retry')}
          </Button>
        }
      >
        {t('tables.failed')}
      </Alert>
    );
  }
  const shown = arrangeGames(games.data).filter((game) => section === undefined || game.section === section);
  if (shown.length === 0) return <Typography color="text.secondary">{t('tables.empty')}</Typography>;
  const play = (game: CasinoGame) => void launch(game);
  return (
    <TableGrid>
      {shown.map((game) => (
        <TableCard key={game.id} game={game} onPlay={play} launching={launching === game.id} />
      ))}
    </TableGrid>
  );
}

export interface LiveLobbyProps {
  /** One section of the catalogue; every game when absent. */
  section?: string;
}

/** The live-casino lobby: a banner, the sections, and the catalogue as a grid of large tables. */
export function LiveLobby({ section }: LiveLobbyProps) {
  const { t } = useVariantTranslation();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-remote="casino"
      data-variant="live"
      data-shared-instance={platformInstanceId}
      sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}
    >
      <Box
        component="header"
        sx={{
          px: { xs: 2, md: 4 },
          py: { xs: 3, md: 5 },
          borderRadius: 2,
          // The filled shade with white, as the platform's contained buttons: AA in both colour schemes.
          bgcolor: 'primary.dark',
          color: 'common.white',
        }}
      >
        <Typography variant="overline" component="p" sx={{ letterSpacing: 4 }}>
          {t('header.live')}
        </Typography>
        <Typography id={headingId} component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          {t('header.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('header.tagline')}</Typography>
      </Box>
      <SectionLinks current={section} />
      <Tables section={section} />
    </Box>
  );
}
