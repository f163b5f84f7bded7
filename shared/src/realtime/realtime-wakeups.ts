/**
 * Moments when a hub that is away is worth trying at once rather than at the end of its wait: the
 * browser is back online, or the player comes back to the tab (a phone that slept, a tab in the
 * background whose timers the browser slowed). Answers the unsubscribe.
 */
export function browserWakeups(wake: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
