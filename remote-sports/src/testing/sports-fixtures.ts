import type { Market, MarketPrices, SportEvent, SportTree } from '@exchange/contracts';

// Data in the shapes of the sports calls' contracts, for the remote's page tests.

export const allSportsOn = { football: true, tennis: true, cricket: true, kabaddi: true, horseRacing: true };

/** A brand that offers every sport. */
export const allSportsBrand = { domainTitle: 'All sports', ...allSportsOn };

/** A logged-in player allowed every sport. */
export const player = { username: 'player01' };

let nextId = 100;

export function sportEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  const id = overrides.id ?? (nextId += 1);
  return {
    id,
    title: `Event ${id}`,
    status: 'UPCOMING',
    matchDate: '2030-01-01T14:00:00.000Z',
    sportId: 3,
    sportName: 'Cricket',
    competitionId: 1,
    competitionName: 'Test Series',
    dreamEventId: `32.${id}`,
    openDate: '2030-01-01T14:00:00.000Z',
    ...overrides,
  };
}

export const inPlay = { status: 'IN_PLAY', matchDate: 'In-Play' } as const;

export function sportTree(events: readonly SportEvent[]): SportTree {
  const sports = new Map<number, SportTree[number]>();
  for (const event of events) {
    const sport = sports.get(event.sportId) ?? {
      id: event.sportId,
      name: event.sportName,
      order: event.sportId,
      events: [],
    };
    sport.events.push(event);
    sports.set(event.sportId, sport);
  }
  return [...sports.values()];
}

/** Three levels a side, around `best` back (lay one tick above). */
export function levels(best: number, size = 100) {
  return {
    back: [0, 1, 2].map((step) => ({ price: Number((best - step * 0.01).toFixed(2)), size: size + step })),
    lay: [0, 1, 2].map((step) => ({ price: Number((best + 0.01 + step * 0.01).toFixed(2)), size: size + step })),
  };
}

export function marketPrices(
  marketId: string,
  runners: MarketPrices['runners'],
  overrides: Partial<MarketPrices> = {},
) {
  return {
    marketId,
    state: 'OPEN',
    inPlay: true,
    totalMatched: 125_000,
    version: 1,
    runners,
    ...overrides,
  } satisfies MarketPrices;
}

/** A match odds market with the given runners, priced around 1.5, 2.5, 3.5… */
export function matchOdds(
  marketId: string,
  eventId: number,
  names: readonly string[],
  overrides: Partial<Market> = {},
): Market {
  const runners = names.map((name, index) => ({ id: index + 1, name, sortPriority: index + 1 }));
  return {
    id: marketId,
    eventId,
    name: 'Match Odds',
    type: 'MATCH_ODDS',
    kind: 'exchange',
    betDelay: 5,
    runners,
    prices: marketPrices(
      marketId,
      runners.map((runner, index) => ({ runnerId: runner.id, ...levels(1.5 + index) })),
    ),
    ...overrides,
  };
}

/**
 * One of the player's bets as `Bet/GetUserOpenBets` and `Bet/PlaceBetV2` answer it: Back India at 2
 * for 1,000 on event 31's Match Odds (market 1.31), unmatched, unless `overrides` say otherwise.
 */
export function playerBet(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    eventId: 31,
    eventName: 'India v Australia',
    sportId: 3,
    marketId: '1.31',
    marketName: 'Match Odds',
    marketType: 'MATCH_ODDS',
    runnerId: 1,
    runnerName: 'India',
    side: 'BACK',
    odds: 2,
    stake: 1000,
    matchedStake: 0,
    unmatchedStake: 1000,
    averageMatchedOdds: null,
    status: 'UNMATCHED',
    persistence: 'CANCEL',
    placedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The same bet matched in full at its odds. */
export const matchedIn = (odds: number) => ({
  odds,
  matchedStake: 1000,
  unmatchedStake: 0,
  averageMatchedOdds: odds,
  status: 'MATCHED',
});
