import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { levels, marketPrices, matchOdds } from '../../../testing/sports-fixtures';
import { MarketCard } from '../components/market-card';
import { cellTopic, MarketPriceBook, type FrameScheduler } from './market-price-book';
import { PriceBookContext, PriceRenderProbe } from './price-book-context';

/** Frames that come when the test says so. */
function manualFrames() {
  let queued: (() => void) | null = null;
  let scheduled = 0;
  const schedule: FrameScheduler = (flush) => {
    scheduled += 1;
    queued = flush;
    return () => {
      queued = null;
    };
  };
  return {
    schedule,
    frame: () => {
      const flush = queued;
      queued = null;
      flush?.();
    },
    scheduled: () => scheduled,
  };
}

const twoRunners = (back1: number, back2: number, version: number) =>
  marketPrices(
    '1.1',
    [
      { runnerId: 1, ...levels(back1) },
      { runnerId: 2, ...levels(back2) },
    ],
    { version },
  );

describe('MarketPriceBook', () => {
  it('tells only the cells whose price or size changed', () => {
    const book = new MarketPriceBook();
    book.apply(twoRunners(1.5, 2.5, 1));
    const told: string[] = [];
    for (const runnerId of [1, 2]) {
      for (const side of ['back', 'lay'] as const) {
        for (const level of [0, 1, 2])
          book.subscribeCell('1.1', runnerId, side, level, () => told.push(`${runnerId}${side}${level}`));
      }
    }
    const next = twoRunners(1.5, 2.5, 2);
    next.runners[1]!.back![0] = { price: 2.52, size: 100 };
    book.apply(next);
    expect(told).toEqual(['2back0']);
    expect(book.getCell('1.1', 2, 'back', 0)).toEqual({ price: 2.52, size: 100 });
  });

  it('never lets an older version overwrite a newer one', () => {
    const book = new MarketPriceBook();
    book.apply(twoRunners(1.5, 2.5, 5));
    expect(book.apply(twoRunners(1.2, 2.5, 4))).toBe(false);
    expect(book.getCell('1.1', 1, 'back', 0)?.price).toBe(1.5);
  });

  it('empties the cells a message leaves out and says the market has no prices', () => {
    const book = new MarketPriceBook();
    book.apply(twoRunners(1.5, 2.5, 1));
    book.apply(marketPrices('1.1', [{ runnerId: 1 }], { version: 2 }));
    expect(book.getCell('1.1', 1, 'back', 0)).toBeUndefined();
    expect(book.getCell('1.1', 2, 'lay', 2)).toBeUndefined();
    expect(book.getStatus('1.1')?.priced).toBe(false);
  });

  it('coalesces pushed messages into one update per market per frame, keeping the newest', () => {
    const frames = manualFrames();
    const book = new MarketPriceBook(frames.schedule);
    book.apply(twoRunners(1.5, 2.5, 1));
    const told: string[] = [];
    book.subscribeCell('1.1', 1, 'back', 0, () => told.push('cell'));
    for (let version = 2; version <= 40; version += 1) book.enqueue(twoRunners(1.5 + version / 100, 2.5, version));
    book.enqueue(twoRunners(1.1, 2.5, 3));
    expect(frames.scheduled()).toBe(1);
    expect(told).toEqual([]);
    frames.frame();
    expect(told).toEqual(['cell']);
    expect(book.getCell('1.1', 1, 'back', 0)?.price).toBe(1.9);
  });
});

describe('a market card under a stream of prices', () => {
  const nativeAnimate = HTMLElement.prototype.animate;
  afterEach(() => {
    HTMLElement.prototype.animate = nativeAnimate;
  });

  const names = Array.from({ length: 30 }, (_, index) => `Runner ${index + 1}`);

  function renderCountedMarket() {
    const frames = manualFrames();
    const book = new MarketPriceBook(frames.schedule);
    const market = matchOdds('1.1', 1, names);
    book.apply(market.prices);
    const renders = new Map<string, number>();
    const probe = (cell: string) => renders.set(cell, (renders.get(cell) ?? 0) + 1);
    render(
      <PriceRenderProbe value={probe}>
        <PriceBookContext value={book}>
          <MarketCard market={market} />
        </PriceBookContext>
      </PriceRenderProbe>,
    );
    const cells = renders.size;
    renders.clear();
    return { book, frames, market, renders, cells };
  }

  it('re-renders only the price cells that changed, once per frame however many messages came', () => {
    const { book, frames, market, renders, cells } = renderCountedMarket();
    expect(cells).toBe(30 * 6);
    for (let version = 2; version <= 16; version += 1) {
      const prices = structuredClone(market.prices);
      prices.version = version;
      prices.totalMatched += version;
      prices.runners[6]!.back![0] = { price: 7.4, size: version };
      prices.runners[20]!.lay![2] = { price: 24, size: 10 };
      book.enqueue(prices);
    }
    act(() => frames.frame());
    expect(Object.fromEntries(renders)).toEqual({
      [cellTopic('1.1', 7, 'back', 0)]: 1,
      [cellTopic('1.1', 21, 'lay', 2)]: 1,
    });
  });

  it('flashes a cell whose price changed, not one whose amount alone changed', () => {
    const flashed: string[] = [];
    const animate = vi.fn(function (this: HTMLElement) {
      const labelId = this.closest('button')?.getAttribute('aria-labelledby') ?? '';
      flashed.push(document.getElementById(labelId)?.textContent ?? '');
      return {} as Animation;
    });
    HTMLElement.prototype.animate = animate;
    const { book, frames, market } = renderCountedMarket();
    const prices = structuredClone(market.prices);
    prices.version = 2;
    prices.runners[2]!.back![0] = { price: 3.35, size: 10 };
    prices.runners[4]!.lay![0] = { ...prices.runners[4]!.lay![0]!, size: 12_345 };
    book.enqueue(prices);
    act(() => frames.frame());
    expect(flashed).toEqual(['Back Runner 3 3.35']);
  });

  it('re-renders no price cell for a change of the total matched alone', () => {
    const { book, frames, market, renders } = renderCountedMarket();
    book.enqueue({ ...market.prices, version: 2, totalMatched: 999_999 });
    act(() => frames.frame());
    expect(renders.size).toBe(0);
  });

  it('re-renders every cell once when the market is suspended, to disable it', () => {
    const { book, frames, market, renders } = renderCountedMarket();
    book.enqueue({ ...market.prices, version: 2, state: 'SUSPENDED' });
    act(() => frames.frame());
    expect(renders.size).toBe(180);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
  });
});
