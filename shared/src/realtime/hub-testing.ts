import { hubRegistry } from './hub-subscriptions';

/**
 * Hands a `Message` push to the page's subscriptions as if the hub had sent it: `data` is sent as the
 * JSON text Data carries. For the apps' own tests of their message types; no connection is needed.
 */
export function deliverHubMessage(code: string, data: unknown): void {
  hubRegistry.dispatch({ Code: code, Data: JSON.stringify(data) });
}

/** The hub groups the page wants now (joined and not yet left), in joining order. */
export function joinedHubGroups(): readonly string[] {
  return hubRegistry.groups;
}
