import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LobbySectionPage } from './lobby-section-page';

const slots = [
  { id: 1, code: 'a', name: 'Gates of Gold', provider: 'Spin Forge', section: 'slots' },
  { id: 2, code: 'b', name: 'Tiger Fortune', provider: 'Saffron Gaming', section: 'slots' },
];

describe('a lobby section page', () => {
  it("shows the section's game list file from the CDN, in Hindi too", async () => {
    const { network } = await renderRoute(<LobbySectionPage />, {
      path: '/lobby-page/slots',
      route: '/lobby-page/:section',
      language: 'hi',
      session: { username: 'alice', userId: 7 },
    });
    network.on('GET', 'cdn/games/slots.json').ok(slots);
    expect(await screen.findByRole('heading', { name: 'स्लॉट्स' })).toBeDefined();
    const list = await screen.findByRole('list', { name: '2 गेम' });
    expect(within(list).getByRole('button', { name: 'Spin Forge का Gates of Gold खेलें' })).toBeDefined();
    expect(network.requestsTo('GET', 'cdn/games/slots.json')[0]?.headers.get('authorization')).toBeNull();
  });

  it('moves to another section by its tab', async () => {
    const { network, user, router } = await renderRoute(<LobbySectionPage />, {
      path: '/lobby-page/slots',
      route: '/lobby-page/:section',
      session: { username: 'alice', userId: 7 },
    });
    network.on('GET', 'cdn/games/slots.json').ok(slots);
    await user.click(await screen.findByRole('tab', { name: 'Crash games' }));
    expect(router.state.location.pathname).toBe('/lobby-page/crash');
  });

  it('explains an unknown section and leads to all games', async () => {
    await renderRoute(<LobbySectionPage />, {
      path: '/lobby-page/bingo',
      route: '/lobby-page/:section',
      session: { username: 'alice', userId: 7 },
    });
    expect(await screen.findByRole('heading', { name: 'No such casino section' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'See all games' }).getAttribute('href')).toBe('/casino');
  });
});
