import { statementLine } from '@exchange/contracts';

import type { Queryable } from '../db/database.js';
import { refused } from '../http/errors.js';
import { InsufficientFundsError, postInTransaction, type PostingResult } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits, type Money } from '../players/money.js';
import { lockAndAssertLossRoom } from '../responsible-play/responsible-play.js';
import type { CrashBetResult, CrashBetView } from './crash-game.js';
import { hundredthsText, liveHundredths, phaseOf, type CrashTable, type Round } from './crash-rounds.js';

/** The crash game's name in a statement line. */
const crashGameName = 'Aviator';

type BetRow = {
  readonly round_id: number;
  readonly stake: string;
  readonly status: 'open' | 'won' | 'lost';
  readonly cashout_multiplier: string | null;
  readonly payout: string;
};

const betColumns =
  'round_id, stake::text AS stake, status, cashout_multiplier::text AS cashout_multiplier, payout::text AS payout';

/** A bet row as players see it. */
export const toBetView = (row: BetRow): CrashBetView => ({
  roundId: row.round_id,
  stake: Number(row.stake),
  status: row.status,
  cashoutMultiplier: row.cashout_multiplier === null ? null : Number(row.cashout_multiplier),
  payout: Number(row.payout),
});

/** The player's bet on the round, if there is one. */
export async function betOf(q: Queryable, roundId: number, playerId: number): Promise<BetRow | undefined> {
  const [row] = await q.query<BetRow>(`SELECT ${betColumns} FROM crash_bets WHERE round_id = $1 AND player_id = $2`, [
    roundId,
    playerId,
  ]);
  return row;
}

const reference = (table: CrashTable, roundId: number, playerId: number): string =>
  `${table.gameCode}:${roundId}:${playerId}`;

/** Tells the player's pages their new balance, and answers the bet with it. */
function announced(
  table: CrashTable,
  playerId: number,
  posted: { result: PostingResult; bet: BetRow },
): CrashBetResult {
  table.events.emitBalanceChanged({
    playerId,
    balance: posted.result.balance,
    exposure: posted.result.exposure,
  });
  return { bet: toBetView(posted.bet), balance: Number(posted.result.balance) };
}

/** Takes the player's stake on the round while it takes bets: one bet a round, within the loss limits. */
export async function placeCrashBet(
  table: CrashTable,
  round: Round,
  playerId: number,
  stake: Money,
  at: Date,
): Promise<CrashBetResult> {
  if (phaseOf(round, at) !== 'betting') {
    throw refused(409, 'crashBetsClosed');
  }
  let posted;
  try {
    posted = await table.db.transaction(async (tx) => {
      if ((await betOf(tx, round.id, playerId)) !== undefined) {
        throw refused(409, 'crashBetTwice');
      }
      // The stake is what the round can lose: with the losses settled and what the player's
      // open bets could lose, it must fit the loss limits, counted under the player's lock.
      await lockAndAssertLossRoom(tx, playerId, at, toMinorUnits(stake));
      await tx.query(
        'INSERT INTO crash_bets (round_id, player_id, stake, placed_at) VALUES ($1, $2, $3::numeric, $4)',
        [round.id, playerId, stake, at],
      );
      const result = await postInTransaction(tx, {
        playerId,
        kind: 'casino_stake',
        amount: `-${stake}`,
        reference: reference(table, round.id, playerId),
        description: statementLine('casinoRoundStake', { game: crashGameName, round: round.id }),
        // What was published of the round before it: its chain's terminating hash and its place.
        details: {
          game: table.gameCode,
          roundId: round.id,
          ...(round.chain !== null && {
            terminatingHash: round.chain.terminatingHash,
            chainIndex: round.chain.index,
          }),
        },
      });
      const bet = await betOf(tx, round.id, playerId);
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

/** Pays the player's open bet at the multiplier of `at`, while the round is in flight. */
export async function cashOutCrashBet(
  table: CrashTable,
  round: Round,
  playerId: number,
  at: Date,
): Promise<CrashBetResult> {
  const bet = await betOf(table.db, round.id, playerId);
  if (bet === undefined || bet.status === 'won') {
    throw refused(409, 'crashNothingToCashOut');
  }
  const phase = phaseOf(round, at);
  if (phase === 'betting') throw refused(409, 'crashRoundNotStarted');
  if (phase === 'crashed' || bet.status === 'lost') {
    throw refused(409, 'crashTooLate', { point: hundredthsText(round.crashHundredths) });
  }
  const multiplier = liveHundredths(round, at);
  const payout = fromMinorUnits((toMinorUnits(bet.stake) * BigInt(multiplier)) / 100n);
  const posted = await table.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE crash_bets SET status = 'won', cashout_multiplier = $3::numeric, payout = $4::numeric, settled_at = $5
       WHERE round_id = $1 AND player_id = $2`,
      [round.id, playerId, hundredthsText(multiplier), payout, at],
    );
    const result = await postInTransaction(tx, {
      playerId,
      kind: 'casino_win',
      amount: payout,
      reference: reference(table, round.id, playerId),
      description: statementLine('casinoRoundCashOut', {
        game: crashGameName,
        round: round.id,
        multiplier: hundredthsText(multiplier),
      }),
      details: { game: table.gameCode, roundId: round.id, multiplier: hundredthsText(multiplier) },
    });
    const settled = await betOf(tx, round.id, playerId);
    if (settled === undefined) throw new Error('The crash bet disappeared.');
    return { result, bet: settled };
  });
  return announced(table, playerId, posted);
}
