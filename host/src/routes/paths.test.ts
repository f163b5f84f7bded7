import { paths, routePatterns, type PathName, type PathSegment } from '@exchange/shared';
import fc from 'fast-check';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';

import { routeTable } from './route-table';

/** Routes the host serves under a second spelling; links use the first. */
const aliases: Record<string, PathName> = { '/auth/verification': 'verification' };

const segmentValue: fc.Arbitrary<PathSegment> = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1 }).filter((text) => text !== '.' && text !== '..'),
  fc.constantFrom('a/b', '../index', '..%2Findex', '?x=1#y', 'login', 'deposit', '%'),
  fc.integer(),
);
const optionalSegment = fc.option(segmentValue, { nil: undefined });
const redirect = fc.option(fc.string({ unit: 'binary' }), { nil: undefined });

/** Every builder, called with any parameters it takes. */
const builtPaths: Record<PathName, fc.Arbitrary<string>> = {
  home: fc.constant(paths.home()),
  index: fc.constant(paths.index()),
  inPlay: fc.constant(paths.inPlay()),
  markets: fc.record({ eventId: optionalSegment, dreamEventId: segmentValue }).map((input) => paths.markets(input)),
  matchList: segmentValue.map((id) => paths.matchList(id)),
  casino: fc.constant(paths.casino()),
  lobbySection: segmentValue.map((section) => paths.lobbySection(section)),
  underConstruction: fc.constant(paths.underConstruction()),
  openBets: fc.constant(paths.openBets()),
  rules: fc.constant(paths.rules()),
  changePassword: fc.constant(paths.changePassword()),
  accountStatement: fc.constant(paths.accountStatement()),
  betHistory: fc.constant(paths.betHistory()),
  currentBets: fc.constant(paths.currentBets()),
  profitLoss: fc.constant(paths.profitLoss()),
  depositWithdrawRequests: fc.constant(paths.depositWithdrawRequests()),
  depositWithdraw: optionalSegment.map((id) => paths.depositWithdraw(id)),
  changeButtonValues: fc.constant(paths.changeButtonValues()),
  comingSoon: fc.constant(paths.comingSoon()),
  bonus: fc.constant(paths.bonus()),
  responsiblePlay: fc.constant(paths.responsiblePlay()),
  activityLog: fc.constant(paths.activityLog()),
  lobby: fc.constant(paths.lobby()),
  login: redirect.map((value) => paths.login({ redirect: value })),
  signup: redirect.map((value) => paths.signup({ redirect: value })),
  verification: redirect.map((value) => paths.verification({ redirect: value })),
  logout: fc.constant(paths.logout()),
  forgotPassword: redirect.map((value) => paths.forgotPassword({ redirect: value })),
  notAuthorized: fc.constant(paths.notAuthorized()),
  notFound: fc.constant(paths.notFound()),
  serverError: fc.constant(paths.serverError()),
  underMaintenance: fc.constant(paths.underMaintenance()),
  test: fc.constant(paths.test()),
};

/** The route a path lands on as the router sees it: pathname only, as the browser keeps it. */
function routesMatching(built: string): string[] {
  const { pathname } = new URL(built, 'https://exchange.example');
  return routeTable.filter((route) => matchPath(route.path, pathname)).map((route) => route.path);
}

describe('paths against the route table', () => {
  it('has a builder for every route', () => {
    const patterns = new Set<string>(Object.values(routePatterns));
    const unbuilt = routeTable.map((route) => route.path).filter((path) => !patterns.has(path) && !(path in aliases));
    expect(unbuilt).toEqual([]);
  });

  it('builds only routes the table has', () => {
    const served = new Set(routeTable.map((route) => route.path));
    const unserved = Object.entries(routePatterns)
      .filter(([, pattern]) => !served.has(pattern))
      .map(([name]) => name);
    expect(unserved).toEqual([]);
  });

  it('serves each alias with the page of the route it stands for', () => {
    for (const [alias, name] of Object.entries(aliases)) {
      const aliased = routeTable.find((route) => route.path === alias);
      const canonical = routeTable.find((route) => route.path === routePatterns[name]);
      expect(aliased?.page).toEqual(canonical?.page);
    }
  });

  it.each(Object.keys(builtPaths) as PathName[])(
    '%s: any parameters give a path of its own route and of no other',
    (name) => {
      fc.assert(
        fc.property(builtPaths[name], (built) => {
          expect(routesMatching(built)).toEqual([routePatterns[name]]);
        }),
      );
    },
  );
});
