import pg from 'pg';

/** The advisory lock whose holder is the exchange's writer (any number no other lock of the api uses). */
export const exchangeLockKey = '7310000001';

/** How the lease's connection names itself to PostgreSQL (`pg_stat_activity`). */
export const leaseConnectionName = 'api exchange lease';

export interface LeaseLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LeaseOptions {
  /** The PostgreSQL database every process of the deployment shares. */
  readonly databaseUrl: string;
  /** Where the other processes reach this one (`INTERNAL_URL`), written for them once it leads. */
  readonly ownUrl: string;
  /** How often a process that does not lead tries again, and a leader checks its connection. */
  readonly checkMs?: number;
  readonly log: LeaseLogger;
}

export interface ExchangeLease {
  /** Resolves once this process holds the lease. */
  readonly acquired: Promise<void>;
  /**
   * Raises the term, once the lease is held and before anything is written: it waits for the
   * transactions of the last term to end, and fences off any that come later (`fencedDatabase`).
   * Answers the new term.
   */
  claim(): Promise<number>;
  /** Writes this process's address for the others, once it is ready to write in `term`. */
  announce(term: number): Promise<void>;
  /** Called once, should the lease be lost after it was held (its connection ended). */
  onLost(listener: () => void): void;
  /** Gives the lease up (or stops trying) and closes its connection. */
  release(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Takes the exchange's lock if no other connection holds it. */
async function tryToLead(connection: pg.Client): Promise<boolean> {
  const { rows } = await connection.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS got', [
    exchangeLockKey,
  ]);
  return rows[0]?.got === true;
}

/** The lease's own connection; `onError` hears it fail. */
function leaseConnection(databaseUrl: string, onError: (connection: pg.Client, error: unknown) => void): pg.Client {
  const connection = new pg.Client({
    connectionString: databaseUrl,
    keepAlive: true,
    application_name: leaseConnectionName,
  });
  connection.on('error', (error: unknown) => onError(connection, error));
  return connection;
}

/** A new term, with no address until this writer is ready: calls meanwhile are refused, not sent to the last writer. */
async function raiseTerm(connection: pg.Client): Promise<number> {
  const written = await connection.query<{ term: string }>(
    `INSERT INTO exchange_leader (id, url, term) VALUES (true, NULL, 1)
     ON CONFLICT (id) DO UPDATE SET url = NULL, term = exchange_leader.term + 1
     RETURNING term::text AS term`,
  );
  return Number(written.rows[0]?.term ?? 0);
}

/** The writer's address, for the other processes, if its term is still the last. */
async function writeAddress(connection: pg.Client, ownUrl: string, term: number): Promise<void> {
  const written = await connection.query('UPDATE exchange_leader SET url = $1, leading_since = now() WHERE term = $2', [
    ownUrl,
    term,
  ]);
  if (written.rowCount !== 1) throw new Error(`The exchange's term ${term} is no longer the last.`);
}

/**
 * The lease of the exchange's only writer: a PostgreSQL advisory lock held by a connection of its
 * own. PostgreSQL releases it when that connection ends, with its process or its network, and a
 * waiting process takes it at its next try. The holder raises the term in `exchange_leader` (its
 * transactions' fence), and once ready writes its address there, for the others to forward to. A
 * holder that loses its connection has lost the lease: it must stop writing at once (the api
 * process exits, and starts again as a follower).
 */
export function startExchangeLease({ databaseUrl, ownUrl, checkMs = 1_000, log }: LeaseOptions): ExchangeLease {
  let stopped = false;
  let held = false;
  let client: pg.Client | null = null;
  const lostListeners: (() => void)[] = [];
  let resolveAcquired: () => void = () => undefined;
  const acquired = new Promise<void>((resolve) => {
    resolveAcquired = resolve;
  });

  /** Drops the connection; if it held the lock, the lease is lost and the listeners hear it. */
  const lose = (error: unknown) => {
    const wasHeld = held;
    held = false;
    const ended = client;
    client = null;
    ended?.end().catch(() => undefined);
    if (stopped) return;
    if (wasHeld) {
      // Lost is lost: this process stops (and starts again as a follower). Trying to lead again while
      // it closes could win the lock back from the process taking over, for a writer about to exit.
      stopped = true;
      log.error({ err: error }, "the exchange's lease was lost with its connection");
      for (const listener of lostListeners.splice(0)) listener();
    }
  };

  const connect = async (): Promise<pg.Client> => {
    const connection = leaseConnection(databaseUrl, (failed, error) => {
      if (client === failed) lose(error);
    });
    client = connection;
    await connection.connect();
    return connection;
  };

  const run = async () => {
    while (!stopped) {
      try {
        const connection = client ?? (await connect());
        if (held) {
          // A leader's check that its connection, and with it the lock, is still there.
          await connection.query('SELECT 1');
        } else if (await tryToLead(connection)) {
          held = true;
          resolveAcquired();
        }
      } catch (error) {
        // Waiting, the next try connects again; holding, the lease is gone with the connection.
        lose(error);
      }
      await pause(checkMs);
    }
  };
  void run();
  const holding = (): pg.Client => {
    if (!held || client === null) throw new Error("The exchange's lease is not held.");
    return client;
  };

  return {
    acquired,
    claim: async () => raiseTerm(holding()),
    async announce(term) {
      await writeAddress(holding(), ownUrl, term);
      log.info({ term, url: ownUrl }, 'this process now writes the exchange');
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    async release() {
      stopped = true;
      const connection = client;
      client = null;
      held = false;
      await connection?.end().catch(() => undefined);
    },
  };
}

/** Where the exchange's writer is now, read again at most every `cacheMs`; null while none leads. */
export function leaderAddress(
  query: (sql: string) => Promise<{ url: string | null }[]>,
  cacheMs = 500,
): { current(): Promise<string | null>; forget(): void } {
  let cached: { url: string | null; at: number } | null = null;
  return {
    async current() {
      if (cached !== null && Date.now() - cached.at < cacheMs) return cached.url;
      const [row] = await query('SELECT url FROM exchange_leader');
      cached = { url: row?.url ?? null, at: Date.now() };
      return cached.url;
    },
    forget() {
      cached = null;
    },
  };
}
