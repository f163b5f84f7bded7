import { useLocaleFormat } from '@exchange/shared';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import { memo, useContext, useId, useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';

import { backTint, flashTint, layTint } from '../../../components/price-colours';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { betSelectionStore } from '../../../stores/bet-selection-store';
import { cellTopic, type PriceSide } from '../live/market-price-book';
import {
  PriceBookContext,
  PriceRenderProbe,
  useMarketOpen,
  usePriceCell,
  usePriceCellPresent,
} from '../live/price-book-context';

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

interface PriceFiguresProps {
  marketId: string;
  runnerId: number;
  runnerName: string;
  side: PriceSide;
  level: number;
  /** The element the button's name is read from. */
  labelId: string;
  /** What flashes when the price changes. */
  flash: RefObject<HTMLSpanElement | null>;
}

/**
 * What changes in a price button: the odds, the amount and the name the button is known by. It
 * subscribes to its own cell, so a new price renders these few spans and not the button around them.
 */
const PriceFigures = memo(function PriceFigures({
  marketId,
  runnerId,
  runnerName,
  side,
  level,
  labelId,
  flash,
}: PriceFiguresProps) {
  const cell = usePriceCell(marketId, runnerId, side, level);
  const probe = useContext(PriceRenderProbe);
  probe?.(cellTopic(marketId, runnerId, side, level));
  const { t } = useSportsTranslation();
  const { language } = useLocaleFormat();
  const shown = useRef<number | null>(null);

  const price = cell?.price;
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = price ?? null;
    // A changed price flashes; the first one shown does not, nor a change of the size alone (the
    // amounts move all the time, and a market of flashing cells would say nothing). An overlay's
    // opacity, which the compositor animates without restyling the page every frame; the figures
    // (positioned, later in the button) stay above it.
    if (before === null || price === undefined || before === price) return;
    flash.current?.animate?.([{ opacity: 1 }, { opacity: 0 }], { duration: 700, easing: 'ease-out' });
  }, [price, flash]);

  const label =
    cell === undefined
      ? t(emptyLabelKeys[side], { runner: runnerName })
      : t(labelKeys[side], { runner: runnerName, odds: cell.price });
  return (
    <>
      <span id={labelId} hidden>
        {label}
      </span>
      <span style={{ position: 'relative', fontWeight: 700, fontSize: '0.9375rem' }}>{cell?.price ?? '–'}</span>
      {cell !== undefined && (
        <span style={{ position: 'relative', fontSize: '0.6875rem' }}>{compact(cell.size, language)}</span>
      )}
    </>
  );
});

const flashStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  opacity: 0,
  pointerEvents: 'none',
};

/**
 * One live price: a button named `Back <runner> <odds>` (`Lay`, `Yes`, `No` likewise) that hands
 * the price to the bet slip's store. The button itself renders again only when it is enabled or
 * disabled (a market suspended, a cell emptied); its figures render on their own (`PriceFigures`),
 * and a change of its price flashes it.
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
  const book = useContext(PriceBookContext);
  const probe = useContext(PriceRenderProbe);
  probe?.(cellTopic(marketId, runnerId, side, level));
  const theme = useTheme();
  const labelId = useId();
  const flash = useRef<HTMLSpanElement>(null);

  const tone = side === 'back' || side === 'yes' ? backTint(theme) : layTint(theme);
  return (
    <ButtonBase
      aria-labelledby={labelId}
      disabled={!open || !priced}
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
      sx={{
        position: 'relative',
        flexDirection: 'column',
        width: '100%',
        minWidth: 0,
        minHeight: 44,
        px: 0.5,
        borderRadius: 1,
        bgcolor: tone,
        color: 'text.primary',
        fontVariantNumeric: 'tabular-nums',
        lineHeight: 1.2,
        '&:hover': { outline: 1, outlineColor: 'text.secondary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        '&.Mui-disabled': { color: 'text.primary', opacity: 0.5 },
      }}
    >
      <span ref={flash} aria-hidden="true" style={{ ...flashStyle, backgroundColor: flashTint(theme) }} />
      <PriceFigures
        marketId={marketId}
        runnerId={runnerId}
        runnerName={runnerName}
        side={side}
        level={level}
        labelId={labelId}
        flash={flash}
      />
    </ButtonBase>
  );
});
