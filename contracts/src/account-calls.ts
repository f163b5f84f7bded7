import * as z from 'zod/mini';

import { stakeButtonSchema } from './stakes.js';
import { moneySchema } from './values.js';

// The account calls of the specification: what is sent and what `result` holds. Servers may send
// more fields than the specification names; the client keeps them (loose objects), the api sends
// exactly these.

export const authenticateRequestSchema = z.object({
  userNameOrEmailAddress: z.string(),
  password: z.string(),
});
export type AuthenticateRequest = z.output<typeof authenticateRequestSchema>;

/** What a login, a demo login or a verification answers. */
export const loginResultSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expireInSeconds: z.number().check(z.positive()),
  userIp: z.optional(z.string()),
  stakes: z.optional(z.array(stakeButtonSchema)),
  casinoToken: z.optional(z.string()),
  userId: z.optional(z.number()),
  username: z.optional(z.string()),
  balance: z.optional(moneySchema),
  exposure: z.optional(moneySchema),
});
export type LoginResult = z.output<typeof loginResultSchema>;

export const registerRequestSchema = z.looseObject({
  userName: z.string(),
  mobile: z.string(),
  password: z.string(),
  confirmPassword: z.optional(z.string()),
  domain: z.optional(z.string()),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** Registration keeps the username, mobile and domain for the verification step. */
export const registerResultSchema = z.looseObject({
  userName: z.optional(z.string()),
  mobile: z.optional(z.string()),
  domain: z.optional(z.string()),
});
export type RegisterResult = z.output<typeof registerResultSchema>;

export const verifyUserRequestSchema = z.object({ userName: z.string(), mobile: z.string(), code: z.string() });
export type VerifyUserRequest = z.output<typeof verifyUserRequestSchema>;

export const resendVerificationCodeRequestSchema = z.object({ userName: z.string(), mobile: z.string() });
export type ResendVerificationCodeRequest = z.output<typeof resendVerificationCodeRequestSchema>;

/** `Account/ForgotPassword`: a reset code to the account's verified mobile (the same answer for any account). */
export const forgotPasswordRequestSchema = z.object({ userName: z.string(), mobile: z.string() });
export const forgotPasswordResultSchema = z.looseObject({ resendAfterSeconds: z.optional(z.number()) });

/** `Account/ResetPassword`: the code and the new password; every session of the account ends. */
export const resetPasswordRequestSchema = z.object({
  userName: z.string(),
  mobile: z.string(),
  code: z.string(),
  newPassword: z.string(),
});
export const resetPasswordResultSchema = z.looseObject({ reset: z.optional(z.boolean()) });

/** Any `result`: calls whose answer the client does not read. */
export const anyResultSchema = z.unknown();

export const refreshTokenRequestSchema = z.object({ refreshToken: z.string() });
export type RefreshTokenRequest = z.output<typeof refreshTokenRequestSchema>;

export const refreshTokenResultSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  expireInSeconds: z.number().check(z.positive()),
  /** Present when the server rotates refresh tokens. */
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  /** The session's new casino token, replacing the stored one; present when the server renews it. */
  casinoToken: z.optional(z.string().check(z.minLength(1))),
});
export type RefreshTokenResult = z.output<typeof refreshTokenResultSchema>;

export const logoutRequestSchema = z.object({ refreshToken: z.string() });
export type LogoutRequest = z.output<typeof logoutRequestSchema>;

export const changePasswordRequestSchema = z.object({ currentPassword: z.string(), newPassword: z.string() });
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/** What a login attempt came to, as the api records it: a success or why the login was refused. */
export const loginAttemptResults = ['Success', 'InvalidPassword', 'LockedOut', 'NotVerified'] as const;
export type LoginAttemptResult = (typeof loginAttemptResults)[number];

/** `Account/GetUserLoginAttempts`: a page of the player's attempts; `Result` keeps those of one result. */
export const loginAttemptsQuerySchema = z.object({
  Result: z.optional(z.enum(loginAttemptResults)),
  MaxResultCount: z.number().check(z.int(), z.positive()),
  SkipCount: z.number().check(z.int(), z.nonnegative()),
});
export type LoginAttemptsQuery = z.output<typeof loginAttemptsQuerySchema>;

/** A page of a list: the total and this page's items. */
export const pagedResultSchema = <Item extends z.ZodMiniType>(item: Item) =>
  z.looseObject({ totalCount: z.number(), items: z.array(item) });

/**
 * One login attempt: when (ISO 8601), what it came to and the address it came from (null when not
 * known). `result` stays text: a compatible server may record results the list above does not name.
 */
export const loginAttemptSchema = z.looseObject({
  time: z.string(),
  result: z.string(),
  clientIp: z.optional(z.nullable(z.string())),
});
export type LoginAttempt = z.output<typeof loginAttemptSchema>;

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

/** The player's public address, stored as `ip`. */
export const ipLookupResultSchema = z.looseObject({ ip: z.string() });
export type IpLookupResult = z.output<typeof ipLookupResultSchema>;

/** `Account/GetAccessTokenValidateTime`: the seconds the current access token has left. */
export const accessTokenValidTimeSchema = z.looseObject({ expireInSeconds: z.number().check(z.nonnegative()) });
export type AccessTokenValidTime = z.output<typeof accessTokenValidTimeSchema>;
