import type { CasinoGame } from '@exchange/contracts';
import { readStorage, storageKeys } from '@exchange/shared';
import { fakeApiBase, fakeNetwork, renderRoute } from '@exchange/shared/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { CasinoPage, LobbyPage, LobbySectionPage } from './pages';

const game = (id: number, name: string, section: string, extra: Partial<CasinoGame> = {}): CasinoGame => ({
  id,
  code: `code-${id}`,
  name,
  provider: 'Evo Demo',
  section,
  imageUrl: `${fakeApiBase}/cdn/games/${id}.svg`,
  ...extra,
});

const catalogue = [
  game(1, 'Starburst Demo', 'slots'),
  game(2, 'Lightning Roulette', 'live-casino', { tagline: 'Min 100 · Max 5L' }),
  game(3, 'Teen Patti Live', 'indian-card', { imageUrl: null }),
  game(2, 'Lightning Roulette (again)', 'live-casino'),
  game(4, 'Aviator', 'crash'),
];

const player = { username: 'player1', userId: 42 };

// Each test renders a whole lobby of MUI cards in StrictMode, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const tableNames = () => screen.getAllByRole('article').map((table) => within(table).getByRole('heading').textContent);

describe('the live lobby (casino/pages of the variant build)', { timeout: 30_000 }, () => {
  it('shows its own banner and the catalogue as large tables, live tables first, each game once', async () => {
    fakeNetwork().on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    await renderRoute(<CasinoPage />, { path: '/casino', session: player });

    const lobby = await screen.findByRole('region', { name: 'Live Casino' });
    expect(lobby.dataset).toMatchObject({ remote: 'casino', variant: 'live' });
    await screen.findAllByRole('article');
    expect(tableNames()).toEqual(['Lightning Roulette', 'Starburst Demo', 'Aviator', 'Teen Patti Live']);
    expect(screen.getByText('Min 100 · Max 5L')).toBeDefined();
    // A table without artwork keeps its place with the game's initials.
    expect(within(screen.getAllByRole('article')[3]!).getByText('TP')).toBeDefined();
    const sections = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(sections).getByRole('link', { name: 'All tables' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows one section on /lobby-page/:section', async () => {
    fakeNetwork().on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    await renderRoute(<LobbySectionPage />, {
      path: '/lobby-page/slots',
      route: '/lobby-page/:section',
      session: player,
    });
    await screen.findAllByRole('article');
    expect(tableNames()).toEqual(['Starburst Demo']);
    const sections = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(sections).getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when the catalogue cannot be loaded, and loads it again on request', async () => {
    const network = fakeNetwork();
    network.once('GET', 'api/InternationalCasino/GetGames').fail(500, 'Internal Server Error');
    network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    const { user } = await renderRoute(<CasinoPage />, { path: '/casino', session: player });
    expect((await screen.findByRole('alert')).textContent).toContain('The tables could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('launches a table: asks for its URL, keeps it as lotus_url and opens /lobby', async () => {
    const network = fakeNetwork();
    network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    network.on('POST', 'Casino/GetGameUrl').ok({ url: `${fakeApiBase}/games/roulette?t=1` });
    const { user, router } = await renderRoute(<CasinoPage />, { path: '/casino', session: player });

    await user.click(await screen.findByRole('button', { name: 'Play Lightning Roulette' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby'));
    expect(network.requestsTo('POST', 'Casino/GetGameUrl')[0]?.body).toEqual({
      userId: 42,
      gameCode: 'code-2',
      gameId: 2,
      country: 'IN',
    });
    expect(readStorage(storageKeys.lobbyUrl)).toBe(`${fakeApiBase}/games/roulette?t=1`);
  });

  it('keeps the player at the tables with a message when the launch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = fakeNetwork();
    network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    network.on('POST', 'Casino/GetGameUrl').fail(500, 'Provider down');
    const { user, router } = await renderRoute(<CasinoPage />, { path: '/casino', session: player });

    await user.click(await screen.findByRole('button', { name: 'Play Aviator' }));
    expect(await screen.findByText('Aviator could not be opened. Please try again.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/casino');
    expect(readStorage(storageKeys.lobbyUrl)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("frames the launched game on /lobby only when the brand's api serves it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.lobbyUrl, `${fakeApiBase}/games/roulette`);
    const { unmount } = await renderRoute(<LobbyPage />, { path: '/lobby', session: player });
    const frame = await screen.findByTitle('Casino game');
    expect(frame.getAttribute('src')).toBe(`${fakeApiBase}/games/roulette?lang=en`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.closest('[data-variant="live"]')).not.toBeNull();
    unmount();

    localStorage.setItem(storageKeys.lobbyUrl, 'https://games.evil.example/roulette');
    await renderRoute(<LobbyPage />, { path: '/lobby', session: player });
    expect(await screen.findByText('This game cannot be shown here.')).toBeDefined();
    expect(screen.queryByTitle('Casino game')).toBeNull();
    await waitFor(() => expect(readStorage(storageKeys.lobbyUrl)).toBeNull());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['not on an allowed origin', 'https://games.evil.example/roulette#token=abc'],
    ['not https', 'http://api.evil.example/roulette'],
    ['with a script scheme', 'javascript:alert(1)'],
  ])('never keeps or frames a launch URL %s: the player stays at the tables with a message', async (_case, url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = fakeNetwork();
    network.on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    network.on('POST', 'Casino/GetGameUrl').ok({ url });
    const { user, router } = await renderRoute(<CasinoPage />, { path: '/casino', session: player });

    await user.click(await screen.findByRole('button', { name: 'Play Aviator' }));
    expect(await screen.findByText('Aviator cannot be opened on this site.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/casino');
    expect(readStorage(storageKeys.lobbyUrl)).toBeNull();
    warn.mockRestore();
  });

  it('shows hostile game names as text and survives entries without artwork', async () => {
    const network = fakeNetwork();
    network
      .on('GET', 'api/InternationalCasino/GetGames')
      .ok([
        game(7, '<img src=x onerror="alert(1)">', 'live-casino', { imageUrl: null }),
        game(8, 'Baccarat', 'mystery-section'),
      ]);
    await renderRoute(<CasinoPage />, { path: '/casino', session: player });
    expect(await screen.findByRole('heading', { level: 2, name: '<img src=x onerror="alert(1)">' })).toBeDefined();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Baccarat' })).toBeDefined();
  });

  it("listens to the game frame only at its exact origin: anyone else's exit is ignored and logged", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.lobbyUrl, `${fakeApiBase}/games/roulette`);
    const { router } = await renderRoute(<LobbyPage />, { path: '/lobby', session: player });
    const frame = (await screen.findByTitle('Casino game')) as HTMLIFrameElement;
    const exit = { source: 'casino-game', game: 'roulette', type: 'exit' };
    const post = (origin: string, source: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: exit, origin, source: source as MessageEventSource }));
      });

    post('https://games.evil.example', frame.contentWindow);
    expect(screen.getByTitle('Casino game')).toBeDefined();
    expect(warn).toHaveBeenCalledWith("Ignored a message from https://games.evil.example, not the game's frame.");

    post(new URL(fakeApiBase).origin, frame.contentWindow);
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino'));
    expect(readStorage(storageKeys.lobbyUrl)).toBeNull();
    warn.mockRestore();
  });

  it('goes back from the game to the tables and forgets it', async () => {
    localStorage.setItem(storageKeys.lobbyUrl, `${fakeApiBase}/games/roulette`);
    const { user, router } = await renderRoute(<LobbyPage />, { path: '/lobby', session: player });
    await user.click(await screen.findByRole('button', { name: 'Back to the tables' }));
    expect(router.state.location.pathname).toBe('/casino');
    expect(readStorage(storageKeys.lobbyUrl)).toBeNull();
  });

  it('speaks Hindi', async () => {
    fakeNetwork().on('GET', 'api/InternationalCasino/GetGames').ok(catalogue);
    await renderRoute(<LobbyPage />, { path: '/lobby', session: player, language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'लाइव कैसीनो' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Lightning Roulette खेलें' })).toBeDefined();
  });
});
