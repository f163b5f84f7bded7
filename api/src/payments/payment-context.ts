import type { Database } from '../db/database.js';
import type { PostingResult } from '../ledger/ledger.js';
import type { PaymentSettings } from './payment-settings.js';

/** The time source of the payment calls; tests pass their own to expire UPI payments. */
export type Clock = () => Date;

/**
 * What the parts of the payment service (UPI payments, manual deposits, withdrawals, listings,
 * the operator's review) work with: built once by `createPaymentService` and handed to each call.
 */
export interface PaymentContext {
  readonly db: Database;
  readonly settings: PaymentSettings;
  readonly now: Clock;
  /** Tells the player's pages about a posting that moved their balance, after its commit. */
  readonly tell: (playerId: number, posting: PostingResult | null) => void;
}

/** Refusals of the operator's review of a request; a player's refusals are codes of `paymentMessages`. */
export const paymentRequestMessages = {
  requestNotFound: 'There is no such request.',
  notPending: 'This request has already been decided.',
} as const;
