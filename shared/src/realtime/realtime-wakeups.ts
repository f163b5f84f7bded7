import { onApiRecovered, reportApiUnreachable } from '../api/api-reachability';

/**
 * Moments when a hub that is away is worth trying at once rather than at the end of its wait: the
 * browser is back online, the player comes back to the tab (a phone that slept, a tab in the
 * background whose timers the browser slowed), or a call to the api got an answer again. The
 * browser going offline is the api unreachable, said at once. Answers the unsubscribe.
 */
export function browserWakeups(wake: () => void): () => void {
  const stopRecovery = onApiRecovered(wake);
  if (typeof window === 'undefined' || typeof document === 'undefined') return stopRecovery;
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake();
  };
  const onOffline = () => reportApiUnreachable();
  window.addEventListener('online', wake);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopRecovery();
    window.removeEventListener('online', wake);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
