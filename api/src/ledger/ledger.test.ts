import { statementLine } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { createPlayerEvents, type BalanceChanged } from '../players/player-events.js';
import { createPlayer, findPlayerById, setPlayerBalance } from '../players/players.js';
import { openTestDatabase } from '../testing/test-database.js';
import {
  fromSignedMinorUnits,
  InsufficientFundsError,
  listLedgerEntries,
  postInTransaction,
  postToLedger,
  toSignedMinorUnits,
} from './ledger.js';

let db: Database;
const playerEvents = createPlayerEvents();

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

const newPlayer = async (username: string, balance: string) => (await createPlayer(db, { username, balance })).player;

describe('the ledger', () => {
  it('opens with the balance a player is created with, and the seeded Demo player has its opening entry', async () => {
    const player = await newPlayer('ledger-open', '250.00');
    const { items, totalCount } = await listLedgerEntries(db, player.id, { skip: 0, take: 10 });
    expect(totalCount).toBe(1);
    expect(items[0]).toMatchObject({ kind: 'opening_balance', amount: '250.00', balanceAfter: '250.00' });

    const [demo] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries e JOIN players p ON p.id = e.player_id WHERE p.username = 'Demo' AND e.kind = 'opening_balance'",
    );
    expect(demo?.n).toBe(1);
  });

  it('moves the balance and records the entry with the balance it leaves, then tells the listeners', async () => {
    const player = await newPlayer('ledger-move', '100.00');
    const events: BalanceChanged[] = [];
    const stop = playerEvents.onBalanceChanged((event) => events.push(event));
    const credit = await postToLedger(db, playerEvents, {
      playerId: player.id,
      kind: 'deposit',
      amount: '49.99',
      reference: 'ledger-move-1',
      description: statementLine('upiDeposit'),
      details: { method: 'UPI' },
    });
    const debit = await postToLedger(db, playerEvents, {
      playerId: player.id,
      kind: 'withdrawal',
      amount: '-0.99',
      reference: 'ledger-move-2',
      description: statementLine('withdrawalToUpi'),
    });
    stop();
    expect(credit.entry).toMatchObject({
      amount: '49.99',
      balanceAfter: '149.99',
      description: 'UPI deposit',
      line: { code: 'upiDeposit', values: {} },
      details: { method: 'UPI' },
    });
    expect(debit.entry).toMatchObject({ amount: '-0.99', balanceAfter: '149.00' });
    expect((await findPlayerById(db, player.id))?.balance).toBe('149.00');
    expect(events.map((event) => event.balance)).toEqual(['149.99', '149.00']);
    const { items } = await listLedgerEntries(db, player.id, { skip: 0, take: 10 });
    expect(items.map((entry) => entry.kind)).toEqual(['withdrawal', 'deposit', 'opening_balance']);
    expect(items.map((entry) => entry.line?.code)).toEqual(['withdrawalToUpi', 'upiDeposit', 'openingBalance']);
  });

  it('reads an entry written before lines had codes as its English only', async () => {
    const player = await newPlayer('ledger-old', '0.00');
    await db.query(
      `INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, description)
       VALUES ($1, 'casino_win', 5.00, 5.00, 'old-1', 'Aviator round 3: cashed out at 1.50×')`,
      [player.id],
    );
    const { items } = await listLedgerEntries(db, player.id, { skip: 0, take: 10 });
    expect(items).toMatchObject([{ description: 'Aviator round 3: cashed out at 1.50×', line: null }]);
  });

  it('posts a (kind, reference) pair once: a repeat changes nothing and answers the first entry', async () => {
    const player = await newPlayer('ledger-once', '10.00');
    const description = statementLine('bonusCredited', { title: 'Welcome' });
    const posting = { playerId: player.id, kind: 'bonus', amount: '5.00', reference: 'welcome', description };
    const [first, second] = await Promise.all([
      postToLedger(db, playerEvents, posting),
      postToLedger(db, playerEvents, posting),
    ]);
    expect([first.posted, second.posted].sort()).toEqual([false, true]);
    expect(first.entry.id).toBe(second.entry.id);
    expect((await findPlayerById(db, player.id))?.balance).toBe('15.00');
  });

  it('refuses a debit beyond the balance less the exposure it holds, and loses nothing', async () => {
    const player = await newPlayer('ledger-short', '100.00');
    await setPlayerBalance(db, playerEvents, player.id, { balance: '100.00', exposure: '30.00' });
    const description = statementLine('withdrawalToBank');
    const debit = { playerId: player.id, kind: 'withdrawal', amount: '-70.01', reference: 'short-1', description };
    await expect(postToLedger(db, playerEvents, debit)).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(postToLedger(db, playerEvents, debit)).rejects.toThrow(
      'Insufficient balance: 70.00 available, 70.01 needed.',
    );
    expect((await findPlayerById(db, player.id))?.balance).toBe('100.00');

    // Settling what the exposure already held may reach below it, never below zero.
    const settled = await postToLedger(db, playerEvents, {
      ...debit,
      kind: 'bet_settlement',
      allowBelowExposure: true,
    });
    expect(settled.balance).toBe('29.99');
    await expect(
      postToLedger(db, playerEvents, { ...debit, reference: 'short-2', amount: '-30.00', allowBelowExposure: true }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
  });

  it('serialises concurrent debits on one player so they cannot overdraw', async () => {
    const player = await newPlayer('ledger-race', '100.00');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        db.transaction((tx) =>
          postInTransaction(tx, {
            playerId: player.id,
            kind: 'casino_stake',
            amount: '-30.00',
            reference: `race-${index}`,
            description: statementLine('casinoRoundStake', { game: 'Aviator', round: index }),
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await findPlayerById(db, player.id))?.balance).toBe('10.00');
  });

  it('records an operator balance change as an adjustment', async () => {
    const player = await newPlayer('ledger-admin', '20.00');
    await setPlayerBalance(db, playerEvents, player.id, { balance: '5.50' });
    const { items } = await listLedgerEntries(db, player.id, { skip: 0, take: 1 });
    expect(items[0]).toMatchObject({ kind: 'adjustment', amount: '-14.50', balanceAfter: '5.50' });
  });

  it('converts signed amounts exactly', () => {
    expect(toSignedMinorUnits('-12.34')).toBe(-1234n);
    expect(fromSignedMinorUnits(-5n)).toBe('-0.05');
    expect(fromSignedMinorUnits(toSignedMinorUnits('9999999999999999.99'))).toBe('9999999999999999.99');
  });
});
