import { useEffect, useEffectEvent } from 'react';
import type * as z from 'zod/mini';

import { realtimeHub } from './hub-subscriptions';

/**
 * Calls `handler` with every valid `Message` push of `code` while the component is mounted. The
 * latest `handler` is always the one called, so it may close over props and state without
 * resubscribing; `schema` should be a module-level constant, as a new one resubscribes.
 */
export function useHubSubscription<T>(code: string, schema: z.core.$ZodType<T>, handler: (data: T) => void): void {
  const onMessage = useEffectEvent(handler);
  useEffect(() => realtimeHub.subscribe(code, schema, (data) => onMessage(data)), [code, schema]);
}

/**
 * Keeps the page in the hub group `group` (e.g. a market's prices) while the component is mounted;
 * `null` joins nothing. Components that name the same group share one join on the server.
 */
export function useHubGroup(group: string | null): void {
  useEffect(() => (group === null ? undefined : realtimeHub.joinGroup(group)), [group]);
}
