import {
  breakEnd,
  breakKindOf,
  limitRaiseDelayHours,
  responsiblePlayMessages,
  type BreakPeriod,
  type BreakResult,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type RealityCheck,
  type RealityCheckMinutes,
  type ResponsiblePlaySettings,
} from '@exchange/contracts';

import { revokePlayerSessions } from '../auth/sessions.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { toSignedMinorUnits } from '../ledger/ledger.js';
import { toMinorUnits, type Money } from '../players/money.js';
import type { Player } from '../players/players.js';

// Responsible play as rules over three sources: the player's own settings (migration 0011), their
// deposit requests, and the ledger. Every amount is compared in bigint minor units; the windows are
// rolling (the last 24 hours, the last 7 days) on the caller's clock.

const hour = 3600_000;
const windowMs: Record<LimitPeriod, number> = { daily: 24 * hour, weekly: 7 * 24 * hour };

/** The ledger entries that are play: a settled bet's result, its commission, casino stakes and wins. */
export const playEntryKinds = ['bet_settlement', 'commission', 'casino_stake', 'casino_win'] as const;

type LimitRow = {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly amount_minor: string | null;
  readonly pending_amount_minor: string | null;
  readonly pending_effective_at: Date | string | null;
};

type PlayRow = {
  readonly reality_check_minutes: number;
  readonly break_kind: 'timeOut' | 'selfExclusion' | null;
  readonly excluded_until: Date | string | null;
};

/** A limit in minor units (null: none) and the change waiting for its time. */
interface Limit {
  readonly amount: bigint | null;
  readonly pending: { readonly amount: bigint | null; readonly effectiveAt: Date } | null;
}

const noLimit: Limit = { amount: null, pending: null };
const bigOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));
const minorToNumber = (minor: bigint): number => Number(minor) / 100;

/** The limit as it stands at `at`: a waiting change whose time has come is the limit. */
function limitAt(row: LimitRow | undefined, at: Date): Limit {
  if (row === undefined) return noLimit;
  const amount = bigOrNull(row.amount_minor);
  if (row.pending_effective_at === null) return { amount, pending: null };
  const effectiveAt = new Date(row.pending_effective_at);
  const pendingAmount = bigOrNull(row.pending_amount_minor);
  if (effectiveAt.getTime() <= at.getTime()) return { amount: pendingAmount, pending: null };
  return { amount, pending: { amount: pendingAmount, effectiveAt } };
}

/** Whether `next` is no looser than `current` (null is no limit, the loosest). */
const isCutOrSame = (current: bigint | null, next: bigint | null): boolean =>
  next !== null && (current === null || next <= current);

/**
 * The limit after the player asks for `next`: a cut (or the same) applies at once and drops any
 * waiting rise; a rise or removal waits 24 hours, and asking for the same rise again keeps its time.
 */
export function nextLimit(current: Limit, next: bigint | null, at: Date): Limit {
  if (isCutOrSame(current.amount, next)) return { amount: next, pending: null };
  if (current.pending !== null && current.pending.amount === next) return current;
  return {
    amount: current.amount,
    pending: { amount: next, effectiveAt: new Date(at.getTime() + limitRaiseDelayHours * hour) },
  };
}

async function limitRows(q: Queryable, playerId: number): Promise<LimitRow[]> {
  return q.query<LimitRow>(
    `SELECT kind, period, amount_minor::text AS amount_minor, pending_amount_minor::text AS pending_amount_minor,
            pending_effective_at
     FROM responsible_limits WHERE player_id = $1`,
    [playerId],
  );
}

const rowOf = (rows: readonly LimitRow[], kind: LimitKind, period: LimitPeriod) =>
  rows.find((row) => row.kind === kind && row.period === period);

