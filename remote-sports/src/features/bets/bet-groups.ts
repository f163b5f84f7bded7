import type { Bet } from '@exchange/contracts';

export interface MarketBets {
  readonly marketId: string;
  readonly marketName: string;
  readonly bets: readonly Bet[];
}

export interface EventBets {
  readonly eventId: number;
  readonly eventName: string;
  readonly markets: readonly MarketBets[];
}

/** A bet with a part still waiting to be matched, which the player may cancel. */
export const isCancellable = (bet: Bet): boolean =>
  bet.unmatchedStake > 0 && (bet.status === 'UNMATCHED' || bet.status === 'PARTIALLY_MATCHED');

/** Bets per event and market, in the order they first appear (the api sends the newest first). */
export function groupBets(bets: readonly Bet[]): EventBets[] {
  const events = new Map<number, { eventName: string; markets: Map<string, { marketName: string; bets: Bet[] }> }>();
  for (const bet of bets) {
    const event = events.get(bet.eventId) ?? { eventName: bet.eventName, markets: new Map() };
    events.set(bet.eventId, event);
    const market = event.markets.get(bet.marketId) ?? { marketName: bet.marketName, bets: [] };
    event.markets.set(bet.marketId, market);
    market.bets.push(bet);
  }
  return [...events].map(([eventId, event]) => ({
    eventId,
    eventName: event.eventName,
    markets: [...event.markets].map(([marketId, market]) => ({ marketId, ...market })),
  }));
}
