import {
  connectRealtime,
  disconnectRealtime,
  realtimeHub,
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
  hubUrl: string;
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
 * Keeps what the navbar shows live: the page's one hub connection follows the session (connected
 * while a player is logged in, closed after logout), a balance message updates balance, exposure
 * and open bets, and freshly loaded open bets bring their balance and exposure too.
 */
export function keepSessionLive({ hubUrl, hostname }: LiveSessionOptions): () => void {
  const unsubscribeBalance = realtimeHub.subscribe(userBalanceCode, userBalanceSchema, applyUserBalance);
  const connect = () =>
    connectRealtime({
      hubUrl: settingsStore.getState().domainSetting?.hubUrl ?? hubUrl,
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
  // The open bets object carries the balance and exposure it is held against.
  const unsubscribeBets = subscribeToOpenBets(({ balance, exposure }) => {
    sessionStore.getState().applyBalance({ balance, exposure });
  });
  return () => {
    unsubscribe();
    unsubscribeBets();
    unsubscribeBalance();
    void disconnectRealtime();
  };
}
