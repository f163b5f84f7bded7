import { PlatformProvider, reportApiAnswered, reportApiUnreachable, settingsStore, uiStore } from '@exchange/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PlatformConfig } from '../config/platform-config';
import { PlatformConfigContext } from '../config/platform-context';
import { siteStatusStore } from '../config/site-status';
import { reloadRemote } from '../federation/remote-modules';
import { layoutLoaders } from '../layouts/layout-loaders';
import { localPlatformConfig } from '../test-fixtures';
import { appRouteObjects } from './app-router';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));

// The federation runtime is the network boundary: everything above it runs for real.
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const fakeModules: Record<string, Record<string, () => React.ReactElement>> = {
  'sports/widgets': { SportsMenu: () => <nav aria-label="Sports">Football</nav> },
  'sports/pages': {
    IndexPage: () => <h1>Sports index</h1>,
    MatchListPage: () => <h1>Match list</h1>,
  },
  'account/pages': { BetHistoryPage: () => <h1>Bet history</h1> },
  'auth/pages': { LoginPage: () => <h1>Log in</h1> },
};

const platform: PlatformConfig = localPlatformConfig;

/** A stored session that has not expired, as a login leaves it. */
function storeSession() {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('expire_DateTime', String(Date.now() + 3_600_000));
}

/** Renders the app at `path`; awaited, because remote pages suspend on their module. */
async function renderAt(
  path: string,
  knownHostnames: string[] = platform.knownHostnames,
  config: Partial<PlatformConfig> = {},
) {
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  await act(async () => {
    render(
      <PlatformConfigContext.Provider value={{ ...platform, ...config, knownHostnames }}>
        <PlatformProvider>
          <RouterProvider router={router} />
        </PlatformProvider>
      </PlatformConfigContext.Provider>,
    );
  });
  return router;
}

