import fc from 'fast-check';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';

import { paths, routePatterns, type PathName, type PathSegment } from './paths';

/** Any value a segment can carry: every string but the three no URL can hold, and any number. */
const segmentValue: fc.Arbitrary<PathSegment> = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1 }).filter((text) => text !== '.' && text !== '..'),
  fc.constantFrom('a/b', '../admin', '?x=1#y', '%2F', '%', ' ', '...', 'ä'),
  fc.integer(),
  fc.double(),
);

/** The pathname a browser keeps for a built path: `.`-segments and the like would change here. */
function browserPathname(built: string): string {
  return new URL(built, 'https://exchange.example').pathname;
}

function pathnameOf(built: string): string {
  const query = built.indexOf('?');
  return query === -1 ? built : built.slice(0, query);
}

describe('paths', () => {
  it('has a builder for every pattern and a pattern for every builder', () => {
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routePatterns).sort());
  });

  it('builds the paths of the specification', () => {
    expect(paths.home()).toBe('/');
    expect(paths.matchList(3)).toBe('/matchlist/3');
    expect(paths.markets({ dreamEventId: 'd1' })).toBe('/markets/d1');
    expect(paths.markets({ eventId: 32547891, dreamEventId: 'd1' })).toBe('/markets/32547891/d1');
    expect(paths.depositWithdraw()).toBe('/depositw');
    expect(paths.depositWithdraw('deposit')).toBe('/depositw/deposit');
    expect(paths.lobbySection('live-casino')).toBe('/lobby-page/live-casino');
    expect(paths.login()).toBe('/auth/login');
    expect(paths.login({ redirect: '/bet-history?page=2&size=10' })).toBe(
      '/auth/login?redirect=%2Fbet-history%3Fpage%3D2%26size%3D10',
    );
    expect(paths.signup({ redirect: '/bet-history' })).toBe('/auth/signup?redirect=%2Fbet-history');
    expect(paths.verification()).toBe('/auth/verfication');
  });

  it('keeps a parameter inside its segment', () => {
    expect(paths.matchList('../admin')).toBe('/matchlist/..%2Fadmin');
    expect(paths.matchList('1?x=1#top')).toBe('/matchlist/1%3Fx%3D1%23top');
    expect(paths.depositWithdraw('a/b')).toBe('/depositw/a%2Fb');
  });

  it('writes a lone surrogate as U+FFFD instead of failing', () => {
    expect(paths.matchList('a\uD800')).toBe('/matchlist/a%EF%BF%BD');
    expect(paths.login({ redirect: '/\uDC00' })).toBe('/auth/login?redirect=%2F%EF%BF%BD');
  });

  it.each(['', '.', '..'])('refuses %j as a required segment', (value) => {
    expect(() => paths.matchList(value)).toThrow(RangeError);
    expect(() => paths.markets({ eventId: 'e', dreamEventId: value })).toThrow(RangeError);
  });

  it('leaves an empty optional segment out', () => {
    expect(paths.depositWithdraw('')).toBe('/depositw');
    expect(paths.markets({ eventId: '', dreamEventId: 7 })).toBe('/markets/7');
  });

  it('carries any redirect whole in its query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (redirect) => {
        for (const build of [paths.login, paths.signup, paths.verification]) {
          const url = new URL(build({ redirect }), 'https://exchange.example');
          expect([...url.searchParams.keys()]).toEqual(['redirect']);
          expect(url.searchParams.get('redirect')).toBe(redirect);
        }
      }),
    );
  });

  const parameterised: Record<
    'matchList' | 'lobbySection' | 'depositWithdraw' | 'markets',
    fc.Arbitrary<{ built: string; params: Record<string, PathSegment | undefined> }>
  > = {
    matchList: segmentValue.map((id) => ({ built: paths.matchList(id), params: { id } })),
    lobbySection: segmentValue.map((section) => ({ built: paths.lobbySection(section), params: { section } })),
    depositWithdraw: fc
      .option(segmentValue, { nil: undefined })
      .map((id) => ({ built: paths.depositWithdraw(id), params: { id } })),
    markets: fc
      .record({ eventId: fc.option(segmentValue, { nil: undefined }), dreamEventId: segmentValue })
      .map(({ eventId, dreamEventId }) => ({
        built: paths.markets({ eventId, dreamEventId }),
        params: { eventid: eventId, dreamEventId },
      })),
  };

  it.each(Object.entries(parameterised) as [PathName, (typeof parameterised)['markets']][])(
    '%s: any parameter matches its pattern, survives the browser and reads back unchanged',
    (name, cases) => {
      fc.assert(
        fc.property(cases, ({ built, params }) => {
          expect(browserPathname(built)).toBe(built);
          const match = matchPath(routePatterns[name], built);
          expect(match).not.toBeNull();
          const decoded = Object.fromEntries(
            Object.entries(match?.params ?? {}).map(([key, value]) => [
              key,
              value === undefined ? undefined : decodeURIComponent(value),
            ]),
          );
          const expected = Object.fromEntries(
            Object.entries(params).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
          );
          expect(decoded).toEqual(expected);
        }),
      );
    },
  );

  it('matches its own pattern for every builder without parameters', () => {
    for (const [name, pattern] of Object.entries(routePatterns)) {
      if (name in parameterised) continue;
      const built = (paths[name as PathName] as () => string)();
      expect(matchPath(pattern, pathnameOf(built))).not.toBeNull();
    }
  });
});
