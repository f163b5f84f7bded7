/**
 * Hands the page's CSP nonce to goober, which styles notistack's toasts: goober gives its one
 * `<style>` element `window.__nonce__` when it creates it, as soon as notistack is evaluated, and a
 * style element inserted without the nonce stays blocked. The entry imports this first: the
 * start-up evaluates a preloaded layout or remote page (which may import notistack) while the app's
 * own modules are still loading, so setting it later in the bootstrap can come too late on a slow load.
 */
declare global {
  interface Window {
    __nonce__?: string;
  }
}

const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim();
if (nonce) window.__nonce__ = nonce;

export {};
