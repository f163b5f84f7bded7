import {
  ErrorState,
  LoadingRows,
  marketsPathOfEvent,
  readStoredSportTree,
  refreshProfitLoss,
  toApiError,
  useLocaleFormat,
  type ApiError,
} from '@exchange/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useHostTranslation } from '../../i18n/host-translations';

export interface MarketExposure {
  readonly eventId: number;
  readonly marketId: string;
  readonly eventName: string;
  readonly marketName: string;
  readonly exposure: number;
}

/** The markets of the player's projected P/L that hold exposure, the largest first. */
export function exposedMarkets(items: readonly Record<string, unknown>[]): MarketExposure[] {
  return items
    .flatMap((item) => {
      const { eventId, marketId, eventName, marketName, exposure } = item;
      if (typeof eventId !== 'number' || typeof marketId !== 'string' || typeof exposure !== 'number') return [];
      if (exposure <= 0) return [];
      return [
        {
          eventId,
          marketId,
          eventName: typeof eventName === 'string' ? eventName : '',
          marketName: typeof marketName === 'string' ? marketName : '',
          exposure,
        },
      ];
    })
    .sort((a, b) => b.exposure - a.exposure);
}

type Loaded =
  { state: 'loading' } | { state: 'failed'; error: ApiError } | { state: 'loaded'; markets: MarketExposure[] };

/**
 * Where the player's exposure is: each market holding some, with its amount and a link to it,
 * asked afresh when shown. `onNavigate` closes whatever holds the list.
 */
export function ExposureByMarket({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useHostTranslation();
  const format = useLocaleFormat();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    refreshProfitLoss()
      .then((items) => shown && setLoaded({ state: 'loaded', markets: exposedMarkets(items) }))
      .catch((error: unknown) => shown && setLoaded({ state: 'failed', error: toApiError(error) }));
    return () => {
      shown = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoaded({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  if (loaded.state === 'loading') return <LoadingRows rows={2} height={40} />;
  if (loaded.state === 'failed') return <ErrorState error={loaded.error} onRetry={retry} />;
  if (loaded.markets.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('balance.noExposure')}
      </Typography>
    );
  }
  const tree = readStoredSportTree();
  return (
    <Box component="ul" aria-label={t('balance.exposureByMarket')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {loaded.markets.map((market) => (
        <Box
          component="li"
          key={market.marketId}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.75,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Link
            component={RouterLink}
            to={marketsPathOfEvent(market.eventId, tree)}
            onClick={onNavigate}
            variant="body2"
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {market.eventName}
            {market.marketName === '' ? '' : ` · ${market.marketName}`}
          </Link>
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
            {format.amount(market.exposure)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
