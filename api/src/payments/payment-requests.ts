import type { Database } from '../db/database.js';
import type { PostingResult } from '../ledger/ledger.js';
import type { PlayerEvents } from '../players/player-events.js';
import type { Player } from '../players/players.js';
import { createCashierRequest, type CashierRequest } from './cashier-requests.js';
import { createDeposit, type ManualDeposit } from './manual-deposits.js';
import { decideRequest } from './operator-review.js';
import type { Clock, PaymentContext } from './payment-context.js';
import type { PaymentSettings } from './payment-settings.js';
import { adminListRequests, listRequests } from './request-listings.js';
import type { RequestFilter } from './request-rows.js';
import { checkUpi, completeUpi, generateUpi, lookUpUpi } from './upi-payments.js';
import { createWithdrawal, withdrawableOf, type Withdrawable, type Withdrawal } from './withdrawals.js';

export type { RequestFilter } from './request-rows.js';

/**
 * Deposits and withdrawals as state machines over `payment_requests`: every movement of money
 * they cause goes through the ledger in the same transaction as the state change, so a request is
 * never half done, and (kind, reference) makes each posting happen once however often it is asked.
 * Each call is done by the module of its job: upi-payments.ts, manual-deposits.ts, withdrawals.ts,
 * cashier-requests.ts, request-listings.ts and operator-review.ts.
 */
export function createPaymentService({
  db,
  settings,
  now,
  events,
}: {
  readonly db: Database;
  readonly settings: PaymentSettings;
  readonly now: Clock;
  /** Told of each posting that moved money, after its commit. */
  readonly events: PlayerEvents;
}) {
  const tell = (playerId: number, posting: PostingResult | null) => {
    if (posting?.posted === true) {
      events.emitBalanceChanged({ playerId, balance: posting.balance, exposure: posting.exposure });
    }
  };
  const context: PaymentContext = { db, settings, now, tell };

  return {
    /** The service's clock: the payment calls check sessions and date receipts on the same one. */
    now,
    /** The operator's payment details and limits the service works with. */
    settings,
    generateUpi: (player: Player, amount: string) => generateUpi(context, player, amount),
    checkUpi: (playerId: number, reference: string) => checkUpi(context, playerId, reference),
    lookUpUpi: (reference: string) => lookUpUpi(context, reference),
    completeUpi: (reference: string, outcome: 'paid' | 'failed') => completeUpi(context, reference, outcome),
    createDeposit: (player: Player, deposit: ManualDeposit) => createDeposit(context, player, deposit),
    /** What the player may withdraw now and the bonus money locked: for the withdrawal form. */
    withdrawable: (playerId: number): Promise<Withdrawable> => withdrawableOf(db, playerId),
    createWithdrawal: (player: Player, withdrawal: Withdrawal) => createWithdrawal(context, player, withdrawal),
    /** A deposit or withdrawal for the operator's cashier to handle; it holds no money. */
    createCashierRequest: (player: Player, request: CashierRequest) => createCashierRequest(context, player, request),
    list: (playerId: number, filter: RequestFilter) => listRequests(context, playerId, filter),
    adminList: (filter: RequestFilter & { readonly playerId?: number }) => adminListRequests(context, filter),
    decide: (id: number, decision: 'approve' | 'reject', note: string | null) =>
      decideRequest(context, id, decision, note),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
