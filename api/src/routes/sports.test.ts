import {
  eventListSchema,
  eventMarketsSchema,
  marketOddsSchema,
  scorecardSchema,
  sportTreeSchema,
  successEnvelopeSchema,
  videoLinkSchema,
} from '@exchange/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import { SportsWorld } from '../sports/world.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminSportsRoutes } from './admin-sports.js';
import { adminRoutes } from './admin.js';
import { sportsRoutes } from './sports.js';

let testApp: TestApp;
const now = Date.parse('2026-03-01T10:00:00Z');
const world = new SportsWorld({ now: () => now, seed: 5 });

beforeAll(async () => {
  await world.open();
  testApp = await startTestApp({ routes: [sportsRoutes, adminSportsRoutes, adminRoutes], world });
});

afterAll(() => testApp.close());

const inject = (request: InjectOptions) => testApp.app.inject(request);

/** The call's result, read with the schema the sports remote reads it with. */
async function answer<Schema extends z.ZodMiniType>(schema: Schema, request: InjectOptions): Promise<z.output<Schema>> {
  const response = await inject(request);
  expect(response.statusCode, response.body).toBeLessThan(300);
  const parsed = successEnvelopeSchema(schema).safeParse(response.json());
  expect(parsed.error?.issues ?? [], response.body).toEqual([]);
  return (parsed.data as { result: z.output<Schema> }).result;
}

const admin = (url: string, payload: object = {}) =>
  inject({ method: 'POST', url, headers: testAdminAuthorization, payload });

async function playerToken(flags: Record<string, boolean> = {}): Promise<string> {
  const created = await admin('/admin/players', { username: `fan${Math.random().toString(36).slice(2, 8)}` });
  const { player, accessToken } = created.json().result as { player: { id: number }; accessToken: string };
  const columns = Object.entries(flags);
  for (const [flag, value] of columns) {
    const column = flag === 'horseRacing' ? 'horse_racing' : flag;
    await testApp.db.query(`UPDATE players SET ${column} = $2 WHERE id = $1`, [player.id, value]);
  }
  return accessToken;
}

