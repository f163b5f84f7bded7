import { fakeNetwork, okEnvelope, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { allSportsBrand, inPlay, sportEvent, sportTree } from '../../testing/sports-fixtures';
import { getTwoEventsOfSports } from './get-two-events-of-sports';
import { IndexPage } from './index-page';

const football = { sportId: 1, sportName: 'Football' };
const tennis = { sportId: 2, sportName: 'Tennis' };
const events = [
  sportEvent({ id: 1, title: 'Cricket soonest', openDate: '2030-01-01T10:00:00.000Z' }),
  sportEvent({ id: 2, title: 'Cricket later', openDate: '2030-01-01T12:00:00.000Z' }),
  sportEvent({ id: 3, title: 'Cricket live', ...inPlay, openDate: '2030-01-01T18:00:00.000Z' }),
  sportEvent({ id: 4, title: 'Football one', ...football }),
  sportEvent({ id: 5, title: 'Tennis one', ...tennis }),
];

describe('getTwoEventsOfSports', () => {
  it('keeps at most two events per active sport, in play first, in the order of the sports', () => {
    const view = getTwoEventsOfSports(sportTree(events), (sportId) => sportId !== 2);
    expect(view.map((sport) => [sport.id, sport.events.map((event) => event.id)])).toEqual([
      [1, [4]],
      [3, [3, 1]],
    ]);
  });

  it('leaves finished events out, and a sport with only finished events', () => {
    const finished = { status: 'FINISHED', openDate: '2029-12-31T10:00:00.000Z' } as const;
    const view = getTwoEventsOfSports(
      sportTree([
        sportEvent({ id: 6, title: 'Cricket over', ...finished }),
        ...events,
        sportEvent({ id: 7, title: 'Tennis over', ...tennis, ...finished }),
        sportEvent({ id: 8, title: 'Kabaddi over', sportId: 25, sportName: 'Kabaddi', ...finished }),
      ]),
      () => true,
    );
    expect(view.map((sport) => [sport.id, sport.events.map((event) => event.id)])).toEqual([
      [1, [4]],
      [2, [5]],
      [3, [3, 1]],
    ]);
  });
});

describe('the index page', () => {
  it('shows a visitor two events of each sport the brand offers, in play first', async () => {
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree(events));
    await renderRoute(<IndexPage />, { path: '/index', settings: { ...allSportsBrand, tennis: false } });
    const cricket = await screen.findByRole('list', { name: 'Cricket' });
    expect(
      within(cricket)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cricket live', 'Cricket soonest']);
    expect(screen.getByRole('list', { name: 'Football' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Tennis' })).toBeNull();
    expect(screen.queryByText('Tennis one')).toBeNull();
    expect(fakeNetwork().requestsTo('GET', 'Event/TreeSportWithEvent')[0]?.headers.get('authorization')).toBeNull();
  });

  it("shows each event's best back and lay per outcome of its main market", async () => {
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree(events));
    fakeNetwork()
      .on('GET', 'event/GetBySportName')
      .respond((call) =>
        Response.json(
          okEnvelope(
            events
              .filter((event) => String(event.sportId) === call.url.searchParams.get('sportId'))
              .map((event) => ({
                ...event,
                prices: [
                  { runnerId: 1, name: 'Home', back: 1.5, lay: 1.52 },
                  { runnerId: 3, name: 'The Draw', back: 4.2, lay: 4.4 },
                  { runnerId: 2, name: 'Away', back: 3.1, lay: null },
                ],
              })),
          ),
        ),
      );
    await renderRoute(<IndexPage />, { path: '/index', settings: allSportsBrand });
    const row = (await screen.findByRole('link', { name: 'Football one' })).closest('li') as HTMLElement;
    expect((await within(row).findByRole('group', { name: '1: Home' })).textContent).toBe('1Back 1.5Lay 1.52');
    expect(within(row).getByRole('group', { name: 'X: The Draw' }).textContent).toBe('XBack 4.2Lay 4.4');
    expect(within(row).getByRole('group', { name: '2: Away' }).textContent).toBe('2Back 3.1Lay –');
    const asked = fakeNetwork()
      .requestsTo('GET', 'event/GetBySportName')
      .map((request) => request.url.searchParams.get('sportId'));
    expect(asked.sort()).toEqual(['1', '2', '3']);
  });

  it('keeps the room of prices still coming from the first paint, in the shape they will have', async () => {
    const priced = [
      sportEvent({ id: 4, title: 'Football one', ...football, mainMarketId: '1.4' }),
      sportEvent({ id: 1, title: 'Cricket priced', mainMarketId: '1.1' }),
      sportEvent({ id: 2, title: 'Cricket unpriced', mainMarketId: null }),
    ];
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree(priced));
    fakeNetwork().on('GET', 'event/GetBySportName').hang();
    await renderRoute(<IndexPage />, { path: '/index', settings: allSportsBrand });
    const pending = async (title: string) => {
      const row = (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;
      return row.querySelector('[data-prices-pending]');
    };
    const threeWay = await pending('Football one');
    expect(threeWay?.getAttribute('aria-hidden')).toBe('true');
    expect(threeWay?.children).toHaveLength(3);
    expect((await pending('Cricket priced'))?.children).toHaveLength(2);
    expect(await pending('Cricket unpriced')).toBeNull();
    // Nothing of it is read out: the rows' accessible content is the event alone.
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('gives the room back when the prices cannot come', async () => {
    const priced = [sportEvent({ id: 4, title: 'Football one', ...football, mainMarketId: '1.4' })];
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree(priced));
    fakeNetwork().on('GET', 'event/GetBySportName').fail(500, 'No list.');
    await renderRoute(<IndexPage />, { path: '/index', settings: allSportsBrand });
    const row = (await screen.findByRole('link', { name: 'Football one' })).closest('li') as HTMLElement;
    await waitFor(() => expect(row.querySelector('[data-prices-pending]')).toBeNull(), { timeout: 10_000 });
  });

  it('goes from its loading rows to the events with nothing in between, while the rows render', async () => {
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree(events));
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('No events today.')) seen.push('empty');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await renderRoute(<IndexPage />, { path: '/index', settings: allSportsBrand });
    await screen.findByRole('list', { name: 'Cricket' });
    observer.disconnect();
    expect(seen).toEqual([]);
  });

  it('says when no sport has events', async () => {
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok([]);
    await renderRoute(<IndexPage />, { path: '/index', settings: allSportsBrand });
    expect(await screen.findByText('No events today.')).toBeDefined();
  });

  it('shows the error of the tree with a retry', async () => {
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').fail(500, 'The sports tree is not available.');
    await renderRoute(<IndexPage />, { path: '/index', settings: allSportsBrand });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByText('The sports tree is not available.')).toBeDefined();
  });
});
