import { randomBytes } from 'node:crypto';

/**
 * The secrets of the api this worker starts (e2e/fixtures.ts), new for every run: the api has no
 * built-in secrets, and the admin calls of the tests need the admin token.
 */
export const apiSecrets = {
  adminToken: randomBytes(32).toString('base64url'),
  tokenSecret: randomBytes(32).toString('base64url'),
} as const;
