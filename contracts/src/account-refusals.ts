import type { TemplateTable } from './wording.js';

/**
 * The refusals of the account calls, by code, with their English: sign-up and its verification
 * code, logins and the lockout, sessions and access tokens, password changes, the demo login and
 * the login history's query. The form rules' own codes are in `accountFormMessages`.
 */
export const accountRefusals = {
  usernameTaken: 'That username is taken.',
  mobileTaken: 'That mobile number is already registered.',
  mobileVerifiedElsewhere: 'That mobile number has already been verified by another account.',
  signUpExpired: 'This sign-up has expired. Please register again.',
  verificationCodeWrong: 'The code is not correct.',
  verificationCodeExpired: 'This code has expired. Ask for a new one.',
  verificationCodeUsed: 'This code has already been used.',
  resendTooSoon: 'Please wait before asking for another code.',
  noPendingSignUp: 'No sign-up is waiting for this username and mobile number.',
  alreadyVerified: 'This account is already verified. Please log in.',
  invalidCredentials: 'Invalid username or password.',
  notVerified: 'Please verify your mobile number first.',
  lockedOut: {
    one: 'Too many failed attempts. Try again in {{count}} minute.',
    other: 'Too many failed attempts. Try again in {{count}} minutes.',
  },
  sessionEnded: 'Your session has ended. Please log in again.',
  sessionClosed: 'The session has ended',
  playerGone: 'The player no longer exists',
  accessTokenMissing: 'No access token',
  accessTokenUnexpectedClaims: 'Access token has unexpected claims',
  accessTokenExpired: 'Access token expired',
  accessTokenMalformed: 'Access token is malformed',
  accessTokenInvalid: 'Access token is invalid',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordSame: 'The new password must be different from the current one.',
  demoUnavailable: 'The demo account is not available.',
  loginAttemptResultUnknown: 'Result must be one of {{results}}.',
  loginAttemptCountRange: 'MaxResultCount must be a whole number from 1 to {{max}}.',
  loginAttemptSkipCount: 'SkipCount must be a whole number of 0 or more.',
} as const satisfies TemplateTable;
