import * as z from 'zod/mini';

import { pagedResultSchema } from './account-calls.js';
import {
  accountHolderSchema,
  accountNumberSchema,
  cashierDepositFields,
  cashierMethods,
  cashierNoteSchema,
  cashierWithdrawalFields,
  depositAmountSchema,
  ifscSchema,
  upiIdSchema,
  utrSchema,
  withdrawalAmountSchema,
  type PaymentCode,
} from './payments-forms.js';
import { pageQueryShape } from './transactions-calls.js';
import { moneySchema } from './values.js';

// Deposits and withdrawals: the operator's payment details, UPI payments (`api/Payment/*`), receipt
// uploads (`Setting/StoreImage`) and the requests an operator approves (`DepositWithdrawal/*`).
// Amounts go out as two-decimal text ("500.00", what the forms parse to) and come back as numbers.

export const upiPaymentMethodSchema = z.looseObject({
  kind: z.literal('upi'),
  payeeName: z.string(),
  upiId: z.string(),
});
export const bankPaymentMethodSchema = z.looseObject({
  kind: z.literal('bank'),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
});
export const paymentMethodSchema = z.discriminatedUnion('kind', [upiPaymentMethodSchema, bankPaymentMethodSchema]);
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** `Account/GetPaymentInfo`: how a player may pay the operator, and the limits. */
export const paymentInfoSchema = z.looseObject({
  methods: z.array(paymentMethodSchema),
  limits: z.looseObject({
    minDeposit: moneySchema,
    maxDeposit: moneySchema,
    minWithdrawal: moneySchema,
    maxWithdrawal: moneySchema,
  }),
  /** How long a generated UPI payment may be paid. */
  upiExpirySeconds: z.number(),
  /**
   * What the player may withdraw now: the balance less the exposure and the locked bonus, never
   * below 0. Absent from a backend that does not say (the page then shows the balance less exposure).
   */
  withdrawable: z.optional(moneySchema),
  /** Bonus money claimed and not yet wagered: held back from withdrawals until its wagering is done. */
  lockedBonus: z.optional(moneySchema),
});
export type PaymentInfo = z.output<typeof paymentInfoSchema>;

export const upiPaymentStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type UpiPaymentStatus = (typeof upiPaymentStatuses)[number];

export const generatePaymentRequestSchema = z.object({ amount: depositAmountSchema });
export type GeneratePaymentRequest = z.input<typeof generatePaymentRequestSchema>;

export const checkPaymentRequestSchema = z.object({ reference: z.string().check(z.trim(), z.minLength(1)) });
export type CheckPaymentRequest = z.input<typeof checkPaymentRequestSchema>;

/** A UPI payment: `api/Payment/Generate` answers it new, `api/Payment/Check` as it stands. */
export const upiPaymentSchema = z.looseObject({
  reference: z.string(),
  amount: moneySchema,
  status: z.enum(upiPaymentStatuses),
  /** `upi://pay?pa=…&pn=…&am=…&tr=…&cu=INR`: the QR code's content and the phone's payment link. */
  upiUri: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** Where the api serves its simulated payer for this payment (test deployments only), else null. */
  payerPath: z.optional(z.nullable(z.string())),
});
export type UpiPayment = z.output<typeof upiPaymentSchema>;

export const receiptTextStatuses = ['pending', 'done', 'failed'] as const;

/** `Setting/StoreImage` and `Setting/GetImageText`: an uploaded receipt and what OCR read off it. */
export const storedImageSchema = z.looseObject({
  id: z.string(),
  contentType: z.string(),
  size: z.number(),
  textStatus: z.enum(receiptTextStatuses),
  /** The 12-digit UTR read off the receipt, for the player to confirm; null until read or when none. */
  utr: z.nullable(z.string()),
});
export type StoredImage = z.output<typeof storedImageSchema>;

export const imageTextQuerySchema = z.object({ id: z.string().check(z.minLength(1)) });
export type ImageTextQuery = z.input<typeof imageTextQuerySchema>;

/** Makes a create call safe to repeat: a double submit creates one request. */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/));

export const createDepositRequestSchema = z.object({
  amount: depositAmountSchema,
  utr: utrSchema,
  receiptId: z.string().check(z.minLength(1)),
  idempotencyKey: idempotencyKeySchema,
});
export type CreateDepositRequest = z.input<typeof createDepositRequestSchema>;

export const createWithdrawalRequestSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank'),
    amount: withdrawalAmountSchema,
    accountHolder: accountHolderSchema,
    accountNumber: accountNumberSchema,
    ifsc: ifscSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  z.object({
    method: z.literal('upi'),
    amount: withdrawalAmountSchema,
    upiId: upiIdSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
]);
export type CreateWithdrawalRequest = z.input<typeof createWithdrawalRequestSchema>;

/**
 * `DepositWithdrawal/CreateRequestForDepositWithdrawal`: the player asks the operator's cashier to
 * handle a deposit or a withdrawal their own way (bank transfer, cash agent, another UPI app). It
 * holds no money: it is a pending request the operator sees and handles. The note may be left out.
 */
export const createRequestForDepositWithdrawalRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...cashierDepositFields,
      note: z.optional(cashierNoteSchema),
      idempotencyKey: idempotencyKeySchema,
    }),
    z.object({
      ...cashierWithdrawalFields,
      note: z.optional(cashierNoteSchema),
      idempotencyKey: idempotencyKeySchema,
    }),
  ],
  'cashierTypeRequired' satisfies PaymentCode,
);
export type CreateRequestForDepositWithdrawalRequest = z.input<typeof createRequestForDepositWithdrawalRequestSchema>;

export const paymentRequestTypes = ['deposit', 'withdrawal'] as const;
/** `cashier`: a request the operator's cashier handles, made with `CreateRequestForDepositWithdrawal`. */
export const paymentRequestMethods = ['upi', 'manual', 'bank', 'cashier'] as const;
/**
 * UPI payments are paid, failed or expired; manual deposits, withdrawals and requests to the cashier
 * approved or rejected.
 */
export const paymentRequestStatuses = ['pending', 'approved', 'rejected', 'paid', 'failed', 'expired'] as const;
export type PaymentRequestStatus = (typeof paymentRequestStatuses)[number];

/** A deposit or withdrawal request as the player sees it. */
export const paymentRequestSchema = z.looseObject({
  id: z.number(),
  type: z.enum(paymentRequestTypes),
  method: z.enum(paymentRequestMethods),
  amount: moneySchema,
  status: z.enum(paymentRequestStatuses),
  /** The UPI payment reference, for UPI deposits. */
  reference: z.nullable(z.string()),
  utr: z.nullable(z.string()),
  /** Where a withdrawal goes: a masked account number with its IFSC, or the UPI id. */
  destination: z.nullable(z.string()),
  /** The operator's reason for a rejection. */
  note: z.nullable(z.string()),
  /** For a request to the cashier: how the player would like it handled; null (or absent) otherwise. */
  preferredMethod: z.optional(z.nullable(z.enum(cashierMethods))),
  /** For a request to the cashier: the player's note, if they left one. */
  playerNote: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type PaymentRequest = z.output<typeof paymentRequestSchema>;

export const paymentRequestsQuerySchema = z.object({
  Type: z.optional(z.enum(paymentRequestTypes)),
  Status: z.optional(z.enum(paymentRequestStatuses)),
  ...pageQueryShape,
});
export type PaymentRequestsQuery = z.input<typeof paymentRequestsQuerySchema>;

export const paymentRequestPageSchema = pagedResultSchema(paymentRequestSchema);
export type PaymentRequestPage = z.output<typeof paymentRequestPageSchema>;
