import { loadingStore } from '@exchange/shared';
import { fakeApiBase, fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { player } from '../../../testing/sports-fixtures';
import { VideoBox } from './video-box';

const feed = `${fakeApiBase}/cdn/media/live-sample/index.m3u8`;
const streamUrl = `${fakeApiBase}/cdn/media/live/31.1900000000000.signature/index.m3u8`;
const playable = { status: 1, eventId: 31, url: streamUrl, expiresAt: '2030-01-01T12:00:00.000Z' };
const noLiveTv = {
  status: 0,
  message: 'Live TV is not available for this match now',
  code: 'noLiveTv',
  values: { eventId: 31 },
};

function answerFeed(url: string | null = feed) {
  fakeNetwork().on('GET', 'api/services/app/Sport/GetVideoLink').ok({ eventId: 31, url });
}

async function openLiveTv(language: 'en' | 'hi' = 'en') {
  const rendered = await renderRoute(<VideoBox eventId={31} title="India v Australia" />, {
    path: '/markets/31/32.31',
    session: player,
    language,
  });
  await rendered.user.click(screen.getByRole('button', { name: language === 'en' ? 'Watch live TV' : 'लाइव टीवी देखें' }));
  return rendered;
}

describe('the live TV box', () => {
  beforeEach(() => {
    // The browser plays HLS itself here (as Safari and Chromium do), so the video's source is the stream's address.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });

  it("plays the address the TV stream service answers for the event's feed, in the background", async () => {
    answerFeed();
    const held = fakeNetwork().on('POST', 'api/TvStream/GetStream').hold();
    await openLiveTv();
    const sent = await held.sent;
    expect(sent.body).toEqual({ eventId: 31, videoLink: feed });
    expect(screen.getByRole('status', { name: 'Loading live TV' })).toBeDefined();
    // A background call of the specification: the page's loading indicator stays off.
    expect(loadingStore.getState().pending).toBe(0);
    held.reply(200, playable);
    const video = await screen.findByLabelText('Live TV: India v Australia');
    expect(video.getAttribute('src')).toBe(streamUrl);
    expect(screen.queryByRole('status', { name: 'Loading live TV' })).toBeNull();
  });

  it("says the service's status 0 in the player's language, and plays nothing", async () => {
    answerFeed();
    fakeNetwork().on('POST', 'api/TvStream/GetStream').reply(200, noLiveTv);
    await openLiveTv('hi');
    expect(await screen.findByText('इस मैच का लाइव टीवी अभी उपलब्ध नहीं है')).toBeDefined();
    expect(screen.queryByLabelText(/लाइव टीवी:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message of a status 0 without a code as the service wrote it', async () => {
    answerFeed();
    fakeNetwork()
      .on('POST', 'api/TvStream/GetStream')
      .reply(200, { status: 0, message: 'The stream starts at the toss.' });
    await openLiveTv();
    expect(await screen.findByText('The stream starts at the toss.')).toBeDefined();
  });

  it('says in its own words that there is no live TV when a status 0 gives no message', async () => {
    answerFeed();
    fakeNetwork().on('POST', 'api/TvStream/GetStream').reply(200, { status: 0 });
    await openLiveTv('hi');
    expect(await screen.findByText('इस मैच का लाइव टीवी अभी उपलब्ध नहीं है')).toBeDefined();
  });

  it('says when the event has no feed, without asking the TV stream service', async () => {
    answerFeed(null);
    await openLiveTv();
    expect(await screen.findByText('There is no live stream of this event right now.')).toBeDefined();
    expect(fakeNetwork().requestsTo('POST', 'api/TvStream/GetStream')).toHaveLength(0);
  });

  it('says a failed call and plays the stream once the player tries again', async () => {
    answerFeed();
    fakeNetwork().once('POST', 'api/TvStream/GetStream').networkError();
    fakeNetwork().on('POST', 'api/TvStream/GetStream').reply(200, playable);
    const { user } = await openLiveTv();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Live TV could not be loaded: Please Check Your Network Connection...');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const video = await screen.findByLabelText('Live TV: India v Australia');
    expect(video.getAttribute('src')).toBe(streamUrl);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a success envelope from the stream service as a failure, not as a stream: it is ok only with status 1', async () => {
    answerFeed();
    fakeNetwork().on('POST', 'api/TvStream/GetStream').ok(playable);
    await openLiveTv();
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByLabelText('Live TV: India v Australia')).toBeNull();
  });
});
