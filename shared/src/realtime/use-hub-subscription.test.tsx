import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { hubAdmin as admin, realHubServer as server } from '../testing/real-hub';
import { deliverHubMessage, joinedHubGroups } from './hub-testing';
import { connectRealtime, disconnectRealtime } from './realtime-connection';
import type { RealtimeTimers } from './realtime-options';
import { realtimeStore } from './realtime-store';
import { useHubGroup, useHubSubscription } from './use-hub-subscription';

// How a remote adds a message type: the Code and schema live in its own feature folder (here, in
// this file), a component joins the market's group and subscribes, and nothing in shared changes.

const bestPriceCode = 'TestBestPrice';
const bestPriceSchema = z.object({ marketId: z.string(), back: z.number() });

function BestPrice({ marketId }: { marketId: string }) {
  const [back, setBack] = useState<number | null>(null);
  useHubGroup(`market:${marketId}`);
  useHubSubscription(bestPriceCode, bestPriceSchema, (data) => {
    if (data.marketId === marketId) setBack(data.back);
  });
  return <p>{back === null ? `${marketId}: no price yet` : `${marketId}: back ${back}`}</p>;
}

// Heartbeats and reconnects are not what these tests are about: their timers never fire.
const idleTimers: RealtimeTimers = { setTimeout: () => undefined, clearTimeout: () => undefined };

const waitFor = <T,>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

afterEach(async () => {
  await disconnectRealtime();
  realtimeStore.getState().reset();
});

describe('useHubGroup and useHubSubscription', () => {
  it('shows a pushed price through the real hub, with one server join per market', async () => {
    const { player, accessToken } = await admin<{ player: { id: number }; accessToken: string }>(
      'POST',
      '/admin/players',
      { username: `hook-player-${Date.now()}` },
    );
    const groupsOnServer = async () =>
      (await admin<{ groups: string[] }[]>('GET', `/admin/realtime/players/${player.id}/connections`)).map(
        (client) => client.groups,
      );
    await connectRealtime({
      hubUrl: server.hubUrl,
      browser: 'Chrome',
      domain: 'localhost',
      getCurrentPage: () => '/markets',
      getToken: () => accessToken,
      timers: idleTimers,
      logger: { warn: vi.fn(), error: vi.fn() },
    });

    const page = render(
      <>
        <BestPrice marketId="7.1" />
        <BestPrice marketId="7.1" />
        <BestPrice marketId="7.2" />
      </>,
    );
    await waitFor(async () => expect(await groupsOnServer()).toEqual([['market:7.1', 'market:7.2']]));

    const pushed = await admin<{ sent: number }>('POST', '/admin/realtime/groups/market:7.1/messages', {
      code: bestPriceCode,
      data: { marketId: '7.1', back: 2.5 },
    });
    expect(pushed).toEqual({ sent: 1 });
    await waitFor(() => expect(screen.getAllByText('7.1: back 2.5')).toHaveLength(2));
    expect(screen.getByText('7.2: no price yet')).toBeTruthy();

    page.unmount();
    await waitFor(async () => expect(await groupsOnServer()).toEqual([[]]));
  });

  it('can be tested without a hub: deliverHubMessage stands in for the push', () => {
    const page = render(<BestPrice marketId="8.1" />);
    expect(joinedHubGroups()).toEqual(['market:8.1']);

    act(() => deliverHubMessage(bestPriceCode, { marketId: '8.1', back: 3.4 }));
    expect(screen.getByText('8.1: back 3.4')).toBeTruthy();

    // The handler of the latest render is called: the new market is read without resubscribing.
    page.rerender(<BestPrice marketId="8.2" />);
    expect(joinedHubGroups()).toEqual(['market:8.2']);
    act(() => deliverHubMessage(bestPriceCode, { marketId: '8.2', back: 1.9 }));
    expect(screen.getByText('8.2: back 1.9')).toBeTruthy();

    page.unmount();
    expect(joinedHubGroups()).toEqual([]);
    expect(() => deliverHubMessage(bestPriceCode, { marketId: '8.2', back: 2 })).not.toThrow();
  });
});
