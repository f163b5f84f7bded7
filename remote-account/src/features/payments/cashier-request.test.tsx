import { domainSettingsSchema } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { DepositWithdrawPage } from './deposit-withdraw-page';

vi.setConfig({ testTimeout: 60_000 });

const settings = domainSettingsSchema.parse({
  domain: 'localhost',
  domainTitle: 'Exchange',
  description: 'Exchange',
  mainLogo: 'http://localhost:4000/cdn/brands/exchange/logo.svg',
  authBackgroundImage: 'http://localhost:4000/cdn/brands/exchange/auth-background.svg',
  authLogoImage: 'http://localhost:4000/cdn/brands/exchange/auth-logo.svg',
  favicon: '/favicon.svg',
  baseUrl: 'http://localhost:4000',
  siteSuspended: false,
  bodyBgColor: '#FFFFFF',
  showSupportLink: false,
  showDepositW: true,
  football: true,
  tennis: true,
  cricket: true,
  kabaddi: true,
  horseRacing: true,
});
const info = {
  methods: [
    { kind: 'upi', payeeName: 'Exchange Operator', upiId: 'op@okaxis' },
    { kind: 'bank', bankName: 'SBI', accountName: 'Operator', accountNumber: '12345678901', ifsc: 'SBIN0001234' },
  ],
  limits: { minDeposit: 100, maxDeposit: 100000, minWithdrawal: 100, maxWithdrawal: 100000 },
  upiExpirySeconds: 600,
};
const cashierPath = 'DepositWithdrawal/CreateRequestForDepositWithdrawal';
const asked = {
  id: 41,
  type: 'deposit',
  method: 'cashier',
  amount: 2500,
  status: 'pending',
  reference: null,
  utr: null,
  destination: null,
  note: null,
  preferredMethod: 'cash_agent',
  playerNote: 'Call me after 6 pm',
  createdAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
};

/** The page on its deposit or withdraw tab, with the button that opens the cashier's form. */
async function openCashierForm({
  path = '/depositw',
  username = 'player01',
  language = 'en',
}: { path?: string; username?: string; language?: 'en' | 'hi' } = {}) {
  const rendered = await renderRoute(<DepositWithdrawPage />, {
    path,
    route: '/depositw/:id?',
    session: { username, balance: 1000, exposure: 0 },
    settings,
    language,
  });
  rendered.network.on('GET', 'Account/GetPaymentInfo').ok(info);
  rendered.network.on('GET', 'DepositWithdrawal/GetUserWithdrawalHistory').ok({ totalCount: 0, items: [] });
  const open = await screen.findByRole('button', { name: language === 'hi' ? 'कैशियर से कहें' : 'Ask the cashier' });
  expect(open.getAttribute('aria-expanded')).toBe('false');
  return { ...rendered, open };
}

