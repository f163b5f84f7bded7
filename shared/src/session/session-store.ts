import {
  defaultStakeButtons,
  minorToNumber,
  parseMinor,
  stakeButtonSchema,
  type LoginResult,
  type StakeButton,
} from '@exchange/contracts';
import { createStore, useStore, type StoreApi } from 'zustand';

import {
  getAccessTokenValidateTime as requestTokenValidTime,
  logout as requestLogout,
  refreshToken as requestTokenRefresh,
} from '../api/endpoints/session';
import { rearmUnauthorizedHandling, setTokenRefresher, subscribeToSessionEnd } from '../api/http-client';
import { loadBetsFromStorageOrFetch } from '../bets/bets-cache';
import { clearPlayerQueries } from '../query/player-queries';
import { clearStorageExceptBaseUrl, readStorage, storageKeys } from '../storage/storage-keys';
import {
  clearStoredCredentials,
  readExpiresAt,
  readJson,
  removeStorage,
  writeJson,
  writeStorage,
} from './session-storage';

/** The player as stored under `userinfo`. Money is shown as the server sent it: no client arithmetic. */
export interface UserInfo {
  userId: number | null;
  username: string;
  balance: number;
  exposure: number;
  football: boolean;
  tennis: boolean;
  cricket: boolean;
  kabaddi: boolean;
  horseRacing: boolean;
  /** The brand domain a registration answered with. */
  domain?: string;
}

export interface SessionState {
  userInfo: UserInfo | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number | null;
  loggedIn: boolean;
  showBalance: boolean;
  showExposure: boolean;
  /** The bet slip's quick-stake buttons (`betslips`): the login's, or the player's latest saved set. */
  stakes: readonly StakeButton[];
}

export interface BalanceUpdate {
  balance: number;
  exposure: number;
}

export interface SessionActions {
  /** After a login, demo login or verification: stores tokens, expiry, user info, ip, stakes. */
  storeLoginResult: (result: LoginResult, username: string) => void;
  /** At start and on every navigation: applies the reload rules of the specification. */
  restoreSession: (now?: number) => Promise<void>;
  /**
   * Asks the server how long the restored token has left (`Account/GetAccessTokenValidateTime`) and
   * keeps its answer as the expiry; a session the server has ended answers 401, which ends it here.
   * Made once at start-up, in the background.
   */
  checkTokenValidity: () => Promise<void>;
  /**
   * Clears all local storage except `baseUrl`, the auth header, the user and the bets, and tells
   * the server to end the session (in the background, never waited for).
   */
  logout: () => void;
  /** What a 401 does: forgets token, refresh token, expiry and user info, and ends the session on the server too. */
  endSession: () => void;
  /** The realtime `UserBalance` message. */
  applyBalance: (update: BalanceUpdate) => void;
  /** Refreshes the token once (shared by concurrent callers) when it expires within a minute. */
  ensureFreshToken: () => Promise<void>;
  toggleBalanceVisibility: () => void;
  toggleExposureVisibility: () => void;
  /** After `UserStake/Add`: the bet slip uses the new buttons at once, and so does the next page load. */
  setStakes: (stakes: readonly StakeButton[]) => void;
}

export type SessionStore = SessionState & SessionActions;

export interface SessionStoreOptions {
  /** The clock; tests pass their own. */
  readonly now?: () => number;
}

/** A token that expires within this window is refreshed before the next call. */
export const tokenRefreshLeadMs = 60_000;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
// A sport flag the server leaves out does not hide the sport: the brand's own switch still decides.
const flagOr = (value: unknown): boolean => (typeof value === 'boolean' ? value : true);

function toUserInfo(fields: Fields, username: string): UserInfo {
  const userInfo: UserInfo = {
    userId: typeof fields.userId === 'number' ? fields.userId : null,
    username,
    balance: numberOr(fields.balance, 0),
    exposure: numberOr(fields.exposure, 0),
    football: flagOr(fields.football),
    tennis: flagOr(fields.tennis),
    cricket: flagOr(fields.cricket),
    kabaddi: flagOr(fields.kabaddi),
    horseRacing: flagOr(fields.horseRacing),
  };
  if (typeof fields.domain === 'string') userInfo.domain = fields.domain;
  return userInfo;
}

function readUserInfo(): UserInfo | null {
  const stored = readJson(storageKeys.userinfo);
  return isFields(stored) && typeof stored.username === 'string' ? toUserInfo(stored, stored.username) : null;
}

const readVisibility = (key: typeof storageKeys.showBalance | typeof storageKeys.showExposure): boolean =>
  readStorage(key) !== 'false';

/** The stored buttons when they are a valid set, else the specification's default set. */
function readStakes(): readonly StakeButton[] {
  const stored = readJson(storageKeys.betslips);
  return Array.isArray(stored) &&
    stored.length > 0 &&
    stored.every((stake) => stakeButtonSchema.safeParse(stake).success)
    ? (stored as StakeButton[])
    : defaultStakeButtons;
}

