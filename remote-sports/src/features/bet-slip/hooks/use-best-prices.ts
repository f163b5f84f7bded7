import { useCallback, useMemo, useSyncExternalStore } from 'react';

import type { LivePriceSource } from '../../../components/market-slots';

export interface BestPrices {
  readonly back: number | null;
  readonly lay: number | null;
}

/** Each runner's best back and lay price now, from the page's live prices; re-renders when one moves. */
export function useBestPrices(
  source: LivePriceSource,
  marketId: string,
  runnerIds: readonly number[],
): ReadonlyMap<number, BestPrices> {
  const subscribe = useCallback(
    (listener: () => void) => {
      const undo = runnerIds.flatMap((runnerId) => [
        source.subscribeCell(marketId, runnerId, 'back', 0, listener),
        source.subscribeCell(marketId, runnerId, 'lay', 0, listener),
      ]);
      return () => undo.forEach((unsubscribe) => unsubscribe());
    },
    [source, marketId, runnerIds],
  );
  // A text snapshot: equal prices give an equal snapshot, so nothing re-renders for other cells.
  const read = () =>
    runnerIds
      .map((runnerId) => {
        const back = source.getCell(marketId, runnerId, 'back', 0)?.price ?? '';
        const lay = source.getCell(marketId, runnerId, 'lay', 0)?.price ?? '';
        return `${runnerId}:${back}:${lay}`;
      })
      .join('|');
  const snapshot = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => {
    const prices = new Map<number, BestPrices>();
    for (const part of snapshot.split('|')) {
      const [id = '', back = '', lay = ''] = part.split(':');
      if (id === '') continue;
      prices.set(Number(id), { back: back === '' ? null : Number(back), lay: lay === '' ? null : Number(lay) });
    }
    return prices;
  }, [snapshot]);
}

/** Whether the market takes bets now and whether it is in play, from the page's live prices. */
export function useLiveMarketStatus(source: LivePriceSource, marketId: string) {
  const subscribe = useCallback(
    (listener: () => void) => source.subscribeStatus(marketId, listener),
    [source, marketId],
  );
  const read = () => {
    const status = source.getStatus(marketId);
    return status === undefined ? '' : `${status.state}:${String(status.inPlay)}`;
  };
  const snapshot = useSyncExternalStore(subscribe, read, read);
  const [state = '', inPlay = ''] = snapshot.split(':');
  return { known: snapshot !== '', open: state === 'OPEN', inPlay: inPlay === 'true' };
}
