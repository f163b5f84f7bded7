import * as z from 'zod/mini';

/**
 * Keeps the libraries that would otherwise trip the page's Content-Security-Policy (no eval, no
 * style without the page's nonce; docs/security-headers.md) within it. This module is the first
 * import of the entry, so it runs before @exchange/shared, notistack and any schema are evaluated;
 * it reads the nonce meta itself because importing shared here would evaluate shared first.
 */
declare global {
  interface Window {
    /** Where goober, which styles notistack's toasts, takes the nonce for its <style> element. */
    __nonce__?: string;
  }
}

// notistack creates goober's <style> element as soon as it is evaluated.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim();
if (nonce) window.__nonce__ = nonce;

// Classic zod probes for eval with `Function("")` as soon as it makes an object schema; the probe
// is caught, but the browser still reports a violation. zod/mini, which the platform's own schemas
// use, compiles nothing, but a library or a remote built elsewhere may bring classic zod. Zod's
// configuration is page-wide (on globalThis) and shared by both builds, so this covers every copy
// of zod on the page.
z.config({ jitless: true });
