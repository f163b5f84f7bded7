/**
 * The unit projects' test files run one after another in a reused worker instead of a fresh one
 * each, so libraries that Node loads natively (React, MUI, jsdom, PGlite) load once per worker.
 * Every such project lists vitest.file-reset-setup.ts first in its setup files: it resets the
 * workspace's own modules before each file, so stores, i18n instances and caches still start empty.
 * That saves about a third of the unit suite's CPU time. Files that start real servers or sockets
 * (the `api-integration` project) keep a fresh worker each.
 */
export const unitTestIsolation = { isolate: false } as const;

/**
 * The page projects (jsdom) render whole pages with MUI and drive them with user-event: on a busy
 * two-core machine one such test takes seconds. The limit only catches a hung test; nothing in these
 * projects asserts a duration.
 */
export const pageTestTimeout = { testTimeout: 20_000 } as const;
