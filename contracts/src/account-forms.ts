import * as z from 'zod/mini';

import { type accountFormMessages } from './account-form-refusals.js';
import { failure, success, type Result } from './result.js';

export { accountFormMessages } from './account-form-refusals.js';

/** A code of the account form rules. */
export type AccountFormCode = keyof typeof accountFormMessages;

// The code a broken rule gives as its zod message.
const says = <Code extends AccountFormCode>(code: Code): Code => code;

// ASCII only, so the browser and the server agree on what a letter or a digit is.
export const usernamePattern = /^[A-Za-z0-9]{4,20}$/;
/** An Indian mobile number as typed in India: ten digits, the first 6, 7, 8 or 9, no country code. */
export const indianMobilePattern = /^[6-9][0-9]{9}$/;
export const verificationCodePattern = /^[0-9]{6}$/;
export const minPasswordLength = 8;

// Surrounding spaces come from autofill and pasting; they are never part of a name, number or code.
export const usernameSchema = z.string().check(z.trim(), z.regex(usernamePattern, says('username')));
export const mobileSchema = z.string().check(z.trim(), z.regex(indianMobilePattern, says('mobile')));
/** A password is taken exactly as typed: spaces count. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(minPasswordLength, says('password')),
    z.regex(/[A-Za-z]/, says('password')),
    z.regex(/[0-9]/, says('password')),
  );
export const verificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(verificationCodePattern, says('verificationCode')));

/** Login asks only that both fields are filled: the server decides whether they are right. */
export const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, says('usernameRequired'))),
  password: z.string().check(z.minLength(1, says('passwordRequired'))),
});

export const signupFormSchema = z
  .object({
    username: usernameSchema,
    mobile: mobileSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    // Runs even when other fields fail, so every message shows after one submit.
    z.refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: says('passwordsDiffer'),
      when: () => true,
    }),
  );

export const verificationFormSchema = z.object({ code: verificationCodeSchema });

/** A new password typed twice the same; runs even when other fields fail, so every message shows after one submit. */
const newPasswordTypedTwice = z.refine<{ newPassword: string; confirmPassword: string }>(
  (form) => form.newPassword === form.confirmPassword,
  { path: ['confirmPassword'], message: says('passwordsDiffer'), when: () => true },
);

/** Change password: the current one (the server checks it), a new one by the rules, typed twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, says('passwordRequired'))),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(newPasswordTypedTwice);

/** A forgotten password, first step: the account's username and its verified mobile number. */
export const forgotPasswordFormSchema = z.object({ username: usernameSchema, mobile: mobileSchema });

/** A forgotten password, second step: the code sent to the mobile and the new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    code: verificationCodeSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(newPasswordTypedTwice);

export type LoginForm = z.output<typeof loginFormSchema>;
export type ForgotPasswordForm = z.output<typeof forgotPasswordFormSchema>;
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;
export type VerificationForm = z.output<typeof verificationFormSchema>;
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

/** The first message (for the contracts' form rules, a refusal code) of each field that failed. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The form's values, or the first message of each field that failed. */
export type FormValidation<Values extends Record<string, unknown>> = Result<
  Values,
  FieldErrors<Extract<keyof Values, string>>
>;

/** Checks a form's raw values against its schema; the answer is a value, never a throw. */
export function validateForm<Values extends Record<string, unknown>>(
  schema: z.ZodMiniType<Values>,
  input: unknown,
): FormValidation<Values> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return success(parsed.data);
  const errors: FieldErrors<Extract<keyof Values, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    const key = field as Extract<keyof Values, string>;
    errors[key] ??= issue.message;
  }
  return failure(errors);
}

/** The first broken rule's message (a refusal code), in the schema's field order, or the parsed value. */
export function firstProblem<Value>(schema: z.ZodMiniType<Value>, input: unknown): Result<Value> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return success(parsed.data);
  return failure(parsed.error.issues[0]?.message ?? 'requestNotValid');
}
