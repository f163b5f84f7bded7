// The production builds served as `npm start` serves them, with an api on an in-memory database of
// its own and an admin token made for the run, and headless Chromium: what a bench script that
// measures pages alone starts with.
import { randomBytes } from 'node:crypto';

import { chromium } from '@playwright/test';

import { startAppStack } from '../../scripts/lib/app-servers.mjs';
import { ensureChromium } from '../../scripts/lib/tasks.mjs';
import { chromiumArgs } from '../support/chromium.mjs';

/**
 * Serves the builds (`npm run build` first), launches Chromium and runs `measure` with them; stops
 * both however it ends.
 * @template T
 * @param {(parts: { stack: Awaited<ReturnType<typeof startAppStack>>, browser: import('@playwright/test').Browser, adminToken: string }) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withBenchStack(measure) {
  const chromePath = await ensureChromium();
  const adminToken = randomBytes(32).toString('base64url');
  const stack = await startAppStack({
    apiEnv: { DATA_DIR: 'memory', ADMIN_TOKEN: adminToken, TOKEN_SECRET: randomBytes(32).toString('base64url') },
  });
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    try {
      return await measure({ stack, browser, adminToken });
    } finally {
      await browser.close();
    }
  } finally {
    await stack.close();
  }
}
