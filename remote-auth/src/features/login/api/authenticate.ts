import { authenticateRequestSchema, loginResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Logs a player in with a username (or e-mail address) and password. */
export const authenticate = defineEndpoint({
  method: 'POST',
  path: 'Account/Authenticate',
  request: authenticateRequestSchema,
  verbatim: ['password'],
  result: loginResultSchema,
  // The specification lists it among the background calls: the login button shows its own progress.
  background: true,
  anonymous: true,
  session: 'login',
});
