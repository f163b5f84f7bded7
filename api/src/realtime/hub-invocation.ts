import { HubError, type HubConnection, type HubLogger, type HubMethod } from './hub-contract.js';
import type { InvocationMessage } from './hub-protocol.js';

/** What a completion message carries: the method's result, or the error the caller sees. */
export type InvocationOutcome = { result: unknown } | { error: string };

/** The answer to any streaming call: this hub offers no streams. */
export const STREAMING_UNSUPPORTED = 'Streaming is not supported by this hub.';

// A target name is echoed in errors; a client cannot make the answer longer than this.
const MAX_ECHOED_TARGET_LENGTH = 100;
const shownTarget = (target: string): string =>
  target.length > MAX_ECHOED_TARGET_LENGTH ? `${target.slice(0, MAX_ECHOED_TARGET_LENGTH)}…` : target;

const unexpectedError = (target: string) =>
  `An unexpected error occurred invoking '${shownTarget(target)}' on the server.`;

/** The hub's methods and where a method's unexpected failure is logged. */
export interface InvocationContext {
  readonly methods: Readonly<Record<string, HubMethod>>;
  readonly log: HubLogger;
}

/**
 * Runs the invoked method for the connection and hands its outcome to `complete`: an unknown
 * method, stream arguments or a wrong number of arguments fail without calling it, and its errors
 * reach the caller as ASP.NET words them (a HubError's message; nothing of any other error).
 */
export async function dispatchInvocation(
  message: InvocationMessage,
  connection: HubConnection,
  { methods, log }: InvocationContext,
  complete: (outcome: InvocationOutcome) => void,
): Promise<void> {
  const { target } = message;
  const method = Object.hasOwn(methods, target) ? methods[target] : undefined;
  if (method === undefined) {
    complete({
      error: `Failed to invoke '${shownTarget(target)}' due to an error on the server. HubException: Method does not exist.`,
    });
    return;
  }
  if ((message.streamIds?.length ?? 0) > 0) {
    complete({ error: STREAMING_UNSUPPORTED });
    return;
  }
  if (message.arguments.length !== method.parameters) {
    complete({
      error:
        `Failed to invoke '${shownTarget(target)}' due to an error on the server. InvalidDataException: Invocation provides ` +
        `${message.arguments.length} argument(s) but target expects ${method.parameters}.`,
    });
    return;
  }
  try {
    const result = await method.invoke(message.arguments, connection);
    complete({ result: result ?? null });
  } catch (error) {
    if (error instanceof HubError) {
      complete({ error: `${unexpectedError(target)} HubException: ${error.message}` });
    } else {
      log.error({ connectionId: connection.id, target, err: error }, 'hub method failed');
      complete({ error: unexpectedError(target) });
    }
  }
}