/** Deposits asked for since `since`, in minor units: pending, approved or paid, not failed or lapsed. */
async function depositsSince(q: Queryable, playerId: number, since: Date, at: Date): Promise<bigint> {
  const [row] = await q.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM payment_requests
     WHERE player_id = $1 AND type = 'deposit' AND created_at > $2
       AND (status IN ('approved', 'paid') OR (status = 'pending' AND (expires_at IS NULL OR expires_at > $3)))`,
    [playerId, since, at],
  );
  return toMinorUnits(row?.total ?? '0');
}

/** Net result of play since `since`, in signed minor units: negative is a loss. */
async function playResultSince(q: Queryable, playerId: number, since: Date): Promise<bigint> {
  const [row] = await q.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger_entries
     WHERE player_id = $1 AND created_at > $2 AND kind = ANY($3::text[])`,
    [playerId, since, [...playEntryKinds]],
  );
  return toSignedMinorUnits(row?.total ?? '0');
}

const lossSince = async (q: Queryable, playerId: number, since: Date): Promise<bigint> => {
  const result = await playResultSince(q, playerId, since);
  return result < 0n ? -result : 0n;
};

const windowStart = (period: LimitPeriod, at: Date) => new Date(at.getTime() - windowMs[period]);

async function playRow(q: Queryable, playerId: number): Promise<PlayRow | undefined> {
  const [row] = await q.query<PlayRow>(
    'SELECT reality_check_minutes, break_kind, excluded_until FROM responsible_play WHERE player_id = $1',
    [playerId],
  );
  return row;
}

/** The player's break, while it lasts. */
export async function breakOf(q: Queryable, playerId: number, at: Date): Promise<BreakResult | null> {
  const row = await playRow(q, playerId);
  if (row?.break_kind == null || row.excluded_until === null) return null;
  const until = new Date(row.excluded_until);
  return until.getTime() > at.getTime() ? { kind: row.break_kind, until: until.toISOString() } : null;
}

const breakMessage = (kind: BreakResult['kind']) =>
  kind === 'timeOut' ? responsiblePlayMessages.timeOut : responsiblePlayMessages.selfExcluded;

/** Refuses a login (403) while the player's time-out or self-exclusion lasts. */
export async function assertMayLogIn(q: Queryable, playerId: number, at: Date): Promise<void> {
  const current = await breakOf(q, playerId, at);
  if (current !== null) throw new HttpError(403, breakMessage(current.kind));
}

/** Refuses a deposit of `amount` (400) that would take the player over a deposit limit. */
export async function assertDepositAllowed(q: Queryable, playerId: number, amount: Money, at: Date): Promise<void> {
  const rows = await limitRows(q, playerId);
  for (const period of ['daily', 'weekly'] as const) {
    const limit = limitAt(rowOf(rows, 'deposit', period), at).amount;
    if (limit === null) continue;
    const used = await depositsSince(q, playerId, windowStart(period, at), at);
    if (used + toMinorUnits(amount) > limit) {
      throw new HttpError(
        400,
        period === 'daily' ? responsiblePlayMessages.dailyDepositLimit : responsiblePlayMessages.weeklyDepositLimit,
      );
    }
  }
}

type StakeGuardRow = {
  readonly break_kind: 'timeOut' | 'selfExclusion' | null;
  readonly excluded_until: Date | string | null;
  readonly daily_amount_minor: string | null;
  readonly daily_pending_amount_minor: string | null;
  readonly daily_pending_effective_at: Date | string | null;
  readonly daily_set: boolean;
  readonly weekly_amount_minor: string | null;
  readonly weekly_pending_amount_minor: string | null;
  readonly weekly_pending_effective_at: Date | string | null;
  readonly weekly_set: boolean;
  readonly daily_result: string | null;
  readonly weekly_result: string | null;
};

// The play kinds written out, not bound, so the planner can match them against an index's.
const playKindsSql = playEntryKinds.map((kind) => `'${kind}'`).join(', ');

/**
 * What the stake guard needs, in one statement (it runs before every bet): the break, both loss
 * limits, and the net result of play over both windows, which is summed only when the player has
 * a loss limit row at all.
 */
