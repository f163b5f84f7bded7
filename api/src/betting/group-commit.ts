import type { Database, Queryable } from '../db/database.js';
import { ExchangeError, type Exchange, type MarketWriter } from '../exchange/exchange.js';
import { HttpError } from '../http/errors.js';
import { lockModeOf } from './placement-store.js';

/**
 * One change of a market's bets (a placement, a resting order's fill) that commits in a group with
 * the others waiting for the market's turn.
 */
export interface GroupStep<T> {
  /** The player whose money the step moves; the group locks every step's player first, in id order. */
  readonly playerId: number;
  /**
   * Runs in the group's transaction, in the market's turn, after the steps before it. A refusal
   * (an `HttpError` or an `ExchangeError`) or a `StepFailure` is the step's alone and must come
   * before its first write; any other error ends the whole group, which then commits nothing.
   */
  run(tx: Queryable, writer: MarketWriter): Promise<T>;
  /** Takes back what the step did to the book when its group is not committed (still in the market's turn). */
  undo?(writer: MarketWriter): void;
}

interface Waiting {
  readonly step: GroupStep<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Done = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * A step that cannot go on, found before its first write (a fill whose bet is gone): it fails alone,
 * as a refusal does, and the other steps of its group commit.
 */
export class StepFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepFailure';
  }
}

/** A step's own refusal or failure, which leaves the group's transaction as it was. */
const isRefusal = (error: unknown): boolean =>
  error instanceof HttpError || error instanceof ExchangeError || error instanceof StepFailure;

/**
 * Group commit per market: the steps that wait while a market's turn is taken run together in its
 * next turn, in arrival order, in one transaction, and are answered once it commits. A hot market
 * then pays a transaction's begin, fence and commit once per group rather than once per bet, and
 * its writer waits for one commit per group. The group first locks its players' rows in id order,
 * so two groups of two markets never wait for each other in a circle; single-player transactions
 * elsewhere lock the player before anything else and cannot either.
 */
export class GroupCommit {
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    private readonly db: Database,
    private readonly exchange: Exchange,
    /** The most steps in one group; the rest wait for the next turn. */
    private readonly maxSteps = 32,
  ) {}

  /** Runs the step in the market's next group; answers what it answered once the group has committed. */
  run<T>(marketId: string, step: GroupStep<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let group = this.waiting.get(marketId);
      if (group === undefined) {
        group = [];
        this.waiting.set(marketId, group);
        this.schedule(marketId, group);
      }
      group.push({ step: step as GroupStep<unknown>, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private schedule(marketId: string, group: Waiting[]): void {
    this.exchange
      .withMarket(marketId, async (writer) => {
        if (this.waiting.get(marketId) === group) this.waiting.delete(marketId);
        const taken = group.splice(0, this.maxSteps);
        if (group.length > 0) this.requeue(marketId, group);
        await this.commit(writer, taken);
      })
      .catch((error: unknown) => {
        // The market is gone before its turn came: nothing ran.
        if (this.waiting.get(marketId) === group) this.waiting.delete(marketId);
        for (const waiting of group.splice(0)) waiting.reject(error);
      });
  }

  /** Steps beyond a full group go first in the market's next group. */
  private requeue(marketId: string, rest: Waiting[]): void {
    const later = this.waiting.get(marketId);
    if (later !== undefined) {
      later.unshift(...rest);
      return;
    }
    const group = [...rest];
    this.waiting.set(marketId, group);
    this.schedule(marketId, group);
  }

  private async commit(writer: MarketWriter, group: readonly Waiting[]): Promise<void> {
    const done: Done[] = [];
    try {
      await this.db.transaction(async (tx) => {
        // PGlite runs one transaction at a time: each step's read takes its player's lock (see LockMode).
        if (lockModeOf(this.db) === 'apart') {
          const players = [...new Set(group.map(({ step }) => step.playerId))].sort((a, b) => a - b);
          await tx.query('SELECT id FROM players WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [players]);
        }
        for (const { step } of group) {
          try {
            done.push({ ok: true, value: await step.run(tx, writer) });
          } catch (error) {
            if (!isRefusal(error)) throw error;
            done.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // Nothing of the group was written: what its steps did to the book is taken back.
      for (const [index, { step }] of group.entries()) if (done[index]?.ok === true) step.undo?.(writer);
      for (const waiting of group) waiting.reject(error);
      return;
    }
    for (const [index, waiting] of group.entries()) {
      const outcome = done[index];
      if (outcome?.ok === true) waiting.resolve(outcome.value);
      else waiting.reject(outcome?.error);
    }
  }
}
