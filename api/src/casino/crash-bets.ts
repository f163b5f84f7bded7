import { statementLine } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { refused } from '../http/errors.js';
import { InsufficientFundsError, postInTransaction, type PostingResult } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import { lockAndAssertLossRoom } from '../responsible-play/responsible-play.js';
import type {
  CrashBetOrder,
  CrashBetResult,
  CrashBetView,
  CrashRoundBet,
  CrashRoundSeed,
  CrashSlot,
} from './crash-game.js';
import {
  hundredthsText,
  liveHundredths,
  outcomeOf,
  phaseOf,
  roundLockKey,
  type CrashTable,
  type Round,
} from './crash-rounds.js';
import { reachedAtMs } from './fairness.js';

/** The crash game's name in a statement line. */
const crashGameName = 'Aviator';

/** How many of a round's bets its live list shows, largest stakes first. */
export const roundBetsShown = 100;

type BetRow = {
  readonly id: number | string;
  readonly round_id: number;
  readonly player_id: number;
  readonly slot: CrashSlot;
  readonly stake: string;
  readonly auto_cashout: string | null;
  readonly status: 'open' | 'won' | 'lost';
  readonly cashout_multiplier: string | null;
  readonly payout: string;
  readonly seed: string | null;
};

const betColumnsOf = (bets: string) =>
  `${bets}.id, ${bets}.round_id, ${bets}.player_id, ${bets}.slot, ${bets}.stake::text AS stake,
  ${bets}.auto_cashout::text AS auto_cashout, ${bets}.status, ${bets}.cashout_multiplier::text AS cashout_multiplier,
  ${bets}.payout::text AS payout, ${bets}.seed`;
const betColumns = betColumnsOf('crash_bets');

/** A bet row as its player sees it. */
export const toBetView = (row: BetRow): CrashBetView => ({
  roundId: row.round_id,
  slot: row.slot,
  stake: Number(row.stake),
  autoCashOut: row.auto_cashout === null ? null : Number(row.auto_cashout),
  status: row.status,
  cashoutMultiplier: row.cashout_multiplier === null ? null : Number(row.cashout_multiplier),
  payout: Number(row.payout),
  seed: row.seed,
});

/** The player's bet on the round in a slot, if there is one. */
export async function betOf(
  q: Queryable,
  roundId: number,
  playerId: number,
  slot: CrashSlot,
): Promise<BetRow | undefined> {
  const [row] = await q.query<BetRow>(
    `SELECT ${betColumns} FROM crash_bets WHERE round_id = $1 AND player_id = $2 AND slot = $3`,
    [roundId, playerId, slot],
  );
  return row;
}

/** The player's bets on the round, slot 1 first. */
export async function betsOf(q: Queryable, roundId: number, playerId: number): Promise<BetRow[]> {
  return q.query<BetRow>(`SELECT ${betColumns} FROM crash_bets WHERE round_id = $1 AND player_id = $2 ORDER BY slot`, [
    roundId,
    playerId,
  ]);
}

/** A player's name as other players see it: its first and last character. */
export function maskedName(username: string): string {
  const characters = Array.from(username);
  return `${characters[0] ?? ''}***${characters.length > 1 ? characters[characters.length - 1] : ''}`;
}

/**
 * Everyone's bets on the round, largest stakes first, names masked. A bet shows as cashed out once
 * it is paid: an auto cash-out only once the round's clock has passed its multiplier, so no list
 * tells a target still ahead (nor whether a bet has one).
 */
