import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pinsStore } from '../../stores/pins-store';
import { allSportsBrand, inPlay, player, sportEvent } from '../../testing/sports-fixtures';
import { MatchListPage } from './match-list-page';

const route = '/matchlist/:id';

const series = { competitionId: 1, competitionName: 'Test Series' };
const league = { competitionId: 2, competitionName: 'Premier League T20' };
const later = sportEvent({ id: 41, title: 'England v Pakistan', openDate: '2030-01-02T10:00:00.000Z', ...series });
const live = sportEvent({
  id: 42,
  title: 'India v Australia',
  ...inPlay,
  ...league,
  prices: [
    { runnerId: 1, name: 'India', back: 1.85, lay: 1.87 },
    { runnerId: 3, name: 'The Draw', back: 5.5, lay: null },
    { runnerId: 2, name: 'Australia', back: 2.3, lay: 2.34 },
  ],
});

function renderList(path = '/matchlist/3', settings = allSportsBrand) {
  return renderRoute(<MatchListPage />, { path, route, session: player, settings });
}

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the match list', () => {
  it('groups the sport events by competition, in play first, with the best prices of 1 / X / 2', async () => {
    fakeNetwork().on('GET', 'event/GetBySportName').ok([later, live]);
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Cricket' })).toBeDefined();
    await screen.findByRole('link', { name: 'India v Australia' });
    expect(groupHeadings()).toEqual(['Premier League T20', 'Test Series']);
    const row = screen.getByRole('link', { name: 'India v Australia' }).closest('li') as HTMLElement;
    expect(within(row).getByText('In-Play')).toBeDefined();
    expect(within(row).getByRole('group', { name: '1: India' }).textContent).toBe('1Back 1.85Lay 1.87');
    expect(within(row).getByRole('group', { name: 'X: The Draw' }).textContent).toBe('XBack 5.5Lay –');
    expect(within(row).getByRole('group', { name: '2: Australia' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'India v Australia' }).getAttribute('href')).toBe('/markets/42/32.42');
    expect(fakeNetwork().requestsTo('GET', 'event/GetBySportName')[0]?.url.searchParams.get('sportId')).toBe('3');
  });

  it('lists finished events after the others with a Finished marker, their result and no prices', async () => {
    const ended = sportEvent({
      id: 43,
      title: 'Sri Lanka v Bangladesh',
      status: 'FINISHED',
      openDate: '2030-01-01T08:00:00.000Z',
      result: 'Sri Lanka won by 12 runs',
      prices: [],
      ...league,
    });
    const endedEarlier = sportEvent({
      id: 44,
      title: 'Kenya v Oman',
      status: 'FINISHED',
      openDate: '2030-01-01T06:00:00.000Z',
      ...series,
    });
    fakeNetwork().on('GET', 'event/GetBySportName').ok([endedEarlier, ended, later, live]);
    await renderList();
    await screen.findByRole('link', { name: 'Sri Lanka v Bangladesh' });
    expect(groupHeadings()).toEqual(['Premier League T20', 'Test Series', 'Finished']);
    const finished = screen.getByRole('list', { name: 'Finished' });
    expect(
      within(finished)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sri Lanka v Bangladesh', 'Kenya v Oman']);
    const row = within(finished).getByRole('link', { name: 'Sri Lanka v Bangladesh' }).closest('li') as HTMLElement;
    expect(within(row).getByText('Finished')).toBeDefined();
    expect(within(row).getByText('Sri Lanka won by 12 runs')).toBeDefined();
    expect(within(row).queryByRole('group')).toBeNull();
    expect(within(row).queryByText('In-Play')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Sri Lanka v Bangladesh' }).getAttribute('href')).toBe(
      '/markets/43/32.43',
    );
    expect(within(screen.getByRole('list', { name: 'Cricket: Test Series' })).queryByText('Kenya v Oman')).toBeNull();
  });

  it('puts a pinned event first and keeps the pins under `pins`', async () => {
    fakeNetwork().on('GET', 'event/GetBySportName').ok([later, live]);
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Pin England v Pakistan' }));
    expect(groupHeadings()[0]).toBe('Pinned');
    const pinned = screen.getByRole('list', { name: 'Pinned' });
    expect(within(pinned).getByRole('link', { name: 'England v Pakistan' })).toBeDefined();
    expect(JSON.parse(localStorage.getItem('pins') ?? '[]')).toEqual([41]);
    const unpin = screen.getByRole('button', { name: 'Unpin England v Pakistan' });
    expect(unpin.getAttribute('aria-pressed')).toBe('true');
    await user.click(unpin);
    expect(groupHeadings()).not.toContain('Pinned');
    expect(JSON.parse(localStorage.getItem('pins') ?? '[]')).toEqual([]);
  });

  it('reads the pins saved before the page loaded', async () => {
    localStorage.setItem('pins', JSON.stringify([41]));
    pinsStore.getState().reset();
    fakeNetwork().on('GET', 'event/GetBySportName').ok([later, live]);
    await renderList();
    expect(await screen.findByRole('list', { name: 'Pinned' })).toBeDefined();
  });

  it('says when a sport has no events today', async () => {
    fakeNetwork().on('GET', 'event/GetBySportName').ok([]);
    await renderList();
    expect(await screen.findByText('No events today.')).toBeDefined();
  });

  it('says so for an unknown sport and for one the brand does not offer, without calling the api', async () => {
    await renderList('/matchlist/99');
    expect(screen.getByText('There is no such sport.')).toBeDefined();
    expect(fakeNetwork().requests).toHaveLength(0);
  });

  it('does not show a sport the brand switched off', async () => {
    await renderList('/matchlist/2', { ...allSportsBrand, tennis: false });
    expect(screen.getByText('Tennis is not offered to you on this site.')).toBeDefined();
    expect(fakeNetwork().requestsTo('GET', 'event/GetBySportName')).toHaveLength(0);
  });

  it('shows the error with a retry, and the list once the retry works', async () => {
    fakeNetwork().on('GET', 'event/GetBySportName').ok([later]);
    fakeNetwork().once('GET', 'event/GetBySportName').networkError();
    const { user } = await renderList();
    expect(await screen.findByText('Please Check Your Network Connection...')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'England v Pakistan' })).toBeDefined();
  });
});

