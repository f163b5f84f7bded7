import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import * as pages from './pages';

const routes: Record<keyof typeof pages, { path: string; route?: string }> = {
  CasinoPage: { path: '/casino' },
  LobbySectionPage: { path: '/lobby-page/slots', route: '/lobby-page/:section' },
  LobbyPage: { path: '/lobby' },
};

describe('the casino pages module', () => {
  it.each(Object.entries(pages) as [keyof typeof pages, ComponentType][])(
    'renders %s as a section of the casino remote',
    async (name, Page) => {
      const rendered = await renderRoute(<Page />, { ...routes[name], session: { username: 'alice', userId: 7 } });
      rendered.network.on('GET', 'api/InternationalCasino/GetGames').ok([]);
      rendered.network.on('GET', 'cdn/games/slots.json').ok([]);
      // The page's chunk and strings load lazily, as in the app.
      const section = await screen.findByRole('region', undefined, { timeout: 10_000 });
      expect(section.getAttribute('data-remote')).toBe('casino');
    },
  );
});
