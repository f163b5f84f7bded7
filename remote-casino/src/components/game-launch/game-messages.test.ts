import { describe, expect, it } from 'vitest';

import { readGameMessage } from './game-messages';

const frame = {};
const origin = 'http://localhost:4000';
const from = (data: unknown, overrides: Partial<{ origin: string; source: unknown }> = {}) => ({
  origin,
  source: frame,
  data,
  ...overrides,
});

describe('readGameMessage', () => {
  it('reads the known messages of the game frame', () => {
    const result = {
      source: 'casino-game',
      game: 'sbe_aviator',
      type: 'round-result',
      roundId: 3,
      stake: 100,
      payout: 152,
      net: 52,
    };
    expect(readGameMessage(from(result), origin, frame)).toEqual({ ok: true, message: result });
    expect(readGameMessage(from({ source: 'casino-game', game: 'x', type: 'exit' }), origin, frame).ok).toBe(true);
  });

  it.each([
    ['another origin', from({ source: 'casino-game', game: 'x', type: 'exit' }, { origin: 'https://evil.example' })],
    [
      'a look-alike origin',
      from({ source: 'casino-game', game: 'x', type: 'exit' }, { origin: 'http://localhost:40000' }),
    ],
    ['another window of the right origin', from({ source: 'casino-game', game: 'x', type: 'exit' }, { source: {} })],
  ])('ignores %s', (_case, event) => {
    expect(readGameMessage(event, origin, frame)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not the game'),
    });
  });

  it.each([
    'exit',
    null,
    { type: 'exit' },
    { source: 'casino-game', game: 'x', type: 'pay-me' },
    { source: 'casino-game', game: 'x', type: 'balance', balance: 'lots' },
    { source: 'casino-game', game: 'x', type: 'round-result', roundId: 1, stake: 1, payout: Infinity, net: 0 },
  ])('ignores the malformed message %j', (data) => {
    expect(readGameMessage(from(data), origin, frame)).toEqual({
      ok: false,
      reason: 'a malformed message from the game',
    });
  });
});
