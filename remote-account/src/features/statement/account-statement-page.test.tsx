import { changeLanguage } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AccountStatementPage } from './account-statement-page';

// Each test renders the whole page with MUI's table and date fields; a busy machine is slow at it.
vi.setConfig({ testTimeout: 60_000 });

const entry = {
  id: 7,
  date: '2026-01-05T12:00:00.000Z',
  kind: 'deposit',
  type: 'deposit',
  description: 'UPI deposit',
  line: { code: 'upiDeposit', values: {} },
  credit: 150000,
  debit: 0,
  balance: 151500.5,
  reference: 'upi:EX1',
};

describe('the account statement', () => {
  it('shows the period’s entries with exact amounts, asks the server for the page, and opens a detail', async () => {
    const { network, user } = await renderRoute(<AccountStatementPage />, {
      path: '/account-cash-statement',
      session: { username: 'player01' },
    });
    network.on('GET', 'Transaction/GetHistory').ok({ totalCount: 1, items: [entry] });
    network.on('GET', 'Transaction/GetDetail').ok({ ...entry, amount: 150000, details: { paymentReference: 'EX1' } });
    const table = await screen.findByRole('table', { name: 'Account statement' });
    expect(within(table).getByText('1,50,000.00')).toBeTruthy();
    expect(within(table).getByText('1,51,500.50')).toBeTruthy();
    const [request] = network.requestsTo('GET', 'Transaction/GetHistory');
    expect(request?.url.searchParams.get('SkipCount')).toBe('0');
    expect(request?.url.searchParams.get('MaxResultCount')).toBe('10');

    await user.click(within(table).getByRole('button', { name: 'UPI deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction' });
    expect(await within(dialog).findByText('EX1')).toBeTruthy();
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('says each line by its code, names as the api wrote them, and an old entry by its kind or text', async () => {
      const { network } = await renderRoute(<AccountStatementPage />, {
        path: '/account-cash-statement',
        session: { username: 'player01' },
        language: 'hi',
      });
      const bet = {
        ...entry,
        id: 8,
        kind: 'bet_settlement',
        type: 'betting',
        description: 'India v Australia — Match Odds: won',
        line: { code: 'betWon', values: { event: 'India v Australia', market: 'Match Odds' } },
      };
      // Written before lines had codes: the answer names no line.
      const old = { ...entry, line: undefined, id: 9, kind: 'casino_win', type: 'casino', description: 'Old line' };
      const oldDeposit = { ...entry, line: undefined, id: 10 };
      network.on('GET', 'Transaction/GetHistory').ok({ totalCount: 4, items: [entry, bet, old, oldDeposit] });
      const table = await screen.findByRole('table');
      expect(within(table).getByRole('button', { name: 'UPI जमा' })).toBeTruthy();
      expect(within(table).getByRole('button', { name: 'India v Australia — Match Odds: जीते' })).toBeTruthy();
      expect(within(table).getByRole('button', { name: 'Old line' })).toBeTruthy();
      expect(within(table).getByRole('button', { name: 'जमा' })).toBeTruthy();
    });
  });

  it('says what is wrong with a reversed period and does not ask the server', async () => {
    const { network, user } = await renderRoute(<AccountStatementPage />, {
      path: '/account-cash-statement',
      session: { username: 'player01' },
    });
    network.on('GET', 'Transaction/GetHistory').ok({ totalCount: 0, items: [] });
    expect(await screen.findByText('No transactions in this period.')).toBeTruthy();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(network.requestsTo('GET', 'Transaction/GetHistory')).toHaveLength(1);
  });

  it('offers a retry when the statement cannot load', async () => {
    const { network, user } = await renderRoute(<AccountStatementPage />, {
      path: '/account-cash-statement',
      session: { username: 'player01' },
    });
    network.once('GET', 'Transaction/GetHistory').status(500);
    network.on('GET', 'Transaction/GetHistory').ok({ totalCount: 1, items: [entry] });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5_000 }));
    expect(await screen.findByRole('table', { name: 'Account statement' })).toBeTruthy();
  });
});