const nonBlank = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

/** Logged in or out is decided at start from what is stored. */
function readStoredSession(): SessionState {
  const userInfo = readUserInfo();
  const accessToken = nonBlank(readStorage(storageKeys.accessToken));
  return {
    userInfo,
    accessToken,
    refreshToken: nonBlank(readStorage(storageKeys.refreshToken)),
    expiresAt: readExpiresAt(),
    loggedIn: userInfo !== null && accessToken !== null,
    showBalance: readVisibility(storageKeys.showBalance),
    showExposure: readVisibility(storageKeys.showExposure),
    stakes: readStakes(),
  };
}

/**
 * Ends the session on the server too, so its tokens stop working wherever a copy of them is. Fire
 * and forget: the player is logged out locally at once whatever the server says, and a failure
 * only leaves tokens that run out on their own, so it is logged and nothing more.
 */
function endServerSession({ accessToken, refreshToken }: Pick<SessionState, 'accessToken' | 'refreshToken'>): void {
  if (accessToken === null && refreshToken === null) return;
  requestLogout({ accessToken, refreshToken }).catch((error: unknown) => {
    console.warn('Logging out on the server failed; the session ends when its tokens expire.', error);
  });
}

const signedOut = {
  userInfo: null,
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
  loggedIn: false,
} satisfies Partial<SessionState>;

export function createSessionStore({ now = Date.now }: SessionStoreOptions = {}): StoreApi<SessionStore> {
  return createStore<SessionStore>()((set, get) => {
    let refreshing: Promise<void> | null = null;

    async function refresh(accessToken: string, storedRefreshToken: string): Promise<void> {
      const result = await requestTokenRefresh({ refreshToken: storedRefreshToken });
      // A logout or another login while the refresh was out wins over its answer.
      if (get().accessToken !== accessToken) return;
      const expiresAt = now() + result.expireInSeconds * 1000;
      writeStorage(storageKeys.accessToken, result.accessToken);
      writeStorage(storageKeys.expireIn, String(result.expireInSeconds));
      writeStorage(storageKeys.expireDateTime, String(expiresAt));
      const nextRefreshToken = result.refreshToken ?? storedRefreshToken;
      if (result.refreshToken !== undefined) writeStorage(storageKeys.refreshToken, result.refreshToken);
      // The server renews the casino token with the session; the one stored before stops working.
      if (result.casinoToken !== undefined) writeStorage(storageKeys.casinoToken, result.casinoToken);
      set({ accessToken: result.accessToken, refreshToken: nextRefreshToken, expiresAt });
    }

    /**
     * The cache's player data goes when a session ends, so the next player on this page never sees
     * the last one's. The reload rules run on every navigation: a visitor's end nothing, and keep
     * their cache.
     */
    function forgetPlayerQueries(): void {
      if (get().loggedIn) clearPlayerQueries();
    }

    return {
      ...readStoredSession(),

      storeLoginResult: (result, username) => {
        const expiresAt = now() + result.expireInSeconds * 1000;
        const userInfo = toUserInfo(result, username);
        const stakes = Array.isArray(result.stakes) && result.stakes.length > 0 ? result.stakes : defaultStakeButtons;
        writeStorage(storageKeys.accessToken, result.accessToken);
        writeStorage(storageKeys.refreshToken, result.refreshToken);
        writeStorage(storageKeys.expireIn, String(result.expireInSeconds));
        writeStorage(storageKeys.expireDateTime, String(expiresAt));
        writeJson(storageKeys.userinfo, userInfo);
        writeJson(storageKeys.betslips, stakes);
        if (typeof result.userIp === 'string') writeStorage(storageKeys.ip, result.userIp);
        if (typeof result.casinoToken === 'string') writeStorage(storageKeys.casinoToken, result.casinoToken);
        // Whatever a session that ended without a logout left behind is not this player's. After the
        // new token is stored, so a bets view on screen fetches this player's bets at once.
        removeStorage(storageKeys.openBets, storageKeys.profitLoss);
        clearPlayerQueries();
        rearmUnauthorizedHandling();
        set({
          userInfo,
          accessToken: result.accessToken,
          refreshToken: result.refreshToken,
          expiresAt,
          loggedIn: true,
          stakes,
        });
      },

      restoreSession: async (at = now()) => {
        const expiresAt = readExpiresAt();
        if (expiresAt === null) {
          removeStorage(
            storageKeys.accessToken,
            storageKeys.refreshToken,
            storageKeys.expireIn,
            storageKeys.userinfo,
            storageKeys.casinoToken,
            storageKeys.openBets,
            storageKeys.profitLoss,
          );
          forgetPlayerQueries();
          set(signedOut);
          return;
        }
        if (expiresAt <= at) {
          // The specification keeps the refresh token here; everything that shows a player goes.
          removeStorage(
            storageKeys.accessToken,
            storageKeys.userinfo,
            storageKeys.expireDateTime,
            storageKeys.expireIn,
            storageKeys.openBets,
            storageKeys.profitLoss,
          );
          forgetPlayerQueries();
          set({ ...signedOut, refreshToken: get().refreshToken });
          return;
        }
        const accessToken = nonBlank(readStorage(storageKeys.accessToken));
        set({
          accessToken,
          refreshToken: nonBlank(readStorage(storageKeys.refreshToken)),
          expiresAt,
          userInfo: readUserInfo(),
          loggedIn: accessToken !== null,
        });
        if (accessToken === null) return;
        // A failed load stays in its query's `error`, which the bet views show; the navigation
        // itself goes on.
        await loadBetsFromStorageOrFetch().catch(() => undefined);
      },

      checkTokenValidity: async () => {
        const { accessToken } = get();
        if (accessToken === null) return;
        let expireInSeconds: number;
        try {
          ({ expireInSeconds } = await requestTokenValidTime());
        } catch (error) {
          // A 401 has ended the session already; anything else leaves the stored expiry as it was.
          console.warn('Could not ask the server how long the session stays valid.', error);
          return;
        }
        // A logout, a login or a refresh while the call was out wins over its answer.
        if (get().accessToken !== accessToken) return;
        const expiresAt = now() + expireInSeconds * 1000;
        writeStorage(storageKeys.expireIn, String(expireInSeconds));
        writeStorage(storageKeys.expireDateTime, String(expiresAt));
        set({ expiresAt });
      },

      logout: () => {
        endServerSession(get());
        clearStorageExceptBaseUrl();
        clearPlayerQueries();
        refreshing = null;
        set({ ...signedOut, showBalance: true, showExposure: true, stakes: defaultStakeButtons });
      },

      endSession: () => {
        // The 401 has already cleared storage; the tokens are still in the store.
        endServerSession(get());
        clearStoredCredentials();
        // The specification's 401 keeps the bets' local copies (the logout it leads to clears them);
        // what the page holds in memory for the player goes now.
        clearPlayerQueries();
        refreshing = null;
        set(signedOut);
      },

      applyBalance: ({ balance, exposure }) => {
        const userInfo = get().userInfo;
        if (userInfo === null) return;
        const next = { ...userInfo, balance, exposure };
        writeJson(storageKeys.userinfo, next);
        set({ userInfo: next });
      },

      ensureFreshToken: () => {
        if (refreshing !== null) return refreshing;
        const { accessToken, refreshToken, expiresAt } = get();
        if (accessToken === null || refreshToken === null || expiresAt === null) return Promise.resolve();
        if (expiresAt - now() > tokenRefreshLeadMs) return Promise.resolve();
        const current = refresh(accessToken, refreshToken).finally(() => {
          if (refreshing === current) refreshing = null;
        });
        refreshing = current;
        return current;
      },

      toggleBalanceVisibility: () => {
        const showBalance = !get().showBalance;
        writeStorage(storageKeys.showBalance, String(showBalance));
        set({ showBalance });
      },

      setStakes: (stakes) => {
        writeJson(storageKeys.betslips, stakes);
        set({ stakes });
      },

      toggleExposureVisibility: () => {
        const showExposure = !get().showExposure;
        writeStorage(storageKeys.showExposure, String(showExposure));
        set({ showExposure });
      },
    };
  });
}