export async function roundBetsOf(
  q: Queryable,
  roundId: number,
): Promise<{ readonly bets: CrashRoundBet[]; readonly count: number }> {
  const [rows, [count]] = await Promise.all([
    q.query<{
      username: string;
      slot: CrashSlot;
      stake: string;
      status: 'open' | 'won' | 'lost';
      cashout_multiplier: string | null;
      payout: string;
    }>(
      `SELECT p.username, b.slot, b.stake::text AS stake, b.status, b.cashout_multiplier::text AS cashout_multiplier,
         b.payout::text AS payout
       FROM crash_bets b JOIN players p ON p.id = b.player_id
       WHERE b.round_id = $1 ORDER BY b.stake DESC, b.id LIMIT ${roundBetsShown}`,
      [roundId],
    ),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM crash_bets WHERE round_id = $1', [roundId]),
  ]);
  return {
    bets: rows.map((row) => ({
      player: maskedName(row.username),
      slot: row.slot,
      stake: Number(row.stake),
      status: row.status,
      cashoutMultiplier: row.cashout_multiplier === null ? null : Number(row.cashout_multiplier),
      payout: row.status === 'won' ? Number(row.payout) : null,
    })),
    count: count?.n ?? 0,
  };
}

/**
 * The players' seeds mixed into the round's client seed, in order, names masked, each marked when it
 * came with a bet of `playerId` (empty until the round's betting closed).
 */
export async function roundSeedsOf(q: Queryable, roundId: number, playerId: number): Promise<CrashRoundSeed[]> {
  const rows = await q.query<{ username: string; seed: string; player_id: number | string }>(
    `SELECT p.username, b.seed, b.player_id FROM crash_bets b JOIN players p ON p.id = b.player_id
     WHERE b.round_id = $1 AND b.seed_position IS NOT NULL ORDER BY b.seed_position`,
    [roundId],
  );
  return rows.map((row) => ({
    player: maskedName(row.username),
    seed: row.seed,
    own: Number(row.player_id) === playerId,
  }));
}

/**
 * A bet's ledger reference, the same for its stake and its win. Slot 1 keeps the reference of the
 * bets made before players had two, so a bet placed then is paid under the reference it was
 * staked under.
 */
const reference = (table: CrashTable, roundId: number, playerId: number, slot: CrashSlot): string =>
  slot === 1 ? `${table.gameCode}:${roundId}:${playerId}` : `${table.gameCode}:${roundId}:${playerId}:${slot}`;

/** Tells the player's pages their new balance when the posting moved it, and answers the bet with it. */
function announced(
  table: CrashTable,
  playerId: number,
  posted: { result: PostingResult; bet: BetRow },
): CrashBetResult {
  if (posted.result.posted) {
    table.events.emitBalanceChanged({
      playerId,
      balance: posted.result.balance,
      exposure: posted.result.exposure,
    });
  }
  return { bet: toBetView(posted.bet), balance: Number(posted.result.balance) };
}

