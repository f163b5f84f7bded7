// The ASP.NET Core SignalR JSON hub protocol, version 1: every message is a JSON text followed by
// the record separator 0x1E, the first one in each direction being the handshake.
// https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md

import { failure, success, type Result } from '@exchange/contracts';

export const RECORD_SEPARATOR = '\u001e';

export const HUB_PROTOCOL = 'json';
export const HUB_PROTOCOL_VERSION = 1;

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  readonly type: typeof MessageType.Invocation;
  /** Absent when the caller expects no completion ("send" rather than "invoke"). */
  readonly invocationId?: string;
  readonly target: string;
  readonly arguments: readonly unknown[];
  readonly streamIds?: readonly string[];
}

export interface StreamInvocationMessage {
  readonly type: typeof MessageType.StreamInvocation;
  readonly invocationId: string;
  readonly target: string;
  readonly arguments: readonly unknown[];
}

export type CompletionMessage =
  | { readonly type: typeof MessageType.Completion; readonly invocationId: string; readonly result: unknown }
  | { readonly type: typeof MessageType.Completion; readonly invocationId: string; readonly error: string };

export interface PingMessage {
  readonly type: typeof MessageType.Ping;
}

export interface CloseMessage {
  readonly type: typeof MessageType.Close;
  readonly error?: string;
  readonly allowReconnect?: boolean;
}

/** Messages the server reads; other known types are accepted and ignored. */
export type IncomingMessage =
  InvocationMessage | StreamInvocationMessage | PingMessage | CloseMessage | { readonly type: 2 | 3 | 5 | 8 | 9 };

export type OutgoingMessage = InvocationMessage | CompletionMessage | PingMessage | CloseMessage;

export type ParseResult<T> = Result<T>;

/**
 * Splits a stream of text into records. A WebSocket frame may hold several records, and a record may
 * in principle span frames, so the unterminated tail waits for the next chunk.
 */
export class RecordReader {
  #pending = '';

  /** Answers every record completed by `chunk`, without separators. */
  push(chunk: string): string[] {
    const parts = (this.#pending + chunk).split(RECORD_SEPARATOR);
    this.#pending = parts.pop() ?? '';
    return parts;
  }

  get pendingLength(): number {
    return this.#pending.length;
  }
}

export const writeRecord = (payload: object): string => JSON.stringify(payload) + RECORD_SEPARATOR;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): ParseResult<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return failure('Message is not valid JSON.');
  }
  return isRecord(value) ? success(value) : failure('Message is not a JSON object.');
}

/** Reads the client's `{"protocol":"json","version":1}`; the error text goes back in the handshake response. */
export function parseHandshakeRequest(text: string): ParseResult<{ protocol: string; version: number }> {
  const json = parseJson(text);
  if (!json.ok) {
    return failure('Handshake request is not a JSON object.');
  }
  const { protocol, version } = json.value;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return failure('Handshake request must carry a protocol name and a version.');
  }
  if (protocol !== HUB_PROTOCOL) {
    return failure(`The protocol '${protocol}' is not supported.`);
  }
  if (version !== HUB_PROTOCOL_VERSION) {
    return failure(`The server does not support version ${version} of the '${protocol}' protocol.`);
  }
  return success({ protocol, version });
}

const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/** Reads one hub message; an error means the connection broke the protocol and must be closed. */
export function parseHubMessage(text: string): ParseResult<IncomingMessage> {
  const json = parseJson(text);
  if (!json.ok) {
    return json;
  }
  const message = json.value;
  switch (message.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const { invocationId, target, arguments: args, streamIds } = message;
      if (typeof target !== 'string' || target === '') {
        return failure('Invocation message is missing its target.');
      }
      if (!Array.isArray(args)) {
        return failure('Invocation message is missing its arguments.');
      }
      if (
        !optionalString(invocationId) ||
        (message.type === MessageType.StreamInvocation && invocationId === undefined)
      ) {
        return failure('Invocation message has an invalid invocation id.');
      }
      if (streamIds !== undefined && !(Array.isArray(streamIds) && streamIds.every((id) => typeof id === 'string'))) {
        return failure('Invocation message has invalid stream ids.');
      }
      return message.type === MessageType.Invocation
        ? {
            ok: true,
            value: {
              type: MessageType.Invocation,
              target,
              arguments: args,
              ...(invocationId === undefined ? {} : { invocationId }),
              ...(streamIds === undefined ? {} : { streamIds: streamIds as string[] }),
            },
          }
        : {
            ok: true,
            value: {
              type: MessageType.StreamInvocation,
              invocationId: invocationId as string,
              target,
              arguments: args,
            },
          };
    }
    case MessageType.Ping:
      return success({ type: MessageType.Ping });
    case MessageType.Close:
      return {
        ok: true,
        value: {
          type: MessageType.Close,
          ...(typeof message.error === 'string' ? { error: message.error } : {}),
        },
      };
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return success({ type: message.type });
    default:
      return failure(`Unknown message type '${String(message.type)}'.`);
  }
}
