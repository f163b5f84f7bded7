import { loginResultSchema, verifyUserRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Completes a sign-up with the code sent to the mobile; answers a login. */
export const verifyUser = defineEndpoint({
  method: 'POST',
  path: 'Account/VerificationUser',
  request: verifyUserRequestSchema,
  verbatim: ['code'],
  result: loginResultSchema,
  session: 'login',
});
