import * as z from 'zod/mini';

/**
 * What a player is told next to a field of the deposit and withdrawal forms; the api refuses the
 * same values with the same words, and the account remote shows them in the player's language.
 */
export const paymentMessages = {
  amountRequired: 'Enter an amount.',
  amountFormat: 'Enter the amount in rupees with at most two decimals.',
  depositBelowMinimum: 'The smallest deposit is 100.',
  depositAboveMaximum: 'The largest deposit is 1,00,000.',
  withdrawalBelowMinimum: 'The smallest withdrawal is 100.',
  withdrawalAboveMaximum: 'The largest withdrawal is 1,00,000.',
  overAvailableBalance: 'The amount is more than your available balance.',
  accountHolder: 'Enter the account holder’s name (2 to 60 characters).',
  accountNumber: 'The account number must be 9 to 18 digits.',
  ifsc: 'Enter a valid IFSC: 4 letters, then 0, then 6 letters or digits.',
  upiId: 'Enter a valid UPI id, like name@bank.',
  utr: 'The UTR must be 12 digits.',
  receiptRequired: 'Attach the payment receipt.',
  receiptType: 'The receipt must be a PNG, JPEG or WebP image.',
  receiptTooLarge: 'The receipt must be 5 MB or smaller.',
  receiptPixels: 'The receipt image is too large: at most 16 megapixels, and 10,000 pixels on its longest side.',
  receiptsBusy: 'Too many receipts are being read right now. Please try again in a minute.',
  demoCannotPay: 'The demo account cannot deposit or withdraw.',
  /** A withdrawal beyond the balance less the exposure and the bonus money not yet wagered. */
  bonusLocked:
    'You can withdraw at most {{withdrawable}}: {{locked}} of bonus money stays locked until its wagering is done.',
  /** A create call repeated under its key with another amount, account, UTR or receipt. */
  keyReused: 'This idempotency key was already used for a different request.',
  receiptAlreadyUsed: 'This receipt already backs another deposit. Upload the receipt of this payment.',
} as const;

/** The amounts a `bonusLocked` refusal names, as the api writes them ("350.00"). */
export interface BonusLockedValues {
  readonly withdrawable: string;
  readonly locked: string;
}

/** The `bonusLocked` refusal with its amounts filled in. */
export function bonusLockedMessage(values: BonusLockedValues): string {
  return paymentMessages.bonusLocked
    .replace('{{withdrawable}}', values.withdrawable)
    .replace('{{locked}}', values.locked);
}

const bonusLockedPattern = new RegExp(
  `^${paymentMessages.bonusLocked
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{\\{withdrawable\\}\\}', '(?<withdrawable>[0-9.]+)')
    .replace('\\{\\{locked\\}\\}', '(?<locked>[0-9.]+)')}$`,
);

/** The amounts of a `bonusLocked` refusal, so a client can say it in the player's language; else null. */
export function readBonusLockedMessage(text: string): BonusLockedValues | null {
  const groups = bonusLockedPattern.exec(text.trim())?.groups;
  return groups?.withdrawable === undefined || groups.locked === undefined
    ? null
    : { withdrawable: groups.withdrawable, locked: groups.locked };
}

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

const amountRule = (min: number, max: number, belowMinimum: string, aboveMaximum: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, paymentMessages.amountRequired),
      z.regex(amountTextPattern, paymentMessages.amountFormat),
      z.refine((text) => amountToPaise(text) >= min * 100, { message: belowMinimum, abort: true }),
      z.refine((text) => amountToPaise(text) <= max * 100, aboveMaximum),
    ),
    z.transform(normaliseAmount),
  );

/** A deposit's amount as typed; parsed to two decimals ("500.00"). */
export const depositAmountSchema = amountRule(
  paymentLimits.minDeposit,
  paymentLimits.maxDeposit,
  paymentMessages.depositBelowMinimum,
  paymentMessages.depositAboveMaximum,
);

/** A withdrawal's amount as typed; whether the balance carries it is the server's to say. */
export const withdrawalAmountSchema = amountRule(
  paymentLimits.minWithdrawal,
  paymentLimits.maxWithdrawal,
  paymentMessages.withdrawalBelowMinimum,
  paymentMessages.withdrawalAboveMaximum,
);

// Spaces from pasting are never part of a code; IFSC and UPI ids are case-insensitive as typed.
export const ifscSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(ifscPattern, paymentMessages.ifsc));
export const accountNumberSchema = z
  .string()
  .check(z.trim(), z.regex(accountNumberPattern, paymentMessages.accountNumber));
export const accountHolderSchema = z
  .string()
  .check(z.trim(), z.minLength(2, paymentMessages.accountHolder), z.maxLength(60, paymentMessages.accountHolder));
export const upiIdSchema = z.string().check(z.trim(), z.regex(upiIdPattern, paymentMessages.upiId));
export const utrSchema = z.string().check(z.trim(), z.regex(utrPattern, paymentMessages.utr));

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

export type UpiDepositForm = z.output<typeof upiDepositFormSchema>;
export type ManualDepositForm = z.output<typeof manualDepositFormSchema>;
export type BankWithdrawalForm = z.output<typeof bankWithdrawalFormSchema>;
export type UpiWithdrawalForm = z.output<typeof upiWithdrawalFormSchema>;

/** The browser's check of a chosen receipt file (its declared type and size); the api sniffs the bytes. */
export function checkReceiptFile(file: { readonly type: string; readonly size: number } | null): string | null {
  if (file === null) return paymentMessages.receiptRequired;
  if (!(receiptRules.contentTypes as readonly string[]).includes(file.type)) return paymentMessages.receiptType;
  if (file.size > receiptRules.maxBytes) return paymentMessages.receiptTooLarge;
  if (file.size === 0) return paymentMessages.receiptType;
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
