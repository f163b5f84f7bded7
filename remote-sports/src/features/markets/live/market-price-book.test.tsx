import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { levels, marketPrices, matchOdds } from '../../../testing/sports-fixtures';
import { MarketCard } from '../components/market-card';
import { MarketPriceBook, type FrameScheduler } from './market-price-book';
import { PriceBookContext } from './price-book-context';
import type * as PriceBookModule from './price-book-context';
import { changedAttribute, changeMarkMs } from './price-change-marks';

/**
 * Told of every render of a price cell, by its topic. A price button reads once per render whether
 * its cell has a price, so the reads of `usePriceCellPresent` count the renders of each cell.
 */
const cellRenders = vi.hoisted(() => ({ probe: null as ((cell: string) => void) | null }));

vi.mock('./price-book-context', async (importOriginal) => {
  const actual = await importOriginal<typeof PriceBookModule>();
  const { cellTopic } = await import('./market-price-book');
  return {
    ...actual,
    usePriceCellPresent: (...cell: Parameters<typeof actual.usePriceCellPresent>) => {
      cellRenders.probe?.(cellTopic(...cell));
      return actual.usePriceCellPresent(...cell);
    },
  };
});

/** Frames that come when the test says so; what a frame asks for runs in the frame after. */
function manualFrames() {
  let queued: (() => void)[] = [];
  let scheduled = 0;
  const schedule: FrameScheduler = (flush) => {
    scheduled += 1;
    queued.push(flush);
    return () => {
      queued = queued.filter((callback) => callback !== flush);
    };
  };
  return {
    schedule,
    frame: () => {
      const due = queued;
      queued = [];
      for (const flush of due) flush();
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

  it('tells a listener of many cells once per message, however many of them changed', () => {
    const book = new MarketPriceBook();
    book.apply(twoRunners(1.5, 2.5, 1));
    let told = 0;
    const listener = () => (told += 1);
    for (const runnerId of [1, 2]) book.subscribeCell('1.1', runnerId, 'back', 0, listener);
    book.apply(twoRunners(1.6, 2.6, 2));
    expect(told).toBe(1);
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
  // The marks of changed prices are cleared by timers: the test's own, whichever test marks first.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    cellRenders.probe = null;
  });

  const names = Array.from({ length: 30 }, (_, index) => `Runner ${index + 1}`);

  function renderCountedMarket() {
    const frames = manualFrames();
    const book = new MarketPriceBook(frames.schedule);
    const market = matchOdds('1.1', 1, names);
    book.apply(market.prices);
    const renders = new Map<string, number>();
    cellRenders.probe = (cell: string) => renders.set(cell, (renders.get(cell) ?? 0) + 1);
    // Every commit of the card, whatever rendered in it.
    let commits = 0;
    const { container } = render(
      <Profiler id="market" onRender={() => (commits += 1)}>
        <PriceBookContext value={book}>
          <MarketCard market={market} />
        </PriceBookContext>
      </Profiler>,
    );
    const cells = renders.size;
    renders.clear();
    // Every change the page's figures go through, by the name of the button it is in.
    const changes = new MutationObserver(() => undefined);
    changes.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    const nameOf = (button: Element | null | undefined) =>
      document.getElementById(button?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    const changed = () => {
      const byButton = new Map<string, number>();
      for (const record of changes.takeRecords()) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const owner = target?.closest('button');
        if (owner == null) continue;
        const name = nameOf(owner);
        byButton.set(name, (byButton.get(name) ?? 0) + 1);
      }
      return byButton;
    };
    const takeCommits = () => {
      const taken = commits;
      commits = 0;
      return taken;
    };
    return { book, frames, market, renders, cells, changed, nameOf, takeCommits };
  }

  /** What a button shows: its figures, not its name. */
  const shown = (element: Element | undefined) =>
    [...(element?.querySelectorAll('span:not([hidden])') ?? [])].map((span) => span.textContent).join('');

  const button = (name: string) => {
    const found = [...document.querySelectorAll('button')].find(
      (candidate) => document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    );
    if (found === undefined) throw new Error(`No button ${name}`);
    return found;
  };

  it('updates only the price cells that changed, once per frame however many messages came', () => {
    const { book, frames, market, renders, cells, changed } = renderCountedMarket();
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
    // The name, the odds and the amount of each of the two cells, each written once; the
    // buttons are not rendered again for it.
    const byButton = changed();
    expect([...byButton.keys()].sort()).toEqual(['Back Runner 7 7.4', 'Lay Runner 21 24']);
    expect(shown(button('Back Runner 7 7.4'))).toBe('7.416');
    expect(shown(button('Lay Runner 21 24'))).toBe('2410');
    for (const count of byButton.values()) expect(count).toBeLessThanOrEqual(4);
    expect(renders.size).toBe(0);
  });

  it('writes the prices of a row scrolled out of view a frame after those in view', () => {
    const observed: { report: IntersectionObserverCallback | null } = { report: null };
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: IntersectionObserverCallback) {
          observed.report = report;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      const { book, frames, market, changed } = renderCountedMarket();
      const row = document.querySelector('[data-runner-row="21"]');
      if (row === null || observed.report === null) throw new Error('The rows are not followed');
      observed.report([{ target: row, isIntersecting: false } as unknown as IntersectionObserverEntry], {} as never);
      const prices = structuredClone(market.prices);
      prices.version = 2;
      prices.runners[6]!.back![0] = { price: 7.4, size: 16 };
      prices.runners[20]!.lay![2] = { price: 24, size: 10 };
      book.enqueue(prices);
      act(() => frames.frame());
      expect([...changed().keys()]).toEqual(['Back Runner 7 7.4']);
      act(() => frames.frame());
      expect([...changed().keys()]).toEqual(['Lay Runner 21 24']);

      // Back in view, its prices come in the message's own frame again.
      observed.report([{ target: row, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as never);
      const next = structuredClone(prices);
      next.version = 3;
      next.runners[20]!.lay![2] = { price: 25, size: 10 };
      book.enqueue(next);
      act(() => frames.frame());
      expect([...changed().keys()]).toEqual(['Lay Runner 21 25']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks a cell whose price changed for a while, not one whose amount alone changed', () => {
    const { book, frames, market } = renderCountedMarket();
    const marked = () =>
      [...document.querySelectorAll(`button[${changedAttribute}]`)].map(
        (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    const prices = structuredClone(market.prices);
    prices.version = 2;
    prices.runners[2]!.back![0] = { price: 3.35, size: 10 };
    prices.runners[4]!.lay![0] = { ...prices.runners[4]!.lay![0]!, size: 12_345 };
    book.enqueue(prices);
    act(() => frames.frame());
    expect(marked()).toEqual(['Back Runner 3 3.35']);

    // A second change keeps the mark for as long again from then.
    vi.advanceTimersByTime(changeMarkMs - 100);
    const again = structuredClone(prices);
    again.version = 3;
    again.runners[2]!.back![0] = { price: 3.4, size: 10 };
    book.enqueue(again);
    act(() => frames.frame());
    vi.advanceTimersByTime(changeMarkMs - 100);
    expect(marked()).toEqual(['Back Runner 3 3.4']);
    vi.advanceTimersByTime(100);
    expect(marked()).toEqual([]);
  });

  it('renders no price cell again for a change of the total matched alone', () => {
    const { book, frames, market, renders, changed } = renderCountedMarket();
    book.enqueue({ ...market.prices, version: 2, totalMatched: 999_999 });
    act(() => frames.frame());
    expect(renders.size).toBe(0);
    expect([...changed().keys()]).toEqual([]);
  });

  it('shows the total matched anew at most once a second, the latest figure last, rendering nothing between', () => {
    const { book, frames, market, takeCommits } = renderCountedMarket();
    const matched = () => screen.getByText(/^Matched /).textContent;
    const push = (version: number, totalMatched: number) => {
      book.enqueue({ ...market.prices, version, totalMatched });
      act(() => frames.frame());
    };
    push(2, 1_000);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(matched()).toMatch(/1,000/);
    takeCommits();
    push(3, 2_000);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    push(4, 3_000);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(matched()).toMatch(/1,000/);
    expect(takeCommits()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(matched()).toMatch(/3,000/);
    expect(takeCommits()).toBe(1);
  });

  it('renders every cell once when the market is suspended, to disable it', () => {
    const { book, frames, market, renders } = renderCountedMarket();
    book.enqueue({ ...market.prices, version: 2, state: 'SUSPENDED' });
    act(() => frames.frame());
    expect(renders.size).toBe(180);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
    expect(document.querySelectorAll('button:disabled')).toHaveLength(180);
  });

  it('shows a cell emptied by a message as no price, disabled, and priced again later', () => {
    const { book, frames, market, nameOf } = renderCountedMarket();
    const emptied = structuredClone(market.prices);
    emptied.version = 2;
    emptied.runners[0]!.back = [];
    book.enqueue(emptied);
    act(() => frames.frame());
    const empty = [...document.querySelectorAll('button')].filter(
      (candidate) => nameOf(candidate) === 'Back Runner 1: no price',
    );
    expect(empty).toHaveLength(3);
    expect(empty.every((candidate) => candidate.disabled && shown(candidate) === '–')).toBe(true);

    book.enqueue({ ...market.prices, version: 3 });
    act(() => frames.frame());
    expect(empty.some((candidate) => candidate.disabled)).toBe(false);
    expect(empty.map(nameOf)).toEqual(['Back Runner 1 1.48', 'Back Runner 1 1.49', 'Back Runner 1 1.5']);
  });
});
