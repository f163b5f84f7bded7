// The account rules the server enforces, with the messages the client shows next to each field.
// They match the sign-up forms of the client (shared/src/validation/account-forms.ts), which checks
// the same rules before sending; the api may not import that code, so the rules are restated here.

export const accountMessages = {
  username: 'Username must be 4 to 20 letters or digits.',
  mobile: 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
  password: 'Password must be at least 8 characters with a letter and a digit.',
  passwordsDiffer: 'Passwords do not match.',
  usernameTaken: 'That username is taken.',
  mobileTaken: 'That mobile number is already registered.',
  mobileVerifiedElsewhere: 'That mobile number has already been verified by another account.',
  signUpExpired: 'This sign-up has expired. Please register again.',
  codeFormat: 'The code must be 6 digits.',
  codeWrong: 'The code is not correct.',
  codeExpired: 'This code has expired. Ask for a new one.',
  codeUsed: 'This code has already been used.',
  resendTooSoon: 'Please wait before asking for another code.',
  noPendingSignUp: 'No sign-up is waiting for this username and mobile number.',
  alreadyVerified: 'This account is already verified. Please log in.',
  invalidCredentials: 'Invalid username or password.',
  notVerified: 'Please verify your mobile number first.',
  sessionEnded: 'Your session has ended. Please log in again.',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordSame: 'The new password must be different from the current one.',
  demoUnavailable: 'The demo account is not available.',
} as const;

/** "Too many failed attempts. Try again in 15 minutes." */
export const lockedOutMessage = (minutes: number): string =>
  `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

// ASCII letters and digits only, so the browser and the server agree on what they are.
const usernamePattern = /^[A-Za-z0-9]{4,20}$/;
const mobilePattern = /^[6-9][0-9]{9}$/;
const codePattern = /^[0-9]{6}$/;
export const minPasswordLength = 8;

export const isValidUsername = (value: string): boolean => usernamePattern.test(value);
export const isValidMobile = (value: string): boolean => mobilePattern.test(value);
export const isValidVerificationCode = (value: string): boolean => codePattern.test(value);
/** Taken exactly as typed: spaces count, nothing is trimmed. */
export const isValidPassword = (value: string): boolean =>
  value.length >= minPasswordLength && /[A-Za-z]/.test(value) && /[0-9]/.test(value);

/** A request body as loose fields; anything that is not an object has none. */
export type Fields = Readonly<Record<string, unknown>>;

export const fieldsOf = (body: unknown): Fields =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Fields) : {};

/** A text field; a missing or non-text value reads as empty, which every rule then refuses. */
export const textField = (fields: Fields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

/** Surrounding spaces come from autofill and pasting; they are never part of a name, number or code. */
export const trimmedField = (fields: Fields, name: string): string => textField(fields, name).trim();

export type Validation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const refuse = (message: string): Validation<never> => ({ ok: false, message });

export interface Registration {
  readonly userName: string;
  readonly mobile: string;
  readonly password: string;
  /** As sent; checked as a host name by the caller. */
  readonly domain: string | undefined;
}

/** The first broken rule in field order (username, mobile, password, confirmation), else the registration. */
export function validateRegistration(body: unknown): Validation<Registration> {
  const fields = fieldsOf(body);
  const userName = trimmedField(fields, 'userName');
  const mobile = trimmedField(fields, 'mobile');
  const password = textField(fields, 'password');
  if (!isValidUsername(userName)) return refuse(accountMessages.username);
  if (!isValidMobile(mobile)) return refuse(accountMessages.mobile);
  if (!isValidPassword(password)) return refuse(accountMessages.password);
  const confirmation = fields.confirmPassword;
  if (confirmation !== undefined && confirmation !== null && confirmation !== password) {
    return refuse(accountMessages.passwordsDiffer);
  }
  const domain = typeof fields.domain === 'string' && fields.domain.trim() !== '' ? fields.domain : undefined;
  return { ok: true, value: { userName, mobile, password, domain } };
}

export interface SignUpIdentity {
  readonly userName: string;
  readonly mobile: string;
}

export function validateSignUpIdentity(body: unknown): Validation<SignUpIdentity> {
  const fields = fieldsOf(body);
  const userName = trimmedField(fields, 'userName');
  const mobile = trimmedField(fields, 'mobile');
  if (!isValidUsername(userName)) return refuse(accountMessages.username);
  if (!isValidMobile(mobile)) return refuse(accountMessages.mobile);
  return { ok: true, value: { userName, mobile } };
}

export interface Verification extends SignUpIdentity {
  readonly code: string;
}

export function validateVerification(body: unknown): Validation<Verification> {
  const identity = validateSignUpIdentity(body);
  if (!identity.ok) return identity;
  const code = trimmedField(fieldsOf(body), 'code');
  if (!isValidVerificationCode(code)) return refuse(accountMessages.codeFormat);
  return { ok: true, value: { ...identity.value, code } };
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}

export function readPasswordChange(body: unknown): PasswordChange {
  const fields = fieldsOf(body);
  return { currentPassword: textField(fields, 'currentPassword'), newPassword: textField(fields, 'newPassword') };
}

/** Checked once the current password is known to be right, so "different" means different from it. */
export function validateNewPassword({ currentPassword, newPassword }: PasswordChange): Validation<string> {
  if (!isValidPassword(newPassword)) return refuse(accountMessages.password);
  if (newPassword === currentPassword) return refuse(accountMessages.newPasswordSame);
  return { ok: true, value: newPassword };
}
