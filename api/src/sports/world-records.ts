import type { GameMarket } from './games/game.js';
import type { NewMarketInput, WorldEvent, WorldMarket, WorldRunner } from './world-model.js';
import type { StoredEvent, StoredMarket } from './world-store.js';

/** A market the game or the operator asked for; the operator's have no key. */
export type MarketSpec = GameMarket | (NewMarketInput & { key?: undefined });

/** A new, open market of the event, with the runners already numbered. */
export function newWorldMarket(id: string, eventId: number, spec: MarketSpec, runners: WorldRunner[]): WorldMarket {
  return {
    id,
    eventId,
    key: spec.key ?? null,
    name: spec.name,
    type: spec.type,
    kind: spec.kind,
    betDelay: spec.betDelay,
    runners,
    closesAtStart: 'closesAtStart' in spec && spec.closesAtStart === true,
    adminSuspended: false,
    pinnedQuotes: new Map(),
    pinnedHouse: new Map(),
    closed: false,
    result: null,
  };
}

/** The event as the store keeps it: a race has a field, not a home and an away side. */
export function storedEventOf(event: WorldEvent): StoredEvent {
  const [home, away] = event.sportId === 26 ? [null, null] : event.participants;
  return {
    id: event.id,
    dreamEventId: event.dreamEventId,
    sportId: event.sportId,
    competitionId: event.competitionId,
    competitionName: event.competitionName,
    title: event.title,
    home: home ?? null,
    away: away ?? null,
    participants: event.participants,
    openDate: new Date(event.openDate),
    status: event.status,
    source: event.source,
  };
}

/** The market as the store keeps it. */
export function storedMarketOf(event: WorldEvent, market: WorldMarket): StoredMarket {
  return {
    id: market.id,
    eventId: event.id,
    key: market.key,
    name: market.name,
    type: market.type,
    kind: market.kind,
    state: market.closed ? 'CLOSED' : 'OPEN',
    inPlay: event.status === 'IN_PLAY',
    betDelay: market.betDelay,
    runners: market.runners,
  };
}

/** A runner's prices as the operator pins them: back and lay (exchange, bookmaker), or fancy lines and rate. */
export interface PinnedPrice {
  readonly runnerId: number;
  readonly back?: number;
  readonly lay?: number;
  readonly size?: number;
  readonly no?: number;
  readonly yes?: number;
  readonly rate?: number;
}

/**
 * Pins each runner's best back and lay (exchange: ladder odds, with the stake offered at them when
 * `size` is given; bookmaker: 0–100; fancy: the no and yes lines at a rate) until the market resumes the feed.
 */
export function pinPrices(target: WorldMarket, prices: readonly PinnedPrice[]): void {
  for (const price of prices) {
    if (target.kind === 'exchange') {
      if (price.back === undefined || price.lay === undefined) continue;
      target.pinnedQuotes.set(price.runnerId, { back: price.back, lay: price.lay, size: price.size });
    } else if (target.kind === 'bookmaker') {
      target.pinnedHouse.set(price.runnerId, {
        back: price.back === undefined ? [] : [{ price: price.back, size: 100_000 }],
        lay: price.lay === undefined ? [] : [{ price: price.lay, size: 100_000 }],
      });
    } else {
      const rate = price.rate ?? 100;
      target.pinnedHouse.set(price.runnerId, {
        no: price.no === undefined ? null : { line: price.no, rate },
        yes: price.yes === undefined ? null : { line: price.yes, rate },
      });
    }
  }
}

/** A sport's competition by name (any case); a name the catalogue lacks becomes an operator's own competition. */
export function competitionNamed(
  competitions: Map<number, { id: number; name: string; sportId: number }>,
  sportId: number,
  name: string,
): { id: number; name: string } {
  for (const competition of competitions.values()) {
    if (competition.sportId === sportId && competition.name.toLowerCase() === name.toLowerCase()) return competition;
  }
  // Operators' own competitions take ids above the catalogue's.
  const id = Math.max(100_000, ...competitions.keys()) + 1;
  const competition = { id, name, sportId };
  competitions.set(id, competition);
  return competition;
}
