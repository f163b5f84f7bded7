import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { firstScreenModules, routeOfPath, routePatternRegExp } from './first-screen';
import { routeTable } from './route-table';

/** A concrete path for a pattern: every parameter filled, optional ones too. */
const examplePath = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_, name: string) => `${name}-1`);
/** The same path without its optional parameters. */
const shortPath = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, '$1-1');

describe('routeOfPath', () => {
  const routerRoutes = routeTable.map((route) => ({ path: route.path, id: route.path }));

  it.each(routeTable.map((route) => route.path))('opens the route react-router opens for %s', (pattern) => {
    for (const path of [examplePath(pattern), shortPath(pattern), examplePath(pattern).toUpperCase()]) {
      const routerMatch = matchRoutes(routerRoutes, path)?.at(-1)?.route.id;
      expect(routeOfPath(path)?.path, path).toBe(routerMatch);
    }
  });

  it('opens no route for a path the table does not have', () => {
    expect(routeOfPath('/nowhere')).toBeUndefined();
    expect(routeOfPath('/auth/login/extra')).toBeUndefined();
    expect(routeOfPath('/markets')).toBeUndefined();
  });

  it('keeps parameters inside one segment', () => {
    expect(routePatternRegExp('/matchlist/:id').test('/matchlist/4')).toBe(true);
    expect(routePatternRegExp('/matchlist/:id').test('/matchlist/4/5')).toBe(false);
    expect(routePatternRegExp('/a.b').test('/aXb')).toBe(false);
  });
});

describe('firstScreenModules', () => {
  const visitor = {
    hostname: 'gold.localhost',
    knownHostnames: ['localhost'],
    loggedIn: false,
    sidebarBesidePage: true,
  };
  const player = { ...visitor, loggedIn: true };

  it('is the auth pages for the login page', () => {
    expect(firstScreenModules('/auth/login', visitor)).toEqual(['auth/pages']);
  });

  it('is the login page for a visitor on a page that needs a player', () => {
    expect(firstScreenModules('/bet-history', visitor)).toEqual(['auth/pages']);
    expect(firstScreenModules('/index', visitor)).toEqual(['auth/pages']);
  });

  it("is the page's module and the sports menu for a player on a main-layout page", () => {
    expect(firstScreenModules('/bet-history', player)).toEqual(['account/pages', 'sports/widgets']);
    expect(firstScreenModules('/lobby', player)).toEqual(['casino/pages']);
  });

  it('leaves the sports menu out where the sidebar is a drawer the player opens', () => {
    expect(firstScreenModules('/bet-history', { ...player, sidebarBesidePage: false })).toEqual(['account/pages']);
  });

  it('lets anyone see the index of a known hostname', () => {
    expect(firstScreenModules('/index', { ...visitor, hostname: 'localhost' })).toEqual([
      'sports/pages',
      'sports/widgets',
    ]);
  });

  it('is nothing for the pages the host draws itself and for unknown paths', () => {
    expect(firstScreenModules('/error-404', visitor)).toEqual([]);
    expect(firstScreenModules('/nowhere', visitor)).toEqual([]);
  });
});
