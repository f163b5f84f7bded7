import { randomBytes } from 'node:crypto';

/** This run's value of `variable`: made once in the runner, and inherited by its workers. */
function runSecret(variable: string): string {
  process.env[variable] ??= randomBytes(32).toString('base64url');
  return process.env[variable];
}

/**
 * The secrets of the api the run starts (e2e/global-setup.ts), new for every run: the api has no
 * built-in secrets, and the admin calls of the tests need the admin token. The runner makes them
 * before it starts any worker, so every worker reads the same.
 */
export const apiSecrets = {
  adminToken: runSecret('E2E_API_ADMIN_TOKEN'),
  tokenSecret: runSecret('E2E_API_TOKEN_SECRET'),
} as const;
