// The account rules the server enforces are the contracts' form rules, with the refusal codes the
// client says next to each field: the auth pages check the same rules before sending.
import {
  failure,
  firstProblem,
  isRefusalCode,
  mobileSchema,
  passwordSchema,
  refusal,
  success,
  usernameSchema,
  verificationCodeSchema,
  type Refusal,
  type RefusalCode,
  type Result,
  type WordingValues,
} from '@exchange/contracts';
import * as z from 'zod/mini';

export { minPasswordLength } from '@exchange/contracts';

/** Valid as it stands: a value that would need trimming first is not. */
const isValid = (schema: z.ZodMiniType<string>, value: string): boolean => {
  const parsed = z.safeParse(schema, value);
  return parsed.success && parsed.data === value;
};

export const isValidUsername = (value: string): boolean => isValid(usernameSchema, value);
export const isValidMobile = (value: string): boolean => isValid(mobileSchema, value);
export const isValidVerificationCode = (value: string): boolean => isValid(verificationCodeSchema, value);
/** Taken exactly as typed: spaces count, nothing is trimmed. */
export const isValidPassword = (value: string): boolean => isValid(passwordSchema, value);

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

/** A request's fields as a value, or the refusal of the first broken rule. */
export type Validation<T> = Result<T, Refusal>;

/** A failed validation: the rule's code and the values its wording names. */
export const refuse = (code: RefusalCode, values: WordingValues = {}): Validation<never> =>
  failure(refusal(code, values));

/** The code a contracts form rule gave as its message (every rule there gives one). */
const codeOf = (message: string): RefusalCode => (isRefusalCode(message) ? message : 'requestNotValid');

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
  const checked = firstProblem(registrationRules, {
    userName: textField(fields, 'userName'),
    mobile: textField(fields, 'mobile'),
    password: textField(fields, 'password'),
  });
  if (!checked.ok) return refuse(codeOf(checked.error));
  const { userName, mobile, password } = checked.value;
  const confirmation = fields.confirmPassword;
  if (confirmation !== undefined && confirmation !== null && confirmation !== password) {
    return refuse('passwordsDiffer');
  }
  const domain = typeof fields.domain === 'string' && fields.domain.trim() !== '' ? fields.domain : undefined;
  return success({ userName, mobile, password, domain });
}

export interface SignUpIdentity {
  readonly userName: string;
  readonly mobile: string;
}

const identityRules = z.object({ userName: usernameSchema, mobile: mobileSchema });

// The rules in field order, so the first broken one is the one reported.
const registrationRules = z.object({ userName: usernameSchema, mobile: mobileSchema, password: passwordSchema });

export function validateSignUpIdentity(body: unknown): Validation<SignUpIdentity> {
  const fields = fieldsOf(body);
  const checked = firstProblem(identityRules, {
    userName: textField(fields, 'userName'),
    mobile: textField(fields, 'mobile'),
  });
  return checked.ok ? checked : refuse(codeOf(checked.error));
}

export interface Verification extends SignUpIdentity {
  readonly code: string;
}

export function validateVerification(body: unknown): Validation<Verification> {
  const identity = validateSignUpIdentity(body);
  if (!identity.ok) return identity;
  const code = z.safeParse(verificationCodeSchema, textField(fieldsOf(body), 'code'));
  if (!code.success) return refuse('verificationCode');
  return success({ ...identity.value, code: code.data });
}

export interface PasswordReset extends Verification {
  readonly newPassword: string;
}

/** A reset's identity, its code and the new password (the password rule of sign-up). */
export function validatePasswordReset(body: unknown): Validation<PasswordReset> {
  const verification = validateVerification(body);
  if (!verification.ok) return verification;
  const newPassword = textField(fieldsOf(body), 'newPassword');
  if (!isValidPassword(newPassword)) return refuse('password');
  return success({ ...verification.value, newPassword });
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** Checked once the current password is known to be right, so "different" means different from it. */
export function validateNewPassword({ currentPassword, newPassword }: PasswordChange): Validation<string> {
  if (!isValidPassword(newPassword)) return refuse('password');
  if (newPassword === currentPassword) return refuse('newPasswordSame');
  return success(newPassword);
}
