import { WebSocket, type RawData } from 'ws';

import {
  HubError,
  tooManyConnections,
  type HubConnection,
  type HubLogger,
  type HubMethod,
  type HubTimings,
} from './hub-contract.js';
import { dispatchInvocation, STREAMING_UNSUPPORTED, type InvocationOutcome } from './hub-invocation.js';
import {
  MessageType,
  parseHandshakeRequest,
  parseHubMessage,
  RecordReader,
  writeRecord,
  type OutgoingMessage,
} from './hub-protocol.js';
import type { ConnectionRegistry } from './hub-registry.js';
import { ConnectionTimers } from './hub-timers.js';

/** What a connection needs of the hub that accepted it. */
export interface ConnectionContext {
  readonly registry: ConnectionRegistry<ServerConnection>;
  readonly methods: Readonly<Record<string, HubMethod>>;
  readonly log: HubLogger;
  readonly timings: HubTimings;
}

const rawDataToText = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
};

const protocolError = 'Connection closed with an error.';

/**
 * One client's WebSocket from the handshake to its close: reads its records, answers its
 * invocations one at a time, keeps it alive with pings, and keeps the hub's indexes of users and
 * groups up to date for it.
 */
export class ServerConnection implements HubConnection {
  readonly id: string;
  #userId: string | null = null;
  readonly #groups = new Set<string>();
  readonly #socket: WebSocket;
  readonly #hub: ConnectionContext;
  readonly #reader = new RecordReader();
  readonly #timers = new ConnectionTimers();
  #handshakeDone = false;
  #closed = false;
  #invocations: Promise<void> = Promise.resolve();

  constructor(id: string, socket: WebSocket, hub: ConnectionContext) {
    this.id = id;
    this.#socket = socket;
    this.#hub = hub;
  }

  get userId(): string | null {
    return this.#userId;
  }

  get closed(): boolean {
    return this.#closed;
  }

  setUser(userId: string | null): void {
    const previous = this.#userId;
    // A method still running when its connection ended must not bind it again.
    if (previous === userId || this.#closed) return;
    const { maxConnectionsPerUser } = this.#hub.timings;
    if (userId !== null && this.#hub.registry.userConnectionCount(userId) >= maxConnectionsPerUser) {
      throw new HubError(tooManyConnections(maxConnectionsPerUser));
    }
    this.#userId = userId;
    this.#hub.registry.bindUser(this, previous);
  }

  send(target: string, args: readonly unknown[]): void {
    this.#write({ type: MessageType.Invocation, target, arguments: args });
  }

  /** A record written once for many connections (group and user sends). */
  sendRecord(record: string): void {
    if (this.#socket.readyState === WebSocket.OPEN) this.#socket.send(record);
  }

  get groups(): ReadonlySet<string> {
    return this.#groups;
  }

  joinGroup(group: string): void {
    // A closed connection is already forgotten; adding it back would leak it into the group.
    if (this.#closed || this.#groups.has(group)) return;
    const { maxGroupsPerConnection } = this.#hub.timings;
    if (this.#groups.size >= maxGroupsPerConnection) {
      throw new HubError(`Too many groups for this connection: at most ${maxGroupsPerConnection} at once.`);
    }
    this.#groups.add(group);
    this.#hub.registry.addToGroup(this, group);
  }

  leaveGroup(group: string): void {
    if (!this.#groups.delete(group)) return;
    this.#hub.registry.removeFromGroup(this, group);
  }

  leaveAllGroups(): void {
    for (const group of this.#groups) this.#hub.registry.removeFromGroup(this, group);
    this.#groups.clear();
  }

  start(): void {
    this.#timers.startHandshakeTimeout(this.#hub.timings, () => {
      if (!this.#handshakeDone) {
        this.#hub.log.debug({ connectionId: this.id }, 'hub handshake timed out');
        this.abort();
      }
    });
    this.#socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    this.#socket.on('close', () => this.#dispose());
    this.#socket.on('error', (error) => {
      this.#hub.log.debug({ connectionId: this.id, err: error }, 'hub socket error');
      this.abort();
    });
  }

  /** Close message first, so the client knows why; then a clean WebSocket close. */
  close(error?: string, allowReconnect = false): void {
    if (this.#closed) return;
    this.#write({
      type: MessageType.Close,
      ...(error === undefined ? {} : { error }),
      ...(allowReconnect ? { allowReconnect } : {}),
    });
    this.#dispose();
    this.#socket.close(1000);
  }

  abort(): void {
    this.#dispose();
    this.#socket.terminate();
  }

  #dispose(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#timers.clear();
    this.#hub.registry.forget(this);
  }

  #write(message: OutgoingMessage | Record<string, never>): void {
    if (this.#socket.readyState === WebSocket.OPEN) {
      this.#socket.send(writeRecord(message));
    }
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (this.#closed) return;
    this.#timers.clientSeen();
    if (isBinary) {
      this.close(protocolError);
      return;
    }
    const { maxRecordLength } = this.#hub.timings;
    for (const record of this.#reader.push(rawDataToText(data))) {
      if (this.#closed) return;
      if (record.length > maxRecordLength) {
        this.#hub.log.debug({ connectionId: this.id, length: record.length }, 'hub record too long');
        this.close(protocolError);
        return;
      }
      if (this.#handshakeDone) {
        this.#onMessage(record);
      } else {
        this.#onHandshake(record);
      }
    }
    if (this.#reader.pendingLength > maxRecordLength) {
      this.close(protocolError);
    }
  }

  #onHandshake(record: string): void {
    const request = parseHandshakeRequest(record);
    if (!request.ok) {
      this.#hub.log.debug({ connectionId: this.id, error: request.error }, 'hub handshake refused');
      this.#socket.send(writeRecord({ error: request.error }));
      this.#dispose();
      this.#socket.close(1000);
      return;
    }
    this.#handshakeDone = true;
    this.#write({});
    this.#timers.startKeepAlive(
      this.#hub.timings,
      () => this.#write({ type: MessageType.Ping }),
      () => {
        this.#hub.log.debug({ connectionId: this.id }, 'hub client timed out');
        this.close('Server timeout elapsed without receiving a message from the client.');
      },
    );
  }

  #onMessage(record: string): void {
    const parsed = parseHubMessage(record);
    if (!parsed.ok) {
      this.#hub.log.debug({ connectionId: this.id, error: parsed.error }, 'hub protocol error');
      this.close(protocolError);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case MessageType.Invocation: {
        // One invocation at a time per connection, in order, as ASP.NET does by default.
        this.#invocations = this.#invocations.then(() =>
          dispatchInvocation(message, this, this.#hub, (outcome) => this.#complete(message.invocationId, outcome)),
        );
        break;
      }
      case MessageType.StreamInvocation:
        this.#complete(message.invocationId, { error: STREAMING_UNSUPPORTED });
        break;
      case MessageType.Close:
        this.#dispose();
        this.#socket.close(1000);
        break;
      default:
        // Pings only prove the client is alive; stream items, client results and the stateful
        // reconnect messages are features this hub never negotiates.
        break;
    }
  }

  #complete(invocationId: string | undefined, outcome: InvocationOutcome): void {
    // Without an invocation id the client asked for no answer ("send").
    if (invocationId === undefined || this.#closed) return;
    this.#write({ type: MessageType.Completion, invocationId, ...outcome });
  }
}
