import { useConnectionLost, useLocaleFormat } from '@exchange/shared';
import { styled } from '@mui/material/styles';
import { memo, useContext, useId, useLayoutEffect, useRef } from 'react';

import { backTint, changedTint, layTint } from '../../../components/price-colours';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { betSelectionStore } from '../../../stores/bet-selection-store';
import type { PriceCell, PriceSide } from '../live/market-price-book';
import { PriceBookContext, useMarketOpen, usePriceCellPresent } from '../live/price-book-context';
import { changedAttribute, priceChangeMarks } from '../live/price-change-marks';
import { RowsOnScreenContext, runnerRowAttribute } from '../live/rows-on-screen';

export interface PriceButtonProps {
  marketId: string;
  runnerId: number;
  runnerName: string;
  side: PriceSide;
  /** 0 is the best price of the side. */
  level: number;
  /** What the second line shows: the amount available, or a fancy market's rate. */
  detail: 'size' | 'rate';
}

const compactFormats = new Map<string, Intl.NumberFormat>();

function compact(value: number, language: string): string {
  let format = compactFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactFormats.set(language, format);
  }
  // Below a thousand a size is shown whole; above, to one decimal of its unit (1.2K).
  return format.format(value < 1000 ? Math.round(value) : value);
}

const labelKeys: Record<PriceSide, string> = {
  back: 'price.back',
  lay: 'price.lay',
  yes: 'price.yes',
  no: 'price.no',
};

const emptyLabelKeys: Record<PriceSide, string> = {
  back: 'price.noBack',
  lay: 'price.noLay',
  yes: 'price.noYes',
  no: 'price.noNo',
};

/** Where the odds go in a translated name: a character no translation or runner name has. */
const oddsSlot = '\u0000';

interface PriceFiguresProps {
  marketId: string;
  runnerId: number;
  runnerName: string;
  side: PriceSide;
  level: number;
  /** The element the button's name is read from. */
  labelId: string;
}

const Odds = styled('span')({ fontWeight: 700, fontSize: '0.9375rem' });
const Amount = styled('span')({ fontSize: '0.6875rem' });

/**
 * What changes in a price button: the odds, the amount and the name the button is known by. These
 * change many times a second for a whole market, so they are written into the page as the cell
 * changes, outside React's render: a new price costs a few text writes, not a render and commit of
 * the cell (docs/adr/0030). React renders them again only for a new language or runner name, from
 * the book's current cell.
 */