/** Takes the player's stake on the round while it takes bets: one bet a slot, within the loss limits. */
export async function placeCrashBet(
  table: CrashTable,
  round: Round,
  playerId: number,
  stake: Money,
  order: CrashBetOrder,
  at: Date,
): Promise<CrashBetResult> {
  if (phaseOf(round, at) !== 'betting') {
    throw refused(409, 'crashBetsClosed');
  }
  const { slot, autoCashOut, seed } = order;
  const autoText = autoCashOut === null ? null : hundredthsText(autoCashOut);
  let posted;
  try {
    posted = await table.db.transaction(async (tx) => {
      // Shared with every other bet, alone for the sealing: a bet either counts towards the round's
      // seeds or finds its betting closed (docs/adr/0058).
      await tx.query('SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [roundLockKey(table.gameCode)]);
      const [open] = await tx.query<{ open: boolean }>(
        'SELECT crash_point IS NULL AS open FROM crash_rounds WHERE id = $1',
        [round.id],
      );
      if (open?.open !== true) throw refused(409, 'crashBetsClosed');
      if ((await betOf(tx, round.id, playerId, slot)) !== undefined) {
        throw refused(409, 'crashBetTwice');
      }
      // The stake is what the round can lose: with the losses settled and what the player's
      // open bets could lose, it must fit the loss limits, counted under the player's lock.
      await lockAndAssertLossRoom(tx, playerId, at, toMinorUnits(stake));
      await tx.query(
        `INSERT INTO crash_bets (round_id, player_id, slot, stake, auto_cashout, seed, placed_at)
         VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7)`,
        [round.id, playerId, slot, stake, autoText, seed, at],
      );
      const result = await postInTransaction(tx, {
        playerId,
        kind: 'casino_stake',
        amount: `-${stake}`,
        reference: reference(table, round.id, playerId, slot),
        description: statementLine('casinoRoundStake', { game: crashGameName, round: round.id }),
        // What was published of the round before it: its chain's terminating hash and its place.
        details: {
          game: table.gameCode,
          roundId: round.id,
          slot,
          ...(autoText !== null && { autoCashOut: autoText }),
          ...(seed !== null && { seed }),
          ...(round.chain !== null && {
            terminatingHash: round.chain.terminatingHash,
            chainIndex: round.chain.index,
          }),
        },
      });
      const bet = await betOf(tx, round.id, playerId, slot);
      if (bet === undefined) throw new Error('The crash bet was not written.');
      return { result, bet };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw refused(400, 'crashBalanceLow', { available: error.available, requested: error.requested });
    }
    throw error;
  }
  return announced(table, playerId, posted);
}

/**
 * Pays an open bet at `multiplier` (hundredths): the bet becomes won and its win a `casino_win`
 * line, in one transaction. The update takes the bet only while it is open, so of two payers at
 * once (a cash-out by hand and the auto cash-out, or two processes settling) the second finds it
 * won and pays nothing: the answer is null then.
 */
async function payBet(
  table: CrashTable,
  bet: BetRow,
  multiplier: number,
  settledAt: Date,
  how: 'hand' | 'auto',
): Promise<CrashBetResult | null> {
  const payout = fromMinorUnits((toMinorUnits(bet.stake) * BigInt(multiplier)) / 100n);
  const posted = await table.db.transaction(async (tx) => {
    const [won] = await tx.query<BetRow>(
      `UPDATE crash_bets SET status = 'won', cashout_multiplier = $2::numeric, payout = $3::numeric, settled_at = $4
       WHERE id = $1 AND status = 'open' RETURNING ${betColumns}`,
      [bet.id, hundredthsText(multiplier), payout, settledAt],
    );
    if (won === undefined) return null;
    const result = await postInTransaction(tx, {
      playerId: won.player_id,
      kind: 'casino_win',
      amount: payout,
      reference: reference(table, won.round_id, won.player_id, won.slot),
      description: statementLine('casinoRoundCashOut', {
        game: crashGameName,
        round: won.round_id,
        multiplier: hundredthsText(multiplier),
      }),
      details: {
        game: table.gameCode,
        roundId: won.round_id,
        slot: won.slot,
        multiplier: hundredthsText(multiplier),
        ...(how === 'auto' && { autoCashOut: true }),
      },
    });
    return { result, bet: won };
  });
  return posted === null ? null : announced(table, bet.player_id, posted);
}

/**
 * An open bet's auto cash-out: its multiplier and when the round's clock reaches it; null if it has
 * none or the round crashes below it.
 */
function autoCashOutOf(
  bet: BetRow,
  round: { readonly startsAt: Date; readonly crashHundredths: number },
): { readonly multiplier: number; readonly at: Date } | null {
  if (bet.auto_cashout === null) return null;
  const multiplier = Number(toMinorUnits(bet.auto_cashout));
  if (multiplier > round.crashHundredths) return null;
  return { multiplier, at: new Date(round.startsAt.getTime() + reachedAtMs(multiplier)) };
}

/**
 * When the round's next auto cash-out falls due: the moment the clock reaches the lowest auto
 * cash-out of its open bets at or below the crash point; the take-off when the round still takes
 * bets (its crash point is fixed then); null when none is to come.
 */
export async function nextAutoCashOutAt(q: Queryable, round: Round): Promise<Date | null> {
  const [row] = await q.query<{ lowest: string | null }>(
    `SELECT min(auto_cashout)::text AS lowest FROM crash_bets
     WHERE round_id = $1 AND status = 'open' AND auto_cashout IS NOT NULL`,
    [round.id],
  );
  if (row?.lowest === null || row?.lowest === undefined) return null;
  if (round.outcome === null) return round.startsAt;
  const multiplier = Number(toMinorUnits(row.lowest));
  if (multiplier > round.outcome.crashHundredths) return null;
  return new Date(round.startsAt.getTime() + reachedAtMs(multiplier));
}

/**
 * Brings every bet up to date at `at`: pays the auto cash-outs whose multiplier the round's clock
 * has passed (at exactly that multiplier), then marks lost the open bets of crashed rounds. Every
 * call of the game runs it first, so a player who left still gets the cash-out they set.
 */
export async function settleDueBets(table: CrashTable, at: Date): Promise<void> {
  const due = await table.db.query<BetRow & { starts_at: Date | string; crash_point: string }>(
    `SELECT ${betColumnsOf('b')}, r.starts_at, r.crash_point::text AS crash_point
     FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
     WHERE b.status = 'open' AND b.auto_cashout IS NOT NULL AND b.auto_cashout <= r.crash_point
       AND r.starts_at <= $1 AND r.game_code = $2
     ORDER BY b.id`,
    [at, table.gameCode],
  );
  for (const bet of due) {
    const round = { startsAt: new Date(bet.starts_at), crashHundredths: Number(toMinorUnits(bet.crash_point)) };
    const auto = autoCashOutOf(bet, round);
    if (auto !== null && auto.at <= at) await payBet(table, bet, auto.multiplier, auto.at, 'auto');
  }
  // A bet its auto cash-out wins is never lost, even while another process is still paying it.
  await table.db.query(
    `UPDATE crash_bets SET status = 'lost', settled_at = r.crashes_at
     FROM crash_rounds r
     WHERE crash_bets.round_id = r.id AND crash_bets.status = 'open' AND r.crashes_at <= $1
       AND (crash_bets.auto_cashout IS NULL OR crash_bets.auto_cashout > r.crash_point)`,
    [at],
  );
}

/** The player's bet in a slot as it stands, with their balance: a cash-out asked again pays nothing. */
async function answeredAsItStands(table: CrashTable, bet: BetRow): Promise<CrashBetResult> {
  const [row] = await table.db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM players WHERE id = $1',
    [bet.player_id],
  );
  return { bet: toBetView(bet), balance: Number(row?.balance ?? 0) };
}

/**
 * Pays the player's open bet in `slot` at the multiplier of `at`, while the round is in flight. A
 * bet already cashed out (by hand, or by its auto cash-out once the clock passed it) is answered as
 * it stands, paid once.
 */
export async function cashOutCrashBet(
  table: CrashTable,
  round: Round,
  playerId: number,
  slot: CrashSlot,
  at: Date,
): Promise<CrashBetResult> {
  const bet = await betOf(table.db, round.id, playerId, slot);
  if (bet === undefined) throw refused(409, 'crashNothingToCashOut');
  if (bet.status === 'won') return answeredAsItStands(table, bet);
  const phase = phaseOf(round, at);
  if (phase === 'betting') throw refused(409, 'crashRoundNotStarted');
  if (phase === 'crashed' || bet.status === 'lost') {
    throw refused(409, 'crashTooLate', { point: hundredthsText(outcomeOf(round).crashHundredths) });
  }
  const outcome = outcomeOf(round);
  // The bets were brought up to date at `at` before this call; should its auto cash-out be due all
  // the same, it is paid at its own multiplier, never at a later one.
  const auto = autoCashOutOf(bet, { startsAt: round.startsAt, crashHundredths: outcome.crashHundredths });
  const paid =
    auto !== null && auto.at <= at
      ? await payBet(table, bet, auto.multiplier, auto.at, 'auto')
      : await payBet(table, bet, liveHundredths(round, at), at, 'hand');
  if (paid !== null) return paid;
  // Paid meanwhile by another call: answer what it paid.
  const settled = await betOf(table.db, round.id, playerId, slot);
  if (settled?.status === 'won') return answeredAsItStands(table, settled);
  throw refused(409, 'crashTooLate', { point: hundredthsText(outcome.crashHundredths) });
}
