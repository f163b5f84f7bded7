import { apiGet, apiPost } from '../http-client';

/** A quick-stake button of the bet slip. */
export interface StakeButton {
  title: string;
  value: number;
}

/**
 * What a login, a demo login or a verification answers. The specification names these fields;
 * servers send more (user id, balance, sport flags…), which are kept as they come.
 */
export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  expireInSeconds: number;
  userIp?: string;
  stakes?: StakeButton[];
  casinoToken?: string;
  /** Sent on registration. */
  domain?: string;
  [field: string]: unknown;
}

export interface AuthenticateInput {
  userNameOrEmailAddress: string;
  password: string;
}

export function authenticate(input: AuthenticateInput): Promise<LoginResult> {
  return apiPost<LoginResult>('Account/Authenticate', input);
}

export function loginAsDemoUser(params: Record<string, string> = {}): Promise<LoginResult> {
  return apiGet<LoginResult>('Account/LoginAsDemoUser', params);
}

export interface RegisterInput {
  userName: string;
  mobile: string;
  password: string;
  [field: string]: unknown;
}

/** Registration keeps the username, mobile and domain for the verification step. */
export interface RegisterResult {
  domain?: string;
  [field: string]: unknown;
}

export function register(input: RegisterInput): Promise<RegisterResult> {
  return apiPost<RegisterResult>('Account/Register', input);
}

export interface VerifyUserInput {
  userName: string;
  mobile: string;
  code: string;
}

export function verifyUser(input: VerifyUserInput): Promise<LoginResult> {
  return apiPost<LoginResult>('Account/VerificationUser', input);
}

export interface ResendVerificationCodeInput {
  userName: string;
  mobile: string;
}

export function resendVerificationCode(input: ResendVerificationCodeInput): Promise<unknown> {
  return apiPost<unknown>('Account/ResendVerificationCode', input);
}

export interface RefreshTokenResult {
  accessToken: string;
  expireInSeconds: number;
  /** Present when the server rotates refresh tokens. */
  refreshToken?: string;
  [field: string]: unknown;
}

export function refreshToken(params: { refreshToken: string }): Promise<RefreshTokenResult> {
  return apiGet<RefreshTokenResult>('Account/RefreshToken', params);
}

/** The tokens of the session to end; taken from the session itself, as storage may be cleared already. */
export interface LogoutInput {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * Ends the session on the server: its access tokens and its refresh token stop working. The
 * bearer is the session's own, even expired; the server answers success whatever it is given.
 */
export function logout({ accessToken, refreshToken }: LogoutInput): Promise<unknown> {
  return apiPost<unknown>(
    'Account/Logout',
    { refreshToken: refreshToken ?? '' },
    accessToken === null ? {} : { headers: { Authorization: `Bearer ${accessToken}` } },
  );
}

export interface AccessTokenValidateTime {
  [field: string]: unknown;
}

export function getAccessTokenValidateTime(
  params: Record<string, string | number> = {},
): Promise<AccessTokenValidateTime> {
  return apiPost<AccessTokenValidateTime>('Account/GetAccessTokenValidateTime', undefined, { params });
}

export interface LoginAttemptsQuery {
  Result?: string;
  MaxResultCount: number;
  SkipCount: number;
}

export interface LoginAttempt {
  [field: string]: unknown;
}

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

export function getUserLoginAttempts(query: LoginAttemptsQuery): Promise<PagedResult<LoginAttempt>> {
  return apiPost<PagedResult<LoginAttempt>>('Account/GetUserLoginAttempts', undefined, { params: query });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiPost<unknown>('Account/changePassword', input);
}
