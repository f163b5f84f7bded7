import { createHash } from 'node:crypto';

import {
  betMessage,
  betProfit,
  cashOut as cashOutHedge,
  commission as commissionOn,
  fromMinor,
  isOnLadder,
  maxOdds,
  minOdds,
  toMinor,
  type Bet,
  type BetHistoryRequest,
  type BetHistoryStatus,
  type BetLimit,
  type CashOutResult,
  type MarketKind,
  type MarketProfitLoss,
  type PlaceBetRequest,
  type PlaceBetResult,
} from '@exchange/contracts';

import type { Database, Queryable } from '../db/database.js';
import { ExchangeError, type Exchange, type Fill, type MarketWriter } from '../exchange/exchange.js';
import { HttpError } from '../http/errors.js';
import { postInTransaction } from '../ledger/ledger.js';
import { fromMinorUnits, toMinorUnits } from '../players/money.js';
import { playerEventsFor } from '../players/player-events.js';
import { assertLossRoom, hasLossLimitSql } from '../responsible-play/responsible-play.js';
import { betEventsFor } from './bet-events.js';
import {
  fillsColumn,
  findBetByKey,
  keyIsUsed,
  liveStatus,
  betColumns,
  openBetColumns,
  openBetFromRow,
  openBetsOfMarket,
  selectBets,
  toBet,
  toStoredBet,
  unmatchedOf,
  type BetRow,
  type OpenBet,
  type OpenBetRow,
  type StoredBet,
  type StoredFill,
} from './bet-store.js';
import {
  marketPosition,
  matchedRunnerBets,
  settledProfitLoss,
  type MarketOutcome,
  type PositionBet,
} from './position.js';
import { defaultBettingSettings, marketTypeKinds, type BettingSettings } from './settings.js';

/** What placement needs to know of a market beyond the engine: its names, type and runners. */
export interface MarketInfo {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly kind: MarketKind;
  readonly betDelay: number;
  readonly eventId: number;
  readonly eventName: string;
  readonly sportId: number;
  readonly runners: readonly { readonly id: number; readonly name: string }[];
}

export interface BettingLogger {
  error(details: object, message: string): void;
}

/**
 * Where markets' results come from: the world calls the listener when a market closes with its
 * winner, the runs of its fancy lines, or void. Settling is idempotent, so telling twice is safe.
 */
export interface MarketResultSource {
  onMarketResult(listener: (marketId: string, result: MarketResult) => void): () => void;
}

export interface BettingOptions {
  readonly db: Database;
  readonly exchange: Exchange;
  /** Markets the world holds in memory; the catalogue tables answer for the others. */
  readonly catalogue?: (marketId: string) => MarketInfo | null;
  readonly settings?: BettingSettings;
  readonly now?: () => Date;
  /** Waits out an in-play bet delay; tests pass one they release themselves. */
  readonly wait?: (ms: number) => Promise<void>;
  readonly log?: BettingLogger;
}

/** How a market ended; see `BettingService.settleMarket`. */
export type MarketResult =
  { readonly winnerRunnerId: number } | { readonly runs: Readonly<Record<string, number>> } | { readonly void: true };

export interface SettlementSummary {
  readonly marketId: string;
  readonly outcome: 'WINNER' | 'RUNS' | 'VOID';
  /** Players whose bets this call settled (none when an earlier call did). */
  readonly players: number;
  readonly bets: number;
}

interface PlayerMoney {
  readonly balance: string;
  readonly exposure: string;
}

interface Placement {
  readonly cashOut?: boolean;
  /** The unmatched rest lapses at once instead of resting (a cash out's hedge). */
  readonly fillOrKill?: boolean;
}

const money = (minor: bigint): string => fromMinorUnits(minor < 0n ? 0n : minor);
const signed = (minor: bigint): string => (minor < 0n ? `-${fromMinorUnits(-minor)}` : fromMinorUnits(minor));
const shown = (minor: bigint): string => signed(minor);
const ownerOf = (playerId: number): string => `player:${playerId}`;
const playerOfOwner = (owner: string): number | null => {
  const match = /^player:(\d+)$/.exec(owner);
  return match?.[1] === undefined ? null : Number(match[1]);
};

const stateMessages: Record<string, string> = {
  SUSPENDED: betMessage('marketSuspended'),
  BALL_RUNNING: betMessage('ballRunning'),
  CLOSED: betMessage('marketClosed'),
};

/** The answer a caller reads for a refused placement. */
const refuse = (status: number, message: string): HttpError => new HttpError(status, message);

