import {
  forgotPasswordRequestSchema,
  forgotPasswordResultSchema,
  resetPasswordRequestSchema,
  resetPasswordResultSchema,
} from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Sends a reset code to the account's verified mobile (the api answers the same for any account). */
export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: 'Account/ForgotPassword',
  request: forgotPasswordRequestSchema,
  result: forgotPasswordResultSchema,
  anonymous: true,
});

/** Sets a new password with the code; every session of the account ends. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'Account/ResetPassword',
  request: resetPasswordRequestSchema,
  verbatim: ['code', 'newPassword'],
  result: resetPasswordResultSchema,
  anonymous: true,
});
