/**
 * Waits before each consecutive reconnect attempt (specification point 9: 0, 2, 10 and 30 s), the
 * last one repeating: a hub that stays away is retried every 30 s for as long as the page is open.
 */
export const reconnectDelaysMs: readonly number[] = [0, 2_000, 10_000, 30_000];

/** The wait before retry number `attempt` (0 for the first retry after a drop or a failed start). */
export function reconnectDelayMs(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), reconnectDelaysMs.length - 1);
  return reconnectDelaysMs[index] ?? 0;
}
