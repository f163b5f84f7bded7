import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/database.js';
import { listLedgerEntries } from '../ledger/ledger.js';
import { createPlayerEvents, type BalanceChanged } from '../players/player-events.js';
import { createPlayer } from '../players/players.js';
import { chainSeedCrashingWithin } from '../testing/crash-chain-seeds.js';
import { openTestDatabase } from '../testing/test-database.js';
import {
  crashGameCode,
  createCrashGame,
  readPlayerSeed,
  type CrashGame,
  type CrashPastRound,
  type CrashState,
} from './crash-game.js';
import { chainHashOf, crashPointHundredthsOf, drawChainSeed, reachedAtMs } from './fairness.js';
import { verifyRound } from './page/fair.js';

// Two api processes each run the crash game on one database (in the api-postgres project on
// connections of their own): players on both must see one round at a time, and the rounds play
// their hash chains in order, a new chain once one is used up.

let db: Database;
let clock = new Date('2026-05-01T12:00:00Z');
/** Every chain seed the games drew: none may ever reach a player. */
const chainSeeds: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(() => db.close());

const gameOf = (chainLength: number): CrashGame =>
  createCrashGame({
    db,
    events: createPlayerEvents(),
    now: () => clock,
    chainLength,
    drawChainSeed: () => {
      const seed = drawChainSeed();
      chainSeeds.push(seed);
      return seed;
    },
  });

const countOf = async (sql: string) => (await db.query<{ n: number }>(sql, [crashGameCode]))[0]?.n ?? 0;
const roundsMade = () => countOf('SELECT count(*)::int AS n FROM crash_rounds WHERE game_code = $1');
const chainsMade = () => countOf('SELECT count(*)::int AS n FROM crash_chains WHERE game_code = $1');

/** Long after the round on screen has crashed and paused: the next call makes the next one. */
const afterThisRound = () => {
  clock = new Date(clock.getTime() + 10 * 60_000);
};

describe('the crash game on several processes', () => {
  it('makes one round and one chain for everyone, whichever process is asked', async () => {
    const { player } = await createPlayer(db, { username: 'crash-two-processes', balance: '100.00' });
    // Chains of two rounds: the third turn needs a new chain, made once under the lock.
    const [first, second] = [gameOf(2), gameOf(2)];
    const chainsBefore = await chainsMade();
    for (let turn = 0; turn < 3; turn += 1) {
      const before = await roundsMade();
      const states = await Promise.all(
        Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? first : second).state(player.id)),
      );
      expect(new Set(states.map((state) => state.round.id)).size).toBe(1);
      expect(await roundsMade()).toBe(before + 1);
      afterThisRound();
    }
    expect(await chainsMade()).toBe(chainsBefore + 2);
  });
});

