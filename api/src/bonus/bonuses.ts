import { bonusMessages, type Bonus } from '@exchange/contracts';

import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { postInTransaction } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import { playerEventsFor } from '../players/player-events.js';

type BonusRow = {
  readonly id: number;
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly terms: string;
  readonly amount: string;
  readonly wagering_multiplier: number;
  readonly expires_at: Date | string;
  readonly claimed_at: Date | string | null;
  readonly wagering_required: string | null;
  readonly wagered: string | null;
};

// Wagering counts the stakes of bets settled since the claim: the betting ledger records each
// settlement's stake in its details (`stake`). Until bets are settled there is nothing to count.
const bonusQuery = `
  SELECT b.id, b.code, b.title, b.description, b.terms, b.amount::text AS amount, b.wagering_multiplier,
         b.expires_at, c.claimed_at, c.wagering_required::text AS wagering_required,
         (SELECT COALESCE(sum(abs((e.details->>'stake')::numeric)), 0)::text
            FROM ledger_entries e
           WHERE e.player_id = $1 AND c.claimed_at IS NOT NULL AND e.created_at >= c.claimed_at
             AND e.kind = 'bet_settlement' AND e.details ? 'stake') AS wagered
    FROM bonuses b
    LEFT JOIN bonus_claims c ON c.bonus_id = b.id AND c.player_id = $1
   WHERE b.active`;

function toBonus(row: BonusRow, now: Date): Bonus {
  const required = row.wagering_required ?? fromMinorUnits(toMinorUnits(row.amount) * BigInt(row.wagering_multiplier));
  const wagered = row.claimed_at === null ? '0.00' : (row.wagered ?? '0.00');
  const expired = new Date(row.expires_at).getTime() <= now.getTime();
  const status: Bonus['status'] =
    row.claimed_at === null
      ? expired
        ? 'expired'
        : 'available'
      : toMinorUnits(wagered) >= toMinorUnits(required)
        ? 'completed'
        : 'claimed';
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    terms: row.terms,
    amount: Number(row.amount),
    wageringRequired: Number(required),
    // Progress never shows more than the requirement.
    wagered: Number(toMinorUnits(wagered) > toMinorUnits(required) ? required : wagered),
    status,
    expiresAt: new Date(row.expires_at).toISOString(),
    claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at).toISOString(),
  };
}

/** `Bonus/GetBonuses`: every active bonus with the player's claim and progress, soonest expiry first. */
export async function listBonuses(db: Queryable, playerId: number, now: Date): Promise<Bonus[]> {
  const rows = await db.query<BonusRow>(`${bonusQuery} ORDER BY b.expires_at, b.id`, [playerId]);
  return rows.map((row) => toBonus(row, now));
}

/** `Bonus/Claim`: once per player while the offer lasts; credits the ledger in the same transaction. */
export async function claimBonus(db: Database, playerId: number, bonusId: number, now: Date): Promise<Bonus> {
  const { bonus, posting } = await db.transaction(async (tx) => {
    const [row] = await tx.query<BonusRow>(`${bonusQuery} AND b.id = $2 FOR UPDATE OF b`, [playerId, bonusId]);
    if (row === undefined) throw new HttpError(404, bonusMessages.unknown);
    if (row.claimed_at !== null) throw new HttpError(409, bonusMessages.alreadyClaimed);
    if (new Date(row.expires_at).getTime() <= now.getTime()) throw new HttpError(400, bonusMessages.expired);
    const required = fromMinorUnits(toMinorUnits(row.amount) * BigInt(row.wagering_multiplier));
    // The primary key refuses a second claim racing this one: it waits for this transaction's lock.
    await tx.query(
      'INSERT INTO bonus_claims (bonus_id, player_id, claimed_at, wagering_required) VALUES ($1, $2, $3, $4::numeric)',
      [bonusId, playerId, now, required],
    );
    const posted = await postInTransaction(tx, {
      playerId,
      kind: 'bonus',
      amount: row.amount,
      reference: `bonus:${bonusId}:player:${playerId}`,
      description: `Bonus: ${row.title}`,
      details: { bonusId, code: row.code },
    });
    const [claimed] = await tx.query<BonusRow>(`${bonusQuery} AND b.id = $2`, [playerId, bonusId]);
    if (claimed === undefined) throw new Error('The claimed bonus was not found.');
    return { bonus: toBonus(claimed, now), posting: posted };
  });
  if (posting.posted) {
    playerEventsFor(db).emitBalanceChanged({ playerId, balance: posting.balance, exposure: posting.exposure });
  }
  return bonus;
}
