import { failure, success, type Result } from '@exchange/contracts';
import * as z from 'zod/mini';

/** The hub's `Message` push: `{ Code, Data }`, Data being a JSON text (specification point 7); or why it is unreadable. */
export type HubEnvelopeReading = Result<
  { readonly code: string; readonly data: unknown },
  { readonly code: string | null; readonly reason: string }
>;

const hubEnvelope = z.object({ Code: z.string(), Data: z.unknown() });

/**
 * Reads the envelope of one `Message` push and parses its Data. A backend that sends Data as an
 * object rather than a JSON text is read too: the envelope is the contract, not the quoting.
 */
export function readHubEnvelope(message: unknown): HubEnvelopeReading {
  const envelope = z.safeParse(hubEnvelope, message);
  if (!envelope.success) {
    return failure({ code: null, reason: 'Hub message without a Code' });
  }
  const { Code: code, Data: raw } = envelope.data;
  if (typeof raw !== 'string') return success({ code, data: raw });
  try {
    return success({ code, data: JSON.parse(raw) as unknown });
  } catch {
    return failure({ code, reason: `${code} Data is not JSON` });
  }
}

/** The balance message's Balance and Exposure; the client only shows them, it never computes with them. */
export interface UserBalance {
  readonly balance: number;
  readonly exposure: number;
}

/** The Code of the balance message, which the platform subscribes to for the session. */
export const userBalanceCode = 'UserBalance';

// A .NET backend writes decimals as JSON numbers; some write them as strings. Both are read.
const amount = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** `{"Balance":1500.00,"Exposure":0.00}` → `{ balance: 1500, exposure: 0 }`. */
export const userBalanceSchema: z.ZodMiniType<UserBalance, unknown> = z.pipe(
  z.object({ Balance: amount, Exposure: amount }),
  z.transform(({ Balance, Exposure }) => ({ balance: Balance, exposure: Exposure })),
);
