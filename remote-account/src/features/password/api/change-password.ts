import { anyResultSchema, changePasswordRequestSchema } from '@exchange/contracts';
import { defineEndpoint } from '@exchange/shared';

/** Changes the player's password; the api ends every other session when it does. */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: 'Account/changePassword',
  request: changePasswordRequestSchema,
  verbatim: ['currentPassword', 'newPassword'],
  result: anyResultSchema,
});
