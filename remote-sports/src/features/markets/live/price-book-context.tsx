import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import type { MarketPriceBook, MarketStatus, PriceCell, PriceSide } from './market-price-book';

export const PriceBookContext = createContext<MarketPriceBook | null>(null);

function usePriceBook(): MarketPriceBook {
  const book = useContext(PriceBookContext);
  if (book === null) throw new Error('A price cell is rendered outside a PriceBookContext.');
  return book;
}

/** One cell's live price; re-renders only when that cell changes. */
export function usePriceCell(
  marketId: string,
  runnerId: number,
  side: PriceSide,
  level: number,
): PriceCell | undefined {
  const book = usePriceBook();
  const subscribe = useCallback(
    (listener: () => void) => book.subscribeCell(marketId, runnerId, side, level, listener),
    [book, marketId, runnerId, side, level],
  );
  const read = () => book.getCell(marketId, runnerId, side, level);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether a cell has a price: a button re-renders when this flips, not on every new price. */
export function usePriceCellPresent(marketId: string, runnerId: number, side: PriceSide, level: number): boolean {
  const book = usePriceBook();
  const subscribe = useCallback(
    (listener: () => void) => book.subscribeCell(marketId, runnerId, side, level, listener),
    [book, marketId, runnerId, side, level],
  );
  const read = () => book.getCell(marketId, runnerId, side, level) !== undefined;
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * One part of a market's status, chosen by `select` (a plain value, compared with `Object.is`):
 * a component re-renders when that part changes, not when the total matched moves with every price.
 */
export function useMarketStatusPart<T extends string | number | boolean | undefined>(
  marketId: string,
  select: (status: MarketStatus | undefined) => T,
): T {
  const book = usePriceBook();
  const subscribe = useCallback((listener: () => void) => book.subscribeStatus(marketId, listener), [book, marketId]);
  const read = () => select(book.getStatus(marketId));
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * One part of a market's status that moves with nearly every message (the total matched), followed
 * at most once per `intervalMs`, the latest value last. The part is read when its turn comes, not
 * on every message: between turns the reader neither renders nor compares anything.
 */
export function useMarketStatusPartAtMostEvery<T extends string | number | boolean | undefined>(
  marketId: string,
  select: (status: MarketStatus | undefined) => T,
  intervalMs: number,
): T {
  const book = usePriceBook();
  const [shown, setShown] = useState(() => select(book.getStatus(marketId)));
  const shownAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const showLatest = () => {
      timer = null;
      shownAt.current = Date.now();
      setShown(select(book.getStatus(marketId)));
    };
    const changed = () => {
      timer ??= setTimeout(showLatest, Math.max(0, shownAt.current + intervalMs - Date.now()));
    };
    const unsubscribe = book.subscribeStatus(marketId, changed);
    // A message may have come between the render and now.
    changed();
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [book, marketId, select, intervalMs]);
  return shown;
}

/** Whether a market takes bets now: a cell re-renders when this flips, not on every status change. */
export function useMarketOpen(marketId: string): boolean {
  const book = usePriceBook();
  const subscribe = useCallback((listener: () => void) => book.subscribeStatus(marketId, listener), [book, marketId]);
  const read = () => book.getStatus(marketId)?.state === 'OPEN';
  return useSyncExternalStore(subscribe, read, read);
}
