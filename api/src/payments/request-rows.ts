import type { CashierMethod, PaymentRequest, PaymentRequestStatus } from '@exchange/contracts';

import { toMinorUnits } from '../players/money.js';

// A payment request's row as stored, read back for the player and the operator, and compared
// with a request repeated under its idempotency key.

export type RequestRow = {
  readonly id: number;
  readonly player_id: number;
  readonly type: 'deposit' | 'withdrawal';
  readonly method: 'upi' | 'manual' | 'bank' | 'cashier';
  readonly amount: string;
  readonly status: PaymentRequestStatus;
  readonly reference: string | null;
  readonly utr: string | null;
  readonly receipt_id: string | null;
  readonly destination: Destination | string | null;
  readonly note: string | null;
  /** How the player would like the cashier to handle a request to the cashier; null for the others. */
  readonly preferred_method: CashierMethod | null;
  /** The player's note to the cashier, if they left one. */
  readonly player_note: string | null;
  readonly expires_at: Date | string | null;
  readonly created_at: Date | string;
  readonly decided_at: Date | string | null;
};

export type Destination =
  | { readonly method: 'bank'; readonly accountHolder: string; readonly accountNumber: string; readonly ifsc: string }
  | { readonly method: 'upi'; readonly upiId: string };

export const columns = `id, player_id, type, method, amount::text AS amount, status, reference, utr, receipt_id, destination,
  note, preferred_method, player_note, expires_at, created_at, decided_at`;

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** The stored destination (jsonb, which PGlite may answer as text), or null for a deposit. */
export const storedDestination = (stored: RequestRow['destination']): Destination | null =>
  stored === null ? null : typeof stored === 'string' ? (JSON.parse(stored) as Destination) : stored;

/** The destination as the player sees it: enough to recognise the account; the operator's view has it whole. */
export function destinationText(stored: RequestRow['destination']): string | null {
  const destination = storedDestination(stored);
  if (destination === null) return null;
  return destination.method === 'upi'
    ? destination.upiId
    : `${destination.accountHolder} · ••••${destination.accountNumber.slice(-4)} · ${destination.ifsc}`;
}

export const toPaymentRequest = (row: RequestRow): PaymentRequest => ({
  id: row.id,
  type: row.type,
  method: row.method,
  amount: Number(row.amount),
  status: row.status,
  reference: row.reference,
  utr: row.utr,
  destination: destinationText(row.destination),
  note: row.note,
  preferredMethod: row.preferred_method,
  playerNote: row.player_note,
  createdAt: iso(row.created_at),
  decidedAt: isoOrNull(row.decided_at),
});

/** How the UTR the player typed compares with the one OCR read off the receipt. */
export type UtrCheck = 'match' | 'mismatch' | 'unread';

/** A request as the operator reviews it: whose, where the money goes in full, and the receipt's evidence. */
export interface AdminPaymentRequest extends PaymentRequest {
  readonly playerId: number;
  readonly username: string;
  readonly receiptId: string | null;
  /** The 12-digit UTR OCR read off the receipt; null while unread, when reading failed, or none was found. */
  readonly receiptUtr: string | null;
  readonly receiptTextStatus: 'pending' | 'done' | 'failed' | null;
  /**
   * For a manual deposit: `match` or `mismatch` once OCR found a UTR, `unread` until then (or when
   * it found none); null for other requests. Computed when read, so it follows OCR finishing later.
   */
  readonly utrCheck: UtrCheck | null;
  /** The receipt also backs an earlier request still standing (possible only before the receipt rule). */
  readonly receiptReused: boolean;
}

/** A row of the operator's listing: the request, its player, and what OCR read off its receipt. */
export type AdminRequestRow = RequestRow & {
  readonly username: string;
  readonly receipt_reused: boolean;
  readonly receipt_utr: string | null;
  readonly receipt_text_status: 'pending' | 'done' | 'failed' | null;
};

/**
 * The operator's view of a request. The OCR comparison is made from the upload as it stands, so a
 * receipt read after the deposit was made shows its result with nothing else written.
 */
export function toAdminPaymentRequest(row: AdminRequestRow): AdminPaymentRequest {
  const destination = storedDestination(row.destination);
  const manual = row.type === 'deposit' && row.method === 'manual';
  const readUtr = row.receipt_text_status === 'done' ? row.receipt_utr : null;
  return {
    ...toPaymentRequest(row),
    // The operator pays out to the account in full.
    destination:
      destination === null
        ? null
        : destination.method === 'upi'
          ? destination.upiId
          : `${destination.accountHolder} · ${destination.accountNumber} · ${destination.ifsc}`,
    playerId: row.player_id,
    username: row.username,
    receiptId: row.receipt_id,
    receiptUtr: readUtr,
    receiptTextStatus: row.receipt_text_status,
    utrCheck: !manual ? null : readUtr === null ? 'unread' : readUtr === row.utr ? 'match' : 'mismatch',
    receiptReused: row.receipt_reused,
  };
}

/** Which requests a list call wants, and its page. */
export interface RequestFilter {
  readonly type?: 'deposit' | 'withdrawal';
  readonly status?: PaymentRequestStatus;
  readonly skip: number;
  readonly take: number;
}

/**
 * The WHERE clause of a listing (of one player's requests when `playerId` is given) and its
 * parameters, numbered from $1; `alias` names the table where the query joins others.
 */
export function requestConditions(
  filter: RequestFilter,
  { playerId, alias }: { readonly playerId?: number; readonly alias?: string } = {},
): { readonly where: string; readonly parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  for (const [column, value] of [
    ['player_id', playerId],
    ['type', filter.type],
    ['status', filter.status],
  ] as const) {
    if (value === undefined) continue;
    parameters.push(value);
    conditions.push(`${alias === undefined ? '' : `${alias}.`}${column} = $${parameters.length}`);
  }
  return { where: conditions.length === 0 ? 'true' : conditions.join(' AND '), parameters };
}

export const sameAmount = (stored: string, asked: string) => toMinorUnits(stored) === toMinorUnits(asked);

export const sameDestination = (stored: RequestRow['destination'], asked: Destination): boolean => {
  const earlier = storedDestination(stored);
  if (earlier === null || earlier.method !== asked.method) return false;
  return earlier.method === 'upi'
    ? asked.method === 'upi' && earlier.upiId === asked.upiId
    : asked.method === 'bank' &&
        earlier.accountHolder === asked.accountHolder &&
        earlier.accountNumber === asked.accountNumber &&
        earlier.ifsc === asked.ifsc;
};

/** The unique index a failed INSERT ran into, or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
