import { casinoSections, type CasinoGame, type CasinoSection } from '@exchange/contracts';
import { primaryTextColour, useTranslateRefusal, platformInstanceId } from '@exchange/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';

import { useCasinoTranslation } from '../../i18n/casino-translations';
import { filterCatalogue, firstScreenTiles } from './catalogue-filter';
import { GameTile } from './game-tile';
import { useCatalogue, type CatalogueSource } from './use-catalogue';

export interface CatalogueViewProps {
  readonly title: string;
  readonly source: CatalogueSource;
  /** The section shown; null for all games. */
  readonly section: CasinoSection | null;
  readonly onSectionChange: (section: CasinoSection | null) => void;
  readonly onLaunch: (game: CasinoGame) => void;
  readonly launching: number | null;
}

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 45%), 1fr))',
  gap: { xs: 1, sm: 1.5 },
  p: 0,
  m: 0,
} as const;

function TileSkeletons({ label }: { label: string }) {
  return (
    <Box component="ul" aria-busy="true" aria-label={label} sx={gridSx}>
      {Array.from({ length: 12 }, (_, index) => (
        <Box component="li" key={index} sx={{ listStyle: 'none' }}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 1 }} />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Box>
      ))}
    </Box>
  );
}

const noGames: readonly CasinoGame[] = [];

/**
 * The games whose tiles render now: when the list changes (the catalogue arrives, a section or a
 * search is chosen), those of the first screen at once, in a small render and commit of their own
 * that paints the page's largest image early, and all of them in the background, in slices, as
 * React renders a deferred value (ADR 0065). On the first render too: the catalogue is often in the
 * cache already when the lobby mounts.
 */
function useTilesInTurn(games: readonly CasinoGame[]): readonly CasinoGame[] {
  const settled = useDeferredValue(games, noGames);
  return settled === games ? games : games.slice(0, firstScreenTiles);
}

/** The lobby's catalogue: sections, a provider filter, search and the game tiles, with every state. */
export function CatalogueView({ title, source, section, onSectionChange, onLaunch, launching }: CatalogueViewProps) {
  const { t } = useCasinoTranslation();
  const translateRefusal = useTranslateRefusal();
  const headingId = useId();
  const [provider, setProvider] = useState('');
  const [search, setSearch] = useState('');
  const { catalogue, isPending, isError, error, refetch, isFetching } = useCatalogue(source);
  const games = useMemo(
    () => (catalogue === undefined ? [] : filterCatalogue(catalogue.games, { section, provider, search })),
    [catalogue, section, provider, search],
  );
  const tiles = useTilesInTurn(games);
  const providers = catalogue?.providers ?? [];
  const filtered = provider !== '' || search.trim() !== '';

  let content: ReactNode;
  if (isPending) {
    content = <TileSkeletons label={t('states.loading')} />;
  } else if (isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('states.retry')}
          </Button>
        }
      >
        {t('states.error')} {translateRefusal(error)}
      </Alert>
    );
  } else if (games.length === 0) {
    content = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 3 }}>
        <Typography>{filtered ? t('states.noMatch') : t('states.empty')}</Typography>
        {filtered ? (
          <Button
            variant="outlined"
            onClick={() => {
              setProvider('');
              setSearch('');
            }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    content = (
      <Box component="ul" aria-label={t('states.gamesShown', { count: games.length })} sx={gridSx}>
        {tiles.map((game, index) => (
          <GameTile
            key={game.id}
            game={game}
            launching={launching === game.id}
            onLaunch={onLaunch}
            aboveTheFold={index < firstScreenTiles}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-remote="casino"
      data-shared-instance={platformInstanceId}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} component="h1" variant="h5">
        {title}
      </Typography>
      <Tabs
        value={section ?? 'all'}
        onChange={(_event, value: string) => onSectionChange(value === 'all' ? null : (value as CasinoSection))}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('filters.sections')}
        // The theme's primary is under AA on white as small text; the link colour is the AA shade of it.
        sx={{ '& .MuiTab-root.Mui-selected': { color: primaryTextColour } }}
      >
        <Tab value="all" label={t('sections.all')} />
        {casinoSections.map((name) => (
          <Tab key={name} value={name} label={t(`sections.${name}`)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          type="search"
          size="small"
          label={t('filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value.slice(0, 80))}
          sx={{ minWidth: { sm: 260 } }}
        />
        <TextField
          select
          size="small"
          label={t('filters.provider')}
          value={providers.includes(provider) ? provider : ''}
          onChange={(event) => setProvider(event.target.value)}
          sx={{ minWidth: { sm: 220 } }}
        >
          <MenuItem value="">{t('filters.allProviders')}</MenuItem>
          {providers.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {content}
    </Box>
  );
}
