import { marketPricesCode, marketPricesSchema, type Market } from '@exchange/contracts';
import { selectConnectionState, useHubSubscription, useRealtimeStore } from '@exchange/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';

import { userOddsQuery } from '../api/get-user-odds';
import type { MarketPriceBook } from './market-price-book';

/**
 * Keeps `book` current for the page's markets: it starts from the prices the markets came with,
 * then takes the hub's `MarketPrices` pushes (each market card joins its group), and while the hub
 * is not connected polls `Odds/GetUserOddsV2` about once a second instead.
 */
export function useLivePrices(book: MarketPriceBook, markets: readonly Market[] | undefined): void {
  // Before paint, so the cells' first frame already shows the prices.
  useLayoutEffect(() => {
    for (const market of markets ?? []) book.apply(market.prices);
  }, [book, markets]);

  useHubSubscription(marketPricesCode, marketPricesSchema, (prices) => {
    if (book.knows(prices.marketId)) book.enqueue(prices);
  });

  const hubConnected = useRealtimeStore(selectConnectionState) === 'connected';
  const liveIds = useMemo(
    () => (markets ?? []).filter((market) => market.prices.state !== 'CLOSED').map((market) => market.id),
    [markets],
  );
  const { data: polled } = useQuery(userOddsQuery(liveIds, !hubConnected));
  useLayoutEffect(() => {
    for (const prices of polled ?? []) book.apply(prices);
  }, [book, polled]);

  useEffect(() => () => book.dispose(), [book]);
}
