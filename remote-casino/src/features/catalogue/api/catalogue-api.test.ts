import { observeCall } from '@exchange/shared/testing';
import { describe, expect, it } from 'vitest';

import { getGameList } from './get-game-list';
import { getGames } from './get-games';

const games = [{ id: 1, code: 'a', name: 'A', provider: 'P', section: 'slots' }, 'not a game'];

describe('the catalogue calls', () => {
  it('GetGames sends the bearer and its filters, in the background, and keeps every entry for the reader', async () => {
    localStorage.setItem('accessToken', 'player-token');
    const observed = await observeCall(
      'GET',
      'api/InternationalCasino/GetGames',
      () => getGames({ section: 'slots' }),
      games,
    );
    expect(observed.request.url.searchParams.get('section')).toBe('slots');
    expect(observed.bearer).toBe('player-token');
    expect(observed.showedLoading).toBe(false);
    expect(observed.result).toEqual(games);
  });

  it('reads a game list file of the CDN by name, without a bearer or cookies', async () => {
    localStorage.setItem('accessToken', 'player-token');
    const observed = await observeCall('GET', 'cdn/games/indian-card.json', () => getGameList('indian-card'), games);
    expect(observed.bearer).toBeNull();
    expect(observed.request.credentials).toBe('omit');
    expect(observed.result).toEqual(games);
  });
});
