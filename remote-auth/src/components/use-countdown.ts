import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

export interface Countdown {
  /** Whole seconds left; 0 once the deadline has passed. */
  remaining: number;
  /** Starts again from `seconds`, counting to a new deadline, which it returns (epoch ms). */
  restart: (seconds: number) => number;
}

/**
 * Counts down to `initialDeadline` (epoch ms) once a second, stopping at 0. It reads the clock
 * on every tick rather than counting ticks, so a throttled background tab still shows the truth.
 */
export function useCountdown(initialDeadline: number): Countdown {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [remaining, setRemaining] = useState(() => secondsUntil(initialDeadline, Date.now()));
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining(secondsUntil(deadline, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [deadline, running]);
  const restart = useCallback((seconds: number) => {
    const next = Date.now() + seconds * 1000;
    setDeadline(next);
    setRemaining(secondsUntil(next, Date.now()));
    return next;
  }, []);
  return { remaining, restart };
}