describe('the app routes', () => {
  // The router loads a layout's module when a route first needs it; loading them all up front keeps
  // the first import of each (slow under the test's transform) out of the tests' waiting times.
  beforeAll(async () => {
    await Promise.all(Object.values(layoutLoaders).map((load) => load()));
  });

  beforeEach(() => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'Gold Exchange' });
    runtime.loadRemote.mockImplementation(async (id: string) => fakeModules[id] ?? {});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const remote of ['auth', 'sports', 'casino', 'account'] as const) reloadRemote(remote);
  });

  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    uiStore.getState().setSidebarOpen(false);
    siteStatusStore.setState({ refreshing: false, lastLoadAt: Number.NEGATIVE_INFINITY });
    siteStatusStore.getState().setSuspended(false);
  });

  it('sends an unknown path to /error-404 and titles the page', async () => {
    const router = await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/error-404');
    await waitFor(() => expect(document.title).toBe('Gold Exchange | Page Not Found'));
  });

  it('shows maintenance while the site is suspended, and returns the player where they were once it is back', async () => {
    storeSession();
    siteStatusStore.setState({ lastLoadAt: Number.NEGATIVE_INFINITY });
    siteStatusStore.getState().setSuspended(true);
    // Not found: an answer the loader does not ask again for, so each check ends at once.
    let settingsAnswer = async (): Promise<Response> => new Response('', { status: 404 });
    const fetchMock = vi.fn((..._args: unknown[]) => settingsAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const router = await renderAt('/bet-history?page=2');
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/under-maintenance');
    expect(localStorage.getItem('siteSuspended')).toBe('true');

    // The page asked once on landing (the last load was long ago), and the brand's file was not there.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 10_000 });
    await waitFor(() => expect(siteStatusStore.getState().refreshing).toBe(false), { timeout: 10_000 });
    expect(siteStatusStore.getState().suspended).toBe(true);
    // The page says how far it is, and asks again when the player presses "Check now".
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Checked once so far\. Checking again in \d+ seconds?\.$/,
    );
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    settingsAnswer = async () => Response.json({ domainTitle: 'Gold Exchange' });
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('heading', { name: 'Bet history' }, { timeout: 10_000 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/bet-history');
    expect(router.state.location.search).toBe('?page=2');
    expect(localStorage.getItem('siteSuspended')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cdn/settings/'))).toBe(true);
  });

  it('sends a visitor without a token to login with the wanted path', async () => {
    const router = await renderAt('/bet-history?page=2');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fbet-history%3Fpage%3D2');
  });

  it("lists every account page in the phone's menu for a player", async () => {
    storeSession();
    await renderAt('/bet-history');
    expect(await screen.findByRole('heading', { name: 'Bet history' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Open sports menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const [name, href] of [
      ['Deposit and withdraw', '/depositw'],
      ['Account statement', '/account-cash-statement'],
      ['Activity log', '/activity-log'],
      ['Responsible play', '/responsible-play'],
    ]) {
      expect(within(menu).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('renders the remote page of an auth route for a player with a token', async () => {
    storeSession();
    await renderAt('/bet-history');
    expect(await screen.findByRole('heading', { name: 'Bet history' })).toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/pages');
    await waitFor(() => expect(document.title).toBe('Gold Exchange | Bet History'));
  });

  it('names the spinner of a remote page that is still loading', async () => {
    storeSession();
    let loaded: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockImplementation(() => new Promise((resolve) => (loaded = resolve)));
    await renderAt('/bet-history');
    expect(await screen.findByRole('progressbar', { name: 'Loading section' })).toBeDefined();
    loaded(fakeModules['account/pages']);
    expect(await screen.findByRole('heading', { name: 'Bet history' })).toBeDefined();
  });

  it('opens the index to a visitor on a known hostname from the root', async () => {
    const router = await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Sports index' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/index');
  });

  it('sends a visitor of the crash-game brand to log in, whose default way on is the entry step that opens the game', async () => {
    settingsStore.getState().setDomainSetting({ domainTitle: 'Aviator', domain: 'aviator.localhost' });
    const router = await renderAt('/', [], { crashGameDomain: 'aviator.localhost' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('');
  });

  it('sends the root of an unknown hostname to match list 3', async () => {
    storeSession();
    const router = await renderAt('/', []);
    expect(await screen.findByRole('heading', { name: 'Match list' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/matchlist/3');
  });

  it("asks a remote page to preload its data with the route's parameters as it mounts", async () => {
    storeSession();
    const preload = vi.fn();
    runtime.loadRemote.mockImplementation(async (id: string) =>
      id === 'sports/pages'
        ? { MatchListPage: Object.assign(() => <h1>Match list</h1>, { preload }) }
        : (fakeModules[id] ?? {}),
    );
    await renderAt('/matchlist/4');
    expect(await screen.findByRole('heading', { name: 'Match list' })).toBeDefined();
    expect(preload).toHaveBeenCalledWith({ id: '4' });
  });

  it('loads the sports menu on a phone only when the player opens the drawer', async () => {
    storeSession();
    // A phone: no media query of a wider screen matches.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    await renderAt('/matchlist/3');
    expect(await screen.findByRole('heading', { name: 'Match list' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Sports' })).toBeNull();
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('sports/widgets');

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Open sports menu' }));
    });
    expect(await screen.findByRole('navigation', { name: 'Sports' })).toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledWith('sports/widgets');
  });

  it('shows an unavailable section with Retry while the shell keeps working, and recovers', async () => {
    storeSession();
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'account/pages') throw new Error('connection refused');
      return fakeModules[id] ?? {};
    });
    await renderAt('/bet-history');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This section is unavailable');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(await screen.findByRole('navigation', { name: 'Sports' })).toBeDefined();

    runtime.loadRemote.mockImplementation(async (id: string) => fakeModules[id] ?? {});
    const retry = screen.getByRole('button', { name: 'Retry' });
    // Awaited act: the retried page suspends on its module again.
    await act(async () => {
      await userEvent.click(retry);
    });

    expect(await screen.findByRole('heading', { name: 'Bet history' })).toBeDefined();
    expect(runtime.loadRemote.mock.calls.filter(([id]) => id === 'account/pages')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contains a remote page that throws while rendering', async () => {
    storeSession();
    runtime.loadRemote.mockImplementation(async (id: string) =>
      id === 'account/pages'
        ? {
            BetHistoryPage: () => {
              throw new Error('broken page');
            },
          }
        : (fakeModules[id] ?? {}),
    );
    await renderAt('/bet-history');
    expect((await screen.findByRole('alert')).textContent).toContain('The account section could not be loaded');
  });

  it('treats a remote that lacks the contracted export as unavailable', async () => {
    storeSession();
    runtime.loadRemote.mockImplementation(async (id: string) => (id === 'account/pages' ? {} : fakeModules[id]));
    await renderAt('/bet-history');
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(console.error).toHaveBeenCalledWith(
      'The account section failed.',
      expect.objectContaining({ message: expect.stringContaining('has no export BetHistoryPage') }),
      expect.anything(),
    );
  });

  it('keeps the loading overlay until a remote page has rendered, so the page appears whole', async () => {
    const overlay = document.createElement('div');
    overlay.id = 'app-loading';
    document.body.append(overlay);
    let deliver: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockImplementation((id: string) =>
      id === 'auth/pages' ? new Promise((resolve) => (deliver = resolve)) : Promise.resolve(fakeModules[id] ?? {}),
    );
    await renderAt('/auth/login');
    // The layout and the page's spinner are rendered, under the overlay.
    expect(screen.getByRole('status')).toBeDefined();
    expect(overlay.hasAttribute('hidden')).toBe(false);

    await act(async () => deliver(fakeModules['auth/pages']));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeDefined();
    expect(overlay.hasAttribute('hidden')).toBe(true);
    overlay.remove();
  });

  it('lets the overlay give way to a remote page that failed', async () => {
    const overlay = document.createElement('div');
    overlay.id = 'app-loading';
    document.body.append(overlay);
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'auth/pages') throw new Error('remoteEntry.js failed');
      return fakeModules[id] ?? {};
    });
    await renderAt('/auth/login');
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(overlay.hasAttribute('hidden')).toBe(true);
    overlay.remove();
  });

  it('hides the loading overlay once a route has rendered', async () => {
    const overlay = document.createElement('div');
    overlay.id = 'app-loading';
    document.body.append(overlay);
    await renderAt('/test');
    await waitFor(() => expect(overlay.hasAttribute('hidden')).toBe(true));
    overlay.remove();
  });

  it('marks an account page as out of date while the api cannot be reached, and clears the mark when it answers', async () => {
    // The api answers until the test says it does not.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, result: null })),
    );
    storeSession();
    await renderAt('/bet-history');
    expect(await screen.findByRole('heading', { name: 'Bet history' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByText('Connection lost')).toBeNull();

    act(() => reportApiUnreachable(new Date(2026, 10, 29, 3, 12, 5).getTime()));
    const notice = screen.getByText('Connection lost').closest('[role="status"]');
    expect(notice?.textContent).toMatch(/^Connection lost.*last updated at 3:12:05\s?am and may be out of date/i);
    expect(screen.getByRole('heading', { name: 'Bet history' })).toBeDefined();

    act(() => reportApiAnswered());
    expect(screen.queryByText('Connection lost')).toBeNull();
  });
});
