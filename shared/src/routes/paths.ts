/**
 * The path of every route of the specification, keyed by the name of its builder in `paths`. The
 * host owns the route table; its tests check these patterns against it, so a link built here
 * always lands on a route the host serves.
 */
export const routePatterns = {
  home: '/',
  index: '/index',
  inPlay: '/inplay',
  markets: '/markets/:eventid?/:dreamEventId',
  matchList: '/matchlist/:id',
  casino: '/casino',
  lobbySection: '/lobby-page/:section',
  underConstruction: '/underConstruction',
  openBets: '/open-bets',
  rules: '/rules',
  changePassword: '/change-password',
  accountStatement: '/account-cash-statement',
  betHistory: '/bet-history',
  currentBets: '/current-bet',
  profitLoss: '/ProfitLoss',
  depositWithdrawRequests: '/dwrequests',
  depositWithdraw: '/depositw/:id?',
  changeButtonValues: '/change-button-values',
  comingSoon: '/comingsoon',
  bonus: '/bonus',
  responsiblePlay: '/responsible-play',
  activityLog: '/activity-log',
  lobby: '/lobby',
  login: '/auth/login',
  signup: '/auth/signup',
  // The specification's spelling; the host also serves `/auth/verification` for players who type it.
  verification: '/auth/verfication',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  notAuthorized: '/not-authorized',
  notFound: '/error-404',
  serverError: '/error-500',
  underMaintenance: '/under-maintenance',
  test: '/test',
} as const;

export type PathName = keyof typeof routePatterns;

/** A value for one path segment: an id from the api, or a name such as a lobby section. */
export type PathSegment = string | number;

/** Where to go once the auth pages are done: a path of this site, with its query. */
export interface RedirectQuery {
  redirect?: string;
}

export interface MarketsPathInput {
  eventId?: PathSegment;
  dreamEventId: PathSegment;
}

/**
 * One encoded path segment. Every reserved character is escaped, so `/`, `?` or `#` in an id stay
 * inside its segment. `.` and `..` cannot be escaped at all (URL parsing reads `%2E%2E` as `..`
 * and climbs out of the route), and an empty segment matches nothing: those are refused.
 */
function segment(value: PathSegment): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new RangeError(`"${text}" cannot be a path segment.`);
  }
  return encode(text);
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, except a lone surrogate (which it throws on) becomes U+FFFD, as URL parsing does. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
}

/** An optional segment: absent (or empty) leaves it out of the path. */
function optionalSegment(value: PathSegment | undefined): string {
  return value === undefined || value === '' ? '' : `/${segment(value)}`;
}

function withRedirect(path: string, query: RedirectQuery | undefined): string {
  const redirect = query?.redirect;
  return redirect === undefined ? path : `${path}?redirect=${encode(redirect)}`;
}

/**
 * A builder per route: the only way the host and remotes write a link, so a path is spelled once
 * and every parameter is encoded. `paths.matchList(3)` is `/matchlist/3`.
 */
export const paths = {
  home: () => '/',
  index: () => '/index',
  inPlay: () => '/inplay',
  markets: ({ eventId, dreamEventId }: MarketsPathInput) =>
    `/markets${optionalSegment(eventId)}/${segment(dreamEventId)}`,
  matchList: (id: PathSegment) => `/matchlist/${segment(id)}`,
  casino: () => '/casino',
  lobbySection: (section: PathSegment) => `/lobby-page/${segment(section)}`,
  underConstruction: () => '/underConstruction',
  openBets: () => '/open-bets',
  rules: () => '/rules',
  changePassword: () => '/change-password',
  accountStatement: () => '/account-cash-statement',
  betHistory: () => '/bet-history',
  currentBets: () => '/current-bet',
  profitLoss: () => '/ProfitLoss',
  depositWithdrawRequests: () => '/dwrequests',
  depositWithdraw: (id?: PathSegment) => `/depositw${optionalSegment(id)}`,
  changeButtonValues: () => '/change-button-values',
  comingSoon: () => '/comingsoon',
  bonus: () => '/bonus',
  responsiblePlay: () => '/responsible-play',
  activityLog: () => '/activity-log',
  lobby: () => '/lobby',
  login: (query?: RedirectQuery) => withRedirect('/auth/login', query),
  signup: (query?: RedirectQuery) => withRedirect('/auth/signup', query),
  verification: (query?: RedirectQuery) => withRedirect('/auth/verfication', query),
  logout: () => '/auth/logout',
  forgotPassword: (query?: RedirectQuery) => withRedirect('/auth/forgot-password', query),
  notAuthorized: () => '/not-authorized',
  notFound: () => '/error-404',
  serverError: () => '/error-500',
  underMaintenance: () => '/under-maintenance',
  test: () => '/test',
} as const satisfies Record<PathName, (...args: never[]) => string>;
