import { formatDateTime } from '@exchange/shared';
import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { allSportsBrand, inPlay, player, sportEvent, sportTree } from '../../testing/sports-fixtures';
import { startingSoonAsked } from './components/starting-soon';
import { InPlayPage } from './in-play-page';

const startTime = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/** Whether `later` comes after `earlier` in the page. */
const follows = (later: Element, earlier: Element) =>
  (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the in-play page', () => {
  it('lists every event in play across the sports on offer, grouped by sport', async () => {
    const tree = sportTree([
      sportEvent({ id: 1, title: 'India v Australia', ...inPlay }),
      sportEvent({ id: 2, title: 'Not started' }),
      sportEvent({ id: 3, title: 'Arsenal v Chelsea', sportId: 1, sportName: 'Football', status: 'IN_PLAY' }),
      sportEvent({ id: 4, title: 'Nadal v Federer', sportId: 2, sportName: 'Tennis', ...inPlay }),
    ]);
    fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(tree);
    await renderRoute(<InPlayPage />, {
      path: '/inplay',
      session: player,
      settings: { ...allSportsBrand, tennis: false },
    });
    const football = await screen.findByRole('list', { name: 'Football' });
    expect(within(football).getByRole('link', { name: 'Arsenal v Chelsea' })).toBeDefined();
    const cricket = screen.getByRole('list', { name: 'Cricket' });
    expect(
      within(cricket)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['India v Australia']);
    expect(screen.queryByText('Nadal v Federer')).toBeNull();
  });

  it("shows each event's best back and lay per outcome of its main market, from the sport's list", async () => {
    const live = sportEvent({ id: 1, title: 'India v Australia', ...inPlay });
    fakeNetwork()
      .on('GET', 'Event/TreeSportWithEvent')
      .ok(sportTree([live]));
    fakeNetwork()
      .on('GET', 'event/GetBySportName')
      .ok([
        {
          ...live,
          prices: [
            { runnerId: 1, name: 'India', back: 1.85, lay: 1.87 },
            { runnerId: 2, name: 'Australia', back: 2.3, lay: 2.34 },
          ],
        },
      ]);
    await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
    const row = (await screen.findByRole('link', { name: 'India v Australia' })).closest('li') as HTMLElement;
    expect((await within(row).findByRole('group', { name: '1: India' })).textContent).toBe('1Back 1.85Lay 1.87');
    expect(within(row).getByRole('group', { name: '2: Australia' }).textContent).toBe('2Back 2.3Lay 2.34');
    expect(fakeNetwork().requestsTo('GET', 'event/GetBySportName')[0]?.url.searchParams.get('sportId')).toBe('3');
  });

  it('says when nothing is in play', async () => {
    fakeNetwork()
      .on('GET', 'Event/TreeSportWithEvent')
      .ok(sportTree([sportEvent({ title: 'Later' })]));
    await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
    expect(await screen.findByText('No event is being played right now.')).toBeDefined();
  });

  describe('starting soon', () => {
    const soonest = sportEvent({
      id: 11,
      title: 'Mumbai v Pune',
      dreamEventId: '32.11',
      openDate: '2030-01-01T14:30:00.000Z',
      matchDate: '2030-01-01T14:30:00.000Z',
      prices: [
        { runnerId: 1, name: 'Mumbai', back: 1.9, lay: 1.92 },
        { runnerId: 2, name: 'Pune', back: 2.1, lay: 2.14 },
      ],
    });
    const next = sportEvent({
      id: 12,
      title: 'Arsenal v Chelsea',
      sportId: 1,
      sportName: 'Football',
      dreamEventId: '32.12',
      openDate: '2030-01-01T15:00:00.000Z',
      matchDate: '2030-01-01T15:00:00.000Z',
    });

    it('lists the next events after those in play, each with its sport, start time and a link to its markets', async () => {
      const live = sportEvent({ id: 1, title: 'India v Australia', ...inPlay });
      fakeNetwork()
        .on('GET', 'Event/TreeSportWithEvent')
        .ok(sportTree([live]));
      fakeNetwork()
        .on('GET', 'Event/Closest')
        .ok([
          soonest,
          sportEvent({ id: 13, title: 'Nadal v Federer', sportId: 2, sportName: 'Tennis' }),
          // Started since the list was asked: the in-play list has it.
          sportEvent({ ...live, status: 'UPCOMING', matchDate: live.openDate }),
          next,
        ]);
      await renderRoute(<InPlayPage />, {
        path: '/inplay',
        session: player,
        settings: { ...allSportsBrand, tennis: false },
      });
      const list = await screen.findByRole('list', { name: 'Starting soon' });
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Mumbai v Pune', '/markets/11/32.11'],
        ['Arsenal v Chelsea', '/markets/12/32.12'],
      ]);
      const football = links[1]?.closest('li') as HTMLElement;
      expect(within(football).getByText('Football')).toBeDefined();
      expect(within(football).getByText(formatDateTime(next.openDate, 'en', startTime))).toBeDefined();
      const cricket = links[0]?.closest('li') as HTMLElement;
      expect(within(cricket).getByText('Cricket')).toBeDefined();
      expect(within(cricket).getByRole('group', { name: '1: Mumbai' }).textContent).toBe('1Back 1.9Lay 1.92');
      const heading = screen.getByRole('heading', { level: 2, name: 'Starting soon' });
      expect(follows(heading, screen.getByRole('list', { name: 'Cricket' }))).toBe(true);
      expect(fakeNetwork().requestsTo('GET', 'Event/Closest')[0]?.url.searchParams.get('count')).toBe(
        String(startingSoonAsked),
      );
    });

    it('offers the next events under the message when nothing is in play', async () => {
      fakeNetwork()
        .on('GET', 'Event/TreeSportWithEvent')
        .ok(sportTree([soonest]));
      fakeNetwork().on('GET', 'Event/Closest').ok([soonest, next]);
      await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
      const list = await screen.findByRole('list', { name: 'Starting soon' });
      expect(within(list).getByRole('link', { name: 'Mumbai v Pune' }).getAttribute('href')).toBe('/markets/11/32.11');
      expect(follows(list, screen.getByText('No event is being played right now.'))).toBe(true);
    });

    it('lists six events at most, soonest first', async () => {
      const events = Array.from({ length: 9 }, (_, index) =>
        sportEvent({ id: 20 + index, title: `Match ${index + 1}` }),
      );
      fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree([]));
      fakeNetwork().on('GET', 'Event/Closest').ok(events);
      await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
      const list = await screen.findByRole('list', { name: 'Starting soon' });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Match 1', 'Match 2', 'Match 3', 'Match 4', 'Match 5', 'Match 6']);
    });

    it('is left out when no event is about to start', async () => {
      fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree([]));
      fakeNetwork().on('GET', 'Event/Closest').ok([]);
      await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
      expect(await screen.findByText('No event is being played right now.')).toBeDefined();
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the next events' })).toBeNull());
      expect(screen.queryByRole('heading', { name: 'Starting soon' })).toBeNull();
    });

    it('says quietly when the next events could not be loaded, and asks again on request', async () => {
      fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree([]));
      fakeNetwork().once('GET', 'Event/Closest').fail(500, 'Odds feed down');
      fakeNetwork().on('GET', 'Event/Closest').ok([soonest]);
      await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
      expect(await screen.findByText('The next events could not be loaded.')).toBeDefined();
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      const list = await screen.findByRole('list', { name: 'Starting soon' });
      expect(within(list).getByRole('link', { name: 'Mumbai v Pune' })).toBeDefined();
    });

    it("shows its heading and start times in the player's language", async () => {
      fakeNetwork().on('GET', 'Event/TreeSportWithEvent').ok(sportTree([]));
      fakeNetwork().on('GET', 'Event/Closest').ok([soonest]);
      await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand, language: 'hi' });
      const list = await screen.findByRole('list', { name: 'जल्द शुरू होने वाले' });
      expect(within(list).getByText(formatDateTime(soonest.openDate, 'hi', startTime))).toBeDefined();
    });
  });
});
