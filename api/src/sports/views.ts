import {
  inPlayMatchDate,
  type Market,
  type MarketPrices,
  type RunnerPrice,
  type Scorecard,
  type SportEvent,
} from '@exchange/contracts';

import type { WorldEvent, WorldMarket } from './world-model.js';
import type { SportsWorld } from './world.js';

/** Sports whose scorecard the remote shows (the specification's cricket and kabaddi, and the others the world scores). */
const scoredSports = new Set([1, 2, 3, 25]);

/** The market a match list prices: match odds, or a race's win market. */
export function mainMarketOf(event: WorldEvent) {
  return event.markets.find((market) => market.type === 'MATCH_ODDS' || market.type === 'WIN') ?? null;
}

const emptyPrices = (marketId: string): MarketPrices => ({
  marketId,
  state: 'CLOSED',
  inPlay: false,
  totalMatched: 0,
  version: 0,
  runners: [],
});

/** An event as the contracts carry it; `withPrices` adds the main market's best back and lay per runner. */
export function eventView(world: SportsWorld, event: WorldEvent, withPrices: boolean): SportEvent {
  const sport = world.sports().find((candidate) => candidate.id === event.sportId);
  const main = mainMarketOf(event);
  const open = main !== null && !main.closed;
  const view: SportEvent = {
    id: event.id,
    title: event.title,
    status: event.status,
    matchDate: event.status === 'IN_PLAY' ? inPlayMatchDate : new Date(event.openDate).toISOString(),
    sportId: event.sportId,
    sportName: sport?.name ?? '',
    competitionId: event.competitionId,
    competitionName: event.competitionName,
    dreamEventId: event.dreamEventId,
    openDate: new Date(event.openDate).toISOString(),
    // The specification's pin flag: a player's pins are kept on their device, so the server's is false.
    pin: false,
    mainMarketId: open ? main.id : null,
    hasVideo: event.status === 'IN_PLAY',
    hasScorecard: event.game !== null && scoredSports.has(event.sportId),
    hasBookmaker: event.markets.some((market) => market.kind === 'bookmaker' && !market.closed),
    hasFancy: event.markets.some((market) => market.kind === 'fancy' && !market.closed),
    ...(event.status === 'FINISHED' ? { result: event.result, resultLine: event.resultLine } : {}),
    ...(event.status === 'IN_PLAY' ? liveScoreOf(world, event) : {}),
  };
  if (!withPrices) return view;
  const prices = open ? world.exchange.prices(main.id) : undefined;
  view.mainMarketState = prices?.state ?? null;
  const runnerPrices: RunnerPrice[] =
    main === null || !open
      ? []
      : main.runners.map((runner) => {
          const live = prices?.runners.find((candidate) => candidate.runnerId === runner.id);
          return {
            runnerId: runner.id,
            name: runner.name,
            back: live?.back?.[0]?.price ?? null,
            lay: live?.lay?.[0]?.price ?? null,
          };
        });
  return { ...view, prices: runnerPrices };
}

/** An event in play's score in one line, when the world scores it. */
function liveScoreOf(world: SportsWorld, event: WorldEvent): Pick<SportEvent, 'liveScore' | 'liveScoreLine'> {
  const score = event.game === null ? null : world.score(event.id);
  if (score === null || score === undefined) return {};
  return { liveScore: score.summary, liveScoreLine: score.summaryLine ?? null };
}

const statusOrder: Readonly<Record<WorldEvent['status'], number>> = { IN_PLAY: 0, UPCOMING: 1, FINISHED: 2 };

/** In play first, then upcoming by start time, then finished events, the latest to finish first. */
export function byPlayThenStart(a: WorldEvent, b: WorldEvent): number {
  const status = statusOrder[a.status] - statusOrder[b.status];
  if (status !== 0) return status;
  if (a.status === 'FINISHED') return (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || b.id - a.id;
  return a.openDate - b.openDate || a.id - b.id;
}

export function marketsView(world: SportsWorld, event: WorldEvent): Market[] {
  return event.markets.map((market) => ({
    id: market.id,
    eventId: event.id,
    name: market.name,
    type: market.type,
    kind: market.kind,
    betDelay: market.betDelay,
    runners: market.runners.map((runner) => ({
      id: runner.id,
      name: runner.name,
      sortPriority: runner.sortPriority,
      ...(runner.line === null ? {} : { line: runner.line }),
    })),
    prices: world.exchange.prices(market.id) ?? emptyPrices(market.id),
    ...(market.closed ? { winnerRunnerId: winnerOf(market) } : {}),
  }));
}

function winnerOf(market: WorldMarket): number | null {
  const result = market.result;
  return result !== null && 'winnerRunnerId' in result ? result.winnerRunnerId : null;
}

export function scorecardView(world: SportsWorld, event: WorldEvent): Scorecard | null {
  const score = world.score(event.id);
  if (score === null || score === undefined) return null;
  return {
    eventId: event.id,
    sportId: event.sportId,
    status: event.status,
    summary: score.summary,
    summaryLine: score.summaryLine,
    teams: score.teams.map((team) => ({ ...team })),
    ...(score.recentBalls === undefined ? {} : { recentBalls: [...score.recentBalls] }),
    updatedAt: new Date(world.now()).toISOString(),
  };
}
