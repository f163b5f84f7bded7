import { describe, expect, it, vi } from 'vitest';

import { createPlayerEvents, type BalanceChanged } from './player-events.js';

const event: BalanceChanged = { playerId: 1, balance: '10.00', exposure: '0.00' };

describe('player events', () => {
  it('delivers to every listener until it unsubscribes', () => {
    const events = createPlayerEvents();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = events.onBalanceChanged(first);
    events.onBalanceChanged(second);

    events.emitBalanceChanged(event);
    stopFirst();
    events.emitBalanceChanged({ ...event, balance: '11.00' });

    expect(first.mock.calls).toEqual([[event]]);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('reports a failing listener and still calls the others', () => {
    const reported = vi.fn();
    const events = createPlayerEvents(reported);
    const failure = new Error('boom');
    const after = vi.fn();
    events.onBalanceChanged(() => {
      throw failure;
    });
    events.onBalanceChanged(after);

    events.emitBalanceChanged(event);

    expect(reported).toHaveBeenCalledWith(failure, event);
    expect(after).toHaveBeenCalledWith(event);
  });
});
