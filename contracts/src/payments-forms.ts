import * as z from 'zod/mini';

import { type paymentMessages } from './payment-refusals.js';

export { paymentMessages } from './payment-refusals.js';

/** A code of the payment forms and calls. */
export type PaymentCode = keyof typeof paymentMessages;

// The code a broken rule gives as its zod message.
const says = <Code extends PaymentCode>(code: Code): Code => code;

/** Amounts in rupees, the same for every brand of this deployment. */
export const paymentLimits = {
  minDeposit: 100,
  maxDeposit: 100_000,
  minWithdrawal: 100,
  maxWithdrawal: 100_000,
} as const;

/** A receipt image: what the browser checks before sending and the api checks again by its bytes. */
export const receiptRules = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
export type ReceiptContentType = (typeof receiptRules.contentTypes)[number];

export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const accountNumberPattern = /^[0-9]{9,18}$/;
/** A VPA: a handle of letters, digits, `.`, `_` or `-`, an `@`, and the bank's handle of letters. */
export const upiIdPattern = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const utrPattern = /^[0-9]{12}$/;
/** Rupees as typed: digits, then at most two decimals; no sign, no grouping, no exponent. */
export const amountTextPattern = /^[0-9]{1,9}(?:\.[0-9]{1,2})?$/;

/** Paise of an amount that matches `amountTextPattern`: whole-number arithmetic, never a float. */
export function amountToPaise(text: string): number {
  const [rupees = '0', paise = ''] = text.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/** Two decimals, as the ledger keeps them: "500" → "500.00". */
export function normaliseAmount(text: string): string {
  const paise = amountToPaise(text);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

const amountRule = (min: number, max: number, belowMinimum: PaymentCode, aboveMaximum: PaymentCode) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, says('amountRequired')),
      z.regex(amountTextPattern, says('amountFormat')),
      z.refine((text) => amountToPaise(text) >= min * 100, { message: belowMinimum, abort: true }),
      z.refine((text) => amountToPaise(text) <= max * 100, aboveMaximum),
    ),
    z.transform(normaliseAmount),
  );

/** A deposit's amount as typed; parsed to two decimals ("500.00"). */
export const depositAmountSchema = amountRule(
  paymentLimits.minDeposit,
  paymentLimits.maxDeposit,
  says('depositBelowMinimum'),
  says('depositAboveMaximum'),
);

/** A withdrawal's amount as typed; whether the balance carries it is the server's to say. */
export const withdrawalAmountSchema = amountRule(
  paymentLimits.minWithdrawal,
  paymentLimits.maxWithdrawal,
  says('withdrawalBelowMinimum'),
  says('withdrawalAboveMaximum'),
);

// Spaces from pasting are never part of a code; IFSC and UPI ids are case-insensitive as typed.
export const ifscSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(ifscPattern, says('ifscFormat')));
export const accountNumberSchema = z
  .string()
  .check(z.trim(), z.regex(accountNumberPattern, says('accountNumberDigits')));
export const accountHolderSchema = z
  .string()
  .check(z.trim(), z.minLength(2, says('accountHolderName')), z.maxLength(60, says('accountHolderName')));
export const upiIdSchema = z.string().check(z.trim(), z.regex(upiIdPattern, says('upiIdFormat')));
export const utrSchema = z.string().check(z.trim(), z.regex(utrPattern, says('utrDigits')));

/** The first 12-digit run in text read off a receipt (OCR), if any: the UTR to prefill. */
export function findUtr(text: string): string | null {
  const match = /(?<![0-9])[0-9]{12}(?![0-9])/.exec(text.replace(/(?<=[0-9]) (?=[0-9])/g, ''));
  return match?.[0] ?? null;
}

/** The UPI deposit form: the amount alone. */
export const upiDepositFormSchema = z.object({ amount: depositAmountSchema });

/** The manual deposit form: amount and UTR; the receipt is checked on its own (`checkReceiptFile`). */
export const manualDepositFormSchema = z.object({ amount: depositAmountSchema, utr: utrSchema });

export const bankWithdrawalFormSchema = z.object({
  amount: withdrawalAmountSchema,
  accountHolder: accountHolderSchema,
  accountNumber: accountNumberSchema,
  ifsc: ifscSchema,
});

export const upiWithdrawalFormSchema = z.object({ amount: withdrawalAmountSchema, upiId: upiIdSchema });

/** How a player may ask the operator's cashier to handle a deposit or a withdrawal. */
export const cashierMethods = ['bank_transfer', 'cash_agent', 'other_upi'] as const;
export type CashierMethod = (typeof cashierMethods)[number];

/** The longest note a player may leave the cashier, in characters. */
export const cashierNoteMaxLength = 300;

export const cashierMethodSchema = z.enum(cashierMethods, says('cashierMethodRequired'));
/** Free text for the cashier; empty when the player leaves none. */
export const cashierNoteSchema = z
  .string()
  .check(z.trim(), z.maxLength(cashierNoteMaxLength, says('cashierNoteTooLong')));

// A request to the cashier holds no money; its amount keeps the bounds of the deposit or the
// withdrawal it asks for.
export const cashierDepositFields = {
  type: z.literal('deposit'),
  amount: depositAmountSchema,
  preferredMethod: cashierMethodSchema,
  note: cashierNoteSchema,
};
export const cashierWithdrawalFields = {
  type: z.literal('withdrawal'),
  amount: withdrawalAmountSchema,
  preferredMethod: cashierMethodSchema,
  note: cashierNoteSchema,
};

/** The "ask the cashier" form: deposit or withdrawal, amount, how, and a note. */
export const cashierRequestFormSchema = z.discriminatedUnion(
  'type',
  [z.object(cashierDepositFields), z.object(cashierWithdrawalFields)],
  says('cashierTypeRequired'),
);

export type UpiDepositForm = z.output<typeof upiDepositFormSchema>;
export type ManualDepositForm = z.output<typeof manualDepositFormSchema>;
export type BankWithdrawalForm = z.output<typeof bankWithdrawalFormSchema>;
export type UpiWithdrawalForm = z.output<typeof upiWithdrawalFormSchema>;
export type CashierRequestForm = z.output<typeof cashierRequestFormSchema>;

/**
 * The browser's check of a chosen receipt file (its declared type and size), as a refusal code;
 * the api sniffs the bytes.
 */
export function checkReceiptFile(file: { readonly type: string; readonly size: number } | null): PaymentCode | null {
  if (file === null) return 'receiptRequired';
  if (!(receiptRules.contentTypes as readonly string[]).includes(file.type)) return 'receiptType';
  if (file.size > receiptRules.maxBytes) return 'receiptTooLarge';
  if (file.size === 0) return 'receiptType';
  return null;
}

/** The image type of a file by its first bytes (PNG, JPEG, WebP), whatever its name says. */
export function sniffImageType(bytes: Uint8Array): ReceiptContentType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * `Setting/StoreImage`'s body: multipart form data with the image under `file`. The browser's
 * FormData is not a JSON value, so the contract only asks for an object; the api checks the bytes.
 */
export const receiptUploadRequestSchema = z.custom<object>((value) => typeof value === 'object' && value !== null);
