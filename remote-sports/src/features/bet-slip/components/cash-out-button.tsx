import {
  cashOut,
  cashOutPercents,
  minorToNumber,
  parseMinor,
  type Bet,
  type CashOut,
  type CashOutRequest,
  type RunnerBet,
} from '@exchange/contracts';
import { createUniqueId, sessionStore, useLocaleFormat, useTranslateRefusal } from '@exchange/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';

import type { MarketSlotProps } from '../../../components/market-slots';
import { refreshPlayerBets } from '../../../hooks/use-bet-updates';
import { usePlayerBets } from '../../../hooks/use-player-bets';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { cashOutMarket } from '../api/cash-out';
import { useBestPrices, useLiveMarketStatus } from '../hooks/use-best-prices';
import { isUnanswered, placementRetries } from '../hooks/use-place-bet';

/** The matched part of the player's exchange bets on one market, as exchange-math reads bets. */
export function matchedRunnerBets(bets: readonly Bet[], marketId: string): RunnerBet[] {
  const matched: RunnerBet[] = [];
  for (const bet of bets) {
    if (bet.marketId !== marketId || bet.matchedStake <= 0 || bet.averageMatchedOdds === null) continue;
    if (bet.side !== 'BACK' && bet.side !== 'LAY') continue;
    matched.push({
      runnerId: bet.runnerId,
      side: bet.side,
      odds: bet.averageMatchedOdds,
      stake: parseMinor(bet.matchedStake) ?? 0n,
    });
  }
  return matched;
}

/**
 * In an exchange market's heading, when the player has matched bets there: `Cash out` with the
 * amount the hedge at the current prices locks in whatever the result, confirmed before it is
 * placed through `Bet/CashOut` (one idempotency key per confirmation, kept by its retries). The
 * confirmation offers a share of the position (25, 50, 75 or 100 %), quoted at the prices of the moment.
 */
export function CashOutButton({ market, prices }: MarketSlotProps) {
  const { bets } = usePlayerBets();
  const matched = useMemo(() => matchedRunnerBets(bets ?? [], market.id), [bets, market.id]);
  // Without a position there is nothing to quote: the live prices are not followed at all (they
  // change many times a second, and a market page is mostly seen without bets on it).
  if (market.kind !== 'exchange' || matched.length === 0) return null;
  return <CashOutQuote market={market} prices={prices} matched={matched} />;
}

/** The cash out of a position at the prices of the moment, re-quoted as the best prices move. */
function CashOutQuote({ market, prices, matched }: MarketSlotProps & { matched: readonly RunnerBet[] }) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const translateRefusal = useTranslateRefusal();
  const { enqueueSnackbar } = useSnackbar();
  const runnerIds = useMemo(() => market.runners.map((runner) => runner.id), [market.runners]);
  const best = useBestPrices(prices, market.id, runnerIds);
  const status = useLiveMarketStatus(prices, market.id);
  const [confirming, setConfirming] = useState(false);
  const [percent, setPercent] = useState<number>(100);
  const titleId = useId();
  const shareId = useId();
  const mutation = useMutation({
    mutationFn: (request: CashOutRequest) => cashOutMarket(request),
    retry: (failures, error) => failures < placementRetries && isUnanswered(error),
    retryDelay: 500,
  });
  const quote = useMemo(() => cashOut(runnerIds, matched, best), [matched, runnerIds, best]);
  const share = useMemo(
    () => (percent === 100 || quote === null ? quote : cashOut(runnerIds, matched, best, percent)),
    [percent, quote, runnerIds, matched, best],
  );
  if (quote === null) return null;
  const open = status.known ? status.open : market.prices.state === 'OPEN';
  const runnerName = (hedge: CashOut) => market.runners.find((runner) => runner.id === hedge.runnerId)?.name ?? '';
  const locked = amount(minorToNumber(quote.lockedProfitLoss));
  const close = () => {
    setConfirming(false);
    setPercent(100);
  };

  const confirm = async () => {
    const hedge = share;
    close();
    if (hedge === null) return;
    try {
      const result = await mutation.mutateAsync({
        idempotencyKey: createUniqueId(),
        marketId: market.id,
        ...(hedge.percent === 100 ? {} : { percent: hedge.percent }),
      });
      sessionStore.getState().applyBalance({ balance: result.balance, exposure: result.exposure });
      enqueueSnackbar(
        hedge.percent === 100
          ? t('cashOut.done', { amount: amount(minorToNumber(hedge.lockedProfitLoss)) })
          : t('cashOut.doneShare', { percent: hedge.percent }),
        { variant: 'success' },
      );
    } catch (error) {
      const message = translateRefusal(error);
      enqueueSnackbar(t('cashOut.failed', { message }), { variant: 'error' });
    } finally {
      refreshPlayerBets();
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={!open || mutation.isPending}
        onClick={() => setConfirming(true)}
        data-cash-out={market.id}
      >
        {t('cashOut.button', { amount: locked })}
      </Button>
      <Dialog open={confirming} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('cashOut.title')}</DialogTitle>
        <DialogContent>
          <Typography id={shareId} variant="body2" sx={{ fontWeight: 600 }}>
            {t('cashOut.share')}
          </Typography>
          <RadioGroup
            row
            aria-labelledby={shareId}
            value={String(percent)}
            onChange={(event) => setPercent(Number(event.target.value))}
            sx={{ mb: 1 }}
          >
            {cashOutPercents.map((choice) => (
              <FormControlLabel
                key={choice}
                value={String(choice)}
                control={<Radio size="small" />}
                label={t('cashOut.percent', { percent: choice })}
              />
            ))}
          </RadioGroup>
          <DialogContentText aria-live="polite">
            {share === null
              ? t('cashOut.shareTooSmall')
              : t(share.percent === 100 ? 'cashOut.explain' : 'cashOut.explainShare', {
                  side: t(`slip.side.${share.side}`),
                  runner: runnerName(share),
                  stake: amount(minorToNumber(share.stake)),
                  odds: share.odds,
                  amount: amount(minorToNumber(share.lockedProfitLoss)),
                  percent: share.percent,
                })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cashOut.keep')}</Button>
          <Button variant="contained" disabled={share === null} onClick={() => void confirm()}>
            {t('cashOut.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
