import type { UpiPayment } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { escapeHtml, payerPageEnabled, payerPagePolicy } from '../payments/payer-page.js';
import { defaultPaymentSettings } from '../payments/payment-settings.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { adminRoutes } from './admin.js';
import { createPaymentRoutes } from './payments.js';
import { createUpiPayerRoutes } from './upi-payer.js';

let testApp: TestApp;

beforeAll(async () => {
  const settings = { ...defaultPaymentSettings, payeeName: 'Operator <b>& Sons</b>' };
  testApp = await startTestApp({
    routes: [
      adminRoutes,
      createPaymentRoutes({
        settings,
        payerPage: true,
        reader: { read: async () => '', close: async () => undefined },
      }),
      createUpiPayerRoutes({ settings, enabled: true }),
    ],
  });
});

afterAll(() => testApp.close());

async function newPayment(amount: string): Promise<{ payment: UpiPayment; authorization: string; id: number }> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/admin/players',
    headers: testAdminAuthorization,
    payload: { username: `payer${amount.replace('.', '')}`, balance: '100.00' },
  });
  const { player, accessToken } = created.json<{ result: { player: { id: number }; accessToken: string } }>().result;
  const authorization = `Bearer ${accessToken}`;
  const generated = await testApp.app.inject({
    method: 'POST',
    url: '/api/Payment/Generate',
    headers: { authorization },
    payload: { amount },
  });
  return { payment: generated.json<{ result: UpiPayment }>().result, authorization, id: player.id };
}

const balanceOf = async (id: number) =>
  (await testApp.db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [id]))[0]
    ?.balance;

const pay = (path: string, outcome: string) =>
  testApp.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
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

  it('is served with the embedded database unless turned off, and never by default with PostgreSQL', () => {
    const pglite = { database: { kind: 'pglite', dataDir: null } } as const;
    const postgres = { database: { kind: 'postgres', url: 'postgres://db/exchange' } } as const;
    expect(payerPageEnabled(pglite, {})).toBe(true);
    expect(payerPageEnabled(postgres, {})).toBe(false);
    expect(payerPageEnabled(postgres, { UPI_PAYER_PAGE: 'on' })).toBe(true);
    expect(payerPageEnabled(pglite, { UPI_PAYER_PAGE: 'off' })).toBe(false);
    expect(() => payerPageEnabled(pglite, { UPI_PAYER_PAGE: 'maybe' })).toThrow('UPI_PAYER_PAGE must be on or off');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
