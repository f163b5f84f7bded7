import { fakeNetwork } from '@exchange/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { storeLobbyUrl } from '../components/game-launch/lobby-url';
import { prefetchGames } from './prefetch-games';

const art = (id: number) => `https://api.test.example/cdn/games/art/code_${id}.svg`;
const game = (id: number, section: string, extra: object = {}) => ({
  id,
  code: `code_${id}`,
  name: `Game ${id}`,
  provider: 'Lotus Live',
  section,
  imageUrl: art(id),
  ...extra,
});

// Nine card games among slots, one without artwork and one whose address is refused.
const catalogue = [
  game(1, 'slots'),
  game(2, 'indian-card'),
  game(3, 'indian-card', { imageUrl: null }),
  game(4, 'indian-card', { imageUrl: 'javascript:alert(1)' }),
  game(5, 'slots'),
  ...[6, 7, 8, 9, 10, 11, 12].map((id) => game(id, 'indian-card')),
];

const imagePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

afterEach(() => {
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('prefetchGames', () => {
  it("asks for the artwork of the first screen's tiles, in the address's section, once the catalogue is in", async () => {
    window.history.replaceState(null, '', '/lobby?section=indian-card');
    fakeNetwork().on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    await prefetchGames();
    // The first six card games, as the page lays them out; the two without usable artwork have none.
    expect(imagePreloads()).toEqual([2, 6, 7, 8].map((id) => [art(id), 'high']));
    expect(fakeNetwork().requestsTo('GET', 'api/InternationalCasino/GetGames')).toHaveLength(1);

    // Asked again (the page's own preload), the catalogue is read from the cache and nothing is asked twice.
    await prefetchGames();
    expect(imagePreloads()).toHaveLength(4);
  });

  it('takes every section when the address names none or one it does not know', async () => {
    window.history.replaceState(null, '', '/casino?section=poker-night');
    fakeNetwork().on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    await prefetchGames();
    expect(imagePreloads().map(([href]) => href)).toEqual([1, 2, 5, 6].map(art));
  });

  it('asks for no artwork while lotus_url holds a game, or when the catalogue fails', async () => {
    fakeNetwork().on('GET', 'api/InternationalCasino/GetGames').fail(500, 'Down');
    await prefetchGames();
    expect(imagePreloads()).toEqual([]);

    storeLobbyUrl('https://api.test.example/casino/games/code_1#token=abc');
    await prefetchGames();
    expect(fakeNetwork().requestsTo('GET', 'api/InternationalCasino/GetGames')).toHaveLength(1);
    expect(imagePreloads()).toEqual([]);
  });
});
