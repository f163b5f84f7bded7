import { EmptyState, ErrorState, LoadingRows } from '@exchange/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { PageSection } from '../../../components/page-section';
import { useBetUpdates } from '../../../hooks/use-bet-updates';
import { useEventPath } from '../../../hooks/use-event-path';
import { usePlayerBets } from '../../../hooks/use-player-bets';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { groupBets, isCancellable } from '../bet-groups';
import { useBetActions } from '../hooks/use-bet-actions';
import { BetRow } from './bet-row';

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
  const { bets, error, refetch } = usePlayerBets();
  const eventPath = useEventPath();
  // The ids stay while the dialog closes, so its title does not change as it fades.
  const [confirmIds, setConfirmIds] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const confirmTitleId = useId();
  useBetUpdates();
  const actions = useBetActions();
  const cancel = (betIds: number[]) => {
    setConfirming(false);
    void actions.cancel(betIds);
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
            disabled={actions.busy}
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
                      <Link component={RouterLink} to={eventPath(event.eventId)} sx={{ overflowWrap: 'anywhere' }}>
                        {market.marketName}
                      </Link>
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {market.bets.map((bet) => (
                        <BetRow
                          key={bet.id}
                          bet={bet}
                          busy={actions.busy}
                          onCancel={() => cancel([bet.id])}
                          onEdit={actions.edit}
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
          <Button variant="contained" onClick={() => cancel(confirmIds)}>
            {t('bets.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </PageSection>
  );
}
