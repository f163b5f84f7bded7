import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { HubRegistry, type HubGroupSink } from './hub-subscriptions';

// The registry behind `realtimeHub`, with a fake connection standing in as the group sink.

const oddsSchema = z.object({ marketId: z.string(), price: z.number() });

function setup() {
  const registry = new HubRegistry();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const calls: string[] = [];
  const sink: HubGroupSink = {
    join: (group) => calls.push(`join ${group}`),
    leave: (group) => calls.push(`leave ${group}`),
  };
  const push = (Code: string, data: unknown) => registry.dispatch({ Code, Data: JSON.stringify(data) }, logger);
  return { registry, logger, calls, sink, push };
}

describe('HubRegistry subscriptions', () => {
  it('hands valid Data to every subscriber of the code until each unsubscribes', () => {
    const { registry, push, logger } = setup();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = registry.subscribe('Odds', oddsSchema, (data) => first.push(data));
    const stopSecond = registry.subscribe('Odds', oddsSchema, (data) => second.push(data));

    push('Odds', { marketId: '1.1', price: 2 });
    stopFirst();
    stopFirst();
    push('Odds', { marketId: '1.1', price: 3 });
    stopSecond();
    push('Odds', { marketId: '1.1', price: 4 });

    expect(first).toEqual([{ marketId: '1.1', price: 2 }]);
    expect(second).toEqual([
      { marketId: '1.1', price: 2 },
      { marketId: '1.1', price: 3 },
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('drops Data that fails the schema and logs it once per code', () => {
    const { registry, push, logger } = setup();
    const received: unknown[] = [];
    registry.subscribe('Odds', oddsSchema, (data) => received.push(data));
    registry.subscribe('Suspended', z.object({ marketId: z.string() }), (data) => received.push(data));

    for (let tick = 0; tick < 100; tick += 1) push('Odds', { marketId: '1.1', price: 'lots' });
    registry.dispatch({ Code: 'Odds', Data: '{not json' }, logger);
    push('Suspended', { marketId: 7 });
    push('Odds', { marketId: '1.1', price: 5 });

    expect(received).toEqual([{ marketId: '1.1', price: 5 }]);
    expect(logger.warn.mock.calls).toEqual([
      ['Dropped a Odds hub message whose Data does not match its schema', expect.any(z.core.$ZodError)],
      ['Ignored a hub message: Odds Data is not JSON', { Code: 'Odds', Data: '{not json' }],
      ['Dropped a Suspended hub message whose Data does not match its schema', expect.any(z.core.$ZodError)],
    ]);
  });

  it('ignores codes nobody subscribed to, quietly, and logs a message without a Code once', () => {
    const { registry, push, logger } = setup();
    push('MarketSettled', { anything: true });
    registry.dispatch({ Code: 'MarketSettled', Data: 'not even json' }, logger);
    expect(logger.warn).not.toHaveBeenCalled();

    registry.dispatch('UserBalance', logger);
    registry.dispatch(42, logger);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Ignored a hub message: Hub message without a Code', 'UserBalance');
  });

  it('keeps a throwing handler from reaching the connection or the other subscribers', () => {
    const { registry, push, logger } = setup();
    const received: unknown[] = [];
    registry.subscribe('Odds', oddsSchema, () => {
      throw new Error('render failed');
    });
    registry.subscribe('Odds', oddsSchema, (data) => received.push(data));

    expect(() => push('Odds', { marketId: '1.1', price: 2 })).not.toThrow();
    push('Odds', { marketId: '1.1', price: 3 });
    expect(received).toHaveLength(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('A Odds hub message handler failed', new Error('render failed'));
  });
});

describe('HubRegistry groups', () => {
  it('counts joins: the first join and the last leave reach the connection, once each', () => {
    const { registry, sink, calls } = setup();
    registry.attachGroups(sink);

    const leaveA = registry.joinGroup('market:1');
    const leaveB = registry.joinGroup('market:1');
    expect(calls).toEqual(['join market:1']);
    leaveA();
    leaveA();
    expect(calls).toEqual(['join market:1']);
    leaveB();
    expect(calls).toEqual(['join market:1', 'leave market:1']);

    registry.leaveGroup('market:1');
    registry.joinGroup('market:2');
    registry.leaveGroup('market:2');
    expect(calls).toEqual(['join market:1', 'leave market:1', 'join market:2', 'leave market:2']);
    expect(registry.groups).toEqual([]);
  });

  it('joins every wanted group on each attach, and sends nothing while detached', () => {
    const { registry, sink, calls } = setup();
    registry.joinGroup('market:1');
    registry.joinGroup('market:2');
    registry.joinGroup('market:2');
    expect(calls).toEqual([]);

    registry.attachGroups(sink);
    expect(calls).toEqual(['join market:1', 'join market:2']);

    // The connection dropped: changes wait for the next one, which joins what is wanted then.
    registry.detachGroups(sink);
    registry.leaveGroup('market:1');
    registry.joinGroup('market:3');
    expect(calls).toHaveLength(2);

    const reconnected: string[] = [];
    registry.attachGroups({ join: (group) => reconnected.push(group), leave: () => undefined });
    expect(reconnected).toEqual(['market:2', 'market:3']);
    expect(registry.groups).toEqual(['market:2', 'market:3']);
  });

  it('detaches only the sink that is attached', () => {
    const { registry, sink, calls } = setup();
    const newer: string[] = [];
    registry.attachGroups(sink);
    registry.attachGroups({ join: (group) => newer.push(group), leave: () => undefined });
    registry.detachGroups(sink);
    registry.joinGroup('market:9');
    expect(newer).toEqual(['market:9']);
    expect(calls).toEqual([]);
  });
});
