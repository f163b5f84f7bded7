// Type imports only: the start-up reads this table before @exchange/shared has loaded.
import type { RemoteModules } from '@exchange/shared';

export type LayoutName = 'main' | 'casino' | 'auth' | 'full-page';

/**
 * Who may see a route: anyone, a player with a stored access token, or (for `/index`) anyone on
 * a known hostname and a player elsewhere.
 */
export type AuthRule = 'public' | 'required' | 'required-unless-known-host';

type PageModuleId = 'auth/pages' | 'sports/pages' | 'casino/pages' | 'account/pages';

export type RemotePageRef = {
  [Id in PageModuleId]: { moduleId: Id; exportName: keyof RemoteModules[Id] & string };
}[PageModuleId];

export type HostPageName =
  | 'RootEntry'
  | 'UnderConstruction'
  | 'ComingSoon'
  | 'NotAuthorized'
  | 'NotFound'
  | 'ServerError'
  | 'UnderMaintenance'
  | 'Test';

export type PageRef = RemotePageRef | { host: HostPageName };

export interface AppRoute {
  path: string;
  title: string;
  auth: AuthRule;
  layout: LayoutName;
  page: PageRef;
}

/** Page references of one remote module, checked against its contract. */
function pagesOf<Id extends PageModuleId>(moduleId: Id) {
  return (exportName: keyof RemoteModules[Id] & string) => ({ moduleId, exportName }) as RemotePageRef;
}

const sports = pagesOf('sports/pages');
const casino = pagesOf('casino/pages');
const account = pagesOf('account/pages');
const auth = pagesOf('auth/pages');
const host = (name: HostPageName): PageRef => ({ host: name });

/**
 * Every route of the specification, owned here: its title, who may see it, its layout and the
 * page that renders it. Remotes own the pages, never the paths.
 */
export const routeTable: readonly AppRoute[] = [
  // Main layout
  { path: '/', title: 'Home', auth: 'public', layout: 'main', page: host('RootEntry') },
  { path: '/index', title: 'Index', auth: 'required-unless-known-host', layout: 'main', page: sports('IndexPage') },
  { path: '/inplay', title: 'In-Play', auth: 'required', layout: 'main', page: sports('InPlayPage') },
  {
    path: '/markets/:eventid?/:dreamEventId',
    title: 'Markets',
    auth: 'required',
    layout: 'main',
    page: sports('MarketsPage'),
  },
  { path: '/matchlist/:id', title: 'Match List', auth: 'required', layout: 'main', page: sports('MatchListPage') },
  { path: '/casino', title: 'Casino', auth: 'required', layout: 'main', page: casino('CasinoPage') },
  {
    path: '/lobby-page/:section',
    title: 'Casino Section',
    auth: 'required',
    layout: 'main',
    page: casino('LobbySectionPage'),
  },
  {
    path: '/underConstruction',
    title: 'Under Construction',
    auth: 'public',
    layout: 'main',
    page: host('UnderConstruction'),
  },
  { path: '/open-bets', title: 'Unselected Bets', auth: 'required', layout: 'main', page: sports('OpenBetsPage') },
  { path: '/rules', title: 'Rules', auth: 'required', layout: 'main', page: sports('RulesPage') },
  {
    path: '/change-password',
    title: 'Change Password',
    auth: 'required',
    layout: 'main',
    page: account('ChangePasswordPage'),
  },
  {
    path: '/account-cash-statement',
    title: 'Account Statement',
    auth: 'required',
    layout: 'main',
    page: account('AccountStatementPage'),
  },
  { path: '/bet-history', title: 'Bet History', auth: 'required', layout: 'main', page: account('BetHistoryPage') },
  { path: '/current-bet', title: 'Current Bets', auth: 'required', layout: 'main', page: sports('CurrentBetsPage') },
  { path: '/ProfitLoss', title: 'Profit & Loss', auth: 'required', layout: 'main', page: account('ProfitLossPage') },
  {
    path: '/dwrequests',
    title: 'Deposit & Withdrawal Requests',
    auth: 'required',
    layout: 'main',
    page: account('DepositWithdrawRequestsPage'),
  },
  {
    path: '/depositw/:id?',
    title: 'Deposit & Withdraw',
    auth: 'required',
    layout: 'main',
    page: account('DepositWithdrawPage'),
  },
  {
    path: '/change-button-values',
    title: 'Stake Buttons',
    auth: 'required',
    layout: 'main',
    page: account('ChangeButtonValuesPage'),
  },
  { path: '/comingsoon', title: 'Coming Soon', auth: 'required', layout: 'main', page: host('ComingSoon') },
  { path: '/bonus', title: 'Bonus', auth: 'required', layout: 'main', page: account('BonusPage') },
  // Not in the specification: the account section's responsible-play settings (ADR 0025).
  {
    path: '/responsible-play',
    title: 'Responsible Play',
    auth: 'required',
    layout: 'main',
    page: account('ResponsiblePlayPage'),
  },
  // The specification's activity-log call (`Account/GetUserLoginAttempts`) names no path: the player's recent logins.
  { path: '/activity-log', title: 'Activity Log', auth: 'required', layout: 'main', page: account('ActivityLogPage') },
  // Casino layout
  { path: '/lobby', title: 'Casino', auth: 'required', layout: 'casino', page: casino('LobbyPage') },
  // Auth layout
  { path: '/auth/login', title: 'Login', auth: 'public', layout: 'auth', page: auth('LoginPage') },
  { path: '/auth/signup', title: 'Sign Up', auth: 'public', layout: 'auth', page: auth('SignupPage') },
  // The specification's spelling, and the correct one for players who type it.
  { path: '/auth/verfication', title: 'Verification', auth: 'public', layout: 'auth', page: auth('VerificationPage') },
  { path: '/auth/verification', title: 'Verification', auth: 'public', layout: 'auth', page: auth('VerificationPage') },
  { path: '/auth/logout', title: 'Logout', auth: 'public', layout: 'auth', page: auth('LogoutPage') },
  {
    path: '/auth/forgot-password',
    title: 'Forgot Password',
    auth: 'public',
    layout: 'auth',
    page: auth('ForgotPasswordPage'),
  },
  // Full-page layout
  {
    path: '/not-authorized',
    title: 'Not Authorized',
    auth: 'public',
    layout: 'full-page',
    page: host('NotAuthorized'),
  },
  { path: '/error-404', title: 'Page Not Found', auth: 'public', layout: 'full-page', page: host('NotFound') },
  { path: '/error-500', title: 'Server Error', auth: 'public', layout: 'full-page', page: host('ServerError') },
  {
    path: '/under-maintenance',
    title: 'Under Maintenance',
    auth: 'public',
    layout: 'full-page',
    page: host('UnderMaintenance'),
  },
  { path: '/test', title: 'Test', auth: 'public', layout: 'full-page', page: host('Test') },
];

export function requiresAuth(route: Pick<AppRoute, 'auth'>, hostname: string, knownHostnames: readonly string[]) {
  if (route.auth === 'public') return false;
  if (route.auth === 'required-unless-known-host') return !knownHostnames.includes(hostname);
  return true;
}

/** A route's title in the host namespace, keyed by its page (a page has one title wherever it is routed). */
export function routeTitleKey(route: Pick<AppRoute, 'page'>): string {
  return `routeTitles.${'host' in route.page ? route.page.host : route.page.exportName}`;
}

export function documentTitle(domainTitle: string, routeTitle: string): string {
  return domainTitle ? `${domainTitle} | ${routeTitle}` : routeTitle;
}
