import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { HttpError } from '../http/errors.js';
import { waitFor } from '../testing/deployment.js';
import { newPostgresTestDatabase } from '../testing/test-database.js';
import { leaseConnectionName, startExchangeLease, type ExchangeLease } from './exchange-lease.js';
import { fencedDatabase } from './fencing.js';

// The exchange's writers one after another on one PostgreSQL database: a new writer's claim waits
// for the last writer's transactions, and the last writer's later ones commit nothing.

let databaseUrl: string;
let db: Database;
const leases: ExchangeLease[] = [];
const log = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  databaseUrl = await newPostgresTestDatabase();
  db = await openPostgresDatabase(databaseUrl);
  await db.exec('CREATE TABLE fence_marks (note text NOT NULL)');
});

afterAll(async () => {
  await Promise.allSettled(leases.map((lease) => lease.release()));
  await db?.close();
});

const leaseFor = async (ownUrl: string) => {
  const lease = startExchangeLease({ databaseUrl, ownUrl, checkMs: 50, log });
  leases.push(lease);
  await lease.acquired;
  return lease;
};

const mark = (database: Database, note: string) =>
  database.transaction(async (tx) => {
    await tx.query('INSERT INTO fence_marks (note) VALUES ($1)', [note]);
    return note;
  });

const marks = async () =>
  (await db.query<{ note: string }>('SELECT note FROM fence_marks ORDER BY note')).map((row) => row.note);

describe("the exchange writer's fence", () => {
  it("lets a new writer in only after the last one's transactions end, and refuses the last one's later transactions", async () => {
    const first = await leaseFor('http://127.0.0.1:1');
    const firstTerm = await first.claim();
    await first.announce(firstTerm);
    let fencedOff = 0;
    const firstWrites = fencedDatabase(
      db,
      () => firstTerm,
      () => (fencedOff += 1),
    );
    expect(await mark(firstWrites, 'a: before')).toBe('a: before');

    // A transaction of the first writer, past its fence, still open when its lease goes.
    let finish: () => void = () => undefined;
    const open = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let inside = false;
    const inFlight = firstWrites.transaction(async (tx) => {
      await tx.query('INSERT INTO fence_marks (note) VALUES ($1)', ['a: in flight']);
      inside = true;
      await open;
      return 'committed';
    });
    await waitFor(async () => inside, Boolean);
    await first.release();

    // The next writer takes the lease; its claim waits on the open transaction's share of the row.
    const second = await leaseFor('http://127.0.0.1:2');
    let claimed = false;
    const claiming = second.claim().then((term) => {
      claimed = true;
      return term;
    });
    const waitingOnALock = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = $1 AND wait_event_type = 'Lock'`,
          [leaseConnectionName],
        )
      )[0]?.n;
    expect(await waitFor(waitingOnALock, (n) => n === 1)).toBe(1);
    expect(claimed).toBe(false);
    finish();
    await expect(inFlight).resolves.toBe('committed');
    const secondTerm = await claiming;
    expect(secondTerm).toBe(firstTerm + 1);

    // The first writer, not yet aware, writes nothing more, and says why; the second writes.
    const late = mark(firstWrites, 'a: after');
    await expect(late).rejects.toBeInstanceOf(HttpError);
    await expect(late).rejects.toMatchObject({ statusCode: 503, refusal: { code: 'exchangeMoving' } });
    expect(fencedOff).toBe(1);
    const secondWrites = fencedDatabase(
      db,
      () => secondTerm,
      () => undefined,
    );
    await mark(secondWrites, 'b: after');
    // A process that does not write the exchange is not fenced: its transactions are other calls'.
    await mark(
      fencedDatabase(
        db,
        () => null,
        () => undefined,
      ),
      'c: not the writer',
    );
    expect(await marks()).toEqual(['a: before', 'a: in flight', 'b: after', 'c: not the writer']);

    // Meanwhile nobody is named: the other processes refuse the exchange's calls at once.
    expect(await db.query('SELECT url FROM exchange_leader')).toEqual([{ url: null }]);
    // Only then does the second writer name itself to the others; the first cannot any more.
    await second.announce(secondTerm);
    expect(await db.query('SELECT url, term::int AS term FROM exchange_leader')).toEqual([
      { url: 'http://127.0.0.1:2', term: secondTerm },
    ]);
  });

  it('never tries to lead again once its lease went with its connection, so the process taking over keeps it', async () => {
    await Promise.all(leases.splice(0).map((lease) => lease.release()));
    const leaseConnections = async () =>
      (
        await db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
          [leaseConnectionName],
        )
      ).map((row) => row.pid);
    expect(await waitFor(leaseConnections, (pids) => pids.length === 0)).toEqual([]);

    const first = await leaseFor('http://127.0.0.1:3');
    let lost = 0;
    first.onLost(() => (lost += 1));
    const [pid] = await leaseConnections();
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    expect(
      await waitFor(
        async () => lost,
        (count) => count === 1,
      ),
    ).toBe(1);

    // Many of its 50 ms checks later, it has not connected again to take the lock back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await leaseConnections()).toEqual([]);
    const second = await leaseFor('http://127.0.0.1:4');
    await expect(second.claim()).resolves.toBeGreaterThan(0);
  });
});
