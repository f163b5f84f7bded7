import type { Market, SportEvent } from '@exchange/contracts';
import { ErrorState, LoadingRows, useLocaleFormat, useProfitLoss } from '@exchange/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { usePlayerBets } from '../../../hooks/use-player-bets';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useBetActions } from '../hooks/use-bet-actions';
import { BetRow } from './bet-row';

interface RunnerFigure {
  readonly runnerId: number;
  readonly profitLoss: number;
}

/** Each runner's P/L on a market if it wins, as `Bet/GetUserExpectedProfitLoss` answers it. */
function useMarketProfitLoss(marketId: string): readonly RunnerFigure[] {
  const { data } = useProfitLoss();
  for (const item of data ?? []) {
    const { marketId: id, runners } = item as { marketId?: unknown; runners?: unknown };
    if (id === marketId && Array.isArray(runners)) return runners as RunnerFigure[];
  }
  return [];
}

function MarketProfitLoss({ market }: { market: Market }) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const figures = useMarketProfitLoss(market.id);
  if (figures.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        px: 1.5,
        pb: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 0.25,
      }}
    >
      {figures.map((figure) => {
        const runner = market.runners.find((candidate) => candidate.id === figure.runnerId);
        if (runner === undefined) return null;
        return (
          <Typography
            component="li"
            key={figure.runnerId}
            variant="caption"
            sx={{ fontVariantNumeric: 'tabular-nums', color: figure.profitLoss < 0 ? 'error.main' : 'success.main' }}
          >
            {t('bets.marketProfitLoss', { runner: runner.name, amount: amount(figure.profitLoss) })}
          </Typography>
        );
      })}
    </Box>
  );
}

export interface EventBetsProps {
  readonly event: SportEvent;
  readonly markets: readonly Market[];
}

/**
 * The player's bets on the event of a market page, market by market in the page's order: matched and
 * waiting, the average matched odds, each market's P/L by winner, and cancel and edit in place for
 * what waits.
 */
export function EventBets({ event, markets }: EventBetsProps) {
  const { t } = useSportsTranslation();
  const headingId = useId();
  const { bets, error, refetch } = usePlayerBets();
  const actions = useBetActions();
  const onEvent = (bets ?? []).filter((bet) => bet.eventId === event.id);
  const shown = markets
    .map((market) => ({ market, bets: onEvent.filter((bet) => bet.marketId === market.id) }))
    .filter((entry) => entry.bets.length > 0);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, px: 1.5, pt: 1.25, pb: 0.75 }}
      >
        {t('bets.yourBets')}
      </Typography>
      {bets === undefined ? (
        error === null ? (
          <Box sx={{ px: 1.5, pb: 1.5 }}>
            <LoadingRows rows={2} height={48} />
          </Box>
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1.5 }}>
          {t('bets.noneOnEvent')}
        </Typography>
      ) : (
        <Stack>
          {shown.map(({ market, bets: marketBets }) => (
            <Box key={market.id} data-market-id={market.id} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <Typography component="h3" variant="subtitle2" sx={{ px: 1.5, pt: 0.75, fontWeight: 700 }}>
                {market.name}
              </Typography>
              <MarketProfitLoss market={market} />
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {marketBets.map((bet) => (
                  <BetRow
                    key={bet.id}
                    bet={bet}
                    busy={actions.busy}
                    onCancel={() => void actions.cancel([bet.id])}
                    onEdit={actions.edit}
                    compact
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
