import * as z from 'zod/mini';

/**
 * Keeps classic zod within the page's Content-Security-Policy (no eval; docs/security-headers.md).
 * This module is the first import of the bootstrap, before @exchange/shared and any schema are
 * evaluated. The style nonce for notistack's goober is set even earlier, by the entry
 * (boot/style-nonce.ts).
 */

// Classic zod probes for eval with `Function("")` as soon as it makes an object schema; the probe
// is caught, but the browser still reports a violation. zod/mini, which the platform's own schemas
// use, compiles nothing, but a library or a remote built elsewhere may bring classic zod. Zod's
// configuration is page-wide (on globalThis) and shared by both builds, so this covers every copy
// of zod on the page.
z.config({ jitless: true });
