import type { UpiPayment } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { crossSitePostMessage, escapeHtml, payerPagePolicy } from '../payments/payer-page.js';
import { defaultPaymentSettings } from '../payments/payment-settings.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { createPaymentRoutes } from './payments.js';
import { upiPayerRoutes } from './upi-payer.js';

let testApp: TestApp;
let sandboxOff: TestApp;

const settings = { ...defaultPaymentSettings, payeeName: 'Operator <b>& Sons</b>' };
const noReader = { read: async () => '', close: async () => undefined };
// The routes as the api mounts them: whether the page exists is the configuration's to say.
const routes = [adminRoutes, createPaymentRoutes({ reader: noReader }), upiPayerRoutes] as const;

beforeAll(async () => {
  [testApp, sandboxOff] = await Promise.all([
    startTestApp({ routes, payments: { settings }, env: { SANDBOX_PAYMENTS: 'on' } }),
    startTestApp({ routes, payments: { settings } }),
  ]);
});

afterAll(() => Promise.all([testApp.close(), sandboxOff.close()]));

async function newPayment(
  amount: string,
  app: TestApp = testApp,
): Promise<{ payment: UpiPayment; authorization: string; id: number }> {
  const created = await app.app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username: `payer${amount.replace('.', '')}`, balance: '100.00' },
  });
  const { player, accessToken } = created.json<{ result: { player: { id: number }; accessToken: string } }>().result;
  const authorization = `Bearer ${accessToken}`;
  const generated = await app.app.inject({
    method: 'POST',
    url: '/api/Payment/Generate',
    headers: { authorization },
    payload: { amount },
  });
  return { payment: generated.json<{ result: UpiPayment }>().result, authorization, id: player.id };
}

const balanceOf = async (id: number, app: TestApp = testApp) =>
  (await app.db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [id]))[0]
    ?.balance;

/** The api's address in these requests, as a browser names it in `Host` and `Origin`. */
const apiHost = '127.0.0.1:4000';
const apiOrigin = `http://${apiHost}`;

/** What the browser sends when the page's own form is submitted. */
const ownPage = { origin: apiOrigin, 'sec-fetch-site': 'same-origin' };

const pay = (path: string, outcome: string, browser: Record<string, string> = ownPage, app: TestApp = testApp) =>
  app.app.inject({
    method: 'POST',
    url: path,
    headers: { host: apiHost, 'content-type': 'application/x-www-form-urlencoded', ...browser },
    payload: `outcome=${outcome}`,
  });

describe('the simulated payer page', () => {
  it('names itself in the payment, shows it escaped, and pays it once through its form', async () => {
    const { payment, id } = await newPayment('250.50');
    expect(payment.payerPath).toBe(`/upi/pay/${payment.reference}`);
    const path = payment.payerPath ?? '';

    const page = await testApp.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(payerPagePolicy);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Operator &lt;b&gt;&amp; Sons&lt;/b&gt;');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain('Pay 250.50');

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const paid = await pay(path, 'paid');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${path}?paid=paid`);
    }
    expect(await balanceOf(id)).toBe('350.50');
    const after = await testApp.app.inject({ url: `${path}?paid=paid` });
    expect(after.body).toContain('The payment was paid.');
    expect(after.body).toContain('<dd>Paid</dd>');
    expect(after.body).not.toContain('<form');
  });

  it('fails a payment, which then cannot be paid', async () => {
    const { payment, id } = await newPayment('120.00');
    const path = payment.payerPath ?? '';
    expect((await pay(path, 'failed')).statusCode).toBe(303);
    const refused = await pay(path, 'paid');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This payment is already failed.');
    expect(await balanceOf(id)).toBe('100.00');
  });

  it('answers an unknown reference or a bad outcome with a page that says so, escaped', async () => {
    const unknown = await testApp.app.inject({ url: '/upi/pay/%3Cscript%3E' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('There is no such payment.');
    expect(unknown.body).not.toContain('<script>');
    const { payment } = await newPayment('130.00');
    expect((await pay(payment.payerPath ?? '', 'maybe')).statusCode).toBe(400);
  });

  it("refuses a post from another site, crediting nothing, and still takes the page's own", async () => {
    const { payment, id } = await newPayment('5000.00');
    const path = payment.payerPath ?? '';
    const otherSites: Record<string, string>[] = [
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://attacker.example' },
      { origin: 'http://127.0.0.1:3004', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const browser of otherSites) {
      const refused = await pay(path, 'paid', browser);
      expect(refused.statusCode, JSON.stringify(browser)).toBe(403);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain(escapeHtml(crossSitePostMessage));
    }
    expect(await balanceOf(id)).toBe('100.00');
    expect((await testApp.app.inject({ url: path })).body).toContain('<dd>Waiting for payment</dd>');

    const paid = await pay(path, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(await balanceOf(id)).toBe('5100.00');
  });

  it("posts its form only to itself, on the api's own origin", async () => {
    const { payment } = await newPayment('140.00');
    const page = await testApp.app.inject({ url: payment.payerPath ?? '' });
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    // So that a browser names the page's origin in the form's post (with no-referrer it sends null).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(`<form method="post" action="${payment.payerPath ?? ''}">`);
  });
});

describe('with sandbox payments off (the default)', () => {
  it('names no payer page and serves none, so a payment stays unpaid', async () => {
    const { payment, id } = await newPayment('5000.00', sandboxOff);
    expect(payment.payerPath).toBeNull();
    const path = `/upi/pay/${payment.reference}`;
    expect((await sandboxOff.app.inject({ url: path })).statusCode).toBe(404);
    expect((await sandboxOff.app.inject({ url: '/upi/payer.css' })).statusCode).toBe(404);
    const post = await pay(path, 'paid', ownPage, sandboxOff);
    expect(post.statusCode).toBe(404);
    expect(await balanceOf(id, sandboxOff)).toBe('100.00');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
