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

  it('says when nothing is in play', async () => {
    fakeNetwork()
      .on('GET', 'Event/TreeSportWithEvent')
      .ok(sportTree([sportEvent({ title: 'Later' })]));
    await renderRoute(<InPlayPage />, { path: '/inplay', session: player, settings: allSportsBrand });
    expect(await screen.findByText('No event is being played right now.')).toBeDefined();
  });
});
