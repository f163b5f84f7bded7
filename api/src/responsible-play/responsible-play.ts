import {
  breakEnd,
  breakKindOf,
  limitRaiseDelayHours,
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
import { HttpError, refused } from '../http/errors.js';
import { toSignedMinorUnits } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import type { Player } from '../players/players.js';

// Responsible play as rules over four sources: the player's own settings (migration 0011), their
// deposit requests, the ledger, and the exposure their open bets hold. Every amount is compared in
// bigint minor units; the windows are rolling (the last 24 hours, the last 7 days) on the caller's
// clock. A limit is enforced on what can still be lost or paid in, not only on what already was:
// every check runs in the caller's transaction after the player's row is locked, the lock every
// change of their money, bets and limits takes, so concurrent calls are counted one after another.

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

/**
 * What counts against a deposit limit since `since`, in minor units: the deposits credited since then
 * (paid or approved), and every deposit that may still be credited whenever it was asked for (a
 * UPI payment still pending and not expired, a manual deposit waiting for the operator).
 */
async function depositsSince(q: Queryable, playerId: number, since: Date, at: Date): Promise<bigint> {
  const [row] = await q.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM payment_requests
     WHERE player_id = $1 AND type = 'deposit'
       AND ((status IN ('approved', 'paid') AND COALESCE(decided_at, created_at) > $2)
         OR (status = 'pending' AND (expires_at IS NULL OR expires_at > $3)))`,
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

/** The refusal (403) of a login or a stake while a break lasts, saying when it ends. */
export const onBreakRefusal = ({ kind, until }: BreakResult) =>
  refused(403, kind === 'timeOut' ? 'timeOut' : 'selfExcluded', { until });

/** Refuses a login (403) while the player's time-out or self-exclusion lasts. */
export async function assertMayLogIn(q: Queryable, playerId: number, at: Date): Promise<void> {
  const current = await breakOf(q, playerId, at);
  if (current !== null) throw onBreakRefusal(current);
}

/**
 * Refuses a deposit of `amount` (400) that would take the player over a deposit limit, counting the
 * deposits that are still pending. Call it in the transaction that records the deposit, after the
 * player's row is locked, so two deposits asked for at once are counted one after the other.
 */
export async function assertDepositAllowed(q: Queryable, playerId: number, amount: Money, at: Date): Promise<void> {
  const rows = await limitRows(q, playerId);
  for (const period of ['daily', 'weekly'] as const) {
    const limit = limitAt(rowOf(rows, 'deposit', period), at).amount;
    if (limit === null) continue;
    const used = await depositsSince(q, playerId, windowStart(period, at), at);
    if (used + toMinorUnits(amount) > limit) {
      throw refused(400, period === 'daily' ? 'dailyDepositLimit' : 'weeklyDepositLimit');
    }
  }
}

type LossGuardRow = {
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
 * Whether the player `$param` has a loss limit row at all: a condition a statement that already
 * locks the player can answer at no cost, so players without a limit pay nothing more per stake.
 */
export const hasLossLimitSql = (param: number): string =>
  `EXISTS (SELECT 1 FROM responsible_limits WHERE player_id = $${param}::bigint AND kind = 'loss')`;

/**
 * Both loss limits and the net result of play over both windows, in one statement; the ledger is
 * summed only when the player has a loss limit row at all.
 */
async function lossGuardRow(q: Queryable, playerId: number, at: Date): Promise<LossGuardRow> {
  const limitColumns = (period: LimitPeriod) =>
    `${period}.amount_minor::text AS ${period}_amount_minor,
     ${period}.pending_amount_minor::text AS ${period}_pending_amount_minor,
     ${period}.pending_effective_at AS ${period}_pending_effective_at,
     ${period}.player_id IS NOT NULL AS ${period}_set`;
  const [row] = await q.query<LossGuardRow>(
    `SELECT ${limitColumns('daily')}, ${limitColumns('weekly')}, results.daily_result, results.weekly_result
     FROM (SELECT $1::bigint AS player_id) me
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
  if (row === undefined) throw new Error('The loss guard answered no row.');
  return row;
}

const limitRowOf = (row: LossGuardRow, period: LimitPeriod): LimitRow | undefined =>
  row[`${period}_set`]
    ? {
        kind: 'loss',
        period,
        amount_minor: row[`${period}_amount_minor`],
        pending_amount_minor: row[`${period}_pending_amount_minor`],
        pending_effective_at: row[`${period}_pending_effective_at`],
      }
    : undefined;

/** What a new stake puts at risk, in minor units. */
export interface StakeRisk {
  /** What the player's open bets could still lose, all markets: `players.exposure`, read under the lock. */
  readonly openExposure: bigint;
  /**
   * What this stake adds to it at worst: for a bet, the growth of its market's exposure (0 or less
   * for a bet that lowers it); for a casino stake, the stake.
   */
  readonly risk: bigint;
}

/**
 * Refuses a stake (403) when the losses settled in a window, what the open bets could still lose and
 * what this stake could lose would together pass that window's loss limit (daily first, then
 * weekly). A stake that adds nothing at risk (a cash out's hedge, a bet against the player's own
 * position) is never refused by it, even at the limit. Call it after the player's row is locked, in
 * the transaction that records the stake: every change of the player's money and bets waits for
 * that lock, so what it reads stays true until the commit, and concurrent stakes are counted in turn.
 */
export async function assertLossRoom(q: Queryable, playerId: number, at: Date, stake: StakeRisk): Promise<void> {
  if (stake.risk <= 0n) return;
  const row = await lossGuardRow(q, playerId, at);
  for (const period of ['daily', 'weekly'] as const) {
    const limit = limitAt(limitRowOf(row, period), at).amount;
    if (limit === null) continue;
    const result = toSignedMinorUnits(row[`${period}_result`] ?? '0');
    const settledLoss = result < 0n ? -result : 0n;
    const atRisk = settledLoss + (stake.openExposure > 0n ? stake.openExposure : 0n);
    if (atRisk + stake.risk <= limit) continue;
    const room = limit - atRisk;
    if (room <= 0n) throw refused(403, period === 'daily' ? 'dailyLossLimit' : 'weeklyLossLimit');
    throw refused(403, period === 'daily' ? 'dailyLossRoom' : 'weeklyLossRoom', {
      risk: fromMinorUnits(stake.risk),
      limit: fromMinorUnits(limit),
      room: fromMinorUnits(room),
    });
  }
}

/**
 * For a stake outside the exchange (a casino round): locks the player's row, then refuses the stake
 * (403) when, with the losses settled and the open bets' exposure, it would pass a loss limit. Two
 * statements at most: the lock, and the limits with the ledger only for a player who has a limit.
 */
export async function lockAndAssertLossRoom(tx: Queryable, playerId: number, at: Date, stake: bigint): Promise<void> {
  const [player] = await tx.query<{ exposure: string; loss_limited: boolean }>(
    `SELECT exposure::text AS exposure, ${hasLossLimitSql(1)} AS loss_limited FROM players WHERE id = $1 FOR UPDATE`,
    [playerId],
  );
  if (player === undefined) throw new HttpError(404, `Player ${playerId} not found.`);
  if (!player.loss_limited) return;
  await assertLossRoom(tx, playerId, at, { openExposure: toMinorUnits(player.exposure), risk: stake });
}

/**
 * Refuses a new stake (403) during a break (a casino launch may outlive the sessions a break ends).
 * The one guard the betting calls make before a stake; the loss limits are checked by the stake's
 * own transaction (`assertLossRoom`), where they can count what the stake adds to the risk.
 */
export async function assertMayStake(q: Queryable, playerId: number, at: Date): Promise<void> {
  const current = await breakOf(q, playerId, at);
  if (current !== null) throw onBreakRefusal(current);
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
  if (player.isDemo) throw refused(403, 'demoCannotChangeResponsiblePlay');
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
