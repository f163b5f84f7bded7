import { marketGroup, type Market, type MarketKind, type MarketState, type Runner } from '@exchange/contracts';
import { useHubGroup, useLocaleFormat } from '@exchange/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useContext, useEffect, useId, useState } from 'react';

import { useMarketSlots } from '../../../components/market-slots';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import type { MarketStatus } from '../live/market-price-book';
import { PriceBookContext, useMarketStatusPart, useMarketStatusPartAtMostEvery } from '../live/price-book-context';
import { RowsOnScreen, RowsOnScreenContext, runnerRowAttribute } from '../live/rows-on-screen';
import { PriceButton } from './price-button';

/** Phones show the best price of each side; wider screens the three best. */
const deeperLevel = { display: { xs: 'none', sm: 'block' } } as const;

const columns: Record<MarketKind, { xs: string; sm: string }> = {
  exchange: { xs: 'minmax(0, 1fr) repeat(2, 64px)', sm: 'minmax(0, 1fr) repeat(6, 60px)' },
  bookmaker: { xs: 'minmax(0, 1fr) repeat(2, 64px)', sm: 'minmax(0, 1fr) repeat(2, 72px)' },
  fancy: { xs: 'minmax(0, 1fr) repeat(2, 64px)', sm: 'minmax(0, 1fr) repeat(2, 72px)' },
};

const stateLabelKeys: Record<Exclude<MarketState, 'OPEN'>, string> = {
  SUSPENDED: 'market.suspended',
  BALL_RUNNING: 'market.ballRunning',
  CLOSED: 'market.closed',
};

/** Beside the runner a closed market's result names. */
function WinnerMarker() {
  const { t } = useSportsTranslation();
  return (
    <Chip
      component="span"
      size="small"
      color="success"
      variant="outlined"
      label={t('market.winner')}
      sx={{ height: 20, ml: 0.75, fontWeight: 600 }}
    />
  );
}

interface RunnerRowProps {
  market: Market;
  runner: Runner;
}

/**
 * A runner and its prices. Rows are drawn lazily by the browser (`content-visibility`), which
 * keeps a field of 30 runners cheap without taking rows out of the page for search and screen
 * readers; the cells re-render on their own, so a row itself renders once.
 */
const RunnerRow = memo(function RunnerRow({ market, runner }: RunnerRowProps) {
  const { id: marketId, kind } = market;
  // Room for the bet slip's parts (components/market-slots.tsx); the second spans the whole row.
  const { RunnerAside, RunnerBelow } = useMarketSlots();
  const book = useContext(PriceBookContext);
  // The row tells its cells whether it is in view: one out of view writes its prices a frame later.
  const rows = useContext(RowsOnScreenContext);
  const watchRow = useCallback((row: HTMLDivElement | null) => (row === null ? undefined : rows?.watch(row)), [rows]);
  // Each price sits in a block of its own, not straight in the row's grid: a grid item is laid
  // out with its grid, a button in a block alone (a relayout boundary, with its strict containment).
  const cell = (side: 'back' | 'lay' | 'yes' | 'no', level: number) => {
    const button = (
      <PriceButton
        marketId={marketId}
        runnerId={runner.id}
        runnerName={runner.name}
        side={side}
        level={level}
        detail={kind === 'fancy' ? 'rate' : 'size'}
      />
    );
    return level === 0 ? <div>{button}</div> : <Box sx={deeperLevel}>{button}</Box>;
  };
  return (
    <Box
      ref={watchRow}
      {...{ [runnerRowAttribute]: runner.id }}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns[kind],
        gap: 0.5,
        alignItems: 'center',
        px: { xs: 1, sm: 1.5 },
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 52px',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {runner.name}
          {market.winnerRunnerId === runner.id && <WinnerMarker />}
        </Typography>
        {RunnerAside && book && <RunnerAside market={market} runner={runner} prices={book} />}
      </Box>
      {kind === 'exchange' ? (
        <>
          {cell('back', 2)}
          {cell('back', 1)}
          {cell('back', 0)}
          {cell('lay', 0)}
          {cell('lay', 1)}
          {cell('lay', 2)}
        </>
      ) : kind === 'bookmaker' ? (
        <>
          {cell('back', 0)}
          {cell('lay', 0)}
        </>
      ) : (
        <>
          {cell('no', 0)}
          {cell('yes', 0)}
        </>
      )}
      {RunnerBelow && book && <RunnerBelow market={market} runner={runner} prices={book} />}
    </Box>
  );
});

