import type { Bet, CancelBetsRequest } from '@exchange/contracts';
import {
  EmptyState,
  ErrorState,
  LoadingRows,
  sessionStore,
  useLocaleFormat,
  useTranslateRefusal,
} from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';

import { PageSection } from '../../../components/page-section';
import { backTint, layTint } from '../../../components/price-colours';
import { refreshPlayerBets, useBetUpdates } from '../../../hooks/use-bet-updates';
import { usePlayerBets } from '../../../hooks/use-player-bets';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { cancelBets } from '../api/cancel-bets';
import { groupBets, isCancellable } from '../bet-groups';

function BetRow({ bet, onCancel, cancelling }: { bet: Bet; onCancel: () => void; cancelling: boolean }) {
  const { t } = useSportsTranslation();
  const { amount, dateTime } = useLocaleFormat();
  const side = t(`slip.side.${bet.side}`);
  const backing = bet.side === 'BACK' || bet.side === 'YES';
  const partly = bet.matchedStake > 0 && bet.unmatchedStake > 0;
  const matched = bet.unmatchedStake <= 0;
  return (
    <Box
      component="li"
      data-bet-id={bet.id}
      data-bet-status={bet.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 2fr) auto' },
        gap: 1,
        alignItems: 'center',
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: (theme) => (backing ? backTint(theme) : layTint(theme)),
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {side} {bet.runnerName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={bet.placedAt}>
          {t('bets.placedAt', { time: dateTime(bet.placedAt) })}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('bets.odds', { odds: bet.odds })} · {t('bets.stake', { amount: amount(bet.stake) })}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mt: 0.25 }}>
          <Chip size="small" variant="outlined" label={matched ? t('bets.matched') : t('bets.unmatched')} />
          {partly && (
            <Typography variant="caption">
              {t('bets.partly', { matched: amount(bet.matchedStake), unmatched: amount(bet.unmatchedStake) })}
            </Typography>
          )}
          {bet.averageMatchedOdds !== null && bet.averageMatchedOdds !== bet.odds && (
            <Typography variant="caption">{t('bets.averageOdds', { odds: bet.averageMatchedOdds })}</Typography>
          )}
          {!matched && bet.side !== 'YES' && bet.side !== 'NO' && (
            <Typography variant="caption" color="text.secondary">
              {bet.persistence === 'KEEP' ? t('bets.inPlayKeep') : t('bets.inPlayCancel')}
            </Typography>
          )}
        </Stack>
      </Box>
      <Box sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}>
        {isCancellable(bet) && (
          <Button
            size="small"
            variant="outlined"
            disabled={cancelling}
            onClick={onCancel}
            aria-label={t('bets.cancelBet', {
              side,
              runner: bet.runnerName,
              amount: amount(bet.unmatchedStake),
              odds: bet.odds,
            })}
          >
            {t('bets.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export interface BetsViewProps {
  /** `unmatched`: only bets with a part still waiting (Unselected Bets); `all`: every open bet. */
  readonly show: 'all' | 'unmatched';
  readonly title: string;
}

/**
 * The player's open bets per event and market, each with its matched and waiting parts, with cancel
 * for what is waiting (one bet at once; several after a confirmation).
 */
export function BetsView({ show, title }: BetsViewProps) {
  const { t } = useSportsTranslation();
  const translateRefusal = useTranslateRefusal();
  const { enqueueSnackbar } = useSnackbar();
  const { bets, error, refetch } = usePlayerBets();
  // The ids stay while the dialog closes, so its title does not change as it fades.
  const [confirmIds, setConfirmIds] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const confirmTitleId = useId();
  useBetUpdates();
  const mutation = useMutation({ mutationFn: (request: CancelBetsRequest) => cancelBets(request) });

  const cancel = async (betIds: number[]) => {
    setConfirming(false);
    try {
      const result = await mutation.mutateAsync({ betIds });
      sessionStore.getState().applyBalance({ balance: result.balance, exposure: result.exposure });
      const count = result.bets.filter((bet) => betIds.includes(bet.id)).length || betIds.length;
      enqueueSnackbar(t('bets.cancelled', { count }), { variant: 'success' });
    } catch (failure) {
      const message = translateRefusal(failure);
      enqueueSnackbar(t('bets.cancelFailed', { message }), { variant: 'error' });
    } finally {
      refreshPlayerBets();
    }
  };

  if (bets === undefined) {
    return (
      <PageSection title={title}>
        {error === null ? (
          <LoadingRows rows={4} height={64} />
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </PageSection>
    );
  }
  const shown = show === 'unmatched' ? bets.filter(isCancellable) : bets;
  const cancellable = shown.filter(isCancellable).map((bet) => bet.id);
  return (
    <PageSection
      title={title}
      actions={
        cancellable.length > 1 ? (
          <Button
            size="small"
            variant="outlined"
            disabled={mutation.isPending}
            onClick={() => {
              setConfirmIds(cancellable);
              setConfirming(true);
            }}
          >
            {t('bets.cancelAll', { count: cancellable.length })}
          </Button>
        ) : undefined
      }
    >
      {error !== null && <ErrorState error={error} onRetry={() => void refetch()} />}
      {shown.length === 0 ? (
        <EmptyState>{show === 'unmatched' ? t('bets.emptyUnmatched') : t('bets.empty')}</EmptyState>
      ) : (
        <Stack sx={{ gap: 1.5 }}>
          {groupBets(shown).map((event) => (
            <Box component="section" key={event.eventId} aria-labelledby={`bets-event-${event.eventId}`}>
              <Typography
                id={`bets-event-${event.eventId}`}
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 700, mb: 0.5 }}
              >
                {event.eventName}
              </Typography>
              <Stack sx={{ gap: 1 }}>
                {event.markets.map((market) => (
                  <Paper
                    key={market.marketId}
                    variant="outlined"
                    sx={{ overflow: 'hidden' }}
                    data-market-id={market.marketId}
                  >
                    <Typography component="h3" variant="subtitle2" sx={{ px: 1.5, py: 0.75, fontWeight: 700 }}>
                      {market.marketName}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {market.bets.map((bet) => (
                        <BetRow
                          key={bet.id}
                          bet={bet}
                          cancelling={mutation.isPending}
                          onCancel={() => void cancel([bet.id])}
                        />
                      ))}
                    </Box>
                  </Paper>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={confirmTitleId}>
        <DialogTitle id={confirmTitleId}>{t('bets.confirmTitle', { count: confirmIds.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('bets.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('bets.keep')}</Button>
          <Button variant="contained" onClick={() => void cancel(confirmIds)}>
            {t('bets.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </PageSection>
  );
}
