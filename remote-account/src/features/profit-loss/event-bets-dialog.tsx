import type { Bet, EventProfitLoss } from '@exchange/contracts';
import { ErrorState, LoadingRows, useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';

import { SignedAmount } from '../../components/signed-amount';
import { useAccountMessage } from '../../components/use-account-message';
import { useAccountTranslation } from '../../i18n/account-translations';
import { eventBetsLimit, eventBetsQuery } from './api/get-event-bets';

/** One event of the P/L: each market's bets with their P/L, then the market's commission and net. */
export function EventBetsDialog({
  event,
  period,
  onClose,
}: {
  event: EventProfitLoss | null;
  period: { from: string; to: string };
  onClose: () => void;
}) {
  const { t } = useAccountTranslation();
  const message = useAccountMessage();
  const format = useLocaleFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const bets = useQuery(eventBetsQuery(event?.eventId ?? null, period));
  const byMarket = (marketId: string): Bet[] => (bets.data?.items ?? []).filter((bet) => bet.marketId === marketId);

  return (
    <Dialog open={event !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle>{event?.eventName}</DialogTitle>
      <DialogContent dividers>
        {bets.isLoading && <LoadingRows rows={3} height={40} />}
        {bets.isError && <ErrorState describe={message} error={bets.error} onRetry={() => void bets.refetch()} />}
        {bets.isSuccess && event !== null && (
          <>
            {event.markets.map((market) => (
              <Box key={market.marketId} component="section" aria-label={market.marketName} sx={{ mb: 2 }}>
                <Typography variant="subtitle1" component="h2">
                  {market.marketName}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {format.dateTime(market.settledAt)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {byMarket(market.marketId).map((bet) => (
                    <Box
                      component="li"
                      key={bet.id}
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
                    >
                      <span>
                        {bet.runnerName} · {t(`betHistory.sides.${bet.side}`)} ·{' '}
                        {format.number(bet.averageMatchedOdds ?? bet.odds, { maximumFractionDigits: 2 })} ×{' '}
                        {format.amount(bet.matchedStake)}
                        {bet.status === 'VOID' ? ` · ${t('betHistory.results.void')}` : ''}
                      </span>
                      <SignedAmount value={bet.profitLoss ?? 0} />
                    </Box>
                  ))}
                </Box>
                <Divider sx={{ my: 0.5 }} />
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25 }}>
                  <Typography variant="body2">{t('profitLoss.columns.profitLoss')}</Typography>
                  <SignedAmount value={market.profitLoss} />
                  <Typography variant="body2">{t('profitLoss.columns.commission')}</Typography>
                  <Box component="span" sx={{ textAlign: 'right' }}>
                    {format.amount(market.commission)}
                  </Box>
                </Box>
              </Box>
            ))}
            {bets.data.totalCount > eventBetsLimit && (
              <Typography variant="body2" color="text.secondary">
                {t('profitLoss.moreBets', { shown: eventBetsLimit, count: bets.data.totalCount })}
              </Typography>
            )}
            <Divider sx={{ my: 1 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'subtitle1' }}>
              <span>{t('profitLoss.columns.net')}</span>
              <SignedAmount value={event.net} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
