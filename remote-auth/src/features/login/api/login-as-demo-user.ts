import { loginResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Logs in as the shared demo player. */
export const loginAsDemoUser = defineEndpoint({
  method: 'GET',
  path: 'Account/LoginAsDemoUser',
  result: loginResultSchema,
  background: true,
  session: 'login',
});
