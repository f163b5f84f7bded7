// Runs the pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const pnpmSpec = rootPackage.packageManager;

/**
 * Runs pnpm with `args` in the repository root; exits the process on failure.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', pnpmSpec, ...args], {
    stdio: 'inherit',
    cwd: new URL('..', import.meta.url),
    ...options,
  });
  if (result.status !== 0) {
    console.error(`pnpm ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pnpm(process.argv.slice(2));
}
