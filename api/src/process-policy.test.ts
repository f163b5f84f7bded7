import { EventEmitter } from 'node:events';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { installProcessPolicy } from './process-policy.js';

afterEach(() => {
  vi.useRealTimers();
});

function harness(stop: () => Promise<void> = async () => undefined) {
  const target = new EventEmitter();
  const lines: { level: string; message: string; err: unknown }[] = [];
  const exits: number[] = [];
  const stops = vi.fn(stop);
  const uninstall = installProcessPolicy({
    target,
    stop: stops,
    stopTimeoutMs: 1_000,
    exit: (code) => exits.push(code),
    log: {
      error: ({ err }, message) => lines.push({ level: 'error', message, err }),
      fatal: ({ err }, message) => lines.push({ level: 'fatal', message, err }),
    },
  });
  return { target, lines, exits, stops, uninstall };
}

describe('the process policy', () => {
  it('logs an unhandled rejection with its reason and keeps serving', () => {
    const { target, lines, exits, stops } = harness();
    const reason = new Error('nobody awaited this');
    target.emit('unhandledRejection', reason, Promise.resolve());
    expect(lines).toEqual([{ level: 'error', message: expect.stringContaining('keeps serving'), err: reason }]);
    expect(stops).not.toHaveBeenCalled();
    expect(exits).toEqual([]);
  });

  it('logs an uncaught exception, stops the api in order, then exits with code 1', async () => {
    const { target, lines, exits, stops } = harness();
    const error = new Error('thrown in a timer');
    target.emit('uncaughtException', error);
    expect(lines).toEqual([{ level: 'fatal', message: expect.stringContaining('supervisor restarts'), err: error }]);
    expect(stops).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(exits).toEqual([1]));
  });

  it('exits after the time limit when stopping hangs', () => {
    vi.useFakeTimers();
    const { target, exits } = harness(() => new Promise(() => undefined));
    target.emit('uncaughtException', new Error('first'));
    vi.advanceTimersByTime(999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
  });

  it('exits at once on a second exception while stopping', () => {
    const { target, exits, stops } = harness(() => new Promise(() => undefined));
    target.emit('uncaughtException', new Error('first'));
    target.emit('uncaughtException', new Error('second'));
    expect(stops).toHaveBeenCalledOnce();
    expect(exits).toEqual([1]);
  });

  it('still exits when stopping fails, and says so', async () => {
    const { target, lines, exits } = harness(() => Promise.reject(new Error('database would not close')));
    target.emit('uncaughtException', new Error('first'));
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(lines.map((line) => line.message)).toContain('Stopping after an uncaught exception failed');
  });

  it('removes its handlers when asked', () => {
    const { target, uninstall } = harness();
    uninstall();
    expect(target.listenerCount('unhandledRejection')).toBe(0);
    expect(target.listenerCount('uncaughtException')).toBe(0);
  });
});
