import { domainSettingsSchema } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { refusedWith } from '../../testing/refused';
import { DepositWithdrawPage } from './deposit-withdraw-page';

vi.setConfig({ testTimeout: 60_000 });

const settings = (showDepositW: boolean) =>
  domainSettingsSchema.parse({
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
    showDepositW,
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
const payment = {
  reference: 'EXABCDEF123456',
  amount: 500,
  status: 'pending',
  upiUri: 'upi://pay?pa=op%40okaxis&pn=Exchange%20Operator&am=500.00&tr=EXABCDEF123456&cu=INR',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  paidAt: null,
};
const route = '/depositw/:id?';

/** Types a whole value at once: per-key typing re-renders the page for every character. */
async function fill(
  user: {
    clear: (element: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
    click: (element: Element) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the deposit and withdrawal page', () => {
  it('explains itself on a brand without deposits and calls nothing', async () => {
    const { network } = await renderRoute(<DepositWithdrawPage />, {
      path: '/depositw',
      route,
      session: { username: 'player01' },
      settings: settings(false),
    });
    network.on('GET', 'Account/GetPaymentInfo').ok(info);
    expect(await screen.findByText(/not offered on this site/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by UPI' })).toBeNull();
  });

  it('shows the demo player the page without letting it pay', async () => {
    const { network } = await renderRoute(<DepositWithdrawPage />, {
      path: '/depositw',
      route,
      session: { username: 'Demo' },
      settings: settings(true),
    });
    network.on('GET', 'Account/GetPaymentInfo').ok(info);
    expect(await screen.findByText(/demo account/)).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Pay by UPI' })).hasAttribute('disabled')).toBe(true);
  });

  it('checks the amount, then shows the QR code, the link and the time left until the payment is paid', async () => {
    const { network, user } = await renderRoute(<DepositWithdrawPage />, {
      path: '/depositw',
      route,
      session: { username: 'player01' },
      settings: settings(true),
    });
    network.on('GET', 'Account/GetPaymentInfo').ok(info);
    network.on('POST', 'api/Payment/Generate').ok(payment);
    network.once('POST', 'api/Payment/Check').ok(payment);
    network.on('POST', 'api/Payment/Check').ok({ ...payment, status: 'paid', paidAt: new Date().toISOString() });

    await fill(user, await screen.findByRole('textbox', { name: 'Amount' }), '50');
    await user.click(screen.getByRole('button', { name: 'Pay by UPI' }));
    expect(await screen.findByText('The smallest deposit is 100.')).toBeTruthy();
    expect(network.requestsTo('POST', 'api/Payment/Generate')).toHaveLength(0);

    await fill(user, screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.click(screen.getByRole('button', { name: 'Pay by UPI' }));
    expect(network.requestsTo('POST', 'api/Payment/Generate')[0]?.body).toEqual({ amount: '500.00' });
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay 500.00' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay in a UPI app on this phone' }).getAttribute('href')).toBe(
      payment.upiUri,
    );
    expect(screen.getByRole('timer').textContent).toMatch(/Pay within (10:00|9:\d\d)/);
    expect(
      await screen.findByText('Payment received: 500.00 was added to your balance.', {}, { timeout: 8_000 }),
    ).toBeTruthy();
  });

  it('refuses a withdrawal above the available balance before sending it', async () => {
    const { network, user } = await renderRoute(<DepositWithdrawPage />, {
      path: '/depositw/withdraw',
      route,
      session: { username: 'player01', balance: 1000, exposure: 200 },
      settings: settings(true),
    });
    network.on('GET', 'Account/GetPaymentInfo').ok(info);
    network.on('GET', 'DepositWithdrawal/GetUserWithdrawalHistory').ok({ totalCount: 0, items: [] });
    expect(await screen.findByText('Available to withdraw: 800.00')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: 'Amount' }), '900');
    await fill(user, screen.getByRole('textbox', { name: 'Account holder' }), 'Asha Rao');
    await fill(user, screen.getByRole('textbox', { name: 'Account number' }), '123456789012');
    await fill(user, screen.getByRole('textbox', { name: 'IFSC' }), 'SBIN0001234');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByText('The amount is more than your available balance.')).toBeTruthy();
    expect(network.requestsTo('POST', 'DepositWithdrawal/CreateWithdrawal')).toHaveLength(0);
  });

  it('holds the locked bonus back from what may be withdrawn, and says so before sending', async () => {
    const { network, user } = await renderRoute(<DepositWithdrawPage />, {
      path: '/depositw/withdraw',
      route,
      session: { username: 'player01', balance: 1000, exposure: 200 },
      settings: settings(true),
    });
    network.on('GET', 'Account/GetPaymentInfo').ok({ ...info, withdrawable: 450, lockedBonus: 350 });
    network.on('GET', 'DepositWithdrawal/GetUserWithdrawalHistory').ok({ totalCount: 0, items: [] });
    // 1000 − 200 exposure − 350 bonus not yet wagered.
    expect(await screen.findByText('Available to withdraw: 450.00')).toBeTruthy();
    expect(screen.getByText(/Bonus locked until wagered: 350\.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your wagering' }).getAttribute('href')).toBe('/bonus');

    await fill(user, screen.getByRole('textbox', { name: 'Amount' }), '500');
    await fill(user, screen.getByRole('textbox', { name: 'Account holder' }), 'Asha Rao');
    await fill(user, screen.getByRole('textbox', { name: 'Account number' }), '123456789012');
    await fill(user, screen.getByRole('textbox', { name: 'IFSC' }), 'SBIN0001234');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      screen.getByText(
        'You can withdraw at most 450.00: 350.00 of bonus money stays locked until its wagering is done.',
      ),
    ).toBeTruthy();
    expect(network.requestsTo('POST', 'DepositWithdrawal/CreateWithdrawal')).toHaveLength(0);
  });

  it.each([
    ['en', 'You can withdraw at most 650.00: 350.00 of bonus money stays locked until its wagering is done.'],
    ['hi', 'आप अधिकतम 650.00 निकाल सकते हैं: 350.00 की बोनस राशि वेजरिंग पूरी होने तक लॉक रहती है।'],
  ] as const)('shows the api’s locked-bonus refusal with its amounts (%s)', async (language, text) => {
    const { network, user } = await renderRoute(<DepositWithdrawPage />, {
      path: '/depositw/withdraw',
      route,
      session: { username: 'player01', balance: 1000, exposure: 0 },
      settings: settings(true),
      language,
    });
    // The page loaded before a bonus was claimed elsewhere: the api knows better.
    network.on('GET', 'Account/GetPaymentInfo').ok({ ...info, withdrawable: 1000, lockedBonus: 0 });
    network.on('GET', 'DepositWithdrawal/GetUserWithdrawalHistory').ok({ totalCount: 0, items: [] });
    network
      .on('POST', 'DepositWithdrawal/CreateWithdrawal')
      .reply(400, refusedWith('bonusLocked', { withdrawable: '650.00', locked: '350.00' }));
    await user.click(await screen.findByRole('radio', { name: language === 'hi' ? 'UPI आईडी' : 'UPI id' }));
    await fill(user, screen.getByRole('textbox', { name: language === 'hi' ? 'राशि' : 'Amount' }), '900');
    await fill(user, screen.getByRole('textbox', { name: language === 'hi' ? 'UPI आईडी' : 'UPI id' }), 'asha@okaxis');
    await user.click(
      screen.getByRole('button', { name: language === 'hi' ? 'निकासी का अनुरोध करें' : 'Request withdrawal' }),
    );
    expect(await screen.findByText(text)).toBeTruthy();
    expect(network.requestsTo('POST', 'DepositWithdrawal/CreateWithdrawal')).toHaveLength(1);
  });
});
