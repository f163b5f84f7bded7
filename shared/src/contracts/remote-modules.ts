import type { ComponentType } from 'react';

/** A route's parameters as react-router gives them: `/matchlist/:id` at `/matchlist/3` is `{ id: '3' }`. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * A routed page. Route parameters are read with react-router hooks inside the page. A page may
 * offer `preload`, which starts loading its code and its first data for the route's parameters;
 * the host calls it as soon as it knows the route, so the two load side by side instead of the
 * data waiting for the code to render. It never throws: a failure shows when the page renders.
 */
export type PageComponent = ComponentType & { preload?: (params: PageParams) => void };

export type RemoteName = 'auth' | 'sports' | 'casino' | 'account';

export interface AuthPagesModule {
  LoginPage: PageComponent;
  SignupPage: PageComponent;
  VerificationPage: PageComponent;
  ForgotPasswordPage: PageComponent;
  LogoutPage: PageComponent;
}

export interface SportsPagesModule {
  IndexPage: PageComponent;
  InPlayPage: PageComponent;
  MarketsPage: PageComponent;
  MatchListPage: PageComponent;
  OpenBetsPage: PageComponent;
  CurrentBetsPage: PageComponent;
  RulesPage: PageComponent;
}

export interface SportsMenuProps {
  /** Called after the player picks a sport, so a drawer can close itself. */
  onNavigate?: () => void;
}

export interface EventBettingProps {
  readonly eventId: number;
  readonly sportId: number;
}

export interface SportsWidgetsModule {
  SportsMenu: ComponentType<SportsMenuProps>;
  /** One event's best prices, each opening the bet slip under them (the host's search lists it). */
  EventBetting: ComponentType<EventBettingProps>;
}

export interface CasinoPagesModule {
  CasinoPage: PageComponent;
  LobbySectionPage: PageComponent;
  LobbyPage: PageComponent;
}

export interface AccountPagesModule {
  AccountStatementPage: PageComponent;
  BetHistoryPage: PageComponent;
  ProfitLossPage: PageComponent;
  DepositWithdrawRequestsPage: PageComponent;
  DepositWithdrawPage: PageComponent;
  ChangeButtonValuesPage: PageComponent;
  ChangePasswordPage: PageComponent;
  BonusPage: PageComponent;
  ResponsiblePlayPage: PageComponent;
  ActivityLogPage: PageComponent;
}

/** Every module a remote exposes, by federation id (`<remote>/<expose>`). */
export interface RemoteModules {
  'auth/pages': AuthPagesModule;
  'sports/pages': SportsPagesModule;
  'sports/widgets': SportsWidgetsModule;
  'casino/pages': CasinoPagesModule;
  'account/pages': AccountPagesModule;
}

export type RemoteModuleId = keyof RemoteModules;

export function remoteOfModule(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Compile-time check that an exposed module satisfies its contract: `Satisfies<typeof pages,
 * SportsPagesModule>` fails type-checking when an export is missing or has the wrong type.
 */
export type Satisfies<Actual extends Contract, Contract> = Actual;
