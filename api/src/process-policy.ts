import type { EventEmitter } from 'node:events';

export interface ProcessPolicyOptions {
  readonly log: {
    error(details: { err: unknown }, message: string): void;
    fatal(details: { err: unknown }, message: string): void;
  };
  /** Stops the api in order: no new requests, in-flight ones finish, the database closes. */
  readonly stop: () => Promise<void>;
  /** How long stopping may take after an uncaught exception before the process exits anyway. */
  readonly stopTimeoutMs?: number;
  /** The process whose events are handled, and how it exits; the real ones by default. */
  readonly target?: Pick<EventEmitter, 'on' | 'off'>;
  readonly exit?: (code: number) => void;
}

export const STOP_TIMEOUT_MS = 10_000;

/**
 * What the api process does with a failure nothing else caught. Every request's errors are caught
 * by Fastify and the OCR runs in worker threads of its own (payments/ocr-pool.ts), so reaching
 * here means a bug, and the two cases differ:
 *
 * - An unhandled promise rejection is a failure nobody awaited: the code that started the promise
 *   has already moved on, and no state is half-changed by it. It is logged, and the api keeps
 *   serving (Node's default would end the process).
 * - An uncaught exception stopped code in the middle of whatever it was doing: a sports world
 *   tick, a hub broadcast, a settlement. Node's documentation warns the process is then in an
 *   undefined state, and for an api that moves money a wrong answer is worse than a short gap.
 *   It is logged with the error, the api stops in order (in-flight requests finish, the database
 *   closes cleanly) within `stopTimeoutMs`, and the process exits with code 1 for its supervisor
 *   (`npm start`) to start it again.
 *
 * Returns a function that removes the handlers.
 */
export function installProcessPolicy({
  log,
  stop,
  stopTimeoutMs = STOP_TIMEOUT_MS,
  target = process,
  exit = (code) => process.exit(code),
}: ProcessPolicyOptions): () => void {
  let stopping = false;

  const onRejection = (reason: unknown) => {
    log.error({ err: reason }, 'Unhandled promise rejection; the api keeps serving');
  };

  const onException = (error: unknown) => {
    if (stopping) {
      log.fatal({ err: error }, 'Uncaught exception while stopping; exiting now');
      exit(1);
      return;
    }
    stopping = true;
    log.fatal({ err: error }, 'Uncaught exception; stopping the api so that its supervisor restarts it');
    const deadline = setTimeout(() => exit(1), stopTimeoutMs);
    stop()
      .catch((stopError: unknown) => log.error({ err: stopError }, 'Stopping after an uncaught exception failed'))
      .finally(() => {
        clearTimeout(deadline);
        exit(1);
      });
  };

  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