describe('the hash chain', () => {
  it('plays each chain in order, publishing only its terminating hash before a round, then a new one', async () => {
    const { player } = await createPlayer(db, { username: 'crash-chain-player', balance: '100.00' });
    const game = gameOf(3);
    const answers: unknown[] = [];
    const stateNow = async (): Promise<CrashState> => {
      const state = await game.state(player.id);
      answers.push(state, await game.chain());
      return state;
    };
    // Start on a chain of this game's own: play out whatever chain an earlier test left.
    let state = await stateNow();
    while (state.round.chainIndex !== 1 || (await game.chain())?.length !== 3) {
      afterThisRound();
      state = await stateNow();
    }

    const played: CrashPastRound[] = [];
    for (let turn = 0; turn < 7; turn += 1) {
      // Before the round: its place, its chain's terminating hash and client seed, not its hash.
      // Its own client seed waits for the close of betting.
      expect(state.round).toMatchObject({ phase: 'betting', gameHash: null, crashPoint: null, clientSeed: null });
      expect(state.round.terminatingHash).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
      expect(await game.chain()).toEqual({
        terminatingHash: state.round.terminatingHash,
        clientSeed: state.round.chainClientSeed,
        length: 3,
      });
      const { id, chainIndex, terminatingHash, chainClientSeed } = state.round;
      afterThisRound();
      state = await stateNow();
      const past = state.history[0];
      // Nobody bet: the round's client seed is its chain's alone.
      expect(past).toMatchObject({ id, chainIndex, terminatingHash, clientSeed: chainClientSeed });
      if (past === undefined) throw new Error('the round is not in the history');
      played.push(past);
    }

    // Three rounds a chain: 1, 2, 3, then a new chain (a new terminating hash) from 1 again.
    expect(played.map((round) => round.chainIndex)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    expect(new Set(played.map((round) => round.terminatingHash)).size).toBe(3);
    for (const [at, round] of played.entries()) {
      // Hashed k times, a round's hash gives its chain's terminating hash; hashed once, the previous round's.
      let hash = round.gameHash;
      for (let step = 0; step < round.chainIndex; step += 1) hash = chainHashOf(hash);
      expect(hash).toBe(round.terminatingHash);
      const before = played[at - 1];
      if (round.chainIndex > 1 && before !== undefined) expect(chainHashOf(round.gameHash)).toBe(before.gameHash);
      expect(round.crashPoint).toBe(crashPointHundredthsOf(round.gameHash, round.clientSeed) / 100);
      expect(await verifyRound(round)).toBe(true);
    }

    // The chain seeds stay on the server: in no state, history or chain answer.
    const answered = JSON.stringify(answers);
    expect(chainSeeds.length).toBeGreaterThan(0);
    for (const seed of chainSeeds) expect(answered).not.toContain(seed);
  });
});

describe('the auto cash-out on several processes', () => {
  it('is paid once, at its multiplier, when players on both processes read the round at once', async () => {
    const { player } = await createPlayer(db, { username: 'crash-auto-player', balance: '1000.00' });
    // Chains of one round whose crash point is at least 2.00×, so the auto cash-out at 1.50× is reached.
    const clientSeed = 'auto cash-out client seed';
    const highSeed = (): string => chainSeedCrashingWithin(clientSeed, 200);
    const pushes: BalanceChanged[] = [];
    const processOf = () => {
      const events = createPlayerEvents();
      events.onBalanceChanged((event) => pushes.push(event));
      return createCrashGame({
        db,
        events,
        now: () => clock,
        chainLength: 1,
        drawChainSeed: highSeed,
        drawClientSeed: () => clientSeed,
      });
    };
    const [first, second] = [processOf(), processOf()];
    // Play out the chains earlier tests left, up to a round of a chain of one.
    let state = await first.state(player.id);
    while ((await first.chain())?.length !== 1 || state.round.phase !== 'betting') {
      afterThisRound();
      state = await first.state(player.id);
    }
    const { round } = state;
    await second.placeBet(player.id, '100.00', { slot: 2, autoCashOut: 150 });
    pushes.length = 0;

    clock = new Date(Date.parse(round.startsAt) + reachedAtMs(150));
    const reads = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? first : second).state(player.id)),
    );
    for (const read of reads) {
      expect(read.bets).toEqual([
        {
          roundId: round.id,
          slot: 2,
          stake: 100,
          autoCashOut: 1.5,
          status: 'won',
          cashoutMultiplier: 1.5,
          payout: 150,
          seed: null,
        },
      ]);
      expect(read.balance).toBe(1050);
    }
    // A cash-out by hand afterwards, on either process, answers the same payment.
    clock = new Date(Date.parse(round.startsAt) + 8000);
    const byHand = await Promise.all([first.cashOut(player.id, 2), second.cashOut(player.id, 2)]);
    for (const answer of byHand)
      expect(answer).toMatchObject({ bet: { cashoutMultiplier: 1.5, payout: 150 }, balance: 1050 });

    // Long after the round, nothing more is paid.
    afterThisRound();
    await Promise.all([first.state(player.id), second.state(player.id)]);
    const { items } = await listLedgerEntries(db, player.id, { skip: 0, take: 10 });
    expect(items.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'casino_win', amount: '150.00' },
      { kind: 'casino_stake', amount: '-100.00' },
      { kind: 'opening_balance', amount: '1000.00' },
    ]);
    expect(pushes.map((push) => push.balance)).toEqual(['1050.00']);
  });
});

