import { loginAttemptSchema, loginAttemptsQuerySchema, pagedResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** A page of the player's login attempts (the activity log); the specification sends the page as a query. */
export const getUserLoginAttempts = defineEndpoint({
  method: 'POST',
  path: 'Account/GetUserLoginAttempts',
  inputIn: 'query',
  request: loginAttemptsQuerySchema,
  result: pagedResultSchema(loginAttemptSchema),
});
