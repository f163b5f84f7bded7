import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { firstProblem, validateForm } from './account-forms.js';
import { createRequestForDepositWithdrawalRequestSchema } from './payments-calls.js';
import {
  amountToPaise,
  bankWithdrawalFormSchema,
  cashierRequestFormSchema,
  checkReceiptFile,
  depositAmountSchema,
  findUtr,
  manualDepositFormSchema,
  normaliseAmount,
  sniffImageType,
  upiWithdrawalFormSchema,
} from './payments-forms.js';
import { refusalText } from './refusals.js';
import { userStakeAddRequestSchema } from './stake-forms.js';
import { transactionHistoryQuerySchema, statementTypeOf } from './transactions-calls.js';

describe('amounts', () => {
  it.each([
    ['', 'amountRequired'],
    ['0', 'depositBelowMinimum'],
    ['-100', 'amountFormat'],
    ['abc', 'amountFormat'],
    ['100.005', 'amountFormat'],
    ['1e3', 'amountFormat'],
    ['99.99', 'depositBelowMinimum'],
    ['100000.01', 'depositAboveMaximum'],
  ])('refuses %j with its code', (amount, message) => {
    expect(firstProblem(depositAmountSchema, amount)).toEqual({ ok: false, error: message });
  });

  it('reads a valid amount as two decimals', () => {
    expect(firstProblem(depositAmountSchema, ' 500 ')).toEqual({ ok: true, value: '500.00' });
    expect(firstProblem(depositAmountSchema, '100000.00')).toEqual({ ok: true, value: '100000.00' });
    expect(firstProblem(depositAmountSchema, '250.5')).toEqual({ ok: true, value: '250.50' });
  });

  it('counts paise exactly for every amount with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        const text = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
        expect(amountToPaise(text)).toBe(paise);
        expect(normaliseAmount(text)).toBe(text);
      }),
    );
  });
});

describe('withdrawal forms', () => {
  it('names every broken field of a bank withdrawal', () => {
    const validation = validateForm(bankWithdrawalFormSchema, {
      amount: '50',
      accountHolder: 'A',
      accountNumber: '12ab',
      ifsc: 'SBIN1234567',
    });
    expect(validation).toEqual({
      ok: false,
      error: {
        amount: 'withdrawalBelowMinimum',
        accountHolder: 'accountHolderName',
        accountNumber: 'accountNumberDigits',
        ifsc: 'ifscFormat',
      },
    });
  });

  it('takes an IFSC in any case and a valid UPI id', () => {
    expect(
      validateForm(bankWithdrawalFormSchema, {
        amount: '500',
        accountHolder: 'Asha Rao',
        accountNumber: '123456789012',
        ifsc: 'sbin0001234',
      }),
    ).toMatchObject({ ok: true, value: { ifsc: 'SBIN0001234', amount: '500.00' } });
    expect(validateForm(upiWithdrawalFormSchema, { amount: '500', upiId: 'asha.rao@okaxis' }).ok).toBe(true);
    expect(validateForm(upiWithdrawalFormSchema, { amount: '500', upiId: 'asha@' })).toMatchObject({
      error: { upiId: 'upiIdFormat' },
    });
  });

  it('needs a 12-digit UTR for a manual deposit', () => {
    expect(validateForm(manualDepositFormSchema, { amount: '500', utr: '12345' })).toMatchObject({
      error: { utr: 'utrDigits' },
    });
  });
});

describe('requests to the cashier', () => {
  const deposit = { type: 'deposit', amount: '500', preferredMethod: 'cash_agent', note: '' };

  it('keeps the bounds of the deposit or the withdrawal it asks for', () => {
    expect(validateForm(cashierRequestFormSchema, { ...deposit, amount: '100000.01' })).toMatchObject({
      error: { amount: 'depositAboveMaximum' },
    });
    expect(validateForm(cashierRequestFormSchema, { ...deposit, type: 'withdrawal', amount: '99.99' })).toMatchObject({
      error: { amount: 'withdrawalBelowMinimum' },
    });
    expect(validateForm(cashierRequestFormSchema, { ...deposit, amount: '250.5' })).toEqual({
      ok: true,
      value: { type: 'deposit', amount: '250.50', preferredMethod: 'cash_agent', note: '' },
    });
  });

  it('names the missing type and way, and a note over 300 characters, by their codes', () => {
    expect(firstProblem(cashierRequestFormSchema, { ...deposit, type: '' })).toEqual({
      ok: false,
      error: 'cashierTypeRequired',
    });
    expect(validateForm(cashierRequestFormSchema, { ...deposit, preferredMethod: '' })).toMatchObject({
      error: { preferredMethod: 'cashierMethodRequired' },
    });
    expect(validateForm(cashierRequestFormSchema, { ...deposit, note: 'x'.repeat(301) })).toMatchObject({
      error: { note: 'cashierNoteTooLong' },
    });
    // Spaces around the note are not counted.
    expect(validateForm(cashierRequestFormSchema, { ...deposit, note: ` ${'x'.repeat(300)} ` }).ok).toBe(true);
  });

  it('asks the call for an idempotency key and lets the note be left out', () => {
    const call = { type: 'withdrawal', amount: '300', preferredMethod: 'bank_transfer', idempotencyKey: 'cashier-1' };
    expect(firstProblem(createRequestForDepositWithdrawalRequestSchema, call)).toEqual({
      ok: true,
      value: { ...call, amount: '300.00' },
    });
    expect(
      firstProblem(createRequestForDepositWithdrawalRequestSchema, { ...call, idempotencyKey: undefined }).ok,
    ).toBe(false);
  });
});