async function stakeGuardRow(q: Queryable, playerId: number, at: Date): Promise<StakeGuardRow> {
  const limitColumns = (period: LimitPeriod) =>
    `${period}.amount_minor::text AS ${period}_amount_minor,
     ${period}.pending_amount_minor::text AS ${period}_pending_amount_minor,
     ${period}.pending_effective_at AS ${period}_pending_effective_at,
     ${period}.player_id IS NOT NULL AS ${period}_set`;
  const [row] = await q.query<StakeGuardRow>(
    `SELECT play.break_kind, play.excluded_until, ${limitColumns('daily')}, ${limitColumns('weekly')},
       results.daily_result, results.weekly_result
     FROM (SELECT $1::bigint AS player_id) me
     LEFT JOIN responsible_play play ON play.player_id = me.player_id
     LEFT JOIN responsible_limits daily
       ON daily.player_id = me.player_id AND daily.kind = 'loss' AND daily.period = 'daily'
     LEFT JOIN responsible_limits weekly
       ON weekly.player_id = me.player_id AND weekly.kind = 'loss' AND weekly.period = 'weekly'
     LEFT JOIN LATERAL (
       SELECT COALESCE(sum(amount) FILTER (WHERE created_at > $2), 0)::text AS daily_result,
              COALESCE(sum(amount), 0)::text AS weekly_result
       FROM ledger_entries
       WHERE player_id = me.player_id AND created_at > $3 AND kind IN (${playKindsSql})
         AND (daily.player_id IS NOT NULL OR weekly.player_id IS NOT NULL)
     ) results ON true`,
    [playerId, windowStart('daily', at), windowStart('weekly', at)],
  );
  if (row === undefined) throw new Error('The stake guard answered no row.');
  return row;
}

const limitRowOf = (row: StakeGuardRow, period: LimitPeriod): LimitRow | undefined =>
  row[`${period}_set`]
    ? {
        kind: 'loss',
        period,
        amount_minor: row[`${period}_amount_minor`],
        pending_amount_minor: row[`${period}_pending_amount_minor`],
        pending_effective_at: row[`${period}_pending_effective_at`],
      }
    : undefined;

/**
 * Refuses a new stake (403) once the player's net losses reach a loss limit, or during a break (a
 * casino launch may outlive the sessions a break ends). The one guard the betting calls make.
 */
export async function assertMayStake(q: Queryable, playerId: number, at: Date): Promise<void> {
  const row = await stakeGuardRow(q, playerId, at);
  if (row.break_kind !== null && row.excluded_until !== null && new Date(row.excluded_until).getTime() > at.getTime()) {
    throw new HttpError(403, breakMessage(row.break_kind));
  }
  for (const period of ['daily', 'weekly'] as const) {
    const limit = limitAt(limitRowOf(row, period), at).amount;
    if (limit === null) continue;
    const result = toSignedMinorUnits(row[`${period}_result`] ?? '0');
    const loss = result < 0n ? -result : 0n;
    if (loss >= limit) {
      throw new HttpError(
        403,
        period === 'daily' ? responsiblePlayMessages.dailyLossLimit : responsiblePlayMessages.weeklyLossLimit,
      );
    }
  }
}

function limitState(limit: Limit, used: bigint): LimitState {
  return {
    amount: limit.amount === null ? null : minorToNumber(limit.amount),
    used: minorToNumber(used),
    pending:
      limit.pending === null
        ? null
        : {
            amount: limit.pending.amount === null ? null : minorToNumber(limit.pending.amount),
            effectiveAt: limit.pending.effectiveAt.toISOString(),
          },
  };
}

const refuseDemo = (player: Player) => {
  if (player.isDemo) throw new HttpError(403, responsiblePlayMessages.demoCannotChange);
};

/** The player's settings, their use of each limit, and the changes that wait. */
export async function readSettings(q: Queryable, player: Player, at: Date): Promise<ResponsiblePlaySettings> {
  const rows = await limitRows(q, player.id);
  const pair = async (kind: LimitKind, used: (period: LimitPeriod) => Promise<bigint>) => ({
    daily: limitState(limitAt(rowOf(rows, kind, 'daily'), at), await used('daily')),
    weekly: limitState(limitAt(rowOf(rows, kind, 'weekly'), at), await used('weekly')),
  });
  return {
    deposit: await pair('deposit', (period) => depositsSince(q, player.id, windowStart(period, at), at)),
    loss: await pair('loss', (period) => lossSince(q, player.id, windowStart(period, at))),
    realityCheckMinutes: (await playRow(q, player.id))?.reality_check_minutes ?? 0,
    canChange: !player.isDemo,
  };
}