/**
 * Lets the API client refresh the token before calls and end the session on a 401. Returns the
 * undo, for tests that connect a store of their own.
 */
export function connectSessionToApiClient(store: StoreApi<SessionStore>): () => void {
  setTokenRefresher(() => store.getState().ensureFreshToken());
  const unsubscribe = subscribeToSessionEnd(() => store.getState().endSession());
  return () => {
    setTokenRefresher(null);
    unsubscribe();
  };
}

/** The page's one session, shared by the host and every remote. */
export const sessionStore = createSessionStore();
connectSessionToApiClient(sessionStore);

export function useSessionStore<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

export const selectLoggedIn = (state: SessionStore): boolean => state.loggedIn;
export const selectUserInfo = (state: SessionStore): UserInfo | null => state.userInfo;
export const selectBalance = (state: SessionStore): number | null => state.userInfo?.balance ?? null;
export const selectExposure = (state: SessionStore): number | null => state.userInfo?.exposure ?? null;
/**
 * What the player can stake now: balance − exposure (DESIGN 7), exact in minor units; null while
 * either is unknown.
 */
export const selectAvailable = (state: SessionStore): number | null => {
  const balance = parseMinor(state.userInfo?.balance);
  const exposure = parseMinor(state.userInfo?.exposure);
  return balance === null || exposure === null ? null : minorToNumber(balance - exposure);
};
export const selectShowBalance = (state: SessionStore): boolean => state.showBalance;
export const selectShowExposure = (state: SessionStore): boolean => state.showExposure;
export const selectStakes = (state: SessionStore): readonly StakeButton[] => state.stakes;
