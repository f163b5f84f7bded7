import type { Market, MarketState, Runner, SportEvent } from '@exchange/contracts';
import { createContext, useContext, type ComponentType } from 'react';

/** One price as the page holds it: the odds (or a fancy line) and the size (or a fancy rate). */
export interface LivePrice {
  readonly price: number;
  readonly size: number;
}

/**
 * The live prices of the markets on a page, read and subscribed to by cell. The markets feature's
 * price book is one; a slot reads through this shape so it never imports that feature.
 */
export interface LivePriceSource {
  getCell: (
    marketId: string,
    runnerId: number,
    side: 'back' | 'lay' | 'no' | 'yes',
    level: number,
  ) => LivePrice | undefined;
  getStatus: (marketId: string) => { readonly state: MarketState; readonly inPlay: boolean } | undefined;
  subscribeCell: (
    marketId: string,
    runnerId: number,
    side: 'back' | 'lay' | 'no' | 'yes',
    level: number,
    listener: () => void,
  ) => () => void;
  subscribeStatus: (marketId: string, listener: () => void) => () => void;
}

export interface RunnerSlotProps {
  readonly market: Market;
  readonly runner: Runner;
  readonly prices: LivePriceSource;
}

export interface MarketSlotProps {
  readonly market: Market;
  readonly prices: LivePriceSource;
}

export interface PageAsideProps {
  readonly event: SportEvent;
  readonly markets: readonly Market[];
  readonly prices: LivePriceSource;
}

/**
 * What the market page leaves room for and another feature fills: beside a runner's name, below a
 * runner's row, in a market's heading, above and beside the markets. The page that composes the features
 * provides them (`src/pages/`); without a provider the market page shows prices only.
 */
export interface MarketSlots {
  readonly RunnerAside?: ComponentType<RunnerSlotProps>;
  readonly RunnerBelow?: ComponentType<RunnerSlotProps>;
  readonly MarketActions?: ComponentType<MarketSlotProps>;
  /** Under a market's heading (its terms). */
  readonly MarketBelowHeading?: ComponentType<MarketSlotProps>;
  readonly PageAside?: ComponentType<PageAsideProps>;
  /** Above the markets (the player's betting controls). */
  readonly PageTop?: ComponentType;
}

export const MarketSlotsContext = createContext<MarketSlots>({});

export function useMarketSlots(): MarketSlots {
  return useContext(MarketSlotsContext);
}