describe('asking the cashier', () => {
  it('checks the form before sending, then sends the request with its key and says it was sent', async () => {
    const { network, user, open } = await openCashierForm();
    network.on('POST', cashierPath).ok(asked);
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Request to the cashier' });
    // Asked from the deposit tab: a deposit unless the player says otherwise.
    expect(within(form).getByRole('radio', { name: 'Deposit' })).toHaveProperty('checked', true);

    await user.click(within(form).getByRole('button', { name: 'Send to the cashier' }));
    expect(within(form).getByText('Enter an amount.')).toBeTruthy();
    expect(within(form).getByText('Choose how the cashier should handle it.')).toBeTruthy();
    await user.click(within(form).getByRole('textbox', { name: 'Amount' }));
    await user.paste('100000.01');
    expect(within(form).getByText('The largest deposit is 1,00,000.')).toBeTruthy();
    await user.click(within(form).getByRole('textbox', { name: 'Note for the cashier (optional)' }));
    await user.paste('x'.repeat(301));
    expect(within(form).getByText('The note can be at most 300 characters.')).toBeTruthy();
    expect(network.requestsTo('POST', cashierPath)).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: 'Amount' }));
    await user.paste('2500');
    await user.click(within(form).getByRole('radio', { name: 'Cash agent' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Note for the cashier (optional)' }));
    await user.paste(' Call me after 6 pm ');
    expect(within(form).getByText('18/300 characters. For example, when to call you.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send to the cashier' }));

    expect(
      await screen.findByText(/Your deposit request for 2,500\.00 was sent to the cashier\./, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(network.requestsTo('POST', cashierPath)[0]?.body).toEqual({
      type: 'deposit',
      amount: '2500.00',
      preferredMethod: 'cash_agent',
      note: 'Call me after 6 pm',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) as unknown,
    });
    expect(screen.getByRole('link', { name: 'See your requests' }).getAttribute('href')).toBe('/dwrequests');
    expect(screen.queryByRole('form', { name: 'Request to the cashier' })).toBeNull();
  });

  it('asks for a withdrawal from the withdraw tab, and keeps the key when the same request is sent again', async () => {
    const { network, user, open } = await openCashierForm({ path: '/depositw/withdraw' });
    network.once('POST', cashierPath).networkError();
    network.on('POST', cashierPath).ok({ ...asked, type: 'withdrawal', amount: 300, preferredMethod: 'other_upi' });
    await user.click(open);
    const form = screen.getByRole('form', { name: 'Request to the cashier' });
    expect(within(form).getByRole('radio', { name: 'Withdrawal' })).toHaveProperty('checked', true);
    expect(within(form).getByText('From 100 to 1,00,000, at most your available balance.')).toBeTruthy();
    await user.click(within(form).getByRole('textbox', { name: 'Amount' }));
    await user.paste('300');
    await user.click(within(form).getByRole('radio', { name: 'Another UPI app' }));
    await user.click(within(form).getByRole('button', { name: 'Send to the cashier' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Network Connection/i);

    await user.click(within(form).getByRole('button', { name: 'Send to the cashier' }));
    expect(await screen.findByText(/Your withdrawal request for 300\.00 was sent to the cashier\./)).toBeTruthy();
    const [first, second] = network.requestsTo('POST', cashierPath).map((request) => request.body as object);
    expect(first).toMatchObject({ type: 'withdrawal', amount: '300.00', preferredMethod: 'other_upi', note: '' });
    // A retry is the same request: the api answers it once.
    expect(second).toEqual(first);
  });

  it('sends the note without markup, quotes or SQL-like words', async () => {
    const { network, user, open } = await openCashierForm();
    network.on('POST', cashierPath).ok(asked);
    await user.click(open);
    const form = screen.getByRole('form', { name: 'Request to the cashier' });
    await user.click(within(form).getByRole('textbox', { name: 'Amount' }));
    await user.paste('2500');
    await user.click(within(form).getByRole('radio', { name: 'Bank transfer' }));
    await user.click(within(form).getByRole('textbox', { name: 'Note for the cashier (optional)' }));
    await user.paste("It's <b>urgent</b>; DROP me a call");
    await user.click(within(form).getByRole('button', { name: 'Send to the cashier' }));
    expect(await screen.findByText(/was sent to the cashier/)).toBeTruthy();
    expect(network.requestsTo('POST', cashierPath)[0]?.body).toMatchObject({ note: 'Its urgent  me a call' });
  });

  it('shows the api’s refusal in the player’s language', async () => {
    const { network, user, open } = await openCashierForm({ path: '/depositw/withdraw', language: 'hi' });
    network.on('POST', cashierPath).reply(400, refusedWith('overAvailableBalance'));
    await user.click(open);
    const form = screen.getByRole('form', { name: 'कैशियर को अनुरोध' });
    await user.click(within(form).getByRole('textbox', { name: 'राशि' }));
    await user.paste('5000');
    await user.click(within(form).getByRole('radio', { name: 'बैंक ट्रांसफ़र' }));
    await user.click(within(form).getByRole('button', { name: 'कैशियर को भेजें' }));
    expect(await within(form).findByText('राशि आपके उपलब्ध बैलेंस से अधिक है।')).toBeTruthy();
  });

  it('is not offered to the demo player', async () => {
    const { open } = await openCashierForm({ username: 'Demo' });
    expect(open.hasAttribute('disabled')).toBe(true);
  });
});
