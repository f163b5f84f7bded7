import type { LoginResult } from '@exchange/contracts';
import { sessionStore } from '@exchange/shared';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { safeRedirectTarget } from './safe-redirect';

/** The server's spelling of the name when it sends one ("demo" typed is the player "Demo"). */
const canonicalUsername = (result: LoginResult, typed: string): string =>
  typeof result.username === 'string' && result.username.trim() !== '' ? result.username : typed;

/**
 * What a login, a demo login and a verification end with: the session keeps the result (tokens,
 * expiry, user info, ip, stakes, casino token; the host connects the hub when the session turns
 * logged in), then the player goes where `redirect` asked if that is safe, else to the entry step.
 * The login page is replaced, so Back does not return to it.
 */
export function useCompleteLogin(): (result: LoginResult, username: string) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    (result, username) => {
      sessionStore.getState().storeLoginResult(result, canonicalUsername(result, username));
      void navigate(safeRedirectTarget(searchParams.get('redirect'), window.location.origin), { replace: true });
    },
    [navigate, searchParams],
  );
}
