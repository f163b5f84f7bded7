import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { preloadFirstPage, preloadRemotePage } from './preload-page';
import { loadRemoteModule } from './remote-modules';

vi.mock('./remote-modules', () => ({ loadRemoteModule: vi.fn() }));

const matchListPreload = vi.fn();
const marketsPreload = vi.fn();
const sportsPages = {
  MatchListPage: Object.assign(() => null, { preload: matchListPreload }),
  MarketsPage: Object.assign(() => null, { preload: marketsPreload }),
  RulesPage: () => null,
};
const context = { hostname: 'brand.example', knownHostnames: [] };
/** The promise chain of the module's load, then the page's preload. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.mocked(loadRemoteModule).mockResolvedValue(sportsPages as never);
  localStorage.setItem('accessToken', 'token-of-a-player');
});

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('preloading the first screen', () => {
  it("asks the route's remote page to preload with the parameters of the address", async () => {
    preloadFirstPage('/matchlist/4', context);
    await settled();
    expect(loadRemoteModule).toHaveBeenCalledWith('sports/pages');
    expect(matchListPreload).toHaveBeenCalledWith({ id: '4' });

    preloadFirstPage('/Markets/12/31.12', context);
    await settled();
    expect(marketsPreload).toHaveBeenLastCalledWith({ eventid: '12', dreamEventId: '31.12' });
    preloadFirstPage('/markets/31.12', context);
    await settled();
    expect(marketsPreload).toHaveBeenLastCalledWith({ dreamEventId: '31.12' });
  });

  it('preloads nothing where the route guard sends a visitor to log in, or for a host page', async () => {
    localStorage.clear();
    preloadFirstPage('/matchlist/4', context);
    preloadFirstPage('/no-such-page', context);
    await settled();
    expect(matchListPreload).not.toHaveBeenCalled();
    expect(loadRemoteModule).not.toHaveBeenCalledWith('sports/pages');
  });
});

describe('preloading a remote page', () => {
  it('does nothing for a page without preload, or a remote that cannot load', async () => {
    preloadRemotePage('sports/pages', 'RulesPage', {});
    vi.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('remote down'));
    preloadRemotePage('sports/pages', 'MatchListPage', { id: '3' });
    await settled();
    expect(matchListPreload).not.toHaveBeenCalled();
  });

  it("reports a page's failing preload without throwing: the page loads when it renders", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    matchListPreload.mockImplementationOnce(() => {
      throw new Error('broken preload');
    });
    preloadRemotePage('sports/pages', 'MatchListPage', { id: '3' });
    await settled();
    expect(warn).toHaveBeenCalledWith(
      'sports/pages MatchListPage: preloading the page failed; it loads when it renders.',
      new Error('broken preload'),
    );
    warn.mockRestore();
  });
});
