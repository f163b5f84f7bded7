import type { CasinoGame } from '@exchange/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useStakeLimitValues } from '../../components/stake-limits';
import { useCasinoTranslation } from '../../i18n/casino-translations';

export interface GameTileProps {
  readonly game: CasinoGame;
  readonly launching: boolean;
  readonly onLaunch: (game: CasinoGame) => void;
  /** A tile of the first screen: its artwork is asked for at once and first, as the page's largest paint. */
  readonly aboveTheFold?: boolean;
}

// Badges sit on artwork of any colour: the page's own surface and text keep them readable.
const badgeSx = { bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 } as const;

/** The first letters of a name, for a tile whose artwork is missing or did not load. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();

/**
 * One game: its artwork in a box of fixed ratio (the grid never moves as images arrive), loaded at
 * once on the first screen and only near the screen below it, or its initials when there is none;
 * name, provider and badges as text.
 */
export function GameTile({ game, launching, onLaunch, aboveTheFold = false }: GameTileProps) {
  const { t } = useCasinoTranslation();
  const limits = useStakeLimitValues()(game);
  const tagline = limits === null ? game.tagline : t('tile.limits', limits);
  const [broken, setBroken] = useState(false);
  const artwork = broken ? null : (game.imageUrl ?? null);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        onClick={() => onLaunch(game)}
        disabled={launching}
        aria-label={t('tile.play', { name: game.name, provider: game.provider })}
        sx={{ height: '100%' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover', overflow: 'hidden' }}>
          {artwork === null ? (
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                typography: 'h4',
                fontWeight: 700,
              }}
            >
              {initialsOf(game.name)}
            </Box>
          ) : (
            <Box
              component="img"
              src={artwork}
              alt=""
              loading={aboveTheFold ? 'eager' : 'lazy'}
              fetchPriority={aboveTheFold ? 'high' : 'auto'}
              decoding="async"
              width={320}
              height={240}
              onError={() => setBroken(true)}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          {launching ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.disabledBackground',
              }}
            >
              <CircularProgress size={32} aria-label={t('tile.opening', { name: game.name })} />
            </Box>
          ) : null}
          <Box sx={{ position: 'absolute', top: 6, left: 6, display: 'flex', gap: 0.5 }}>
            {game.isNew ? <Chip size="small" label={t('tile.new')} sx={badgeSx} /> : null}
            {game.isPopular ? <Chip size="small" label={t('tile.popular')} sx={badgeSx} /> : null}
          </Box>
        </Box>
        <Box sx={{ px: 1, py: 0.75 }}>
          <Typography component="span" variant="body2" noWrap sx={{ display: 'block', fontWeight: 600 }}>
            {game.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="span" sx={{ display: 'block' }}>
            {tagline ? `${game.provider} · ${tagline}` : game.provider}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
