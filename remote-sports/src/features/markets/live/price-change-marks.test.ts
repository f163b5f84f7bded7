import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { changedAttribute, PriceChangeMarks } from './price-change-marks';

describe('PriceChangeMarks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const marks = () => new PriceChangeMarks(600, () => Date.now());
  const isMarked = (element: Element) => element.hasAttribute(changedAttribute);

  it('marks an element and clears the mark once it has lasted', () => {
    const changes = marks();
    const button = document.createElement('button');
    changes.mark(button);
    expect(isMarked(button)).toBe(true);
    vi.advanceTimersByTime(599);
    expect(isMarked(button)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isMarked(button)).toBe(false);
  });

  it('keeps an element changed again marked from its last change, touching the page once', () => {
    const changes = marks();
    const button = document.createElement('button');
    const writes = vi.spyOn(button, 'setAttribute');
    changes.mark(button);
    vi.advanceTimersByTime(400);
    changes.mark(button);
    vi.advanceTimersByTime(400);
    expect(isMarked(button)).toBe(true);
    expect(writes).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(isMarked(button)).toBe(false);
  });

  it('clears marks that fall due close together in one go', () => {
    const changes = marks();
    const first = document.createElement('button');
    const second = document.createElement('button');
    const third = document.createElement('button');
    changes.mark(first);
    vi.advanceTimersByTime(50);
    changes.mark(second);
    vi.advanceTimersByTime(250);
    changes.mark(third);
    vi.advanceTimersByTime(300);
    // The first is due, the second 50 ms later: both go; the third waits for its own time.
    expect([first, second, third].map(isMarked)).toEqual([false, false, true]);
    vi.advanceTimersByTime(300);
    expect(isMarked(third)).toBe(false);
  });

  it('clears the mark of an element it is told to forget', () => {
    const changes = marks();
    const button = document.createElement('button');
    changes.mark(button);
    changes.forget(button);
    expect(isMarked(button)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(isMarked(button)).toBe(false);
  });
});