function ColumnHeads({ kind }: { kind: MarketKind }) {
  const { t } = useSportsTranslation();
  const [first, second] =
    kind === 'fancy' ? [t('price.noHead'), t('price.yesHead')] : [t('price.backHead'), t('price.layHead')];
  const head = { textAlign: 'center', fontWeight: 700 } as const;
  return (
    <Box
      aria-hidden="true"
      sx={{ display: 'grid', gridTemplateColumns: columns[kind], gap: 0.5, px: { xs: 1, sm: 1.5 }, pb: 0.5 }}
    >
      <span />
      {kind === 'exchange' && <Box sx={{ ...deeperLevel, gridColumn: 'span 2' }} />}
      <Typography variant="caption" sx={head}>
        {first}
      </Typography>
      <Typography variant="caption" sx={head}>
        {second}
      </Typography>
    </Box>
  );
}

const stateOf = (status: MarketStatus | undefined) => status?.state;
const inPlayOf = (status: MarketStatus | undefined) => status?.inPlay;
const pricedOf = (status: MarketStatus | undefined) => status?.priced;
const matchedOf = (status: MarketStatus | undefined) => status?.totalMatched;

/**
 * How often the market's total matched is shown anew at most. It moves with nearly every price,
 * and a new figure in the heading lays out the page around it, not just the prices that changed
 * (they lay out one button at a time): once a second is often enough for a running total.
 */
export const matchedRefreshMs = 1000;

/** The market's total matched, which moves with nearly every price: it renders on its own, once a second at most. */
function MatchedAmount({ market }: { market: Market }) {
  const { t } = useSportsTranslation();
  const { amount } = useLocaleFormat();
  const matched = useMarketStatusPartAtMostEvery(market.id, matchedOf, matchedRefreshMs) ?? market.prices.totalMatched;
  return (
    <Typography variant="caption" color="text.secondary">
      {t('market.matched', { amount: amount(matched) })}
    </Typography>
  );
}

/**
 * A market with its live prices: the three best back and lay levels of an exchange market, the
 * best of a bookmaker market (0–100), a fancy market's no/yes lines with their rates. A market that
 * is not open is greyed out and its prices disabled, with its state said in words.
 */
export const MarketCard = memo(function MarketCard({ market }: { market: Market }) {
  useHubGroup(marketGroup(market.id));
  const state = useMarketStatusPart(market.id, stateOf) ?? market.prices.state;
  const inPlay = useMarketStatusPart(market.id, inPlayOf);
  const priced = useMarketStatusPart(market.id, pricedOf);
  const { MarketActions, MarketBelowHeading } = useMarketSlots();
  const book = useContext(PriceBookContext);
  const { t } = useSportsTranslation();
  const headingId = useId();
  const [rowsOnScreen] = useState(() => new RowsOnScreen());
  useEffect(() => () => rowsOnScreen.dispose(), [rowsOnScreen]);
  const open = state === 'OPEN';
  const runners = [...market.runners].sort((a, b) => a.sortPriority - b.sortPriority);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-market-id={market.id}
      data-market-state={state}
      sx={{ overflow: 'hidden' }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, px: { xs: 1, sm: 1.5 }, py: 1 }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {market.name}
        </Typography>
        {state !== 'OPEN' ? (
          <Chip size="small" color={state === 'CLOSED' ? 'default' : 'warning'} label={t(stateLabelKeys[state])} />
        ) : inPlay === true ? (
          <Chip size="small" color="success" label={t('event.inPlay')} />
        ) : null}
        {market.kind === 'exchange' && <MatchedAmount market={market} />}
        {MarketActions && book && <MarketActions market={market} prices={book} />}
      </Stack>
      {MarketBelowHeading && book && state !== 'CLOSED' && <MarketBelowHeading market={market} prices={book} />}
      {market.betDelay > 0 && open && inPlay === true && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: { xs: 1, sm: 1.5 }, pb: 0.5 }}>
          {t('market.betDelay', { seconds: market.betDelay })}
        </Typography>
      )}
      {state === 'CLOSED' ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 1.5 }, pb: 1 }}>
          {t('market.closedNote')}
        </Typography>
      ) : open && priced === false ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 1.5 }, pb: 1 }}>
          {t('market.noPrices')}
        </Typography>
      ) : null}
      <ColumnHeads kind={market.kind} />
      {/* Greyed, not faded: runner names keep their contrast; the disabled prices fade themselves. */}
      <Box sx={{ filter: open ? 'none' : 'grayscale(1)' }}>
        <RowsOnScreenContext value={rowsOnScreen}>
          {runners.map((runner) => (
            <RunnerRow key={runner.id} market={market} runner={runner} />
          ))}
        </RowsOnScreenContext>
      </Box>
    </Paper>
  );
});
