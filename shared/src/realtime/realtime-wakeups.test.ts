import { afterEach, describe, expect, it, vi } from 'vitest';

import { reachabilityStore, reportApiAnswered, reportApiUnreachable } from '../api/api-reachability';
import { browserWakeups } from './realtime-wakeups';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  setVisibility('visible');
});

describe('browserWakeups', () => {
  it('wakes when the browser is back online and when the tab becomes visible, not when it is hidden', () => {
    const wake = vi.fn();
    const stop = browserWakeups(wake);

    window.dispatchEvent(new Event('online'));
    expect(wake).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(wake).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(wake).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    expect(wake).toHaveBeenCalledTimes(2);
  });
});

describe('browserWakeups and the api', () => {
  it('wakes when a call to the api is answered again, and says the api is unreachable when the browser goes offline', () => {
    reachabilityStore.getState().reset();
    const wake = vi.fn();
    const stop = browserWakeups(wake);

    window.dispatchEvent(new Event('offline'));
    expect(reachabilityStore.getState().apiReachable).toBe(false);
    expect(wake).not.toHaveBeenCalled();
    reportApiAnswered();
    expect(wake).toHaveBeenCalledTimes(1);

    stop();
    reportApiUnreachable();
    reportApiAnswered();
    expect(wake).toHaveBeenCalledTimes(1);
    reachabilityStore.getState().reset();
  });
});
