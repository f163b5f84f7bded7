import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { player } from '../../testing/sports-fixtures';
import { RulesPage } from './rules-page';

describe('the rules page', () => {
  it('explains each market type to players', async () => {
    const { user } = await renderRoute(<RulesPage />, { path: '/rules', session: player });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Exchange markets: back and lay',
      'Bookmaker markets',
      'Fancy (session) markets',
      'In-play betting',
      'Suspended and closed markets',
      'Commission',
    ]);
    await user.click(screen.getByRole('button', { name: 'Fancy (session) markets' }));
    expect(await screen.findByText(/YES at line L and rate R wins S × R ÷ 100/)).toBeDefined();
  });

  it('is written in Hindi for a Hindi reader', async () => {
    await renderRoute(<RulesPage />, { path: '/rules', session: player, language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'नियम' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'बुकमेकर मार्केट' })).toBeDefined();
  });
});
