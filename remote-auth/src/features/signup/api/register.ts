import { registerRequestSchema, registerResultSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Starts a sign-up; the player then verifies the code sent to their mobile. */
export const register = defineEndpoint({
  method: 'POST',
  path: 'Account/Register',
  request: registerRequestSchema,
  verbatim: ['password', 'confirmPassword'],
  result: registerResultSchema,
  anonymous: true,
  session: 'login',
});