/** Sets one kind's daily and weekly limit ("500.00", or null for none) under the rules of `nextLimit`. */
export async function setLimits(
  db: Database,
  player: Player,
  change: { readonly kind: LimitKind; readonly daily: Money | null; readonly weekly: Money | null },
  at: Date,
): Promise<ResponsiblePlaySettings> {
  refuseDemo(player);
  await db.transaction(async (tx) => {
    // One change at a time per player: two tabs saving at once cannot interleave.
    await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [player.id]);
    const rows = await limitRows(tx, player.id);
    for (const period of ['daily', 'weekly'] as const) {
      const asked = change[period];
      const next = nextLimit(
        limitAt(rowOf(rows, change.kind, period), at),
        asked === null ? null : toMinorUnits(asked),
        at,
      );
      await tx.query(
        `INSERT INTO responsible_limits
           (player_id, kind, period, amount_minor, pending_amount_minor, pending_effective_at, updated_at)
         VALUES ($1, $2, $3, $4::bigint, $5::bigint, $6, $7)
         ON CONFLICT (player_id, kind, period) DO UPDATE SET amount_minor = EXCLUDED.amount_minor,
           pending_amount_minor = EXCLUDED.pending_amount_minor,
           pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
        [
          player.id,
          change.kind,
          period,
          next.amount?.toString() ?? null,
          next.pending?.amount?.toString() ?? null,
          next.pending?.effectiveAt ?? null,
          at,
        ],
      );
    }
  });
  return readSettings(db, player, at);
}

export async function setRealityCheck(
  db: Database,
  player: Player,
  minutes: RealityCheckMinutes,
  at: Date,
): Promise<ResponsiblePlaySettings> {
  refuseDemo(player);
  await db.query(
    `INSERT INTO responsible_play (player_id, reality_check_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes,
       updated_at = EXCLUDED.updated_at`,
    [player.id, minutes, at],
  );
  return readSettings(db, player, at);
}

/**
 * Starts a time-out or self-exclusion and ends every session of the player in the same
 * transaction: their tokens stop working at once and logins are refused until it ends. A break
 * already running is only ever lengthened.
 */
export async function takeBreak(db: Database, player: Player, period: BreakPeriod, at: Date): Promise<BreakResult> {
  refuseDemo(player);
  const kind = breakKindOf(period);
  const until = breakEnd(period, at);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO responsible_play (player_id, break_kind, excluded_until, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (player_id) DO UPDATE SET
         break_kind = CASE WHEN responsible_play.excluded_until > EXCLUDED.excluded_until
                           THEN responsible_play.break_kind ELSE EXCLUDED.break_kind END,
         excluded_until = GREATEST(responsible_play.excluded_until, EXCLUDED.excluded_until),
         updated_at = EXCLUDED.updated_at`,
      [player.id, kind, until, at],
    );
    await revokePlayerSessions(tx, player.id, at);
  });
  return (await breakOf(db, player.id, at)) ?? { kind, until: until.toISOString() };
}

/** What the reality check shows: the reminder's interval and this session's time and result. */
export async function realityCheckOf(
  q: Queryable,
  playerId: number,
  sessionId: string,
  at: Date,
): Promise<RealityCheck> {
  const [session] = await q.query<{ created_at: Date | string }>(
    'SELECT created_at FROM sessions WHERE id = $1 AND player_id = $2',
    [sessionId, playerId],
  );
  const startedAt = session === undefined ? at : new Date(session.created_at);
  return {
    intervalMinutes: (await playRow(q, playerId))?.reality_check_minutes ?? 0,
    sessionStartedAt: startedAt.toISOString(),
    now: at.toISOString(),
    profitLoss: minorToNumber(await playResultSince(q, playerId, startedAt)),
  };
}