function digestOf(request: PlaceBetRequest | { cashOut: string; percent: number }): string {
  const canonical =
    'cashOut' in request
      ? // A full cash out keeps the digest it had before shares could be cashed out.
        request.percent === 100
        ? { cashOut: request.cashOut }
        : { cashOut: request.cashOut, percent: request.percent }
      : {
          marketId: request.marketId,
          runnerId: request.runnerId,
          side: request.side,
          odds: request.odds,
          stake: String(toMinor(request.stake)),
          acceptBetterOdds: request.acceptBetterOdds ?? null,
          persistence: request.persistence ?? 'KEEP',
        };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/**
 * The betting side of the api: placement through the exchange engine (or against the house's
 * quote), held exposure, cancel, cash out, lapses and settlement through the ledger. Every change
 * of a market's bets happens in that market's turn of the engine (`withMarket`), inside one
 * database transaction that locks the player's row, so one market has one writer and one player's
 * money one writer at a time.
 */
export class BettingService {
  private readonly db: Database;
  private readonly exchange: Exchange;
  private readonly settings: BettingSettings;
  private readonly now: () => Date;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly log: BettingLogger;
  private readonly catalogue: (marketId: string) => MarketInfo | null;
  private readonly markets = new Map<string, MarketInfo>();
  /** Markets where players' orders rest, and whether each was in play when last seen. */
  private readonly resting = new Map<string, { inPlay: boolean }>();
  private readonly unsubscribe: (() => void)[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  private starting: Promise<void> | null = null;
  private readonly following = new Set<MarketResultSource>();
  private stopped = false;

  get isStopped(): boolean {
    return this.stopped;
  }

  constructor({ db, exchange, catalogue, settings = defaultBettingSettings, now, wait, log }: BettingOptions) {
    this.db = db;
    this.catalogue = catalogue ?? (() => null);
    this.exchange = exchange;
    this.settings = settings;
    this.now = now ?? (() => new Date());
    this.wait = wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.log = log ?? { error: (details, message) => console.error(message, details) };
    this.unsubscribe.push(
      exchange.onFill((fill) => this.onFill(fill)),
      exchange.onChange((marketId) => this.onMarketChange(marketId)),
    );
  }

  /**
   * Orders live in the engine's memory: bets whose order is no longer in the book (the api
   * restarted) lapse, and markets where orders still rest are watched for in-play and close.
   */
  start(): Promise<void> {
    // A database that does not answer yet must not stop the server from starting (its health
    // call says so); the next call of a betting route tries again.
    this.starting ??= this.recover().catch((error: unknown) => {
      this.starting = null;
      this.log.error({ err: error }, 'bets resting in the books could not be recovered');
    });
    return this.starting;
  }

  private async recover(): Promise<void> {
    const open = await selectBets(this.db, 'settled_at IS NULL AND order_id IS NOT NULL', []);
    const orphans = open.filter((bet) => !this.isResting(bet));
    for (const bet of open) if (this.isResting(bet)) this.watch(bet.marketId);
    const byMarket = groupBy(orphans, (bet) => bet.marketId);
    for (const [marketId, bets] of byMarket) {
      await this.recordUnmatchedEnd(
        marketId,
        bets.map((bet) => ({ bet, size: unmatchedOf(bet) })),
        'LAPSED',
      );
    }
  }

  /** Settles each market the source reports; a result for a market settled already is ignored. */
  follow(source: MarketResultSource): void {
    if (this.following.has(source)) return;
    this.following.add(source);
    this.unsubscribe.push(
      source.onMarketResult((marketId, result) => {
        this.track(
          this.settleMarket(marketId, result).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 409) return;
            throw error;
          }),
        );
      }),
    );
  }

  /** Stops listening to the engine and waits for the records it already started. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribe.splice(0)) unsubscribe();
    await this.idle();
  }

  /** Resolves once the records of fills and lapses started so far are written (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  limits(): BetLimit[] {
    return marketTypeKinds.map(([marketType, kind]) => {
      const limit = this.settings.limits[kind];
      return {
        marketType,
        marketKind: kind,
        minStake: fromMinor(limit.minStake),
        maxStake: fromMinor(limit.maxStake),
        maxProfit: fromMinor(limit.maxProfit),
      };
    });
  }

  // ---- placement ----

  async placeBet(playerId: number, request: PlaceBetRequest, placement: Placement = {}): Promise<PlaceBetResult> {
    await this.start();
    const digest = digestOf(request);
    if (await keyIsUsed(this.db, playerId, request.idempotencyKey)) {
      const earlier = await findBetByKey(this.db, playerId, request.idempotencyKey);
      if (earlier !== undefined) return this.replay(earlier, digest);
    }

    const stake = toMinor(request.stake);
    if (stake === null || stake <= 0n) throw refuse(400, betMessage('stakeNotPositive'));
    const market = await this.marketInfo(request.marketId);
    if (market === null) throw refuse(404, betMessage('marketNotFound', { marketId: request.marketId }));
    if (!market.runners.some((runner) => runner.id === request.runnerId)) {
      throw refuse(400, betMessage('runnerNotInMarket', { runnerId: request.runnerId }));
    }
    this.checkSideAndOdds(market.kind, request);
    if (placement.cashOut !== true) this.checkStake(market.kind, stake);

    const prices = this.exchange.prices(market.id);
    if (prices === undefined) throw refuse(409, stateMessages.CLOSED ?? '');
    if (prices.state !== 'OPEN') throw refuse(409, stateMessages[prices.state] ?? '');
    if (prices.inPlay && market.betDelay > 0) {
      // The player sees a countdown; the market and the price are checked again after it.
      await this.wait(market.betDelay * 1000);
    }

    const outcome = await this.exchange
      .withMarket(market.id, (writer) => this.placeInTurn(writer, market, playerId, request, stake, digest, placement))
      .catch((error: unknown) => {
        if (error instanceof ExchangeError) throw this.exchangeRefusal(error);
        throw error;
      });
    if (outcome.replayed) return this.replay(outcome.bet, digest);
    this.announce(playerId, outcome.money, [outcome.bet]);
    return this.result(outcome.bet, outcome.money);
  }

  private checkSideAndOdds(kind: MarketKind, request: PlaceBetRequest): void {
    const { side, odds } = request;
    if (kind === 'fancy') {
      if (side !== 'YES' && side !== 'NO') throw refuse(400, betMessage('fancySide'));
      if (!Number.isInteger(odds) || odds < 0) throw refuse(400, betMessage('fancyLine'));
      return;
    }
    if (side !== 'BACK' && side !== 'LAY') throw refuse(400, betMessage('exchangeSide'));
    if (kind === 'bookmaker') {
      if (!(odds > 0 && odds <= 100) || Math.round(odds * 100) !== odds * 100) {
        throw refuse(400, betMessage('bookmakerRate'));
      }
      return;
    }
    if (!(odds >= minOdds && odds <= maxOdds))
      throw refuse(400, betMessage('oddsFormat', { min: minOdds, max: maxOdds }));
    if (!isOnLadder(odds)) throw refuse(400, betMessage('oddsOffLadder', { odds }));
  }

  private checkStake(kind: MarketKind, stake: bigint): void {
    const limit = this.settings.limits[kind];
    if (stake < limit.minStake) throw refuse(400, betMessage('minStake', { amount: shown(limit.minStake) }));
    if (stake > limit.maxStake) throw refuse(400, betMessage('maxStake', { amount: shown(limit.maxStake) }));
  }

  private checkProfit(kind: MarketKind, profit: bigint): void {
    const { maxProfit } = this.settings.limits[kind];
    if (profit > maxProfit) {
      throw refuse(400, betMessage('maxProfit', { profit: shown(profit), amount: shown(maxProfit) }));
    }
  }

  private exchangeRefusal(error: ExchangeError): HttpError {
    switch (error.kind) {
      case 'unknown-market':
        return refuse(409, stateMessages.CLOSED ?? '');
      case 'market-not-open':
        return refuse(409, betMessage('marketNotOpen'));
      case 'price-off-ladder':
        return refuse(400, error.message);
      case 'unknown-runner':
      case 'not-an-exchange-market':
      case 'invalid-size':
        return refuse(400, error.message);
    }
  }

  /** The house's price for a bookmaker or fancy bet, checked against what was asked. */
  private houseTerms(market: MarketInfo, request: PlaceBetRequest): { price: number; rate: number | null } {
    const runner = this.exchange.prices(market.id)?.runners.find((r) => r.runnerId === request.runnerId);
    const asked = request.odds;
    const refuseMove = (offered: number) => refuse(409, betMessage('priceMoved', { offered, asked }));
    const acceptBetter = request.acceptBetterOdds !== false;
    if (market.kind === 'bookmaker') {
      const level = (request.side === 'BACK' ? runner?.back : runner?.lay)?.[0];
      if (level === undefined) throw refuse(409, betMessage('selectionNotOffered'));
      // A backer wins more at a higher rate; a layer risks less at a lower one.
      const better = request.side === 'BACK' ? level.price > asked : level.price < asked;
      if (level.price !== asked && !(better && acceptBetter)) throw refuseMove(level.price);
      return { price: level.price, rate: null };
    }
    const quote = request.side === 'YES' ? runner?.yes : runner?.no;
    if (quote === undefined || quote === null) {
      throw refuse(409, betMessage('lineNotOffered'));
    }
    // YES wins at or above its line, so a lower line is better; NO wins below it, so a higher one is.
    const better = request.side === 'YES' ? quote.line < asked : quote.line > asked;
    if (quote.line !== asked && !(better && acceptBetter)) throw refuseMove(quote.line);
    return { price: quote.line, rate: quote.rate };
  }

  private async placeInTurn(
    writer: MarketWriter,
    market: MarketInfo,
    playerId: number,
    request: PlaceBetRequest,
    stake: bigint,
    digest: string,
    placement: Placement,
  ): Promise<{ replayed: true; bet: StoredBet } | { replayed: false; bet: StoredBet; money: PlayerMoney }> {
    if (writer.state !== 'OPEN') throw refuse(409, stateMessages[writer.state] ?? 'This market is not open.');
    const house = market.kind === 'exchange' ? null : this.houseTerms(market, request);
    const exchangeSide = request.side === 'LAY' || request.side === 'NO' ? 'LAY' : 'BACK';
    if (placement.cashOut !== true) {
      const profit =
        market.kind === 'fancy'
          ? request.side === 'YES'
            ? (stake * BigInt(Math.round((house?.rate ?? 100) * 100)) + 5_000n) / 10_000n
            : stake
          : betProfit(market.kind, { side: exchangeSide, odds: house?.price ?? request.odds, stake });
      this.checkProfit(market.kind, profit);
    }
    const owner = ownerOf(playerId);
    const ownResting =
      market.kind === 'exchange' ? writer.orders(request.runnerId).filter((order) => order.owner === owner) : [];
    let placedOrder: string | null = null;

    try {
      return await this.db.transaction(async (tx) => {
        const placedAt = this.now();
        // The player's lock, the key's claim and the player's other bets on this market in one
        // statement: the insert is not visible to the read, which sees the bets as they were, and
        // the market's turn and the player's lock keep them so until the commit, so the exposure
        // after the bet is computed from them and what the book answers, not read again. A retry
        // of the same submission that waited behind the first one finds the key taken and
        // answers the first one.
        const claim = await lockAndReadMarket(tx, playerId, market.id, {
          idempotencyKey: request.idempotencyKey,
          requestDigest: digest,
          marketName: market.name,
          marketType: market.type,
          marketKind: market.kind,
          eventId: market.eventId,
          eventName: market.eventName,
          sportId: market.sportId,
          runnerId: request.runnerId,
          runnerName: market.runners.find((runner) => runner.id === request.runnerId)?.name ?? String(request.runnerId),
          side: request.side,
          odds: request.odds,
          rate: house?.rate ?? null,
          stake,
          persistence: request.persistence ?? 'KEEP',
          cashOut: placement.cashOut === true,
          placedAt,
        });
        if (claim.claimedId === null) {
          const earlier = await findBetByKey(tx, playerId, request.idempotencyKey);
          if (earlier === undefined) throw new Error('The idempotency key is taken but its bet is missing.');
          return { replayed: true as const, bet: earlier };
        }
        const { claimedId: betId, player, bets } = claim;

        const runnerIds = market.runners.map((runner) => runner.id);
        const before = marketPosition(market.kind, runnerIds, bets);
        const candidate: PositionBet = {
          runnerId: request.runnerId,
          side: request.side,
          odds: request.odds,
          rate: house?.rate ?? null,
          stake,
          // The house matches in full at its price; the book is counted as if nothing matched,
          // which can only overstate what the bet adds to the exposure.
          matchedStake: house === null ? 0n : stake,
          cancelledStake: 0n,
          fills: house === null ? [] : [{ price: house.price, size: stake }],
        };
        const needed = exposureGrowth(market.kind, runnerIds, bets, before.exposure, candidate, placement);
        const available = toMinorUnits(player.balance) - toMinorUnits(player.exposure);
        if (needed > 0n && needed > available) {
          throw refuse(400, betMessage('insufficientBalance', { available: money(available), needed: shown(needed) }));
        }
        // The loss limits count the open exposure of every market, read under the same lock, so
        // bets placed at once on many markets are counted one after another.
        if (claim.lossLimited) {
          await assertLossRoom(tx, playerId, placedAt, { openExposure: toMinorUnits(player.exposure), risk: needed });
        }

        let fills: { price: number; size: bigint }[];
        let lapsed = 0n;
        let orderId: string | null = null;
        let others: readonly OpenBet[] = bets;
        if (house !== null) {
          fills = [{ price: house.price, size: stake }];
        } else {
          const placed = writer.place({
            runnerId: request.runnerId,
            side: exchangeSide === 'LAY' ? 'lay' : 'back',
            price: request.odds,
            size: fromMinor(stake),
            owner,
            reference: String(betId),
            persistence: placement.fillOrKill === true ? 'cancel' : 'rest',
          });
          placedOrder = placed.remaining > 0 ? placed.orderId : null;
          orderId = placedOrder;
          fills = placed.fills.map((fill) => ({ price: fill.price, size: BigInt(Math.round(fill.size * 100)) }));
          lapsed = BigInt(Math.round(placed.lapsed * 100));
          // The engine cancels the player's own older orders this one would have met.
          if (placed.selfCancelled.length > 0) {
            const met = new Map(
              ownResting
                .filter((order) => placed.selfCancelled.includes(order.orderId))
                .map((order) => [order.orderId, BigInt(Math.round(order.remaining * 100))]),
            );
            others = await cancelSelfMet(tx, bets, met, placedAt);
          }
        }
        const matched = fills.reduce((sum, fill) => sum + fill.size, 0n);
        const status = liveStatus({ stake, matchedStake: matched, cancelledStake: lapsed }, 'LAPSED');
        const recorded: PositionBet = { ...candidate, matchedStake: matched, cancelledStake: lapsed, fills };
        const { exposure } = marketPosition(market.kind, runnerIds, [...others, recorded]);
        const { bet, money: held } = await recordOutcome(tx, betId, {
          fills,
          matched,
          lapsed,
          orderId,
          status,
          at: placedAt,
          hold: { playerId, marketId: market.id, exposure },
        });
        return { replayed: false as const, bet, money: held };
      });
    } catch (error) {
      if (placedOrder !== null) {
        // Matches cannot be taken back, but the resting rest of a bet that was not recorded can.
        writer.cancel(placedOrder);
        this.log.error({ err: error, marketId: market.id, playerId }, 'a bet failed after it reached the book');
      }
      throw error;
    } finally {
      if (placedOrder !== null) this.watch(market.id);
    }
  }

  /** Recomputes the player's exposure on the market from its bets, and the total over markets. */
  private async holdExposure(tx: Queryable, playerId: number, market: MarketInfo): Promise<PlayerMoney> {
    const bets = await openBetsOfMarket(tx, playerId, market.id);
    const { exposure } = marketPosition(
      market.kind,
      market.runners.map((runner) => runner.id),
      bets,
    );
    return holdMarketExposure(tx, playerId, market.id, exposure);
  }

  private async replay(bet: StoredBet, digest: string): Promise<PlaceBetResult> {
    if (bet.requestDigest !== digest) {
      throw refuse(409, betMessage('keyReused'));
    }
    const [player] = await this.db.query<{ balance: string; exposure: string }>(
      'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1',
      [bet.playerId],
    );
    const [fresh] = await selectBets(this.db, 'id = $1', [bet.id]);
    return this.result(fresh ?? bet, player ?? { balance: '0.00', exposure: '0.00' });
  }

  private result(bet: StoredBet, held: PlayerMoney): PlaceBetResult {
    return { bet: toBet(bet), balance: Number(held.balance), exposure: Number(held.exposure) };
  }

  private announce(playerId: number, held: PlayerMoney, bets: readonly StoredBet[]): void {
    playerEventsFor(this.db).emitBalanceChanged({ playerId, balance: held.balance, exposure: held.exposure });
    const events = betEventsFor(this.db);
    for (const bet of bets) events.emitBetChanged({ playerId, bet: toBet(bet) });
  }

  // ---- fills of resting orders, cancels and lapses ----

  private isResting(bet: StoredBet): boolean {
    if (bet.orderId === null || !this.exchange.hasMarket(bet.marketId)) return false;
    return this.exchange
      .orders(bet.marketId, bet.runnerId)
      .some(
        (order) =>
          order.orderId === bet.orderId && order.owner === ownerOf(bet.playerId) && order.reference === String(bet.id),
      );
  }

  private track<T>(work: Promise<T>): void {
    const entry = work.catch((error: unknown) => this.log.error({ err: error }, 'a bet record failed'));
    this.pending.add(entry);
    void entry.finally(() => this.pending.delete(entry));
  }

  /** A player's resting order matched by a later taker (another player, the market maker, the crowd). */
  private onFill(fill: Fill): void {
    const playerId = playerOfOwner(fill.makerOwner);
    if (playerId === null || fill.makerReference === null) return;
    const betId = Number(fill.makerReference);
    // In the market's own queue, so the record lands before any later change of that market's bets.
    this.track(
      this.exchange.withMarket(fill.marketId, async () => {
        const market = await this.marketInfo(fill.marketId);
        if (market === null) return;
        const size = BigInt(Math.round(fill.size * 100));
        const { held, bet } = await this.db.transaction(async (tx) => {
          const { bets } = await lockAndReadMarket(tx, playerId, market.id);
          const filled = bets.find((open) => open.id === betId);
          if (filled === undefined) throw new Error(`Bet ${betId} of a fill is missing`);
          // The exposure after the fill, from the bets as read and the fill, so it is written
          // with the fill in the same statement.
          const after = bets.map((open) =>
            open === filled
              ? {
                  ...open,
                  matchedStake: open.matchedStake + size,
                  fills: [...open.fills, { price: fill.price, size }],
                }
              : open,
          );
          const { exposure } = marketPosition(
            market.kind,
            market.runners.map((runner) => runner.id),
            after,
          );
          const [row] = await tx.query<BetRow & HeldColumns>(
            `WITH fill AS (
               INSERT INTO bet_fills (bet_id, price, size, matched_at) VALUES ($1, $3::numeric, $2::numeric, $4)
             ),
             bet AS (
               -- A fill leaves the bet matched in part or in full; what stays unmatched says which.
               UPDATE bets SET matched_stake = matched_stake + $2::numeric,
                 order_id = CASE WHEN stake - matched_stake - $2::numeric - cancelled_stake > 0 THEN order_id END,
                 status = CASE WHEN stake - matched_stake - $2::numeric - cancelled_stake > 0
                   THEN 'PARTIALLY_MATCHED' ELSE 'MATCHED' END
               WHERE id = $1 RETURNING ${betColumns}
             ),
             ${holdCtes(5, 6, 7)}
             SELECT bet.*, ${heldColumns} FROM bet CROSS JOIN held_player`,
            [betId, fromMinorUnits(size), fill.price, fill.matchedAt, playerId, market.id, fromMinorUnits(exposure)],
          );
          if (row === undefined) throw new Error(`Bet ${betId} of a fill was not written`);
          return {
            held: heldOf(row),
            bet: toStoredBet(row, [...filled.fills, { price: fill.price, size }]),
          };
        });
        this.announce(playerId, held, [bet]);
      }),
    );
  }

  private watch(marketId: string): void {
    if (this.resting.has(marketId)) return;
    this.resting.set(marketId, { inPlay: this.exchange.prices(marketId)?.inPlay ?? false });
  }

  /** Unmatched bets kept only until the off lapse when the market turns in play; all lapse at close. */
  private onMarketChange(marketId: string): void {
    const seen = this.resting.get(marketId);
    if (seen === undefined) return;
    const prices = this.exchange.prices(marketId);
    if (prices === undefined) return;
    if (prices.state === 'CLOSED') {
      this.resting.delete(marketId);
      this.track(this.exchange.withMarket(marketId, (writer) => this.lapseInTurn(writer, 'all')));
    } else if (prices.inPlay && !seen.inPlay) {
      seen.inPlay = true;
      this.track(this.exchange.withMarket(marketId, (writer) => this.lapseInTurn(writer, 'cancel-at-in-play')));
    }
  }

  private async lapseInTurn(writer: MarketWriter, which: 'all' | 'cancel-at-in-play'): Promise<void> {
    const bets = await selectBets(
      this.db,
      `market_id = $1 AND settled_at IS NULL AND order_id IS NOT NULL${which === 'all' ? '' : " AND persistence = 'CANCEL'"}`,
      [writer.id],
    );
    const ended = bets.map((bet) => ({
      bet,
      size: bet.orderId === null ? 0n : BigInt(Math.round((writer.cancel(bet.orderId)?.size ?? 0) * 100)),
    }));
    await this.recordUnmatchedEnd(writer.id, ended, 'LAPSED');
  }

  /** Writes the cancelled or lapsed unmatched parts, one transaction per player, then tells them. */
  private async recordUnmatchedEnd(
    marketId: string,
    ended: readonly { bet: StoredBet; size: bigint }[],
    reason: 'CANCELLED' | 'LAPSED',
  ): Promise<StoredBet[]> {
    const market = await this.marketInfo(marketId);
    const changed: StoredBet[] = [];
    for (const [playerId, list] of groupBy(ended, (entry) => entry.bet.playerId)) {
      const at = this.now();
      const { held, bets } = await this.db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        for (const { bet, size } of list) await addCancelled(tx, bet.id, size, reason, at);
        const held =
          market === null ? await updateTotalExposure(tx, playerId) : await this.holdExposure(tx, playerId, market);
        const bets = await selectBets(tx, 'id = ANY($1::bigint[])', [list.map((entry) => entry.bet.id)]);
        return { held, bets };
      });
      changed.push(...bets);
      this.announce(playerId, held, bets);
    }
    return changed;
  }

  async cancelBets(
    playerId: number,
    betIds: readonly number[],
  ): Promise<{ bets: Bet[]; balance: number; exposure: number }> {
    const found = await selectBets(this.db, 'player_id = $1 AND id = ANY($2::bigint[])', [playerId, [...betIds]]);
    const missing = betIds.find((id) => !found.some((bet) => bet.id === id));
    if (missing !== undefined) throw refuse(404, betMessage('betNotFound', { betId: missing }));
    for (const [marketId, bets] of groupBy(found, (bet) => bet.marketId)) {
      const cancellable = bets.filter((bet) => bet.orderId !== null && bet.settledAt === null);
      if (cancellable.length === 0) continue;
      const cancel = async (writer: MarketWriter | null) => {
        // Read again in the market's turn: a fill may have landed since.
        const fresh = await selectBets(
          this.db,
          'id = ANY($1::bigint[]) AND order_id IS NOT NULL AND settled_at IS NULL',
          [cancellable.map((bet) => bet.id)],
        );
        const ended = fresh.map((bet) => ({
          bet,
          size:
            writer === null || bet.orderId === null
              ? unmatchedOf(bet)
              : BigInt(Math.round((writer.cancel(bet.orderId)?.size ?? 0) * 100)),
        }));
        await this.recordUnmatchedEnd(marketId, ended, 'CANCELLED');
      };
      if (this.exchange.hasMarket(marketId)) await this.exchange.withMarket(marketId, cancel);
      else await cancel(null);
    }
    const bets = await selectBets(this.db, 'player_id = $1 AND id = ANY($2::bigint[])', [playerId, [...betIds]]);
    const held = await readMoney(this.db, playerId);
    return {
      bets: betIds.flatMap((id) => bets.filter((bet) => bet.id === id).map(toBet)),
      balance: Number(held.balance),
      exposure: Number(held.exposure),
    };
  }

  // ---- cash out ----

  /**
   * Evens out the player's matched position on an exchange market at the current best prices
   * (exchange-math `cashOut`), placing the hedge through the same path as any bet; what the book
   * cannot match at once lapses. The idempotency key answers the first cash out again. `percent`
   * below 100 evens out that share of the position (the hedge's stake is that share of the full one).
   */
  async cashOut(playerId: number, idempotencyKey: string, marketId: string, percent = 100): Promise<CashOutResult> {
    const digest = digestOf({ cashOut: marketId, percent });
    const earlier = await findBetByKey(this.db, playerId, idempotencyKey);
    if (earlier !== undefined) return this.cashOutResult(playerId, await this.replay(earlier, digest), percent);
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw refuse(400, betMessage('cashOutShare'));
    const market = await this.marketInfo(marketId);
    if (market === null) throw refuse(404, betMessage('marketNotFound', { marketId }));
    if (market.kind !== 'exchange') throw refuse(400, betMessage('cashOutExchangeOnly'));
    const bets = await openBetsOfMarket(this.db, playerId, marketId);
    const prices = this.exchange.prices(marketId);
    if (prices === undefined || prices.state !== 'OPEN') throw refuse(409, betMessage('cashOutMarketNotOpen'));
    const best = new Map(
      prices.runners.map((runner) => [
        runner.runnerId,
        { back: runner.back?.[0]?.price ?? null, lay: runner.lay?.[0]?.price ?? null },
      ]),
    );
    const hedge = cashOutHedge(
      market.runners.map((runner) => runner.id),
      matchedRunnerBets(bets),
      best,
      percent,
    );
    if (hedge === null) throw refuse(409, betMessage('nothingToCashOut'));
    const result = await this.placeBet(
      playerId,
      {
        idempotencyKey,
        marketId,
        runnerId: hedge.runnerId,
        side: hedge.side,
        odds: hedge.odds,
        stake: fromMinor(hedge.stake),
        persistence: 'CANCEL',
      },
      { cashOut: true, fillOrKill: true },
    );
    // The hedge is stored under the cash out's digest, so a retry of the cash out finds it.
    await this.db.query('UPDATE bets SET request_digest = $3 WHERE player_id = $1 AND idempotency_key = $2', [
      playerId,
      idempotencyKey,
      digest,
    ]);
    return this.cashOutResult(playerId, result, percent);
  }

  /** A cash out's answer: the hedge's, with the share cashed out and the market's P/L per runner now. */
  private async cashOutResult(playerId: number, placed: PlaceBetResult, percent: number): Promise<CashOutResult> {
    const [market] = await this.expectedProfitLoss(playerId, { marketId: placed.bet.marketId });
    return { ...placed, percent, runners: market?.runners ?? [] };
  }

  // ---- reads ----

  async openBets(playerId: number): Promise<{ openBets: Bet[]; balance: number; exposure: number }> {
    const bets = await selectBets(
      this.db,
      'player_id = $1 AND settled_at IS NULL',
      [playerId],
      'placed_at DESC, id DESC',
    );
    const held = await readMoney(this.db, playerId);
    return { openBets: bets.map(toBet), balance: Number(held.balance), exposure: Number(held.exposure) };
  }

  async expectedProfitLoss(
    playerId: number,
    filter: { eventId?: number; marketId?: string } = {},
  ): Promise<MarketProfitLoss[]> {
    const bets = await selectBets(this.db, 'player_id = $1 AND settled_at IS NULL', [playerId]);
    const answer: MarketProfitLoss[] = [];
    for (const [marketId, list] of groupBy(bets, (bet) => bet.marketId)) {
      const first = list[0];
      if (first === undefined) continue;
      if (filter.marketId !== undefined && filter.marketId !== marketId) continue;
      if (filter.eventId !== undefined && filter.eventId !== first.eventId) continue;
      const market = await this.marketInfo(marketId);
      const runnerIds = market?.runners.map((runner) => runner.id) ?? [];
      const position = marketPosition(first.marketKind, runnerIds, list);
      answer.push({
        eventId: first.eventId,
        marketId,
        marketKind: first.marketKind,
        runners: [...position.profitLoss].map(([runnerId, profitLoss]) => ({
          runnerId,
          profitLoss: fromMinor(profitLoss),
        })),
        exposure: fromMinor(position.exposure),
      });
    }
    return answer;
  }

  async history(playerId: number, request: BetHistoryRequest): Promise<{ totalCount: number; items: Bet[] }> {
    const conditions = ['player_id = $1', "status IN ('SETTLED', 'VOID', 'CANCELLED', 'LAPSED')"];
    const params: unknown[] = [playerId];
    const add = (condition: string, value: unknown) => {
      params.push(value);
      conditions.push(condition.replace('?', `$${params.length}`));
    };
    if (request.status !== undefined) {
      const statuses = Array.isArray(request.status) ? request.status : [request.status];
      conditions.push(`(${[...new Set(statuses)].map(historyStatusCondition).join(' OR ')})`);
    }
    if (request.sportId !== undefined) add('sport_id = ?', request.sportId);
    if (request.eventId !== undefined) add('event_id = ?', request.eventId);
    if (request.from !== undefined) add('settled_at >= ?::timestamptz', parseDate(request.from, 'from'));
    if (request.to !== undefined) add('settled_at <= ?::timestamptz', parseDate(request.to, 'to'));
    const where = conditions.join(' AND ');
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE ${where}`, params);
    const skip = request.SkipCount ?? 0;
    const take = request.MaxResultCount ?? 20;
    const bets = await selectBets(
      this.db,
      where,
      params,
      `settled_at DESC, id DESC OFFSET ${Number(skip)} LIMIT ${Number(take)}`,
    );
    return { totalCount: count?.n ?? 0, items: bets.map(toBet) };
  }

  // ---- settlement ----

  /**
   * Settles a market once: records its result, lapses what still rests, then for each player in
   * one transaction posts the net P/L (`bet_settlement`) and the commission on net winnings
   * (`commission`) to the ledger, releases the market's exposure and marks the bets SETTLED with
   * their P/L (VOID and no money for a void market). Running it again with the same result
   * finishes what an interrupted run left and changes nothing else.
   */
  async settleMarket(marketId: string, result: MarketResult): Promise<SettlementSummary> {
    const market = await this.marketInfo(marketId);
    if (market === null) throw refuse(404, betMessage('marketNotFound', { marketId }));
    const outcome = this.outcomeOf(market, result);
    const stored = {
      outcome: outcome.kind,
      winner: outcome.kind === 'WINNER' ? outcome.runnerId : null,
      runs: outcome.kind === 'RUNS' ? JSON.stringify(Object.fromEntries(outcome.runs)) : null,
    };
    await this.db.query(
      `INSERT INTO market_results (market_id, outcome, winner_id, runs, settled_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (market_id) DO NOTHING`,
      [marketId, stored.outcome, stored.winner, stored.runs, this.now().toISOString()],
    );
    const [recorded] = await this.db.query<{ outcome: string; winner_id: number | null; runs: unknown }>(
      'SELECT outcome, winner_id, runs FROM market_results WHERE market_id = $1',
      [marketId],
    );
    const same =
      recorded !== undefined &&
      recorded.outcome === stored.outcome &&
      recorded.winner_id === stored.winner &&
      JSON.stringify(normaliseRuns(recorded.runs)) === JSON.stringify(normaliseRuns(stored.runs));
    if (!same) throw refuse(409, `Market ${marketId} was already settled with another result.`);

    const settle = async (writer: MarketWriter | null) => {
      if (writer !== null) {
        writer.setState('CLOSED');
        await this.lapseInTurn(writer, 'all');
        this.resting.delete(marketId);
      }
      return this.settlePlayers(market, outcome);
    };
    return this.exchange.hasMarket(marketId) ? this.exchange.withMarket(marketId, settle) : settle(null);
  }

  private outcomeOf(market: MarketInfo, result: MarketResult): MarketOutcome {
    if ('void' in result) return { kind: 'VOID' };
    if ('winnerRunnerId' in result) {
      if (market.kind === 'fancy') throw refuse(400, 'A fancy market is settled by the runs of each line.');
      if (!market.runners.some((runner) => runner.id === result.winnerRunnerId)) {
        throw refuse(400, `Runner ${result.winnerRunnerId} is not in market ${market.id}.`);
      }
      return { kind: 'WINNER', runnerId: result.winnerRunnerId };
    }
    if (market.kind !== 'fancy') throw refuse(400, 'This market is settled by its winning runner.');
    const runs = new Map<number, number>();
    for (const runner of market.runners) {
      const value = result.runs[String(runner.id)];
      if (value === undefined || !Number.isInteger(value) || value < 0) {
        throw refuse(400, `The runs of line ${runner.id} are missing or not a whole number.`);
      }
      runs.set(runner.id, value);
    }
    return { kind: 'RUNS', runs };
  }

  private async settlePlayers(market: MarketInfo, outcome: MarketOutcome): Promise<SettlementSummary> {
    const open = await selectBets(this.db, 'market_id = $1 AND settled_at IS NULL', [market.id]);
    let settledBets = 0;
    for (const playerId of new Set(open.map((bet) => bet.playerId))) {
      const at = this.now().toISOString();
      const { held, settled } = await this.db.transaction(async (tx) => {
        await lockPlayer(tx, playerId);
        const fresh = await selectBets(tx, 'player_id = $1 AND market_id = $2 AND settled_at IS NULL', [
          playerId,
          market.id,
        ]);
        let net = 0n;
        for (const bet of fresh) {
          const profitLoss = settledProfitLoss(market.kind, bet, outcome);
          net += profitLoss;
          await tx.query(
            `UPDATE bets SET status = $2, profit_loss = $3::numeric, settled_at = $4, order_id = NULL WHERE id = $1`,
            [bet.id, outcome.kind === 'VOID' ? 'VOID' : 'SETTLED', signed(profitLoss), at],
          );
        }
        const reference = `${market.id}:${playerId}`;
        // The matched stake is what bonus wagering counts; a void market wagered nothing.
        const wagered = outcome.kind === 'VOID' ? 0n : fresh.reduce((sum, bet) => sum + bet.matchedStake, 0n);
        const details = {
          marketId: market.id,
          marketName: market.name,
          eventName: market.eventName,
          stake: signed(wagered),
        };
        if (net !== 0n) {
          await postInTransaction(tx, {
            playerId,
            kind: 'bet_settlement',
            amount: signed(net),
            reference,
            description: `${market.eventName} — ${market.name}: ${net > 0n ? 'won' : 'lost'}`,
            details,
            allowBelowExposure: true,
          });
        }
        const charged = commissionOn(net, this.settings.commissionPercent);
        if (charged > 0n) {
          await postInTransaction(tx, {
            playerId,
            kind: 'commission',
            amount: signed(-charged),
            reference,
            description: `Commission ${this.settings.commissionPercent}% on ${market.eventName} — ${market.name}`,
            details: { ...details, netWinnings: signed(net) },
            allowBelowExposure: true,
          });
        }
        await tx.query(
          `INSERT INTO market_settlements (player_id, market_id, profit_loss, commission, settled_at)
           VALUES ($1, $2, $3::numeric, $4::numeric, $5) ON CONFLICT (player_id, market_id) DO NOTHING`,
          [playerId, market.id, signed(net), fromMinorUnits(charged), at],
        );
        await tx.query('DELETE FROM market_exposures WHERE player_id = $1 AND market_id = $2', [playerId, market.id]);
        const held = await updateTotalExposure(tx, playerId);
        const settled = await selectBets(tx, 'id = ANY($1::bigint[])', [fresh.map((bet) => bet.id)]);
        return { held, settled };
      });
      settledBets += settled.length;
      this.announce(playerId, held, settled);
    }
    return {
      marketId: market.id,
      outcome: outcome.kind,
      players: new Set(open.map((bet) => bet.playerId)).size,
      bets: settledBets,
    };
  }

  // ---- the catalogue ----

  /** A market's names, type and runners from the catalogue the world writes; cached, they never change. */
  async marketInfo(marketId: string): Promise<MarketInfo | null> {
    const cached = this.markets.get(marketId) ?? this.catalogue(marketId);
    if (cached !== null && cached !== undefined) {
      this.markets.set(marketId, cached);
      return cached;
    }
    const [row] = await this.db.query<{
      id: string;
      name: string;
      type: string;
      kind: MarketKind;
      bet_delay: number;
      event_id: number;
      title: string;
      sport_id: number;
    }>(
      `SELECT m.id, m.name, m.type, m.kind, m.bet_delay, m.event_id, e.title, e.sport_id
       FROM markets m JOIN events e ON e.id = m.event_id WHERE m.id = $1`,
      [marketId],
    );
    if (row === undefined) return null;
    const runners = await this.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM runners WHERE market_id = $1 ORDER BY sort_priority',
      [marketId],
    );
    const info: MarketInfo = {
      id: row.id,
      name: row.name,
      type: row.type,
      kind: row.kind,
      betDelay: row.bet_delay,
      eventId: row.event_id,
      eventName: row.title,
      sportId: row.sport_id,
      runners,
    };
    this.markets.set(marketId, info);
    return info;
  }
}

/** The SQL condition of one history status; WON and LOST are settled bets by the sign of their P/L. */
function historyStatusCondition(status: BetHistoryStatus): string {
  switch (status) {
    case 'WON':
      return "(status = 'SETTLED' AND profit_loss > 0)";
    case 'LOST':
      return "(status = 'SETTLED' AND profit_loss < 0)";
    default:
      return `status = '${status}'`;
  }
}

function normaliseRuns(runs: unknown): unknown {
  if (runs === null || runs === undefined) return null;
  const value =
    typeof runs === 'string' ? (JSON.parse(runs) as Record<string, number>) : (runs as Record<string, number>);
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

function parseDate(text: string, field: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw refuse(400, `${field}: not a date.`);
  return date.toISOString();
}

async function lockPlayer(tx: Queryable, playerId: number): Promise<PlayerMoney> {
  const [player] = await tx.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1 FOR UPDATE',
    [playerId],
  );
  if (player === undefined) throw refuse(404, `Player ${playerId} not found.`);
  return player;
}

async function readMoney(db: Queryable, playerId: number): Promise<PlayerMoney> {
  const [player] = await db.query<{ balance: string; exposure: string }>(
    'SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1',
    [playerId],
  );
  return player ?? { balance: '0.00', exposure: '0.00' };
}

async function updateTotalExposure(tx: Queryable, playerId: number): Promise<PlayerMoney> {
  const [player] = await tx.query<{ balance: string; exposure: string }>(
    `UPDATE players SET exposure = (SELECT COALESCE(sum(exposure), 0) FROM market_exposures WHERE player_id = $1)
     WHERE id = $1 RETURNING balance::text AS balance, exposure::text AS exposure`,
    [playerId],
  );
  if (player === undefined) throw refuse(404, `Player ${playerId} not found.`);
  return player;
}

/**
 * The CTEs that hold the exposure in parameter `$exposure` on the market and move the player's
 * total by the difference from what the market held before, ending in `held_player` (the player's
 * money after it). Every part of one statement sees the rows as they were before it.
 */
function holdCtes(playerParam: number, marketParam: number, exposureParam: number): string {
  const [player, market, exposure] = [`$${playerParam}`, `$${marketParam}`, `$${exposureParam}::numeric`];
  return `previous AS (SELECT exposure FROM market_exposures WHERE player_id = ${player} AND market_id = ${market}),
     held_upsert AS (
       INSERT INTO market_exposures (player_id, market_id, exposure)
       SELECT ${player}, ${market}, ${exposure} WHERE ${exposure} > 0
       ON CONFLICT (player_id, market_id) DO UPDATE SET exposure = EXCLUDED.exposure
     ),
     held_delete AS (
       DELETE FROM market_exposures WHERE player_id = ${player} AND market_id = ${market} AND ${exposure} <= 0
     ),
     held_player AS (
       UPDATE players SET exposure = exposure - COALESCE((SELECT exposure FROM previous), 0) + ${exposure}
       WHERE id = ${player} RETURNING balance::text AS balance, exposure::text AS exposure
     )`;
}

/** The player's money from `held_player`, under names that do not clash with a bet's columns. */
const heldColumns = 'held_player.balance AS held_balance, held_player.exposure AS held_exposure';

type HeldColumns = {
  readonly held_balance: string;
  readonly held_exposure: string;
};

const heldOf = (row: HeldColumns): PlayerMoney => ({ balance: row.held_balance, exposure: row.held_exposure });

/** Holds `exposure` on the market and moves the player's total by the difference, in one statement. */
async function holdMarketExposure(
  tx: Queryable,
  playerId: number,
  marketId: string,
  exposure: bigint,
): Promise<PlayerMoney> {
  const [row] = await tx.query<HeldColumns>(`WITH ${holdCtes(1, 2, 3)} SELECT ${heldColumns} FROM held_player`, [
    playerId,
    marketId,
    fromMinorUnits(exposure),
  ]);
  if (row === undefined) throw refuse(404, `Player ${playerId} not found.`);
  return heldOf(row);
}

type MarketReadRow = Partial<OpenBetRow> & {
  readonly player_balance: string;
  readonly player_exposure: string;
  readonly claimed_id?: number | null;
  readonly loss_limited?: boolean;
};

/**
 * How much a new bet can grow its market's exposure at worst, in minor units (0 or less: it cannot).
 * An order that may rest is counted as if nothing matched (its liability held in full), which can
 * only overstate it. A fill-or-kill order (a cash out's hedge) never rests: it matches at its price
 * or better, in part or in full, and the rest lapses. The market's exposure is convex in how much
 * of it matches, and a better price only raises every runner's P/L, so its worst case is one of
 * the two ends: nothing matched (no change) or all of it matched at its price.
 */
function exposureGrowth(
  kind: MarketKind,
  runnerIds: readonly number[],
  bets: readonly PositionBet[],
  before: bigint,
  candidate: PositionBet,
  placement: Placement,
): bigint {
  if (placement.fillOrKill === true && candidate.matchedStake === 0n) {
    const filled = marketPosition(kind, runnerIds, [
      ...bets,
      { ...candidate, matchedStake: candidate.stake, fills: [{ price: candidate.odds, size: candidate.stake }] },
    ]);
    return filled.exposure > before ? filled.exposure - before : 0n;
  }
  return marketPosition(kind, runnerIds, [...bets, candidate]).exposure - before;
}

/** A new bet's row as placement inserts it, still unmatched; the player and the market are given apart. */
type NewBet = Pick<
  StoredBet,
  | 'idempotencyKey'
  | 'requestDigest'
  | 'marketName'
  | 'marketType'
  | 'marketKind'
  | 'eventId'
  | 'eventName'
  | 'sportId'
  | 'runnerId'
  | 'runnerName'
  | 'side'
  | 'odds'
  | 'rate'
  | 'stake'
  | 'persistence'
  | 'cashOut'
> & { readonly placedAt: Date };

const newBetParams = (bet: NewBet): unknown[] => [
  bet.idempotencyKey,
  bet.requestDigest,
  bet.marketName,
  bet.marketType,
  bet.marketKind,
  bet.eventId,
  bet.eventName,
  bet.sportId,
  bet.runnerId,
  bet.runnerName,
  bet.side,
  bet.odds,
  bet.rate,
  fromMinorUnits(bet.stake),
  bet.persistence,
  bet.cashOut,
  bet.placedAt.toISOString(),
];

// The insert that claims a new bet's idempotency key: after the lock (it selects from `locked`),
// with the player as $1, the market as $2 and `newBetParams` from $3.
const claimCte = `claimed AS (
       INSERT INTO bets (player_id, idempotency_key, request_digest, market_id, market_name, market_type,
         market_kind, event_id, event_name, sport_id, runner_id, runner_name, side, odds, rate, stake,
         persistence, status, cash_out, placed_at)
       SELECT $1::bigint, $3::text, $4::text, $2::text, $5::text, $6::text, $7::text, $8::bigint, $9::text,
         $10::integer, $11::bigint, $12::text, $13::text, $14::numeric, $15::numeric, $16::numeric, $17::text,
         'UNMATCHED', $18::boolean, $19::timestamptz
       FROM locked
       ON CONFLICT (player_id, idempotency_key) DO NOTHING
       RETURNING id
     )`;

/**
 * Locks the player's row and reads their money and their bets of the market that are not over
 * yet, in one statement; with `claim`, the same statement inserts the new bet after the lock,
 * unseen by the read, and answers its id (null when the key was taken already). The read shares
 * the statement's snapshot: that is exact because every change of a market's bets happens in that
 * market's turn of the engine, which the caller holds.
 */
async function lockAndReadMarket(
  tx: Queryable,
  playerId: number,
  marketId: string,
  claim?: NewBet,
): Promise<{ player: PlayerMoney; bets: OpenBet[]; claimedId: number | null; lossLimited: boolean }> {
  // A placement also asks whether the player has a loss limit, so only a player who has one pays
  // for the statement that checks it. That statement comes after this one: a statement that waited
  // for the lock still reads other tables (the ledger) as they were when it began.
  const rows = await tx.query<MarketReadRow>(
    `WITH locked AS (
       SELECT balance::text AS balance, exposure::text AS exposure FROM players WHERE id = $1::bigint FOR UPDATE
     )${claim === undefined ? '' : `, ${claimCte}`}
     SELECT locked.balance AS player_balance, locked.exposure AS player_exposure,
       ${claim === undefined ? '' : `(SELECT id FROM claimed) AS claimed_id, ${hasLossLimitSql(1)} AS loss_limited,`} open.*
     FROM locked LEFT JOIN LATERAL (
       SELECT ${openBetColumns}, ${fillsColumn} FROM bets
       WHERE player_id = $1::bigint AND market_id = $2::text AND settled_at IS NULL
     ) open ON true
     ORDER BY open.id`,
    [playerId, marketId, ...(claim === undefined ? [] : newBetParams(claim))],
  );
  const [first] = rows;
  if (first === undefined) throw refuse(404, `Player ${playerId} not found.`);
  const bets: OpenBet[] = [];
  for (const row of rows) {
    // A player without open bets on the market comes back as one row of their money alone.
    if (row.id !== undefined && row.id !== null) bets.push(openBetFromRow(row as OpenBetRow));
  }
  return {
    player: { balance: first.player_balance, exposure: first.player_exposure },
    bets,
    claimedId: first.claimed_id ?? null,
    lossLimited: first.loss_limited === true,
  };
}

/** What the book answered for a new bet and the exposure it leaves, written in one statement. */
async function recordOutcome(
  tx: Queryable,
  betId: number,
  outcome: {
    readonly fills: readonly StoredFill[];
    readonly matched: bigint;
    readonly lapsed: bigint;
    readonly orderId: string | null;
    readonly status: string;
    readonly at: Date;
    readonly hold: { readonly playerId: number; readonly marketId: string; readonly exposure: bigint };
  },
): Promise<{ bet: StoredBet; money: PlayerMoney }> {
  const [row] = await tx.query<BetRow & HeldColumns>(
    `WITH fills AS (
       INSERT INTO bet_fills (bet_id, price, size, matched_at)
       SELECT $1::bigint, fill.price, fill.size, $6::timestamptz
       FROM unnest($7::numeric[], $8::numeric[]) WITH ORDINALITY AS fill(price, size, n) ORDER BY fill.n
     ),
     bet AS (
       UPDATE bets SET matched_stake = $2::numeric, cancelled_stake = $3::numeric, order_id = $4, status = $5,
         settled_at = CASE WHEN $5 IN ('LAPSED', 'CANCELLED') THEN $6::timestamptz END
       WHERE id = $1 RETURNING ${betColumns}
     ),
     ${holdCtes(9, 10, 11)}
     SELECT bet.*, ${heldColumns} FROM bet CROSS JOIN held_player`,
    [
      betId,
      fromMinorUnits(outcome.matched),
      fromMinorUnits(outcome.lapsed),
      outcome.orderId,
      outcome.status,
      outcome.at.toISOString(),
      outcome.fills.map((fill) => String(fill.price)),
      outcome.fills.map((fill) => fromMinorUnits(fill.size)),
      outcome.hold.playerId,
      outcome.hold.marketId,
      fromMinorUnits(outcome.hold.exposure),
    ],
  );
  if (row === undefined) throw new Error('The bet was not written.');
  return { bet: toStoredBet(row, outcome.fills), money: heldOf(row) };
}

/**
 * Records the player's own resting orders a new order met (order id → the size taken out of the
 * book), which the engine cancelled instead of matching; answers the player's bets of the market as they are now.
 */
async function cancelSelfMet(
  tx: Queryable,
  bets: readonly OpenBet[],
  met: ReadonlyMap<string, bigint>,
  at: Date,
): Promise<OpenBet[]> {
  const now: OpenBet[] = [];
  for (const bet of bets) {
    const size = bet.orderId === null ? undefined : met.get(bet.orderId);
    if (size === undefined) {
      now.push(bet);
      continue;
    }
    const cancelledStake = bet.cancelledStake + size;
    const status = liveStatus({ ...bet, cancelledStake }, 'CANCELLED');
    const over = status === 'CANCELLED';
    await tx.query(
      `UPDATE bets SET cancelled_stake = $2::numeric, status = $3, order_id = NULL,
         settled_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE settled_at END
       WHERE id = $1`,
      [bet.id, fromMinorUnits(cancelledStake), status, over, at.toISOString()],
    );
    // A cancelled bet no longer counts; a partly matched one counts by its matched part.
    if (!over) now.push({ ...bet, cancelledStake, status, orderId: null });
  }
  return now;
}

/** Adds to a bet's cancelled part; a bet with nothing matched and nothing left ends (CANCELLED or LAPSED). */
async function addCancelled(
  tx: Queryable,
  betId: number,
  size: bigint,
  reason: 'CANCELLED' | 'LAPSED',
  at: Date,
): Promise<void> {
  const [bet] = await selectBets(tx, 'id = $1', [betId]);
  if (bet === undefined) return;
  const cancelled = bet.cancelledStake + size;
  const status = liveStatus({ ...bet, cancelledStake: cancelled }, reason);
  const over = status === 'CANCELLED' || status === 'LAPSED';
  await tx.query(
    `UPDATE bets SET cancelled_stake = $2::numeric, status = $3, order_id = NULL,
       settled_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE settled_at END
     WHERE id = $1`,
    [betId, fromMinorUnits(cancelled), status, over, at.toISOString()],
  );
}

/** Items by key, in first-seen order (Map.groupBy arrives after Node 20). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}

/** One betting service per engine: the bet calls and the admin settlement share its listeners. */
const servicesByExchange = new WeakMap<Exchange, BettingService>();

export function bettingFor(options: BettingOptions): BettingService {
  let service = servicesByExchange.get(options.exchange);
  if (service === undefined || service.isStopped) {
    service = new BettingService(options);
    servicesByExchange.set(options.exchange, service);
  }
  return service;
}
