import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { UpiDeposit } from './upi-deposit';

vi.setConfig({ testTimeout: 60_000 });

const payment = {
  reference: 'EXABCDEF123456',
  amount: 500,
  status: 'pending',
  upiUri: 'upi://pay?pa=op%40okaxis&pn=Exchange%20Operator&am=500.00&tr=EXABCDEF123456&cu=INR',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  paidAt: null,
};
const payerLinkName = 'Open the test payer (simulation) in a new tab';

/** A UPI deposit of 500 as the api answers it, until its QR panel shows. */
async function depositWith(answer: Record<string, unknown>) {
  const { network, user } = await renderRoute(<UpiDeposit disabled={false} />, {
    path: '/depositw',
    session: { username: 'player01' },
  });
  network.on('POST', 'api/Payment/Generate').ok(answer);
  network.on('POST', 'api/Payment/Check').ok(answer);
  const amount = await screen.findByRole('textbox', { name: 'Amount' });
  await user.click(amount);
  await user.paste('500');
  await user.click(screen.getByRole('button', { name: 'Pay by UPI' }));
  await screen.findByRole('link', { name: 'Pay in a UPI app on this phone' }, { timeout: 10_000 });
}

// Only an api with sandbox payments on (SANDBOX_PAYMENTS=on) names the simulated payer's page.
describe('the UPI deposit panel', () => {
  it('links the simulated payer page when the api names one', async () => {
    await depositWith({ ...payment, payerPath: `/upi/pay/${payment.reference}` });
    const link = screen.getByRole('link', { name: payerLinkName });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe(`/upi/pay/${payment.reference}`);
  });

  it('offers no payer link when the api answers payerPath null', async () => {
    await depositWith({ ...payment, payerPath: null });
    expect(screen.queryByRole('link', { name: payerLinkName })).toBeNull();
  });

  it('offers no payer link when the answer has no payerPath at all', async () => {
    await depositWith(payment);
    expect(screen.queryByRole('link', { name: payerLinkName })).toBeNull();
  });
});