describe("the players' seeds", () => {
  /** A game on this test's clock whose rounds each start a chain of one, mixing in `playerSeedsMixed` seeds. */
  const gameMixing = (
    playerSeedsMixed?: number,
    seeds: Pick<Parameters<typeof createCrashGame>[0], 'drawChainSeed' | 'drawClientSeed'> = {},
  ): CrashGame =>
    createCrashGame({ db, events: createPlayerEvents(), now: () => clock, chainLength: 1, playerSeedsMixed, ...seeds });

  /** Plays out whatever round is on screen, up to a new round taking bets. */
  async function freshRound(game: CrashGame, playerId: number): Promise<CrashState['round']> {
    afterThisRound();
    const { round } = await game.state(playerId);
    expect(round.phase).toBe('betting');
    return round;
  }

  it("mix the first three seeded bets into the round's client seed when betting closes, one seal for all", async () => {
    const playerNamed = async (username: string) => (await createPlayer(db, { username, balance: '1000.00' })).player;
    const [alice, bob, carol, dave] = [
      await playerNamed('seed-alice'),
      await playerNamed('seed-bob'),
      await playerNamed('seed-carol'),
      await playerNamed('seed-dave'),
    ];
    const players = [alice, bob, carol, dave];
    const [first, second] = [gameMixing(), gameMixing()];
    const round = await freshRound(first, alice.id);
    expect(round).toMatchObject({ clientSeed: null, playerSeedsMixed: 3, playerSeeds: [] });

    // In the order placed: Alice's, then a bet with no seed, then Bob's, Carol's and Dave's.
    await first.placeBet(alice.id, '10.00', { seed: 'alice-Seed_1' });
    await second.placeBet(bob.id, '10.00', { slot: 2 });
    await second.placeBet(bob.id, '10.00', { seed: 'bob2' });
    await first.placeBet(carol.id, '10.00', { seed: 'carol' });
    await second.placeBet(dave.id, '10.00', { seed: 'dave' });
    const betting = await first.state(alice.id);
    expect(betting.round).toMatchObject({ clientSeed: null, playerSeeds: [] });
    expect(betting.bets.map((bet) => bet.seed)).toEqual(['alice-Seed_1']);

    // At take-off players on both processes read the round at once: one client seed for all.
    clock = new Date(Date.parse(round.startsAt));
    const reads = await Promise.all(players.flatMap((player) => [first.state(player.id), second.state(player.id)]));
    const expectedSeed = `${round.chainClientSeed}:alice-Seed_1:bob2:carol`;
    for (const read of reads) {
      expect(read.round).toMatchObject({
        id: round.id,
        clientSeed: expectedSeed,
        playerSeeds: [
          { player: 's***e', seed: 'alice-Seed_1', own: read === reads[0] || read === reads[1] },
          { player: 's***b', seed: 'bob2', own: read === reads[2] || read === reads[3] },
          { player: 's***l', seed: 'carol', own: read === reads[4] || read === reads[5] },
        ],
      });
    }
    // A bet that comes now finds its betting closed.
    await expect(first.placeBet(dave.id, '10.00', { slot: 2, seed: 'late' })).rejects.toMatchObject({
      statusCode: 409,
      refusal: expect.objectContaining({ code: 'crashBetsClosed' }),
    });

    // After the crash the round checks out from what was published, its players' seeds included.
    afterThisRound();
    const [past] = (await first.state(alice.id)).history;
    if (past === undefined) throw new Error('the round is not in the history');
    expect(past).toMatchObject({ id: round.id, clientSeed: expectedSeed });
    expect(past.crashPoint).toBe(crashPointHundredthsOf(past.gameHash, expectedSeed) / 100);
    expect(await verifyRound(past)).toBe(true);
  });

  it("uses the chain's client seed alone in a round that mixes in none", async () => {
    const { player } = await createPlayer(db, { username: 'seed-none', balance: '100.00' });
    // A chain whose round flies past 1.00×, so it is still in flight at take-off.
    const clientSeed = 'no players mixed';
    const game = gameMixing(0, {
      drawChainSeed: () => chainSeedCrashingWithin(clientSeed, 101),
      drawClientSeed: () => clientSeed,
    });
    const round = await freshRound(game, player.id);
    await game.placeBet(player.id, '10.00', { seed: 'ignored' });
    clock = new Date(Date.parse(round.startsAt));
    const { round: flying, bets } = await game.state(player.id);
    expect(flying).toMatchObject({ phase: 'flying', clientSeed: round.chainClientSeed, playerSeeds: [] });
    expect(bets[0]?.seed).toBe('ignored');
    expect(() => gameMixing(4)).toThrow(/0 to 3/);
  });
});

describe("a player's seed as sent", () => {
  it('is 1 to 32 letters, digits, underscores or hyphens, or none', () => {
    expect(readPlayerSeed(undefined)).toBeNull();
    expect(readPlayerSeed('')).toBeNull();
    expect(readPlayerSeed('a'.repeat(32))).toBe('a'.repeat(32));
    expect(readPlayerSeed('Az09_-')).toBe('Az09_-');
    for (const bad of ['a'.repeat(33), 'two words', 'semi;colon', 'x:y', 7]) {
      expect(() => readPlayerSeed(bad)).toThrow(
        expect.objectContaining({ statusCode: 400, refusal: expect.objectContaining({ code: 'crashSeedFormat' }) }),
      );
    }
  });
});
