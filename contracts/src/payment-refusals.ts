import type { TemplateTable } from './wording.js';

/**
 * The refusals of the deposit and withdrawal forms and calls, by code, with their English: a form
 * rule gives its code as the zod message, the account remote says it in the player's language, and
 * the api refuses the same values with the same code and words.
 */
export const paymentMessages = {
  amountRequired: 'Enter an amount.',
  amountFormat: 'Enter the amount in rupees with at most two decimals.',
  depositBelowMinimum: 'The smallest deposit is 100.',
  depositAboveMaximum: 'The largest deposit is 1,00,000.',
  withdrawalBelowMinimum: 'The smallest withdrawal is 100.',
  withdrawalAboveMaximum: 'The largest withdrawal is 1,00,000.',
  overAvailableBalance: 'The amount is more than your available balance.',
  accountHolderName: 'Enter the account holder’s name (2 to 60 characters).',
  accountNumberDigits: 'The account number must be 9 to 18 digits.',
  ifscFormat: 'Enter a valid IFSC: 4 letters, then 0, then 6 letters or digits.',
  upiIdFormat: 'Enter a valid UPI id, like name@bank.',
  utrDigits: 'The UTR must be 12 digits.',
  receiptRequired: 'Attach the payment receipt.',
  receiptType: 'The receipt must be a PNG, JPEG or WebP image.',
  receiptTooLarge: 'The receipt must be 5 MB or smaller.',
  receiptPixels: 'The receipt image is too large: at most 16 megapixels, and 10,000 pixels on its longest side.',
  receiptsBusy: 'Too many receipts are being read right now. Please try again in a minute.',
  receiptNotFound: 'The receipt was not found. Please upload it again.',
  /** A manual deposit whose receipt backs another deposit already. */
  receiptAlreadyUsed: 'This receipt already backs another deposit. Upload the receipt of this payment.',
  utrAlreadyUsed: 'This UTR has already been submitted.',
  demoCannotPay: 'The demo account cannot deposit or withdraw.',
  /** A withdrawal beyond the balance less the exposure and the bonus money not yet wagered. */
  bonusLocked:
    'You can withdraw at most {{withdrawable, money}}: {{locked, money}} of bonus money stays locked until its wagering is done.',
  /** A create call repeated under its key with another amount, account, UTR or receipt. */
  requestKeyReused: 'This idempotency key was already used for a different request.',
  /** A request to the cashier without its type, deposit or withdrawal. */
  cashierTypeRequired: 'Choose whether the cashier should handle a deposit or a withdrawal.',
  /** A request to the cashier without the way the player would like it handled. */
  cashierMethodRequired: 'Choose how the cashier should handle it.',
  cashierNoteTooLong: 'The note can be at most 300 characters.',
  /** A UPI payment looked up by a reference the player does not own, or that is not a UPI payment. */
  paymentNotFound: 'There is no such payment.',
  /** The simulated payer pays or fails a UPI payment that was already paid. */
  paymentAlreadyPaid: 'This payment is already paid.',
  /** The simulated payer pays or fails a UPI payment that had already failed. */
  paymentAlreadyFailed: 'This payment is already failed.',
  /** The simulated payer pays or fails a UPI payment that had expired. */
  paymentAlreadyExpired: 'This payment is already expired.',
} as const satisfies TemplateTable;
