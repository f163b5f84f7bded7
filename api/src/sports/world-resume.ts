import type { GameMarket } from './games/game.js';
import { fixtureAt } from './world-fixtures.js';
import type { WorldEvent, WorldMarket } from './world-model.js';
import { newWorldMarket, type MarketSpec } from './world-records.js';
import { marketResultOf } from './world-results.js';
import type { LeftEvent, LeftMarket } from './world-store.js';

/** The market as it was left: closed, or suspended by the operator (the only suspension the store keeps). */
function resumedMarket(left: LeftMarket, spec: MarketSpec): WorldMarket {
  const market = newWorldMarket(left.id, left.eventId, spec, [...left.runners]);
  market.closed = left.state === 'CLOSED';
  market.adminSuspended = left.state === 'SUSPENDED';
  return market;
}

/** A market the operator added, as its row describes it. */
const operatorSpec = (left: LeftMarket): MarketSpec => ({
  name: left.name,
  type: left.type,
  kind: left.kind,
  betDelay: left.betDelay,
  runners: left.runners.map((runner) => ({ name: runner.name, line: runner.line ?? undefined })),
});

/**
 * An event an earlier run left unfinished, made again so that the world goes on with it: an
 * operator's event from its rows; a world fixture drawn again from the same dice (see `fixtureAt`),
 * its game started at its start when it was in play, so the next pass plays it up to the world's
 * time exactly as it would have gone. Its markets, runners and ids are the rows', so the bets on
 * them stay where they are. Null when the fixture cannot be drawn again (another seed, a changed
 * game): the event ends, as it would have before the world could resume.
 */
export function resumedEvent(left: LeftEvent, seed: number): WorldEvent | null {
  const base = {
    id: left.id,
    dreamEventId: left.dreamEventId,
    sportId: left.sportId,
    competitionId: left.competitionId,
    competitionName: left.competitionName,
    title: left.title,
    participants: left.participants,
    openDate: left.openDate.getTime(),
    status: left.status,
    finishedAt: null,
    result: null,
    resultLine: null,
    source: left.source,
  };
  if (left.source === 'admin') {
    return { ...base, game: null, markets: left.markets.map((market) => resumedMarket(market, operatorSpec(market))) };
  }
  const fixture = fixtureAt(seed, left.sportId, base.openDate);
  if (fixture === null || fixture.details.title !== left.title) return null;
  const { game } = fixture;
  const specs = new Map<string, GameMarket>(game.markets.map((market) => [market.key, market]));
  const markets: WorldMarket[] = [];
  for (const market of left.markets) {
    const spec = market.key === null ? operatorSpec(market) : specs.get(market.key);
    if (spec === undefined) return null;
    markets.push(resumedMarket(market, spec));
  }
  const event: WorldEvent = { ...base, game, markets };
  if (left.status === 'IN_PLAY') {
    game.start(base.openDate);
    // The game closed these at its start and told their result; it is the same again.
    for (const market of markets) {
      if (market.closed && market.closesAtStart) market.result = marketResultOf(event, market);
    }
  }
  return event;
}