const bytesOf = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('the locked bonus refusal', () => {
  it('names the amounts as the api writes them', () => {
    expect(refusalText('bonusLocked', { withdrawable: '1050.00', locked: '250.00' })).toBe(
      'You can withdraw at most 1050.00: 250.00 of bonus money stays locked until its wagering is done.',
    );
  });
});

describe('receipts', () => {
  it('checks the type and the size the browser reports', () => {
    expect(checkReceiptFile(null)).toBe('receiptRequired');
    expect(checkReceiptFile({ type: 'application/pdf', size: 10 })).toBe('receiptType');
    expect(checkReceiptFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('receiptTooLarge');
    expect(checkReceiptFile({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('tells images by their bytes, not their name', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const webp = bytesOf('RIFF\0\0\0\0WEBPVP8 ');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(bytesOf('MZ\x90\0 an executable'))).toBeNull();
  });

  it('finds the 12-digit UTR in text read off a receipt', () => {
    expect(findUtr('Paid Rs 500.00\nUTR: 412345678901\nRef 99')).toBe('412345678901');
    expect(findUtr('UTR 4123 4567 8901')).toBe('412345678901');
    expect(findUtr('Phone 98765432101234')).toBeNull();
    expect(findUtr('no number here')).toBeNull();
  });
});

describe('stake buttons', () => {
  const eight = (value: number) => Array.from({ length: 8 }, (_, index) => ({ title: `S${index}`, value }));

  it('takes eight whole-number buttons and refuses anything else with its code', () => {
    expect(firstProblem(userStakeAddRequestSchema, eight(500)).ok).toBe(true);
    expect(firstProblem(userStakeAddRequestSchema, eight(500).slice(1))).toEqual({
      ok: false,
      error: 'stakeCount',
    });
    expect(firstProblem(userStakeAddRequestSchema, eight(10.5))).toEqual({
      ok: false,
      error: 'stakeValue',
    });
    expect(firstProblem(userStakeAddRequestSchema, eight(0))).toEqual({ ok: false, error: 'stakeValue' });
  });
});

describe('statement query', () => {
  const page = { SkipCount: '0', MaxResultCount: '25' };

  it('refuses a reversed, a missing or a too long period', () => {
    expect(
      firstProblem(transactionHistoryQuerySchema, {
        ...page,
        FromDate: '2026-02-01T00:00:00Z',
        ToDate: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({ ok: false, error: 'periodDatesReversed' });
    expect(firstProblem(transactionHistoryQuerySchema, { ...page, FromDate: '2026-02-01T00:00:00Z' }).ok).toBe(false);
    expect(
      firstProblem(transactionHistoryQuerySchema, {
        ...page,
        FromDate: '2024-01-01T00:00:00Z',
        ToDate: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({ ok: false, error: 'periodTooLong' });
  });

  it('reads the page from the query string', () => {
    expect(
      firstProblem(transactionHistoryQuerySchema, {
        ...page,
        FromDate: '2026-01-01T00:00:00Z',
        ToDate: '2026-01-31T23:59:59Z',
        Type: 'deposit',
      }),
    ).toMatchObject({ ok: true, value: { SkipCount: 0, MaxResultCount: 25, Type: 'deposit' } });
  });

  it('groups ledger kinds under the filter types', () => {
    expect(
      ['deposit', 'withdrawal_reversal', 'bonus', 'bet_settlement', 'casino_win', 'opening_balance'].map(
        statementTypeOf,
      ),
    ).toEqual(['deposit', 'withdrawal', 'bonus', 'betting', 'casino', 'adjustment']);
  });
});
