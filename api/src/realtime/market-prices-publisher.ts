import { marketGroup, marketPricesCode, type MarketPrices } from '@exchange/contracts';

import type { HubNotification } from './notifications-hub.js';

/** At most one push per market per interval: ten a second, however fast the book moves. */
export const marketPushIntervalMs = 100;

export interface MarketPricesPublisherOptions {
  /** Subscribes to changed markets; answers an unsubscribe (the exchange's `onChange`). */
  readonly onChange: (listener: (marketId: string) => void) => () => void;
  readonly prices: (marketId: string) => MarketPrices | undefined;
  /** Whether anyone is in the group; nothing is built for an empty one. */
  readonly hasMembers: (group: string) => boolean;
  readonly push: (group: string, notification: HubNotification) => void;
  readonly intervalMs?: number;
}

export interface MarketPricesPublisher {
  /** Pushes are sent and the interval's changes counted (tests, monitoring). */
  readonly sent: number;
  stop(): void;
}

/** The `Message` of a market's prices: Code `MarketPrices`, Data the contracts' payload as JSON text. */
export const marketPricesNotification = (prices: MarketPrices): HubNotification => ({
  Code: marketPricesCode,
  Data: JSON.stringify(prices),
});

/**
 * Pushes a market's prices to its group `market:<id>` when they change, coalesced: changes within
 * one interval become one message with the latest prices. One timer serves every market and runs
 * only while something is waiting.
 */
export function publishMarketPrices({
  onChange,
  prices,
  hasMembers,
  push,
  intervalMs = marketPushIntervalMs,
}: MarketPricesPublisherOptions): MarketPricesPublisher {
  const waiting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sent = 0;

  const flush = () => {
    timer = null;
    const markets = [...waiting];
    waiting.clear();
    for (const marketId of markets) {
      const group = marketGroup(marketId);
      if (!hasMembers(group)) continue;
      const latest = prices(marketId);
      if (latest === undefined) continue;
      push(group, marketPricesNotification(latest));
      sent += 1;
    }
  };

  const unsubscribe = onChange((marketId) => {
    waiting.add(marketId);
    if (timer === null) {
      timer = setTimeout(flush, intervalMs);
      timer.unref();
    }
  });

  return {
    get sent() {
      return sent;
    },
    stop() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting.clear();
    },
  };
}
