import {
  loginAttemptSchema,
  loginAttemptsQuerySchema,
  pagedResultSchema,
  type LoginAttemptsQuery,
} from '@exchange/contracts';
import { defineEndpoint, hasAccessToken } from '@exchange/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** A page of the player's login attempts (the activity log); the specification sends the page as a query. */
export const getUserLoginAttempts = defineEndpoint({
  method: 'POST',
  path: 'Account/GetUserLoginAttempts',
  inputIn: 'query',
  request: loginAttemptsQuerySchema,
  result: pagedResultSchema(loginAttemptSchema),
});

export const loginAttemptKeys = {
  all: ['login-attempts'] as const,
  page: (query: LoginAttemptsQuery) => ['login-attempts', query] as const,
};

/** One page of the activity log, newest first; the previous page stays on screen while the next loads. */
export const loginAttemptsQuery = (query: LoginAttemptsQuery) =>
  queryOptions({
    queryKey: loginAttemptKeys.page(query),
    queryFn: () => getUserLoginAttempts(query),
    placeholderData: keepPreviousData,
    enabled: hasAccessToken,
  });
