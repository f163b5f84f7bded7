import { useLocaleFormat } from '@exchange/shared';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import { memo, useContext, useLayoutEffect, useRef } from 'react';

import { backTint, flashTint, layTint } from '../../../components/price-colours';
import { useSportsTranslation } from '../../../i18n/sports-translations';
import { betSelectionStore } from '../../../stores/bet-selection-store';
import { cellTopic, type PriceSide } from '../live/market-price-book';
import { PriceRenderProbe, useMarketOpen, usePriceCell } from '../live/price-book-context';

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

/**
 * One live price: a button named `Back <runner> <odds>` (`Lay`, `Yes`, `No` likewise) that hands
 * the price to the bet slip's store. It subscribes to its own cell, so a change elsewhere in the
 * market does not render it; a change of its price flashes it; a market that is not open disables it.
 */
export const PriceButton = memo(function PriceButton({
  marketId,
  runnerId,
  runnerName,
  side,
  level,
  detail,
}: PriceButtonProps) {
  const cell = usePriceCell(marketId, runnerId, side, level);
  const open = useMarketOpen(marketId);
  const probe = useContext(PriceRenderProbe);
  probe?.(cellTopic(marketId, runnerId, side, level));
  const { t } = useSportsTranslation();
  const { language } = useLocaleFormat();
  const theme = useTheme();
  const ref = useRef<HTMLButtonElement>(null);
  const shown = useRef<number | null>(null);

  const price = cell?.price;
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = price ?? null;
    // A changed price flashes; the first one shown does not, nor a change of the size alone (the
    // amounts move all the time, and a market of flashing cells would say nothing). Drawn by the
    // browser, not by React.
    if (before === null || price === undefined || before === price) return;
    ref.current?.animate?.([{ backgroundColor: flashTint(theme) }, {}], { duration: 700, easing: 'ease-out' });
  }, [price, theme]);

  const tone = side === 'back' || side === 'yes' ? backTint(theme) : layTint(theme);
  const disabled = !open || cell === undefined;
  const label =
    cell === undefined
      ? t(emptyLabelKeys[side], { runner: runnerName })
      : t(labelKeys[side], { runner: runnerName, odds: cell.price });
  return (
    <ButtonBase
      ref={ref}
      aria-label={label}
      disabled={disabled}
      data-side={side}
      onClick={() => {
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
      <span style={{ fontWeight: 700, fontSize: '0.9375rem' }}>{cell?.price ?? '–'}</span>
      {cell !== undefined && <span style={{ fontSize: '0.6875rem' }}>{compact(cell.size, language)}</span>}
    </ButtonBase>
  );
});
