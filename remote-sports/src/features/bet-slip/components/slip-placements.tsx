import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { PageAsideProps, RunnerSlotProps } from '../../../components/market-slots';
import { useBetUpdates } from '../../../hooks/use-bet-updates';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useOpenSlipOnSelection } from '../hooks/use-open-slip-on-selection';
import { useOwnSlip } from '../hooks/use-own-slip';
import { useWideLayout } from '../hooks/use-wide-layout';
import { BetSlip } from './bet-slip';

/** On phones, the slip opens under the runner whose price was pressed. */
export function InlineBetSlip({ market, runner, prices }: RunnerSlotProps) {
  const slip = useOwnSlip();
  const wide = useWideLayout();
  if (wide || slip === null) return null;
  if (slip.selection.marketId !== market.id || slip.selection.runnerId !== runner.id) return null;
  return <BetSlip key={`${slip.selection.side}-${slip.selection.price}`} slip={slip} market={market} prices={prices} />;
}

/**
 * Beside the markets: on wide screens the slip as a side panel (or a hint to press a price). On
 * every screen it opens the slip from the price pressed and keeps the player's bets current.
 */
export function BetSlipPanel({ markets, prices }: PageAsideProps) {
  const { t } = useSportsTranslation();
  const slip = useOwnSlip();
  const wide = useWideLayout();
  const headingId = useId();
  useOpenSlipOnSelection(markets);
  useBetUpdates();
  if (!wide) return null;
  const market = slip === null ? undefined : markets.find((candidate) => candidate.id === slip.selection.marketId);
  return (
    <Paper component="aside" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('slip.heading')}
      </Typography>
      {slip !== null && market !== undefined ? (
        <BetSlip
          key={`${slip.selection.marketId}-${slip.selection.runnerId}-${slip.selection.side}-${slip.selection.price}`}
          slip={slip}
          market={market}
          prices={prices}
        />
      ) : (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('slip.empty')}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
