import type { CasinoGame } from '@exchange/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { useStakeLimitValues } from '../../components/stake-limits';
import { useVariantTranslation } from '../i18n/variant-translations';

export interface TableCardProps {
  game: CasinoGame;
  onPlay: (game: CasinoGame) => void;
  /** While this game's launch is being requested. */
  launching: boolean;
}

/** The first letters of a game's name, for a table whose artwork is missing. */
const monogram = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A large tile for one table: artwork in a box of fixed ratio, so nothing moves when it arrives. */
export function TableCard({ game, onPlay, launching }: TableCardProps) {
  const { t } = useVariantTranslation();
  const limits = useStakeLimitValues()(game);
  const nameId = useId();
  const isLive = game.section === 'live-casino';
  return (
    <Paper component="article" aria-labelledby={nameId} variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        {game.imageUrl ? (
          <Box
            component="img"
            src={game.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={640}
            height={360}
            // Art drawn for another ratio (the reference api's is 4:3, captioned near its foot) is cut
            // from its top rather than its middle, so the caption stays whole.
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center 80%' }}
          />
        ) : (
          <Typography
            aria-hidden="true"
            sx={{ display: 'grid', placeItems: 'center', height: '100%', typography: 'h3', color: 'text.secondary' }}
          >
            {monogram(game.name)}
          </Typography>
        )}
        {isLive && (
          <Chip
            label={t('header.live')}
            color="error"
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
          />
        )}
      </Box>
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={nameId} component="h2" variant="h6" noWrap>
            {game.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {limits === null
              ? (game.tagline ?? t('tables.provider', { provider: game.provider }))
              : t('tables.limits', limits)}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          loading={launching}
          onClick={() => onPlay(game)}
          aria-label={t('tables.playNamed', { name: game.name })}
        >
          {t('tables.play')}
        </Button>
      </Box>
    </Paper>
  );
}
