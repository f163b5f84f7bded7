import { paths, useLocaleFormat } from '@exchange/shared';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

import type { MarketSlotProps } from '../../../components/market-slots';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { userLimitsQuery } from '../api/get-user-limits';

/**
 * A market's terms under its heading, before any bet: the stake the player may bet (their limits for
 * the market's type), the most one bet may win, the in-play bet delay, and the way to the rules.
 */
export function MarketTerms({ market }: MarketSlotProps) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const { data: limits } = useQuery(userLimitsQuery);
  const limit = limits?.find((candidate) => candidate.marketType === market.type);
  const parts = [
    ...(limit === undefined
      ? []
      : [
          t('terms.stake', { min: amount(limit.minStake), max: amount(limit.maxStake) }),
          t('terms.maxProfit', { amount: amount(limit.maxProfit) }),
        ]),
    ...(market.betDelay > 0 ? [t('terms.betDelay', { seconds: market.betDelay })] : []),
  ];
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      data-market-terms=""
      sx={{ display: 'block', px: { xs: 1, sm: 1.5 }, pb: 0.5, overflowWrap: 'anywhere' }}
    >
      {parts.join(' · ')}
      {parts.length > 0 ? ' · ' : ''}
      <Link component={RouterLink} to={paths.rules()} color="inherit">
        {t('terms.rules')}
      </Link>
    </Typography>
  );
}
