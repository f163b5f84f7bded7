import {
  accessTokenValidTimeSchema,
  anyResultSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResultSchema,
} from '@exchange/contracts';
import * as z from 'zod/mini';

import { defineEndpoint } from '../define-endpoint';

// The session's own calls: the session store makes them, so they live with it in shared.

/** A new access token (and, when the server rotates them, a new refresh token). */
export const refreshToken = defineEndpoint({
  method: 'GET',
  path: 'Account/RefreshToken',
  request: refreshTokenRequestSchema,
  verbatim: ['refreshToken'],
  result: refreshTokenResultSchema,
  session: 'refresh',
});

const sendLogout = defineEndpoint({
  method: 'POST',
  path: 'Account/Logout',
  request: logoutRequestSchema,
  verbatim: ['refreshToken'],
  result: anyResultSchema,
  // Sent while the session is being cleared: the player has already left.
  background: true,
  session: 'logout',
});

/** The tokens of the session to end; taken from the session itself, as storage may be cleared already. */
export interface LogoutInput {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * Ends the session on the server: its access tokens and its refresh token stop working. The
 * bearer is the session's own, even expired; the server answers success whatever it is given.
 */
export function logout({ accessToken, refreshToken: token }: LogoutInput): Promise<unknown> {
  return sendLogout(
    { refreshToken: token ?? '' },
    accessToken === null ? {} : { headers: { Authorization: `Bearer ${accessToken}` } },
  );
}

/**
 * How long the current access token stays valid, by the server's clock: a session the server ended
 * meanwhile (a logout elsewhere, a password change) answers 401 and ends here too. Asked in the
 * background once a stored session is restored; the specification sends its input as a query.
 */
export const getAccessTokenValidateTime = defineEndpoint({
  method: 'POST',
  path: 'Account/GetAccessTokenValidateTime',
  inputIn: 'query',
  request: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  result: accessTokenValidTimeSchema,
  background: true,
});
