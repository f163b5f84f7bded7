import { isOnLadder } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';

import { ballRunningMs, betweenBallsMs } from './games/cricket-game.js';
import { SportsWorld } from './world.js';

const startOfDay = Date.parse('2026-03-01T10:00:00Z');

async function openWorld(seed = 7, finishedRetentionMs?: number) {
  let now = startOfDay;
  const world = new SportsWorld({
    now: () => now,
    seed,
    ...(finishedRetentionMs === undefined ? {} : { finishedRetentionMs }),
  });
  await world.open();
  return {
    world,
    /** Moves the fake clock and lets the world catch up, as its timer would. */
    async stepBy(ms: number) {
      now += ms;
      await world.advance();
    },
  };
}

const snapshot = (world: SportsWorld) =>
  world.eventList().map((event) => ({
    id: event.id,
    title: event.title,
    status: event.status,
    score: world.score(event.id),
    prices: event.markets.map((market) => world.exchange.prices(market.id)),
  }));

describe('SportsWorld', () => {
  it('opens on a day with upcoming and in-play events in all five sports and a market of every kind', async () => {
    const { world } = await openWorld();
    const events = world.eventList();
    for (const sportId of [1, 2, 3, 25, 26]) {
      const ofSport = events.filter((event) => event.sportId === sportId);
      expect(ofSport.filter((event) => event.status === 'UPCOMING').length, `sport ${sportId}`).toBeGreaterThanOrEqual(
        4,
      );
      if (sportId !== 26) {
        expect(ofSport.filter((event) => event.status === 'IN_PLAY').length, `sport ${sportId}`).toBeGreaterThanOrEqual(
          1,
        );
      }
    }
    const types = new Set(events.flatMap((event) => event.markets.map((market) => market.type)));
    expect([...types].sort()).toEqual(
      ['BOOKMAKER', 'COMPLETED_MATCH', 'FANCY', 'MATCH_ODDS', 'OVER_UNDER', 'TIED_MATCH', 'TO_WIN_TOSS', 'WIN'].sort(),
    );
    for (const race of events.filter((event) => event.sportId === 26)) {
      expect(race.markets[0]?.runners.length).toBeGreaterThanOrEqual(8);
      expect(race.markets[0]?.runners.length).toBeLessThanOrEqual(14);
    }
  });

  it('prices open exchange markets with a two-way book on the ladder', async () => {
    const { world } = await openWorld();
    const open = world
      .eventList()
      .flatMap((event) => event.markets)
      .filter((market) => market.kind === 'exchange' && world.exchange.stateOf(market.id) === 'OPEN');
    expect(open.length).toBeGreaterThan(20);
    for (const market of open) {
      for (const runner of world.exchange.prices(market.id)?.runners ?? []) {
        const [back] = runner.back ?? [];
        const [lay] = runner.lay ?? [];
        expect(back).toBeDefined();
        expect(lay).toBeDefined();
        expect(isOnLadder(back?.price ?? 0) && isOnLadder(lay?.price ?? 0)).toBe(true);
        expect(back?.price).toBeLessThan(lay?.price ?? 0);
      }
    }
  });

  it('replays the same day from the same seed, however often it is looked at', async () => {
    const coarse = await openWorld(11);
    const fine = await openWorld(11);
    await coarse.stepBy(60_000);
    for (let second = 0; second < 60; second += 1) await fine.stepBy(1_000);
    const titles = (world: SportsWorld) =>
      snapshot(world).map(({ id, title, status, score }) => ({ id, title, status, score }));
    expect(titles(fine.world)).toEqual(titles(coarse.world));
  });

  it('runs cricket ball by ball, with the fancy and bookmaker markets waiting while the ball runs', async () => {
    const { world, stepBy } = await openWorld();
    const cricket = world.eventList().find((event) => event.sportId === 3 && event.status === 'IN_PLAY');
    expect(cricket).toBeDefined();
    const fancy = cricket?.markets.find((market) => market.type === 'FANCY');
    const matchOdds = cricket?.markets.find((market) => market.type === 'MATCH_ODDS');
    const states = new Set<string>();
    const balls = new Set<string>();
    for (let step = 0; step < 20; step += 1) {
      await stepBy(1_000);
      states.add(world.exchange.stateOf(fancy?.id ?? '') ?? '');
      balls.add(JSON.stringify(world.score(cricket?.id ?? 0)?.teams));
      expect(world.exchange.stateOf(matchOdds?.id ?? '')).toBe('OPEN');
    }
    expect(states).toEqual(new Set(['OPEN', 'BALL_RUNNING']));
    // Four deliveries in 20 s move the score.
    expect(balls.size).toBeGreaterThan(1);
    expect(ballRunningMs + betweenBallsMs).toBe(5_000);
    const fancyPrices = world.exchange.prices(fancy?.id ?? '');
    expect(fancyPrices?.runners.some((runner) => runner.no !== null && runner.yes !== null)).toBe(true);
  });

  it('takes events from upcoming to in play to finished, closes their markets and keeps the day full', async () => {
    const { world, stepBy } = await openWorld();
    const firstUpcoming = world
      .eventList()
      .filter((event) => event.status === 'UPCOMING' && event.sportId === 1)
      .sort((a, b) => a.openDate - b.openDate)[0];
    expect(firstUpcoming).toBeDefined();
    const event = firstUpcoming!;
    await stepBy(event.openDate - startOfDay + 1_000);
    expect(event.status).toBe('IN_PLAY');
    expect(world.exchange.prices(event.markets[0]?.id ?? '')?.inPlay).toBe(true);
    for (let minute = 0; minute < 20 && event.status !== 'FINISHED'; minute += 1) await stepBy(60_000);
    expect(event.status).toBe('FINISHED');
    for (const market of event.markets) expect(world.exchange.stateOf(market.id)).toBe('CLOSED');
    const upcoming = world.eventList().filter((other) => other.sportId === 1 && other.status === 'UPCOMING');
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps a finished event with its result and closed markets for the retention, then forgets it', async () => {
    const retention = 60 * 60_000;
    const { world, stepBy } = await openWorld(7, retention);
    const event = world
      .eventList()
      .filter((candidate) => candidate.status === 'UPCOMING' && candidate.sportId === 1)
      .sort((a, b) => a.openDate - b.openDate)[0]!;
    await stepBy(event.openDate - startOfDay + 1_000);
    for (let minute = 0; minute < 20 && event.status !== 'FINISHED'; minute += 1) await stepBy(60_000);
    expect(event.status).toBe('FINISHED');
    const finishedAt = event.finishedAt!;
    expect(event.result).toMatch(/\(Full time\)$/);
    const matchOdds = event.markets.find((market) => market.type === 'MATCH_ODDS')!;

    // Well past the old ten minutes, still there and still answering.
    await stepBy(finishedAt + retention - 60_000 - world.now());
    expect(world.event(event.id)).toBe(event);
    expect(world.market(matchOdds.id)).toBe(matchOdds);
    expect(world.exchange.prices(matchOdds.id)?.state).toBe('CLOSED');
    expect(matchOdds.result).not.toBeNull();

    await stepBy(2 * 60_000);
    expect(world.event(event.id)).toBeUndefined();
    expect(world.market(matchOdds.id)).toBeUndefined();
    expect(world.exchange.prices(matchOdds.id)).toBeUndefined();
  });

  it('keeps finished events three hours by default and names a race winner as its result', async () => {
    const { world, stepBy } = await openWorld();
    const race = world
      .eventList()
      .filter((candidate) => candidate.status === 'UPCOMING' && candidate.sportId === 26)
      .sort((a, b) => a.openDate - b.openDate)[0]!;
    await stepBy(race.openDate - startOfDay + 3 * 60_000);
    expect(race.status).toBe('FINISHED');
    const win = race.markets[0]!;
    const winner = win.result !== null && 'winnerRunnerId' in win.result ? win.result.winnerRunnerId : null;
    expect(winner).not.toBeNull();
    expect(race.result).toBe(`Won by ${win.runners.find((runner) => runner.id === winner)?.name}`);
    await stepBy(2 * 60 * 60_000);
    expect(world.event(race.id)).toBe(race);
    await stepBy(60 * 60_000);
    expect(world.event(race.id)).toBeUndefined();
  });

  it('announces how each market the game closed ended: the toss at the start, the rest at the finish', async () => {
    const { world, stepBy } = await openWorld();
    const results = new Map<string, unknown>();
    world.onMarketResult((marketId, result) => results.set(marketId, result));
    const cricket = world
      .eventList()
      .filter((event) => event.status === 'UPCOMING' && event.sportId === 3)
      .sort((a, b) => a.openDate - b.openDate)[0];
    expect(cricket).toBeDefined();
    const event = cricket!;
    const market = (type: string) => event.markets.find((m) => m.type === type)!;
    await stepBy(event.openDate - startOfDay + 1_000);
    const toss = results.get(market('TO_WIN_TOSS').id) as { winnerRunnerId: number };
    expect(market('TO_WIN_TOSS').runners.map((runner) => runner.id)).toContain(toss.winnerRunnerId);
    for (let minute = 0; minute < 60 && event.status !== 'FINISHED'; minute += 1) await stepBy(60_000);
    expect(event.status).toBe('FINISHED');

    const matchOdds = results.get(market('MATCH_ODDS').id) as { winnerRunnerId?: number; void?: true };
    const [home, away] = (world.score(event.id)?.teams ?? []).map((team) => Number(team.score.split('/')[0]));
    const bookmaker = results.get(market('BOOKMAKER').id) as { winnerRunnerId?: number; void?: true };
    if (home === away) {
      expect(matchOdds).toEqual({ void: true });
      expect(bookmaker).toEqual({ void: true });
    } else {
      const winner = home! > away! ? 0 : 1;
      expect(matchOdds.winnerRunnerId).toBe(market('MATCH_ODDS').runners[winner]?.id);
      expect(bookmaker.winnerRunnerId).toBe(market('BOOKMAKER').runners[winner]?.id);
    }
    const fancy = results.get(market('FANCY').id) as { runs: Record<string, number> };
    expect(Object.keys(fancy.runs).sort()).toEqual(
      market('FANCY')
        .runners.map((runner) => String(runner.id))
        .sort(),
    );
    for (const runs of Object.values(fancy.runs)) expect(runs).toBeGreaterThanOrEqual(0);
  });

  it('moves match odds when the game moves: goals and points change the prices', async () => {
    const { world, stepBy } = await openWorld();
    const tennis = world.eventList().find((event) => event.sportId === 2 && event.status === 'IN_PLAY');
    const marketId = tennis?.markets[0]?.id ?? '';
    const seen = new Set<string>();
    for (let step = 0; step < 30; step += 1) {
      await stepBy(2_000);
      seen.add(JSON.stringify(world.exchange.prices(marketId)?.runners.map((runner) => runner.back?.[0]?.price)));
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('follows the operator: pinned prices, a suspension the feed does not lift, a closed market', async () => {
    const { world, stepBy } = await openWorld();
    // Tennis: no goal suspends it on its own meanwhile; the latest match in play goes on the longest.
    const event = world
      .eventList()
      .filter((candidate) => candidate.sportId === 2 && candidate.status === 'IN_PLAY')
      .sort((a, b) => b.openDate - a.openDate)[0];
    const market = event?.markets.find((candidate) => candidate.type === 'MATCH_ODDS');
    const runner = market?.runners[0];
    await world.setPrices(market?.id ?? '', [{ runnerId: runner?.id ?? 0, back: 3.5, lay: 3.6 }]);
    const pricesOf = () => world.exchange.prices(market?.id ?? '')?.runners[0];
    expect(pricesOf()?.back?.[0]?.price).toBe(3.5);
    expect(pricesOf()?.lay?.[0]?.price).toBe(3.6);
    await world.suspendMarket(market?.id ?? '');
    await stepBy(30_000);
    expect(world.exchange.stateOf(market?.id ?? '')).toBe('SUSPENDED');
    await world.resumeMarket(market?.id ?? '');
    expect(world.exchange.stateOf(market?.id ?? '')).not.toBe('SUSPENDED');
    await world.closeMarket(market?.id ?? '');
    expect(world.exchange.stateOf(market?.id ?? '')).toBe('CLOSED');
  });

  it("leaves the operator's pinned prices to players: the crowd of an in-play market never takes them", async () => {
    const { world, stepBy } = await openWorld();
    const market = world
      .eventList()
      .filter((candidate) => candidate.status === 'IN_PLAY')
      .flatMap((event) => event.markets)
      .find((candidate) => candidate.type === 'MATCH_ODDS' && world.exchange.stateOf(candidate.id) === 'OPEN');
    if (market === undefined) throw new Error('No open in-play match odds market');
    const pinned = [
      [3.5, 3.6],
      [1.5, 1.51],
      [5, 5.1],
    ] as const;
    const backs = market.runners.map((_, index) => pinned[index % pinned.length]?.[0]);
    await world.setPrices(
      market.id,
      market.runners.map((runner, index) => ({
        runnerId: runner.id,
        back: pinned[index % pinned.length]?.[0] ?? 0,
        lay: pinned[index % pinned.length]?.[1] ?? 0,
      })),
    );
    const matchedBefore = world.exchange.prices(market.id)?.totalMatched;
    // Unpinned, the crowd trades on about a third of an in-play market's turns.
    for (let turn = 0; turn < 60; turn += 1) {
      await stepBy(1_000);
      if (world.exchange.stateOf(market.id) !== 'OPEN') continue;
      const prices = world.exchange.prices(market.id);
      expect(prices?.runners.map((runner) => runner.back?.[0]?.price)).toEqual(backs);
      expect(prices?.totalMatched).toBe(matchedBefore);
    }
  });

  it('holds events the operator makes: upcoming until they start, finished with their last market', async () => {
    const { world, stepBy } = await openWorld();
    const event = world.createEvent(
      {
        sportId: 3,
        competitionName: 'Ranji Trophy',
        title: 'Mumbai v Delhi',
        participants: ['Mumbai', 'Delhi'],
        openDate: startOfDay + 60_000,
      },
      [
        {
          name: 'Match Odds',
          type: 'MATCH_ODDS',
          kind: 'exchange',
          betDelay: 5,
          runners: [{ name: 'Mumbai' }, { name: 'Delhi' }],
        },
      ],
    );
    const market = event.markets[0];
    await world.setPrices(market?.id ?? '', [{ runnerId: market?.runners[1]?.id ?? 0, back: 2.5, lay: 2.56 }]);
    expect(world.exchange.prices(market?.id ?? '')?.runners[1]?.back?.[0]).toMatchObject({ price: 2.5 });
    expect(event.status).toBe('UPCOMING');
    await stepBy(61_000);
    expect(event.status).toBe('IN_PLAY');
    await world.closeMarket(market?.id ?? '');
    expect(event.status).toBe('FINISHED');
  });

  it('lets the operator move the clock forward, within a day', async () => {
    const { world } = await openWorld();
    const before = world.now();
    await world.shiftClock(15 * 60_000);
    expect(world.now() - before).toBe(15 * 60_000);
    await expect(world.shiftClock(-1)).rejects.toThrow(/forward/);
  });
});
