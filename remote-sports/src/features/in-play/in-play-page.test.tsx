import { fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { allSportsBrand, inPlay, player, sportEvent, sportTree } from '../../testing/sports-fixtures';
import { InPlayPage } from './in-play-page';

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
});
