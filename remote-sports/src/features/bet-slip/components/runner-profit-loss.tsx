import { minorToNumber } from '@exchange/contracts';
import { useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';

import type { RunnerSlotProps } from '../../../components/market-slots';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useMarketProfitLoss } from '../hooks/use-market-profit-loss';
import { useOwnSlip } from '../hooks/use-own-slip';
import { useSlipReading } from '../hooks/use-slip-figures';
import { signColour } from './signed-amount';

/**
 * Beside a runner's name: the player's projected P/L on it over their matched bets, and, while a
 * slip on this market has a stake, what it would be were that bet matched.
 */
export function RunnerProfitLoss({ market, runner }: RunnerSlotProps) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const matched = useMarketProfitLoss(market.id);
  const slip = useOwnSlip();
  const reading = useSlipReading(slip?.selection.marketId === market.id ? slip : null, market);
  const now = matched?.get(runner.id) ?? null;
  const ifMatched = reading.figures?.runners?.get(runner.id) ?? null;
  if (now === null && ifMatched === null) return null;
  return (
    <Box
      data-runner-profit-loss={runner.id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        typography: 'caption',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t('pl.label')}
      </Box>
      {now !== null && (
        <Box component="span" data-pl="matched" sx={[{ fontWeight: 700 }, signColour(now)]}>
          {amount(minorToNumber(now))}
        </Box>
      )}
      {ifMatched !== null && (
        <Box component="span" data-pl="if-matched" sx={signColour(ifMatched)}>
          {t('pl.ifMatched', { amount: amount(minorToNumber(ifMatched)) })}
        </Box>
      )}
    </Box>
  );
}
