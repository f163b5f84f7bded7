import { accountNumberPattern, ifscPattern, paymentLimits, upiIdPattern, type PaymentInfo } from '@exchange/contracts';
import { z } from 'zod';

/** The operator's details a player pays to, and how long a UPI payment may be paid. */
export interface PaymentSettings {
  readonly upiId: string;
  readonly payeeName: string;
  readonly bankName: string;
  readonly bankAccountName: string;
  readonly bankAccountNumber: string;
  readonly bankIfsc: string;
  readonly upiExpirySeconds: number;
}

/** A demo operator, so a fresh machine shows every method; a deployment sets its own. */
export const defaultPaymentSettings: PaymentSettings = {
  upiId: 'exchange.operator@okaxis',
  payeeName: 'Exchange Operator',
  bankName: 'State Bank of India',
  bankAccountName: 'Exchange Operator Pvt Ltd',
  bankAccountNumber: '00000012345678',
  bankIfsc: 'SBIN0001234',
  upiExpirySeconds: 600,
};

export const paymentSettingVariables = {
  upiId: 'PAYMENT_UPI_ID',
  payeeName: 'PAYMENT_PAYEE_NAME',
  bankName: 'PAYMENT_BANK_NAME',
  bankAccountName: 'PAYMENT_BANK_ACCOUNT_NAME',
  bankAccountNumber: 'PAYMENT_BANK_ACCOUNT_NUMBER',
  bankIfsc: 'PAYMENT_BANK_IFSC',
  upiExpirySeconds: 'PAYMENT_UPI_EXPIRY_SECONDS',
} as const satisfies Record<keyof PaymentSettings, string>;

const text = z.string().trim().min(1).max(100);
const schema = z.object({
  upiId: z.string().regex(upiIdPattern, 'must be a UPI id such as name@bank'),
  payeeName: text,
  bankName: text,
  bankAccountName: text,
  bankAccountNumber: z.string().regex(accountNumberPattern, 'must be 9 to 18 digits'),
  bankIfsc: z.string().regex(ifscPattern, 'must be an IFSC such as SBIN0001234'),
  upiExpirySeconds: z.coerce
    .number()
    .int()
    .min(30)
    .max(24 * 3600),
});

/**
 * Reads the `PAYMENT_…` variables over the defaults; a bad value stops start-up with a message
 * naming the variable, like every other setting.
 */
export function readPaymentSettings(env: Readonly<Record<string, string | undefined>> = process.env): PaymentSettings {
  const input: Record<string, string | number> = { ...defaultPaymentSettings };
  for (const [field, variable] of Object.entries(paymentSettingVariables)) {
    const value = env[variable]?.trim();
    if (value !== undefined && value !== '') input[field] = value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${paymentSettingVariables[issue.path[0] as keyof PaymentSettings]} ${issue.message}`,
    );
    throw new Error(`Invalid payment settings: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** `Account/GetPaymentInfo`. */
export function paymentInfoOf(settings: PaymentSettings): PaymentInfo {
  return {
    methods: [
      { kind: 'upi', payeeName: settings.payeeName, upiId: settings.upiId },
      {
        kind: 'bank',
        bankName: settings.bankName,
        accountName: settings.bankAccountName,
        accountNumber: settings.bankAccountNumber,
        ifsc: settings.bankIfsc,
      },
    ],
    limits: { ...paymentLimits },
    upiExpirySeconds: settings.upiExpirySeconds,
  };
}
