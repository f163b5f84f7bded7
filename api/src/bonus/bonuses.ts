import { statementLine, type Bonus } from '@exchange/contracts';

import type { Database, Queryable } from '../db/database.js';
import { refused } from '../http/errors.js';
import { postInTransaction } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import type { PlayerEvents } from '../players/player-events.js';

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
};

const bonusQuery = `
  SELECT b.id, b.code, b.title, b.description, b.terms, b.amount::text AS amount, b.wagering_multiplier,
         b.expires_at, c.claimed_at, c.wagering_required::text AS wagering_required
    FROM bonuses b
    LEFT JOIN bonus_claims c ON c.bonus_id = b.id AND c.player_id = $1
   WHERE b.active`;

/** One claim with the wagering counted towards it, in minor units. */
export interface ClaimProgress {
  readonly bonusId: number;
  readonly title: string;
  readonly amount: bigint;
  readonly required: bigint;
  readonly wagered: bigint;
}

/**
 * Every claim of the player with its wagering, read from the bets as they stand (nothing is
 * written when a bet settles). What counts is the matched stake of a sports bet SETTLED at or
 * after the claim; void, cancelled and lapsed bets risked nothing and count nothing. Casino crash
 * stakes do not count: cashing out at 1.00× gives the stake straight back, so they would let a
 * bonus be wagered away without risk.
 *
 * A stake counts once. Claims are filled in the order they were made: the stakes settled between
 * one claim and the next fill the earlier claims first, and what is left carries to the later ones
 * (a stake settled before a claim never counts towards it). The query sums each window between
 * consecutive claims, so its cost is the number of claims, not of bets.
 */
export async function claimProgress(q: Queryable, playerId: number): Promise<ClaimProgress[]> {
  const rows = await q.query<{
    bonus_id: number;
    title: string;
    amount: string;
    wagering_required: string;
    window_stake: string;
  }>(
    `WITH claims AS (
       SELECT c.bonus_id, c.claimed_at, c.wagering_required, b.amount, b.title,
              lead(c.claimed_at) OVER (ORDER BY c.claimed_at, c.bonus_id) AS next_claimed_at
         FROM bonus_claims c JOIN bonuses b ON b.id = c.bonus_id
        WHERE c.player_id = $1)
     SELECT claims.bonus_id, claims.title, claims.amount::text AS amount,
            claims.wagering_required::text AS wagering_required,
            (SELECT COALESCE(sum(bets.matched_stake), 0)::text
               FROM bets
              WHERE bets.player_id = $1 AND bets.status = 'SETTLED' AND bets.settled_at >= claims.claimed_at
                AND (claims.next_claimed_at IS NULL OR bets.settled_at < claims.next_claimed_at)) AS window_stake
       FROM claims
      ORDER BY claims.claimed_at, claims.bonus_id`,
    [playerId],
  );
  // windows[i] is what settled from claim i up to claim i + 1: open to claim i and every earlier one.
  const windows = rows.map((row) => toMinorUnits(row.window_stake));
  let window = 0;
  return rows.map((row, index) => {
    const required = toMinorUnits(row.wagering_required);
    let wagered = 0n;
    window = Math.max(window, index);
    while (wagered < required && window < windows.length) {
      const left = windows[window] ?? 0n;
      const take = left < required - wagered ? left : required - wagered;
      wagered += take;
      windows[window] = left - take;
      if (left - take === 0n) window += 1;
    }
    return { bonusId: row.bonus_id, title: row.title, amount: toMinorUnits(row.amount), required, wagered };
  });
}

/**
 * Bonus money not yet wagered, in minor units: the sum of the amounts of the claims whose wagering
 * is not done. An offer's expiry ends claiming, not wagering: a claimed bonus stays locked after
 * the offer ends until it is wagered (releasing it at expiry would let a player wait the clock out
 * and withdraw money never wagered).
 */
export async function lockedBonus(
  q: Queryable,
  playerId: number,
): Promise<{ readonly amount: bigint; readonly titles: readonly string[] }> {
  const locked = (await claimProgress(q, playerId)).filter((claim) => claim.wagered < claim.required);
  return { amount: locked.reduce((sum, claim) => sum + claim.amount, 0n), titles: locked.map((claim) => claim.title) };
}

function toBonus(row: BonusRow, progress: ClaimProgress | undefined, now: Date): Bonus {
  const required =
    row.wagering_required === null
      ? toMinorUnits(row.amount) * BigInt(row.wagering_multiplier)
      : toMinorUnits(row.wagering_required);
  const wagered = row.claimed_at === null ? 0n : (progress?.wagered ?? 0n);
  const expired = new Date(row.expires_at).getTime() <= now.getTime();
  const status: Bonus['status'] =
    row.claimed_at === null ? (expired ? 'expired' : 'available') : wagered >= required ? 'completed' : 'claimed';
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    terms: row.terms,
    amount: Number(row.amount),
    wageringRequired: Number(fromMinorUnits(required)),
    wagered: Number(fromMinorUnits(wagered)),
    status,
    expiresAt: new Date(row.expires_at).toISOString(),
    claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at).toISOString(),
  };
}

async function bonusesOf(q: Queryable, playerId: number, now: Date, where = '', parameters: unknown[] = []) {
  // One after the other: inside a transaction both statements share its connection.
  const rows = await q.query<BonusRow>(`${bonusQuery}${where} ORDER BY b.expires_at, b.id`, [playerId, ...parameters]);
  const progress = await claimProgress(q, playerId);
  const byBonus = new Map(progress.map((claim) => [claim.bonusId, claim]));
  return rows.map((row) => toBonus(row, byBonus.get(row.id), now));
}

/** `Bonus/GetBonuses`: every active bonus with the player's claim and progress, soonest expiry first. */
export async function listBonuses(db: Queryable, playerId: number, now: Date): Promise<Bonus[]> {
  return bonusesOf(db, playerId, now);
}

/** `Bonus/Claim`: once per player while the offer lasts; credits the ledger in the same transaction. */
export async function claimBonus(
  db: Database,
  events: PlayerEvents,
  playerId: number,
  bonusId: number,
  now: Date,
): Promise<Bonus> {
  const { bonus, posting } = await db.transaction(async (tx) => {
    const [row] = await tx.query<BonusRow>(`${bonusQuery} AND b.id = $2 FOR UPDATE OF b`, [playerId, bonusId]);
    if (row === undefined) throw refused(404, 'bonusUnknown');
    if (row.claimed_at !== null) throw refused(409, 'bonusAlreadyClaimed');
    if (new Date(row.expires_at).getTime() <= now.getTime()) throw refused(400, 'bonusExpired');
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
      description: statementLine('bonusCredited', { title: row.title }),
      details: { bonusId, code: row.code },
    });
    const [claimed] = await bonusesOf(tx, playerId, now, ' AND b.id = $2', [bonusId]);
    if (claimed === undefined) throw new Error('The claimed bonus was not found.');
    return { bonus: claimed, posting: posted };
  });
  if (posting.posted) {
    events.emitBalanceChanged({ playerId, balance: posting.balance, exposure: posting.exposure });
  }
  return bonus;
}
