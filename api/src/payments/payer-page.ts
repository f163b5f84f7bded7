import type { UpiPayment } from '@exchange/contracts';

import type { Config } from '../config.js';

/** Where the simulated payer's page of a payment is served. */
export const payerPagePath = (reference: string): string => `/upi/pay/${encodeURIComponent(reference)}`;
export const payerPageStylesheetPath = '/upi/payer.css';

/**
 * Whether the api serves the simulated payer, which pays any pending reference without a login:
 * only with `SANDBOX_PAYMENTS=on` (config.ts), off by default with either database, so a deployment
 * never credits money this way by accident.
 */
export const payerPageEnabled = (config: Pick<Config, 'sandboxPayments'>): boolean => config.sandboxPayments;

/** Why a post to the page from another site is refused; shown on the page. */
export const crossSitePostMessage =
  'This payment can be paid or failed only from its own page on this server, not from another site.';

/**
 * Whether a post to the page came from somewhere other than the page itself, which the api serves:
 * the browser says so with `Sec-Fetch-Site`, or with an `Origin` that is not the api's own (`null`
 * from a sandboxed frame or a redirect chain included). A post with neither header comes from no
 * browser page, and is no forgery of one.
 */
export function isCrossSitePost(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  ownOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return typeof origin !== 'string' || origin.toLowerCase() !== ownOrigin.toLowerCase();
}

/** The page's policy: its own stylesheet, no script at all, a form that posts only back here. */
export const payerPagePolicy = [
  "default-src 'none'",
  "style-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML text node or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

const statusText: Record<UpiPayment['status'], string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${payerPageStylesheetPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The simulated UPI app: the payment's details and, while it waits, a form to pay or fail it. */
export function payerPageHtml(payment: UpiPayment, payee: string, notice?: string): string {
  const action = payerPagePath(payment.reference);
  const form =
    payment.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="paid">Pay ${escapeHtml(payment.amount.toFixed(2))}</button>
<button type="submit" name="outcome" value="failed" class="secondary">Fail the payment</button>
</form>`
      : '';
  return page(
    `UPI payment ${payment.reference}`,
    `<h1>Simulated UPI payment</h1>
<p class="note">A test page of this api: it stands in for the payer's UPI app.</p>
${notice === undefined ? '' : `<p role="status" class="notice">${escapeHtml(notice)}</p>`}
<dl>
<dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd>
<dt>Pay to</dt><dd>${escapeHtml(payee)}</dd>
<dt>Amount</dt><dd>₹${escapeHtml(payment.amount.toFixed(2))}</dd>
<dt>Status</dt><dd>${escapeHtml(statusText[payment.status])}</dd>
</dl>
${form}`,
  );
}

/** The page for a reference that is not a payment (or a refusal), with the reason. */
export function payerMessageHtml(message: string): string {
  return page('UPI payment', `<h1>Simulated UPI payment</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

export const payerPageCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f7;color:#1d1d1f}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;border:1px solid #d2d2d7}
h1{font-size:1.4rem;margin:0 0 .5rem}.note{color:#57575c;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57575c}dd{margin:0;font-weight:600;word-break:break-all}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #4b3fd6;background:#4b3fd6;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#b3261e;border-color:#b3261e}
.notice{padding:.5rem .75rem;background:#e8f5e9;border-radius:6px}
@media (prefers-color-scheme:dark){body{background:#161618;color:#f2f2f7}main{background:#232326;border-color:#3a3a3e}
.note,dt{color:#b0b0b8}button.secondary{background:#232326;color:#ff8a80;border-color:#ff8a80}.notice{background:#1e3a22}}
`;
