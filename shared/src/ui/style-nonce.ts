/**
 * The Content-Security-Policy nonce for the `<style>` elements created at run time (emotion's,
 * for MUI). The server that sends the policy writes a fresh one into `<meta name="csp-nonce">`
 * of every index.html it serves; without that meta (dev server, tests) there is none.
 */
export function readStyleNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const nonce = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim();
  return nonce ? nonce : undefined;
}