describe('the match list rows', () => {
  it('show an event in play with its score, a suspended main market, live TV and the house’s markets', async () => {
    const scored = sportEvent({
      id: 51,
      title: 'Mumbai v Pune',
      ...inPlay,
      liveScore: 'Mumbai 142/3 (16.2 ov)',
      mainMarketState: 'SUSPENDED',
      hasVideo: true,
      hasBookmaker: true,
      hasFancy: true,
      prices: [
        { runnerId: 1, name: 'Mumbai', back: 1.5, lay: 1.52 },
        { runnerId: 2, name: 'Pune', back: 2.9, lay: 3 },
      ],
    });
    const plain = sportEvent({ id: 52, title: 'Goa v Delhi', openDate: '2030-01-02T10:00:00.000Z' });
    fakeNetwork().on('GET', 'event/GetBySportName').ok([scored, plain]);
    await renderList();
    const row = (await screen.findByRole('link', { name: 'Mumbai v Pune' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Mumbai 142/3 (16.2 ov)')).toBeDefined();
    for (const badge of ['Suspended', 'Live TV', 'Bookmaker market', 'Fancy markets']) {
      expect(within(row).getByText(badge)).toBeDefined();
    }
    const other = screen.getByRole('link', { name: 'Goa v Delhi' }).closest('li') as HTMLElement;
    expect(within(other).queryByText('Live TV')).toBeNull();
    expect(within(other).queryByText('Suspended')).toBeNull();
  });
});
