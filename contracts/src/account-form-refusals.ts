import type { TemplateTable } from './wording.js';

/**
 * The account form rules' refusal codes and their English: a broken rule gives its code as the
 * zod message, the page says it next to the field in the player's language, and the api refuses
 * the same values with the same code and words.
 */
export const accountFormMessages = {
  usernameRequired: 'Enter your username.',
  passwordRequired: 'Enter your password.',
  username: 'Username must be 4 to 20 letters or digits.',
  mobile: 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9.',
  password: 'Password must be at least 8 characters with a letter and a digit.',
  passwordsDiffer: 'Passwords do not match.',
  verificationCode: 'The code must be 6 digits.',
} as const satisfies TemplateTable;
