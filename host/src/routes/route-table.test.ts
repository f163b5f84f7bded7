import { describe, expect, it } from 'vitest';

import { loginRedirectPath } from './route-redirects';
import { documentTitle, requiresAuth, routeTable } from './route-table';

const byPath = (path: string) => routeTable.find((route) => route.path === path);

describe('the route table', () => {
  it.each([
    ['/index', 'main'],
    ['/inplay', 'main'],
    ['/markets/:eventid?/:dreamEventId', 'main'],
    ['/matchlist/:id', 'main'],
    ['/casino', 'main'],
    ['/lobby-page/:section', 'main'],
    ['/underConstruction', 'main'],
    ['/open-bets', 'main'],
    ['/rules', 'main'],
    ['/change-password', 'main'],
    ['/account-cash-statement', 'main'],
    ['/bet-history', 'main'],
    ['/current-bet', 'main'],
    ['/ProfitLoss', 'main'],
    ['/dwrequests', 'main'],
    ['/depositw/:id?', 'main'],
    ['/change-button-values', 'main'],
    ['/comingsoon', 'main'],
    ['/bonus', 'main'],
    ['/responsible-play', 'main'],
    ['/activity-log', 'main'],
    ['/lobby', 'casino'],
    ['/auth/login', 'auth'],
    ['/auth/signup', 'auth'],
    ['/auth/verfication', 'auth'],
    ['/auth/logout', 'auth'],
    ['/not-authorized', 'full-page'],
    ['/error-404', 'full-page'],
    ['/error-500', 'full-page'],
    ['/under-maintenance', 'full-page'],
    ['/test', 'full-page'],
  ])('has %s in the %s layout', (path, layout) => {
    expect(byPath(path)?.layout).toBe(layout);
  });

  it('needs no token for the auth pages (the forgotten password one too), the full pages and underConstruction', () => {
    const open = routeTable.filter((route) => route.auth === 'public').map((route) => route.path);
    expect(open.sort()).toEqual(
      [
        '/',
        '/underConstruction',
        '/auth/login',
        '/auth/signup',
        '/auth/verfication',
        '/auth/verification',
        '/auth/logout',
        '/auth/forgot-password',
        '/not-authorized',
        '/error-404',
        '/error-500',
        '/under-maintenance',
        '/test',
      ].sort(),
    );
  });

  it('uses the titles the specification names', () => {
    expect(byPath('/index')?.title).toBe('Index');
    expect(byPath('/open-bets')?.title).toBe('Unselected Bets');
    expect(byPath('/lobby')?.title).toBe('Casino');
    expect(byPath('/markets/:eventid?/:dreamEventId')?.title).toBe('Markets');
  });

  it('has no path twice', () => {
    const paths = routeTable.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('route helpers', () => {
  it('sends a visitor to login with the wanted path and query, encoded', () => {
    expect(loginRedirectPath({ pathname: '/bet-history', search: '?page=2&size=10' })).toBe(
      '/auth/login?redirect=%2Fbet-history%3Fpage%3D2%26size%3D10',
    );
  });

  it('opens /index to visitors on known hostnames only', () => {
    const index = { auth: 'required-unless-known-host' } as const;
    expect(requiresAuth(index, 'localhost', ['localhost'])).toBe(false);
    expect(requiresAuth(index, 'gold.localhost', ['localhost'])).toBe(true);
    expect(requiresAuth({ auth: 'required' }, 'localhost', ['localhost'])).toBe(true);
    expect(requiresAuth({ auth: 'public' }, 'anywhere', [])).toBe(false);
  });

  it('titles a page "<domain title> | <route title>"', () => {
    expect(documentTitle('Gold Exchange', 'Bet History')).toBe('Gold Exchange | Bet History');
  });
});
