import {
  successEnvelopeSchema,
  tvStreamAnswerSchema,
  tvStreamSchema,
  tvStreamUnavailableSchema,
  videoLinkSchema,
} from '@exchange/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tvStreamLinks } from '../sports/tv-stream-links.js';
import { SportsWorld } from '../sports/world.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { sportsRoutes } from './sports.js';
import { tvStreamPath, tvStreamRoutes } from './tv-stream.js';

let testApp: TestApp;
const world = new SportsWorld({ now: () => Date.parse('2026-03-01T10:00:00Z'), seed: 5 });

beforeAll(async () => {
  await world.open();
  testApp = await startTestApp({ routes: [sportsRoutes, tvStreamRoutes, adminRoutes], world });
});

afterAll(() => testApp.close());

const inject = (request: InjectOptions) => testApp.app.inject(request);

const inPlayEvent = () => {
  const event = world.eventList().find((candidate) => candidate.status === 'IN_PLAY');
  if (event === undefined) throw new Error('the seeded world has an event in play');
  return event;
};

const upcomingEvent = () => {
  const event = world.eventList().find((candidate) => candidate.status === 'UPCOMING');
  if (event === undefined) throw new Error('the seeded world has an upcoming event');
  return event;
};

/** The event's feed, as the sports remote reads it from `Sport/GetVideoLink` before asking for the stream. */
async function videoLinkOf(eventId: number): Promise<string | null> {
  const response = await inject({ method: 'GET', url: `/api/services/app/Sport/GetVideoLink?eventId=${eventId}` });
  return successEnvelopeSchema(videoLinkSchema).parse(response.json()).result.url;
}

/** The TV stream service's answer, read with the contract's schema: HTTP 200 whatever its status. */
async function askStream(payload: object, headers: Record<string, string> = {}) {
  const response = await inject({ method: 'POST', url: tvStreamPath, payload, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).not.toHaveProperty('success');
  return tvStreamAnswerSchema.parse(response.json());
}

/** The path of an address on this api, for `inject`. */
const pathOf = (url: string) => new URL(url).pathname;

describe('the TV stream service (POST /api/TvStream/GetStream)', () => {
  it("answers status 1 for an in-play event's feed: a signed stream address that plays, with its expiry", async () => {
    const event = inPlayEvent();
    const videoLink = await videoLinkOf(event.id);
    expect(videoLink).not.toBeNull();
    const before = Date.now();
    const answer = tvStreamSchema.parse(await askStream({ eventId: event.id, videoLink }));
    expect(answer.eventId).toBe(event.id);
    expect(answer.url).toMatch(/^http:\/\/localhost(:\d+)?\/cdn\/media\/live\/[\w.-]+\/index\.m3u8$/);
    // Good for hours, not for ever.
    const expiresAt = Date.parse(answer.expiresAt);
    expect(expiresAt - before).toBeGreaterThan(60 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(24 * 60 * 60_000);

    const playlist = await inject({
      method: 'GET',
      url: pathOf(answer.url),
      headers: { origin: 'https://brand.example' },
    });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers['access-control-allow-origin']).toBe('*');
    expect(playlist.body).toContain('#EXTM3U');
    // The playlist names its segments relatively, so they are fetched beside it, under the same token.
    const segmentName = playlist.body.split('\n').find((line) => line.endsWith('.m2ts'));
    expect(segmentName).toBeDefined();
    const segment = await inject({ method: 'GET', url: new URL(segmentName ?? '', answer.url).pathname });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // An MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(segment.rawPayload[188]).toBe(0x47);
  });

  it("answers a logged-in player's call as a visitor's: the bearer is the player's, the stream the same", async () => {
    const created = await inject({
      method: 'POST',
      url: '/admin/players',
      headers: testAdminAuthorization,
      payload: { username: 'tvviewer' },
    });
    const { accessToken } = created.json().result as { accessToken: string };
    const event = inPlayEvent();
    const answer = await askStream(
      { eventId: event.id, videoLink: await videoLinkOf(event.id) },
      { authorization: `Bearer ${accessToken}` },
    );
    expect(answer.status).toBe(1);
  });

  it('answers status 0 with a message and its code when the event has no live TV now', async () => {
    const event = upcomingEvent();
    expect(await videoLinkOf(event.id)).toBeNull();
    const answer = tvStreamUnavailableSchema.parse(
      await askStream({ eventId: event.id, videoLink: `http://localhost/cdn/media/live-sample/index.m3u8` }),
    );
    expect(answer).toEqual({
      status: 0,
      message: 'Live TV is not available for this match now',
      code: 'noLiveTv',
      values: { eventId: event.id },
    });
  });

  it('answers status 0 for an event it does not know, and for a feed that is not the event’s', async () => {
    const unknown = tvStreamUnavailableSchema.parse(
      await askStream({ eventId: 987_654_321, videoLink: 'http://localhost/cdn/media/live-sample/index.m3u8' }),
    );
    expect(unknown).toMatchObject({ status: 0, code: 'eventNotFound', message: 'Event 987654321 not found' });
    const elsewhere = await askStream({ eventId: inPlayEvent().id, videoLink: 'https://tv.example/other/index.m3u8' });
    expect(elsewhere).toMatchObject({ status: 0, code: 'noLiveTv' });
  });

  it('refuses a request without the event or the feed, in the envelope, as every call refuses its input', async () => {
    for (const payload of [
      { videoLink: 'http://localhost/x.m3u8' },
      { eventId: inPlayEvent().id },
      { eventId: 'one' },
    ]) {
      const response = await inject({ method: 'POST', url: tvStreamPath, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('refuses a stream address that has expired or was not signed here', async () => {
    const event = inPlayEvent();
    const links = tvStreamLinks(testApp.config.tokenSecret);
    const expired = links.sign(event.id, Date.now() - 1_000);
    expect((await inject({ method: 'GET', url: `/cdn/media/live/${expired}/index.m3u8` })).statusCode).toBe(403);
    const forged = tvStreamLinks('another secret of at least thirty-two characters').sign(
      event.id,
      Date.now() + 60_000,
    );
    expect((await inject({ method: 'GET', url: `/cdn/media/live/${forged}/segment-0.m2ts` })).statusCode).toBe(403);
    const good = links.sign(event.id, Date.now() + 60_000);
    expect((await inject({ method: 'GET', url: `/cdn/media/live/${good}/index.m3u8` })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/cdn/media/live/${good}/..%2Fsettings` })).statusCode).toBe(404);
  });
});
