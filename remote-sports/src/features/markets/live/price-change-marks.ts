/** The attribute a price button carries while its price has just changed. */
export const changedAttribute = 'data-changed';

/** How long a changed price stays marked at least: long enough to be seen, short enough to mean "just now". */
export const changeMarkMs = 600;

/**
 * Unmarks in groups, not one timer per cell: a sweep clears every mark that is due and the marks
 * due within this much more, so a storm of changes is cleared in a few batches a second.
 */
const sweepGroupMs = 100;

/**
 * Marks price buttons whose price just changed, with a static attribute their style tints, and
 * clears each mark a while after its last change. A static state costs the browser a style change
 * and a repaint of the button twice per change; an animation per cell (ADR 0030) kept up to 180
 * compositor layers and their repaints going under a storm of prices (docs/adr/0032). A mark is
 * colour only: the new figures say what changed, so nothing moves and nothing is announced.
 */
export class PriceChangeMarks {
  /** Marked elements in the order of their last change, with when that was. */
  readonly #marked = new Map<Element, number>();
  readonly #holdMs: number;
  readonly #now: () => number;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(holdMs = changeMarkMs, now: () => number = () => Date.now()) {
    this.#holdMs = holdMs;
    this.#now = now;
  }

  /** Marks `element` as just changed, or keeps it marked for longer when it already was. */
  mark(element: Element): void {
    // Deleted and set again: the map keeps the order of last changes, oldest first.
    if (!this.#marked.delete(element)) element.setAttribute(changedAttribute, '');
    this.#marked.set(element, this.#now());
    this.#timer ??= setTimeout(this.#sweep, this.#holdMs);
  }

  /** Forgets `element` and clears its mark (the button is leaving the page or changing cell). */
  forget(element: Element): void {
    if (this.#marked.delete(element)) element.removeAttribute(changedAttribute);
    if (this.#marked.size === 0 && this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
  }

  readonly #sweep = (): void => {
    this.#timer = null;
    const now = this.#now();
    for (const [element, changedAt] of this.#marked) {
      const due = changedAt + this.#holdMs;
      if (due > now + sweepGroupMs) {
        this.#timer = setTimeout(this.#sweep, due - now);
        return;
      }
      element.removeAttribute(changedAttribute);
      this.#marked.delete(element);
    }
  };
}

/** The page's marks: there is one document, and a button is in one market page at a time. */
export const priceChangeMarks = new PriceChangeMarks();
