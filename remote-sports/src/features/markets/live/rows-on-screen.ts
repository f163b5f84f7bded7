import { createContext } from 'react';

/**
 * The runner rows of a market that are scrolled out of view, as an IntersectionObserver reports
 * them. A row counts as on screen until the observer says otherwise, and always where the browser
 * has no IntersectionObserver: a price is then never held back.
 */
export class RowsOnScreen {
  readonly #offScreen = new WeakSet<Element>();
  #observer: IntersectionObserver | null = null;

  /** Follows `row`; answers how to stop. */
  watch(row: Element): () => void {
    this.#observer ??=
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) this.#offScreen.delete(entry.target);
              else this.#offScreen.add(entry.target);
            }
          })
        : null;
    this.#observer?.observe(row);
    return () => {
      this.#observer?.unobserve(row);
      this.#offScreen.delete(row);
    };
  }

  /** Whether `row` is in view (a cell outside any followed row is). */
  isOnScreen(row: Element | null): boolean {
    return row === null || !this.#offScreen.has(row);
  }

  /** Stops following every row; the market is leaving the page. */
  dispose(): void {
    this.#observer?.disconnect();
    this.#observer = null;
  }
}

/** The rows of the market a price cell is in; null outside a market card (every row counts as on screen). */
export const RowsOnScreenContext = createContext<RowsOnScreen | null>(null);

/** The attribute that marks a runner's row, which a price cell finds itself in. */
export const runnerRowAttribute = 'data-runner-row';
