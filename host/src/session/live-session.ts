import {
  connectRealtime,
  disconnectRealtime,
  isOpenBetsQuery,
  loadQueryClient,
  realtimeHub,
  realtimeStore,
  refreshOpenBets,
  selectLoggedIn,
  sessionStore,
  settingsStore,
  storageKeys,
  readStorage,
  subscribeToOpenBets,
  userBalanceCode,
  userBalanceSchema,
  type UserBalance,
} from '@exchange/shared';

export interface LiveSessionOptions {
  /** The platform's default hub, for brands whose settings name none. */
  hubUrl: string;
  /** The hub of the page's environment (platform.json `serviceHosts`), which wins when named. */
  environmentHubUrl?: string | undefined;
  hostname: string;
}

function browserName(): string {
  const agent = navigator.userAgent;
  if (/Edg\//.test(agent)) return 'Edge';
  if (/Firefox\//.test(agent)) return 'Firefox';
  if (/Chrome\//.test(agent)) return 'Chrome';
  if (/Safari\//.test(agent)) return 'Safari';
  return 'Other';
}

/** Specification point 4: a balance message updates the stored balance and exposure and the open bets. */
function applyUserBalance(update: UserBalance): void {
  sessionStore.getState().applyBalance(update);
  refreshOpenBets().catch((error: unknown) => {
    console.warn('Open bets could not be refreshed after a balance change.', error);
  });
}

/**
 * Pushes sent while the connection was down never arrive (the api may even have restarted): once it
 * is back, the open bets are fetched again, and with them the balance and exposure, and so is every
 * other query the page shows (the market's prices, the profit and loss, a statement).
 */
function refreshAfterReconnect(): void {
  refreshOpenBets().catch((error: unknown) => {
    console.warn('Open bets could not be refreshed after the real-time connection came back.', error);
  });
  loadQueryClient()
    .then((client) =>
      client.invalidateQueries({ refetchType: 'active', predicate: (query) => !isOpenBetsQuery(query) }),
    )
    .catch((error: unknown) => {
      console.warn('The page could not fetch its data again after the real-time connection came back.', error);
    });
}

/**
 * Keeps what the navbar shows live: the page's one hub connection follows the session (connected
 * while a player is logged in, closed after logout), a balance message updates balance, exposure
 * and open bets, freshly loaded open bets bring their balance and exposure too, and so does a
 * connection that comes back after a drop.
 */
export function keepSessionLive({ hubUrl, environmentHubUrl, hostname }: LiveSessionOptions): () => void {
  const unsubscribeBalance = realtimeHub.subscribe(userBalanceCode, userBalanceSchema, applyUserBalance);
  const connect = () =>
    connectRealtime({
      hubUrl: environmentHubUrl ?? settingsStore.getState().domainSetting?.hubUrl ?? hubUrl,
      browser: browserName(),
      domain: hostname,
      getCurrentPage: () => window.location.pathname,
      getToken: () => readStorage(storageKeys.accessToken),
    });

  let loggedIn = selectLoggedIn(sessionStore.getState());
  if (loggedIn) void connect();
  const unsubscribe = sessionStore.subscribe((state) => {
    const now = selectLoggedIn(state);
    if (now === loggedIn) return;
    loggedIn = now;
    void (now ? connect() : disconnectRealtime());
  });
  let connectionState = realtimeStore.getState().connectionState;
  const unsubscribeConnection = realtimeStore.subscribe((state) => {
    const previous = connectionState;
    connectionState = state.connectionState;
    if (connectionState === 'connected' && previous === 'reconnecting') refreshAfterReconnect();
  });
  // The open bets object carries the balance and exposure it is held against.
  const unsubscribeBets = subscribeToOpenBets(({ balance, exposure }) => {
    sessionStore.getState().applyBalance({ balance, exposure });
  });
  return () => {
    unsubscribe();
    unsubscribeConnection();
    unsubscribeBets();
    unsubscribeBalance();
    void disconnectRealtime();
  };
}
