import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useSportsTranslation } from '../../../i18n/sports-translations';
import type { SlipPlacement } from '../hooks/use-slip-placement';
import { betSlipStore } from '../stores/bet-slip-store';

export interface SlipPlacementAreaProps {
  readonly placement: SlipPlacement;
  /** The market takes bets now. */
  readonly open: boolean;
}

/**
 * The foot of the slip: why it cannot be placed (a closed market, the connection lost, the slip's
 * own problem, the api's refusal), the placement under way with the in-play delay counting down, and the slip's
 * `Cancel` and `Place bet`.
 */
export function SlipPlacementArea({ placement, open }: SlipPlacementAreaProps) {
  const { t } = useSportsTranslation();
  const { connectionLost, sending, secondsLeft, problemMessage, answerMessage } = placement;
  return (
    <>
      {!open && <Alert severity="warning">{t('slip.closedMarket')}</Alert>}
      {connectionLost && (
        <Alert severity="warning" role="alert">
          {t('slip.connectionLost')}
        </Alert>
      )}
      {problemMessage !== null && (
        <Alert severity="error" role="alert">
          {problemMessage}
        </Alert>
      )}
      {answerMessage !== null && (
        <Alert severity="error" role="alert">
          {answerMessage}
        </Alert>
      )}
      {sending && (
        <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
          {t('slip.placing')}{' '}
          {secondsLeft !== null && secondsLeft > 0 ? t('slip.countdown', { seconds: secondsLeft }) : null}
        </Typography>
      )}

      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={sending}
          onClick={() => betSlipStore.getState().close()}
          sx={{ bgcolor: 'background.paper' }}
        >
          {t('slip.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending || !open || connectionLost}>
          {t('slip.place')}
        </Button>
      </Stack>
    </>
  );
}
