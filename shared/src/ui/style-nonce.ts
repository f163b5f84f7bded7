/**
 * The Content-Security-Policy nonce for the `<style>` elements created at run time (emotion's,
 * for MUI). The server that sends the policy writes a fresh one into `<meta name="csp-nonce">`
 * of every index.html it serves; without that meta (dev server, tests) there is none.
 */
export function readStyleNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const nonce = doc?.querySelector('meta[name="csp-nonce"]')?.getAttribute('content')?.trim();
  return nonce ? nonce : undefined;
}

/**
 * A `<style>` element of the page's own, marked `attribute="value"`, carrying the CSP nonce and put
 * before emotion's styles (emotion's rules win a tie): the theme's variables, the brand's and the
 * plain components' sheets are written this way.
 */
export function insertStyleSheet(attribute: string, value: string, css: string, doc: Document = document) {
  const style = doc.createElement('style');
  style.setAttribute(attribute, value);
  const nonce = readStyleNonce(doc);
  if (nonce !== undefined) style.setAttribute('nonce', nonce);
  style.textContent = css;
  doc.head.insertBefore(style, doc.head.querySelector('style[data-emotion]'));
  return style;
}
