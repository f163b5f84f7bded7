import type { Market } from '@exchange/contracts';
import { uiStore } from '@exchange/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

import type { LivePriceSource } from '../../../components/market-slots';
import { backTint, layTint } from '../../../components/price-colours';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { useLiveMarketStatus } from '../hooks/use-best-prices';
import { useSlipReading } from '../hooks/use-slip-figures';
import { useSlipPlacement } from '../hooks/use-slip-placement';
import { betSlipStore, type OpenSlip } from '../stores/bet-slip-store';
import { SlipExchangeOptions } from './slip-exchange-options';
import { SlipFiguresPanel } from './slip-figures-panel';
import { SlipOddsField } from './slip-odds-field';
import { SlipPlacementArea } from './slip-placement-area';
import { QuickStakes, SlipStakeField } from './slip-stake-field';

export interface BetSlipProps {
  readonly slip: OpenSlip;
  readonly market: Market;
  readonly prices: LivePriceSource;
}

/**
 * The bet slip of one selection: odds (on the exchange, stepping along the price ladder), stake
 * with the player's quick stakes, this bet's profit or liability and every runner's P/L if it is
 * matched, updated as the player types; then one placement per press of `Place bet`.
 */
export function BetSlip({ slip, market, prices }: BetSlipProps) {
  const { t } = useSportsTranslation();
  const headingId = useId();
  const status = useLiveMarketStatus(prices, market.id);
  const open = status.known ? status.open : market.prices.state === 'OPEN';
  const inPlay = status.known ? status.inPlay : market.prices.inPlay;
  const reading = useSlipReading(slip, market);
  const placement = useSlipPlacement({ slip, market, reading, open, inPlay });
  const { sending, edited } = placement;
  const { selection } = slip;
  // While it is on screen, the page's floating buttons step aside (they would cover Place bet).
  useEffect(() => {
    uiStore.getState().setBetSlipOpen(true);
    return () => uiStore.getState().setBetSlipOpen(false);
  }, []);
  // A slip opened by one-click betting places itself once, as shown: the same checks and answers as
  // a press of Place bet (a refusal stays on the slip). It is an ordinary slip afterwards.
  const placedByOneClick = useRef(false);
  useEffect(() => {
    if (slip.oneClick !== true || placedByOneClick.current) return;
    placedByOneClick.current = true;
    betSlipStore.getState().clearOneClick();
    void placement.submit();
    // Once, when the slip is first shown: its later renders are the player's own edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const backing = selection.side === 'BACK' || selection.side === 'YES';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void placement.submit(event)}
      aria-labelledby={headingId}
      data-bet-slip={selection.marketId}
      sx={{
        gridColumn: '1 / -1',
        p: 1.5,
        borderRadius: 1,
        // The side's tint marks the slip; its fields and figures sit on the paper, where every
        // label keeps its contrast in both schemes.
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: 6,
        borderTopColor: (theme) => (backing ? backTint(theme) : layTint(theme)),
        display: 'grid',
        gap: 1.25,
      }}
    >
      <Box>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('slip.region', { side: t(`slip.side.${selection.side}`), runner: selection.runnerName })}
        </Typography>
        <Typography variant="caption">{market.name}</Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <SlipOddsField slip={slip} sending={sending} edited={edited} />
        <SlipStakeField stake={slip.stake} sending={sending} edited={edited} />
      </Stack>
      <QuickStakes sending={sending} edited={edited} />
      {/* A back (or YES) shows what it wins, a lay (or NO) what it risks. */}
      <SlipFiguresPanel figures={reading.figures} liabilityShown={!backing} market={market} />
      <SlipExchangeOptions slip={slip} inPlay={inPlay} sending={sending} edited={edited} />
      <SlipPlacementArea placement={placement} open={open} />
    </Box>
  );
}
