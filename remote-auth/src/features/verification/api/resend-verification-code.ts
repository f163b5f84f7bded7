import { anyResultSchema, resendVerificationCodeRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Sends a new verification code to the mobile of a pending sign-up. */
export const resendVerificationCode = defineEndpoint({
  method: 'POST',
  path: 'Account/ResendVerificationCode',
  request: resendVerificationCodeRequestSchema,
  result: anyResultSchema,
});