describe('the sports calls', () => {
  it('answer the tree of every sport with its open events, in play first', async () => {
    const tree = await answer(sportTreeSchema, { method: 'GET', url: '/Event/TreeSportWithEvent' });
    expect(tree.map((sport) => [sport.id, sport.name, sport.order])).toEqual([
      [1, 'Football', 1],
      [2, 'Tennis', 2],
      [3, 'Cricket', 3],
      [25, 'Kabaddi', 25],
      [26, 'Horse Racing', 26],
    ]);
    const cricket = tree.find((sport) => sport.id === 3);
    expect(cricket?.events[0]).toMatchObject({ status: 'IN_PLAY', matchDate: 'In-Play', sportName: 'Cricket' });
    expect(cricket?.events.some((event) => event.status === 'UPCOMING')).toBe(true);
  });

  it('leave out the sports a logged-in player has switched off, and read a bad token as a visitor', async () => {
    const token = await playerToken({ cricket: false, horseRacing: false });
    const headers = { authorization: `Bearer ${token}` };
    const tree = await answer(sportTreeSchema, { method: 'GET', url: '/Event/TreeSportWithEvent', headers });
    expect(tree.map((sport) => sport.id)).toEqual([1, 2, 25]);
    expect(await answer(eventListSchema, { method: 'GET', url: '/event/GetBySportName?sportId=3', headers })).toEqual(
      [],
    );
    const closest = await answer(eventListSchema, { method: 'GET', url: '/Event/Closest?count=50', headers });
    expect(closest.some((event) => event.sportId === 3 || event.sportId === 26)).toBe(false);
    const visitor = await answer(sportTreeSchema, {
      method: 'GET',
      url: '/Event/TreeSportWithEvent',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(visitor).toHaveLength(5);
  });

  it('answer a match list by sport id or name with 1 / X / 2 best prices', async () => {
    const byId = await answer(eventListSchema, { method: 'GET', url: '/event/GetBySportName?sportId=1' });
    const byName = await answer(eventListSchema, { method: 'GET', url: '/Event/GetBySportName?sportName=football' });
    expect(byName.map((event) => event.id)).toEqual(byId.map((event) => event.id));
    const open = byId.find((event) => event.status === 'UPCOMING');
    expect(open?.prices?.map((price) => price.name)).toEqual([
      open?.title.split(' v ')[0],
      'The Draw',
      open?.title.split(' v ')[1],
    ]);
    for (const price of open?.prices ?? []) expect(price.back).toBeLessThan(price.lay ?? 0);
    expect(open).toMatchObject({ mainMarketState: 'OPEN', hasBookmaker: expect.any(Boolean) });
    // The specification's pin flag is on every event; a player's pins are their device's own.
    expect(byId.every((event) => event.pin === false)).toBe(true);
    expect(open?.liveScore).toBeUndefined();
  });

  it('give an event in play its score in one line, as text and as a score line, for the list to show', async () => {
    const list = await answer(eventListSchema, { method: 'GET', url: '/event/GetBySportName?sportId=1' });
    const live = list.find((event) => event.status === 'IN_PLAY');
    expect(live?.liveScore).toEqual(expect.any(String));
    expect(live?.liveScoreLine).toMatchObject({ code: expect.any(String) });
    expect(live?.liveScore).toContain(live?.title.split(' v ')[0]);
  });

  it('refuse a match list without a sport, of an unknown sport or with a malformed id', async () => {
    expect((await inject({ method: 'GET', url: '/event/GetBySportName' })).statusCode).toBe(400);
    const unknown = await inject({ method: 'GET', url: '/event/GetBySportName?sportId=7' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { success: false, error: { message: 'There is no sport 7', code: 'sportNotFound', values: { sport: 7 } } },
    ]);
    const malformed = await inject({ method: 'GET', url: '/event/GetBySportName?sportId=abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/^sportId: /);
  });

  it('answer the next events across sports, soonest first', async () => {
    const closest = await answer(eventListSchema, { method: 'GET', url: '/Event/Closest' });
    expect(closest).toHaveLength(10);
    expect(closest.every((event) => event.status === 'UPCOMING')).toBe(true);
    const starts = closest.map((event) => Date.parse(event.openDate));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it("answer an event's markets with runners and prices, and a clear 404 for an unknown event", async () => {
    const cricket = world.eventList().find((event) => event.sportId === 3 && event.status === 'IN_PLAY');
    const result = await answer(eventMarketsSchema, {
      method: 'GET',
      url: `/Market/GetByEventId?eventId=${cricket?.id}`,
    });
    expect(result.event.id).toBe(cricket?.id);
    expect(result.markets.map((market) => market.type)).toEqual(
      expect.arrayContaining(['MATCH_ODDS', 'BOOKMAKER', 'FANCY', 'TIED_MATCH', 'COMPLETED_MATCH']),
    );
    const fancy = result.markets.find((market) => market.kind === 'fancy');
    expect(fancy?.runners[0]).toMatchObject({ line: expect.any(Number) });
    const unknown = await inject({ method: 'GET', url: '/Market/GetByEventId?eventId=999999' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      {
        success: false,
        error: { message: 'Event 999999 not found', code: 'eventNotFound', values: { eventId: 999999 } },
      },
    ]);
  });

  it('answer the prices of the markets a page polls, leaving out unknown ones', async () => {
    const event = world.eventList().find((candidate) => candidate.sportId === 2);
    const marketId = event?.markets[0]?.id ?? '';
    const odds = await answer(marketOddsSchema, {
      method: 'GET',
      url: `/Odds/GetUserOddsV2?marketIds=${marketId},1.999999999`,
    });
    expect(odds.map((prices) => prices.marketId)).toEqual([marketId]);
    expect(odds[0]?.runners[0]?.back).toHaveLength(3);
    expect((await inject({ method: 'GET', url: '/Odds/GetUserOddsV2?marketIds=abc' })).statusCode).toBe(400);
  });

  it('answer scorecards and video links on both paths, and the sample stream they point to', async () => {
    const cricket = world.eventList().find((event) => event.sportId === 3 && event.status === 'IN_PLAY');
    for (const url of ['/api/services/app/Sport/GetScoreCard', '/Sport/GetScoreCard']) {
      const card = await answer(scorecardSchema, { method: 'GET', url: `${url}?eventId=${cricket?.id}` });
      expect(card.teams).toHaveLength(2);
      expect(card.recentBalls?.length).toBeGreaterThan(0);
    }
    const race = world.eventList().find((event) => event.sportId === 26);
    expect((await inject({ method: 'GET', url: `/Sport/GetScoreCard?eventId=${race?.id}` })).statusCode).toBe(404);
    const link = await answer(videoLinkSchema, {
      method: 'GET',
      url: `/api/services/app/Sport/GetVideoLink?eventId=${cricket?.id}`,
    });
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/cdn\/media\/live-sample\/index\.m3u8$/);
    const playlist = await inject({ method: 'GET', url: '/cdn/media/live-sample/index.m3u8' });
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXTM3U');
    const segment = await inject({ method: 'GET', url: '/cdn/media/live-sample/segment-0.m2ts' });
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // An MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(segment.rawPayload[188]).toBe(0x47);
    expect((await inject({ method: 'GET', url: '/cdn/media/live-sample/..%2Fsettings' })).statusCode).toBe(404);
    const upcoming = world.eventList().find((event) => event.status === 'UPCOMING');
    const none = await answer(videoLinkSchema, { method: 'GET', url: `/Sport/GetVideoLink?eventId=${upcoming?.id}` });
    expect(none.url).toBeNull();
  });
});

describe('the admin sports calls', () => {
  it('refuse callers without the admin token', async () => {
    const response = await inject({ method: 'POST', url: '/admin/sports/clock', payload: { advanceSeconds: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('make an event with markets, pin prices, suspend, resume and close a market', async () => {
    const created = await admin('/admin/sports/events', {
      sportId: 3,
      competition: 'Ranji Trophy',
      title: 'Mumbai v Delhi',
      participants: ['Mumbai', 'Delhi'],
      markets: [{ name: 'Match Odds', type: 'MATCH_ODDS', betDelay: 5, runners: ['Mumbai', 'Delhi'] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { event, markets } = created.json().result as {
      event: { id: number; status: string };
      markets: { id: string; runners: { id: number }[] }[];
    };
    expect(event.status).toBe('IN_PLAY');
    const market = markets[0];
    const runnerId = market?.runners[0]?.id ?? 0;
    const priced = await admin(`/admin/sports/markets/${market?.id}/prices`, {
      runners: [{ runnerId, back: 1.8, lay: 1.83 }],
    });
    expect(priced.json().result.runners[0]).toMatchObject({ back: [{ price: 1.8 }, { price: 1.79 }, { price: 1.78 }] });
    expect(priced.json().result.runners[0].lay[0].price).toBe(1.83);
    const crossed = await admin(`/admin/sports/markets/${market?.id}/prices`, {
      runners: [{ runnerId, back: 2, lay: 1.9 }],
    });
    expect(crossed.statusCode).toBe(400);
    expect((await admin(`/admin/sports/markets/${market?.id}/suspend`)).json().result.state).toBe('SUSPENDED');
    expect((await admin(`/admin/sports/markets/${market?.id}/resume`)).json().result.state).toBe('OPEN');
    expect((await admin(`/admin/sports/markets/${market?.id}/close`)).json().result.state).toBe('CLOSED');
    const added = await admin(`/admin/sports/events/${event.id}/markets`, {
      name: 'Late',
      type: 'TIED_MATCH',
      runners: ['Yes'],
    });
    expect(added.statusCode).toBe(409);
    expect((await admin('/admin/sports/markets/1.999999999/suspend')).statusCode).toBe(404);
  });

  it('move the world clock forward', async () => {
    const before = Date.parse((await admin('/admin/sports/clock', { advanceSeconds: 0 })).json().result.now);
    const after = Date.parse((await admin('/admin/sports/clock', { advanceSeconds: 90 })).json().result.now);
    expect(after - before).toBe(90_000);
    expect((await admin('/admin/sports/clock', { advanceSeconds: -5 })).statusCode).toBe(400);
  });

  it('keep a finished event in the tree, its match list and its markets, after the others, with its result', async () => {
    const football = world
      .eventList()
      .filter((event) => event.sportId === 1 && event.status !== 'FINISHED')
      .sort((a, b) => a.openDate - b.openDate)[0]!;
    // The clock moves 20 minutes a step until the match ends, then 30 minutes more: past the old ten.
    for (let step = 0; step < 6 && football.status !== 'FINISHED'; step += 1) {
      await admin('/admin/sports/clock', { advanceSeconds: 20 * 60 });
    }
    expect(football.status).toBe('FINISHED');
    await admin('/admin/sports/clock', { advanceSeconds: 30 * 60 });

    const list = await answer(eventListSchema, { method: 'GET', url: '/event/GetBySportName?sportId=1' });
    const row = list.find((event) => event.id === football.id);
    expect(row).toMatchObject({ status: 'FINISHED', result: football.result, mainMarketId: null, prices: [] });
    expect(row?.result).toMatch(/\(Full time\)$/);
    const ranks = list.map((event) => ({ IN_PLAY: 0, UPCOMING: 1, FINISHED: 2 })[event.status as 'IN_PLAY']);
    expect(ranks).toEqual([...ranks].sort());
    expect(list.some((event) => event.status === 'IN_PLAY')).toBe(true);

    const tree = await answer(sportTreeSchema, { method: 'GET', url: '/Event/TreeSportWithEvent' });
    const events = tree.find((sport) => sport.id === 1)?.events ?? [];
    expect(events.find((event) => event.id === football.id)).toMatchObject({ status: 'FINISHED' });
    expect(events.at(-1)?.status).toBe('FINISHED');

    const { event, markets } = await answer(eventMarketsSchema, {
      method: 'GET',
      url: `/Market/GetByEventId?eventId=${football.id}`,
    });
    expect(event).toMatchObject({ status: 'FINISHED', result: football.result });
    expect(markets.length).toBeGreaterThan(0);
    expect(markets.every((market) => market.prices.state === 'CLOSED')).toBe(true);
    const matchOdds = markets.find((market) => market.type === 'MATCH_ODDS')!;
    const [home, away] = football
      .result!.match(/(\d+)–(\d+)/)!
      .slice(1)
      .map(Number);
    const winner = home! > away! ? matchOdds.runners[0] : home! < away! ? matchOdds.runners[2] : matchOdds.runners[1];
    expect(matchOdds.winnerRunnerId).toBe(winner?.id);
  });
});
