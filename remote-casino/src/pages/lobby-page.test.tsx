import { renderRoute } from '@exchange/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LobbyPage } from './lobby-page';

const game = (id: number, name: string, section: string, provider: string, extra: object = {}) => ({
  id,
  code: `code_${id}`,
  name,
  provider,
  section,
  imageUrl: `https://api.test.example/cdn/games/art/code_${id}.svg`,
  ...extra,
});

const catalogue = [
  game(201206, 'Aviator', 'crash', 'SBE Games'),
  game(2, 'Teen Patti', 'indian-card', 'Saffron Gaming'),
  game(3, 'Andar Bahar', 'indian-card', 'Lotus Live'),
  game(4, 'Gates of Gold', 'slots', 'Spin Forge', { imageUrl: null }),
  game(5, 'Lightning Roulette', 'live-casino', 'Lotus Live', { tagline: 'Min 100 · Max 5L' }),
];

const gameUrl = 'https://api.test.example/casino/games/code_201206#token=abc';

async function openLobby(
  answer: (network: Awaited<ReturnType<typeof renderRoute>>['network']) => void,
  path = '/lobby',
  language: 'en' | 'hi' = 'en',
) {
  const rendered = await renderRoute(<LobbyPage />, {
    path,
    route: '/lobby',
    session: { username: 'alice', userId: 7 },
    language,
  });
  answer(rendered.network);
  return rendered;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the casino lobby', () => {
  it("writes a table's stakes in the player's language, and a tagline as it came without them", async () => {
    const table = { tagline: 'Min 1,000 · Max 10L', stakeLimits: { min: 1000, max: 1_000_000 } };
    const tables = [game(6, 'Grand Blackjack', 'live-casino', 'Lotus Live', table), ...catalogue];
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(tables), '/lobby', 'hi');
    expect(await screen.findByText('Lotus Live · न्यूनतम 1,000 · अधिकतम 10 लाख')).toBeDefined();
    expect(screen.getByText('Lotus Live · Min 100 · Max 5L')).toBeDefined();
  });

  it('shows skeletons, then every game as a tile with its artwork in a box that keeps its size', async () => {
    let release: (() => void) | undefined;
    const { network } = await openLobby((network) => {
      const held = network.on('GET', 'api/InternationalCasino/GetGames').hold();
      release = () => held.ok(catalogue);
    });
    expect(await screen.findByRole('list', { name: 'Loading games' })).toBeDefined();
    act(() => release?.());
    const list = await screen.findByRole('list', { name: '5 games' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    const art = list.querySelector('img');
    expect(art?.getAttribute('src')).toBe('https://api.test.example/cdn/games/art/code_201206.svg');
    // A game without artwork shows its initials instead.
    expect(
      within(screen.getByRole('button', { name: 'Play Gates of Gold by Spin Forge' })).getByText('GOG'),
    ).toBeDefined();
    expect(network.requestsTo('GET', 'api/InternationalCasino/GetGames')).toHaveLength(1);
  });

  it('asks for the first screen of artwork at once and first, and the rest only near the screen', async () => {
    const many = Array.from({ length: 9 }, (_, index) => game(100 + index, `Game ${index + 1}`, 'slots', 'Spin Forge'));
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(many));
    const list = await screen.findByRole('list', { name: '9 games' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(9));
    const art = Array.from(list.querySelectorAll('img'));
    expect(art.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      ...Array(3).fill('lazy'),
    ]);
    expect(art.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      ...Array(6).fill('high'),
      ...Array(3).fill('auto'),
    ]);
    // Their size is known before they load, so the grid does not move as they arrive.
    expect(art.every((image) => image.getAttribute('width') === '320' && image.getAttribute('height') === '240')).toBe(
      true,
    );
  });

  it("renders the first screen's tiles in a commit of their own, then the rest", async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      game(300 + index, `Game ${index + 1}`, 'slots', 'Spin Forge'),
    );
    // The number of tiles on the page at each commit of the lobby.
    const tilesAtCommits: number[] = [];
    const counted = () => tilesAtCommits.push(document.querySelectorAll('ul[aria-label="20 games"] > li').length);
    const rendered = await renderRoute(
      <Profiler id="lobby" onRender={counted}>
        <LobbyPage />
      </Profiler>,
      { path: '/lobby', route: '/lobby', session: { username: 'alice', userId: 7 } },
    );
    rendered.network.on('GET', 'api/InternationalCasino/GetGames').ok(many);
    const list = await screen.findByRole('list', { name: '20 games' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(20));
    const shown = tilesAtCommits.filter((count) => count > 0);
    expect(shown[0]).toBe(6);
    expect(shown.at(-1)).toBe(20);
    // The first tiles stay where they are: the rest are added after them.
    expect(within(list).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('Play Game 1 by Spin Forge');
  });

  it('filters by section and provider', async () => {
    const { user } = await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue));
    await screen.findByRole('list', { name: '5 games' });

    await user.click(screen.getByRole('tab', { name: 'Indian card games' }));
    expect(await screen.findByRole('list', { name: '2 games' })).toBeDefined();

    await user.click(screen.getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Lotus Live' }));
    const list = await screen.findByRole('list', { name: '1 game' });
    expect(within(list).getByRole('button', { name: 'Play Andar Bahar by Lotus Live' })).toBeDefined();
  });

  it('searches names and providers, and says when nothing matches', async () => {
    const { user } = await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue));
    await screen.findByRole('list', { name: '5 games' });
    await user.click(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.paste('roulette');
    expect(await screen.findByRole('list', { name: '1 game' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Play Lightning Roulette by Lotus Live' })).toBeDefined();

    await user.paste(' nothing');
    expect(await screen.findByText('No game matches your search.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: '5 games' })).toBeDefined();
  });

  it('survives a hostile game list: bad entries, repeated ids, unknown sections, unsafe artwork and markup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openLobby((network) =>
      network.on('GET', 'api/InternationalCasino/GetGames').ok([
        null,
        { id: 'x' },
        game(2, '<img src=x onerror=alert(1)>Teen Patti', 'indian-card', 'Saffron Gaming', {
          imageUrl: 'javascript:alert(1)',
        }),
        game(2, 'Copy', 'slots', 'Spin Forge'),
        game(9, 'Bingo', 'bingo', 'Spin Forge'),
      ]),
    );
    const list = await screen.findByRole('list', { name: '2 games' });
    expect(list.querySelector('img[src^="javascript"]')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(within(list).getByText('img src=x onerror=alert(1)Teen Patti')).toBeDefined();
    expect(within(list).getByText('Bingo')).toBeDefined();
    expect(warn).toHaveBeenCalledWith('Some entries of the game list were dropped or changed:', expect.any(Array));
  });

  it('shows an error with a retry that loads the games', async () => {
    const { network, user } = await openLobby((network) => {
      network.once('GET', 'api/InternationalCasino/GetGames').fail(500, 'Internal server error');
      network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    });
    expect(await screen.findByText(/The games could not be loaded/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: '5 games' })).toBeDefined();
    expect(network.requestsTo('GET', 'api/InternationalCasino/GetGames')).toHaveLength(2);
  });

  it('says so when the catalogue is empty', async () => {
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok([]));
    expect(await screen.findByText('There are no games here yet.')).toBeDefined();
  });

  it('launches a game: asks its URL for the player, stores it as lotus_url and frames it, sandboxed', async () => {
    const { network, user } = await openLobby((network) => {
      network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
      network.on('POST', 'Casino/GetGameUrl').ok({ url: gameUrl });
    });
    await user.click(await screen.findByRole('button', { name: 'Play Aviator by SBE Games' }));
    const frame = await screen.findByTitle('Casino game');
    // The frame names the player's language for the game; lotus_url keeps the api's answer.
    expect(frame.getAttribute('src')).toBe('https://api.test.example/casino/games/code_201206?lang=en#token=abc');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(localStorage.getItem('lotus_url')).toBe(gameUrl);
    expect(network.requestsTo('POST', 'Casino/GetGameUrl')[0]?.body).toEqual({
      userId: 7,
      gameCode: 'code_201206',
      gameId: 201206,
      country: 'IN',
    });

    await user.click(screen.getByRole('button', { name: 'Back to the lobby' }));
    expect(await screen.findByRole('list', { name: '5 games' })).toBeDefined();
    expect(localStorage.getItem('lotus_url')).toBeNull();
  });

  it('swallows a failed launch: logged, a toast, and the player stays in the lobby', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openLobby((network) => {
      network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
      network.on('POST', 'Casino/GetGameUrl').fail(500, 'Internal server error');
    });
    await user.click(await screen.findByRole('button', { name: 'Play Aviator by SBE Games' }));
    expect(await screen.findByText('Aviator could not be opened. Please try again.')).toBeDefined();
    expect(screen.queryByTitle('Casino game')).toBeNull();
    expect(screen.getByRole('list', { name: '5 games' })).toBeDefined();
    expect(localStorage.getItem('lotus_url')).toBeNull();
    expect(warn).toHaveBeenCalledWith('The game code_201206 could not be opened.', expect.anything());
  });

  it.each([
    ['not on an allowed origin', 'https://evil.example/casino/games/x#token=abc'],
    ['not https', 'http://api.test.example/casino/games/x'],
  ])('never frames a game URL %s', async (_case, url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openLobby((network) => {
      network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
      network.on('POST', 'Casino/GetGameUrl').ok({ url });
    });
    await user.click(await screen.findByRole('button', { name: 'Play Aviator by SBE Games' }));
    expect(await screen.findByText('Aviator cannot be opened on this site.')).toBeDefined();
    expect(screen.queryByTitle('Casino game')).toBeNull();
    expect(localStorage.getItem('lotus_url')).toBeNull();
  });

  it("frames a game from the brand's own allowed game origins too", async () => {
    const url = 'https://crash.example/play#token=abc';
    const rendered = await renderRoute(<LobbyPage />, {
      path: '/lobby',
      session: { username: 'alice', userId: 7 },
      settings: { domainTitle: 'Brand', allowedGameOrigins: ['https://crash.example'] },
    });
    rendered.network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    rendered.network.on('POST', 'Casino/GetGameUrl').ok({ url });
    await rendered.user.click(await screen.findByRole('button', { name: 'Play Aviator by SBE Games' }));
    expect((await screen.findByTitle('Casino game')).getAttribute('src')).toBe(
      'https://crash.example/play?lang=en#token=abc',
    );
  });

  it('opens the stored lobby URL straight away (the crash-game brand)', async () => {
    localStorage.setItem('lotus_url', gameUrl);
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue));
    expect((await screen.findByTitle('Casino game')).getAttribute('src')).toBe(
      'https://api.test.example/casino/games/code_201206?lang=en#token=abc',
    );
  });

  it("opens the game in the player's language", async () => {
    localStorage.setItem('lotus_url', gameUrl);
    const rendered = await renderRoute(<LobbyPage />, {
      path: '/lobby',
      session: { username: 'alice', userId: 7 },
      language: 'hi',
    });
    rendered.network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    expect((await screen.findByTitle('कैसीनो गेम')).getAttribute('src')).toBe(
      'https://api.test.example/casino/games/code_201206?lang=hi#token=abc',
    );
    expect(localStorage.getItem('lotus_url')).toBe(gameUrl);
  });

  it('drops a stored lobby URL that may not be framed and shows the lobby', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('lotus_url', 'https://evil.example/x');
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue));
    expect(await screen.findByRole('list', { name: '5 games' })).toBeDefined();
    expect(screen.getByText('Game cannot be opened on this site.')).toBeDefined();
    expect(screen.queryByTitle('Casino game')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('lotus_url')).toBeNull());
  });

  it('names the game in its heading and the tab once the game says it is ready', async () => {
    localStorage.setItem('lotus_url', gameUrl);
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue));
    const frame = (await screen.findByTitle('Casino game')) as HTMLIFrameElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeDefined();
    const ready = { source: 'casino-game', game: 'sbe_aviator', type: 'ready', name: 'Aviator\u202E<b>' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: ready,
          origin: 'https://api.test.example',
          source: frame.contentWindow as MessageEventSource,
        }),
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviatorb' })).toBeDefined();
    expect(document.title).toMatch(/Aviatorb$/);
  });

  it("talks with the game frame only at its exact origin: exit closes it, anyone else's messages are ignored and logged", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('lotus_url', gameUrl);
    await openLobby((network) => network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue));
    const frame = (await screen.findByTitle('Casino game')) as HTMLIFrameElement;
    const exit = { source: 'casino-game', game: 'sbe_aviator', type: 'exit' };
    const post = (data: unknown, origin: string, source: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
      });

    post(exit, 'https://evil.example', frame.contentWindow);
    post(exit, 'https://api.test.example', window);
    post({ type: 'exit' }, 'https://api.test.example', frame.contentWindow);
    expect(screen.getByTitle('Casino game')).toBeDefined();
    expect(warn).toHaveBeenCalledWith("Ignored a message from https://evil.example, not the game's frame.");
    expect(warn).toHaveBeenCalledWith('Ignored a malformed message from the game.');

    post(exit, 'https://api.test.example', frame.contentWindow);
    expect(await screen.findByRole('list', { name: '5 games' })).toBeDefined();
  });
});