const PriceFigures = memo(function PriceFigures({
  marketId,
  runnerId,
  runnerName,
  side,
  level,
  labelId,
}: PriceFiguresProps) {
  const book = useContext(PriceBookContext);
  const rows = useContext(RowsOnScreenContext);
  const { t } = useSportsTranslation();
  const { language } = useLocaleFormat();
  const labelRef = useRef<HTMLSpanElement>(null);
  const oddsRef = useRef<HTMLSpanElement>(null);
  const amountRef = useRef<HTMLSpanElement>(null);

  const labelOf = (cell: PriceCell | undefined) =>
    cell === undefined
      ? t(emptyLabelKeys[side], { runner: runnerName })
      : t(labelKeys[side], { runner: runnerName, odds: cell.price });
  // The name with the odds left out, translated once per language and runner: a new price then
  // costs a concatenation, not a translation (a market's cells change by the hundred a second).
  const namedWithout = () => {
    const [before, after, ...rest] = t(labelKeys[side], { runner: runnerName, odds: oddsSlot }).split(oddsSlot);
    return before === undefined || after === undefined || rest.length > 0 ? null : { before, after };
  };
  const oddsOf = (cell: PriceCell | undefined) => (cell === undefined ? '–' : String(cell.price));
  const amountOf = (cell: PriceCell | undefined) => (cell === undefined ? '' : compact(cell.size, language));

  const rendered = book?.getCell(marketId, runnerId, side, level);
  useLayoutEffect(() => {
    if (book === null) return;
    let shown = rendered;
    // The button around the figures, marked for a while when the price changes. Read from the
    // figures' own element: the button's ref is not set yet when this effect first runs.
    const button = oddsRef.current?.closest('button') ?? null;
    const named = namedWithout();
    const nameOf = (cell: PriceCell | undefined) =>
      named === null || cell === undefined ? labelOf(cell) : `${named.before}${String(cell.price)}${named.after}`;
    const show = () => {
      const cell = book.getCell(marketId, runnerId, side, level);
      if (cell === shown) return;
      const before = shown;
      shown = cell;
      if (before?.price !== cell?.price) {
        write(labelRef.current, nameOf(cell));
        write(oddsRef.current, oddsOf(cell));
        // A changed price is marked; the first one shown is not, nor a change of the size alone
        // (the amounts move all the time, and a market of marked cells would say nothing).
        if (before !== undefined && cell !== undefined && button !== null) priceChangeMarks.mark(button);
      }
      if (before?.size !== cell?.size) write(amountRef.current, amountOf(cell));
    };
    // A cell in view shows a new price in the message's frame; one scrolled out of view in the
    // frame after, so that a message's layout and paint are shared between two frames (docs/adr/0036).
    const row = button?.closest(`[${runnerRowAttribute}]`) ?? null;
    const changed = () => (rows === null || rows.isOnScreen(row) ? show() : book.nextFrame(show));
    // A message may have come between the render and now.
    show();
    const unsubscribe = book.subscribeCell(marketId, runnerId, side, level, changed);
    return () => {
      unsubscribe();
      book.cancelNextFrame(show);
      if (button !== null) priceChangeMarks.forget(button);
    };
    // The render's functions read only the deps listed; `rendered` is where the writes start from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [book, rows, marketId, runnerId, side, level, runnerName, t, language]);

  return (
    <>
      <span id={labelId} ref={labelRef} hidden>
        {labelOf(rendered)}
      </span>
      <Odds ref={oddsRef}>{oddsOf(rendered)}</Odds>
      <Amount ref={amountRef}>{amountOf(rendered)}</Amount>
    </>
  );
});

/** Sets an element's text, in its own text node when it has one (no node made or dropped). */
function write(element: HTMLElement | null, text: string): void {
  const node = element?.firstChild;
  if (node instanceof Text && node === element?.lastChild) {
    if (node.data !== text) node.data = text;
  } else if (element != null && element.textContent !== text) {
    element.textContent = text;
  }
}

/**
 * A plain button, styled once per theme: a market shows up to 180 of them, and ButtonBase's ripple
 * and per-render styles cost more than they give here. Back and yes are blue, lay and no pink.
 */
const PriceButtonRoot = styled('button')(({ theme }) => ({
  // Block-level: an inline box is never laid out apart from its line.
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: 44,
  margin: 0,
  padding: theme.spacing(0, 0.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  outline: 0,
  textDecoration: 'none',
  appearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: backTint(theme),
  color: (theme.vars ?? theme).palette.text.primary,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
  // A change of the figures lays out and paints this button alone (its size is its own: two
  // short lines); the focus ring and hover outline are its own and stay outside the clip.
  contain: 'strict',
  '&[data-side="lay"], &[data-side="no"]': { backgroundColor: layTint(theme) },
  // A price that just changed: the tint over its side's colour, as long as the mark lasts.
  [`&[${changedAttribute}]`]: { backgroundImage: `linear-gradient(${changedTint(theme)}, ${changedTint(theme)})` },
  '&:hover': { outline: `1px solid ${(theme.vars ?? theme).palette.text.secondary}` },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
  '&:disabled': { opacity: 0.5, pointerEvents: 'none', cursor: 'default' },
}));

/**
 * One live price: a button named `Back <runner> <odds>` (`Lay`, `Yes`, `No` likewise) that hands
 * the price to the bet slip's store. The button itself renders again only when it is enabled or
 * disabled (a market suspended, a cell emptied, the connection lost); its figures follow the cell on their own
 * (`PriceFigures`), and a change of its price marks it for a while.
 */
export const PriceButton = memo(function PriceButton({
  marketId,
  runnerId,
  runnerName,
  side,
  level,
  detail,
}: PriceButtonProps) {
  const priced = usePriceCellPresent(marketId, runnerId, side, level);
  const open = useMarketOpen(marketId);
  // While the api is away the prices shown are old ones: dimmed, and not offered to the slip.
  const connectionLost = useConnectionLost();
  const book = useContext(PriceBookContext);
  const labelId = useId();

  return (
    <PriceButtonRoot
      type="button"
      aria-labelledby={labelId}
      disabled={!open || !priced || connectionLost}
      data-side={side}
      onClick={() => {
        const cell = book?.getCell(marketId, runnerId, side, level);
        if (cell === undefined) return;
        betSelectionStore.getState().select({
          marketId,
          runnerId,
          runnerName,
          side,
          price: cell.price,
          ...(detail === 'rate' ? { rate: cell.size } : {}),
        });
      }}
    >
      <PriceFigures
        marketId={marketId}
        runnerId={runnerId}
        runnerName={runnerName}
        side={side}
        level={level}
        labelId={labelId}
      />
    </PriceButtonRoot>
  );
});
