import { randomBytes } from 'node:crypto';

import { WebSocket, type RawData } from 'ws';

import {
  MessageType,
  parseHandshakeRequest,
  parseHubMessage,
  RecordReader,
  writeRecord,
  type InvocationMessage,
  type OutgoingMessage,
} from './hub-protocol.js';

/** Defaults of ASP.NET Core SignalR, which the specification's client settings mirror. */
export const hubDefaults = {
  /** The server pings every 15 s so the client's 30 s server timeout never fires on an idle hub. */
  keepAliveIntervalMs: 15_000,
  /** A client that sends nothing (not even its 15 s pings) for 30 s is gone. */
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  /** How long a negotiated connection token waits for its WebSocket. */
  negotiationTtlMs: 30_000,
  /**
   * No message of this hub comes near this length; a longer record, complete or not, closes the
   * connection with a short error instead of being parsed (or echoed back in an error).
   */
  maxRecordLength: 64 * 1024,
  /**
   * Connections one user may hold at once (tabs, devices). A further registration is refused rather
   * than evicting an older one, which would make two tabs take the slot from each other forever.
   */
  maxConnectionsPerUser: 10,
  /**
   * Groups one connection may be in at once. A page follows a handful of markets; the cap keeps one
   * socket from making every group send walk through it.
   */
  maxGroupsPerConnection: 50,
} as const;

/** The hub's timings and limits; tests shorten or lower them. */
export type HubTimings = { -readonly [K in keyof typeof hubDefaults]: number };

/** Thrown by a hub method to send its message to the caller (ASP.NET's HubException). */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/** One client connection, as hub methods and the hub's owner see it. */
export interface HubConnection {
  readonly id: string;
  /** The user the connection acts for, once a hub method said so; pushes address users. */
  readonly userId: string | null;
  setUser(userId: string | null): void;
  send(target: string, args: readonly unknown[]): void;
  /** The groups the connection is in; group sends reach it. */
  readonly groups: ReadonlySet<string>;
  /** Adds the connection to a group (again: no change); throws a HubError past the cap. */
  joinGroup(group: string): void;
  /** Takes the connection out of a group; a group it is not in is no change. */
  leaveGroup(group: string): void;
  leaveAllGroups(): void;
}

export interface HubMethod {
  /** Invocations with another number of arguments fail without calling `invoke`. */
  readonly parameters: number;
  invoke(args: readonly unknown[], connection: HubConnection): unknown;
}

export interface HubLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HubServerOptions {
  readonly methods: Readonly<Record<string, HubMethod>>;
  readonly log: HubLogger;
  readonly timings?: Partial<HubTimings>;
  readonly onDisconnected?: (connection: HubConnection) => void;
}

export interface NegotiateResponse {
  readonly negotiateVersion: number;
  readonly connectionId: string;
  readonly connectionToken?: string;
  readonly availableTransports: readonly { transport: string; transferFormats: readonly string[] }[];
}

export interface HubServer {
  /** Answers POST <hub>/negotiate: a connection id and, from version 1, the token the socket must bring. */
  negotiate(requestedVersion: number): NegotiateResponse;
  /** Whether a socket may connect with this `id` query value; no value means negotiation was skipped. */
  canConnect(connectionToken: string | undefined): boolean;
  /** Takes over an upgraded socket; an unknown or already used token closes it. */
  accept(socket: WebSocket, connectionToken: string | undefined): void;
  /** Invokes `target` on every connection of the user; answers how many were sent to. */
  sendToUser(userId: string, target: string, args: readonly unknown[]): number;
  /** Invokes `target` on every connection in the group; answers how many were sent to. */
  sendToGroup(group: string, target: string, args: readonly unknown[]): number;
  connectionsInGroup(group: string): readonly HubConnection[];
  /** Drops the user's connections without a close message, like a network failure would. */
  abortUser(userId: string): number;
  connectionsOfUser(userId: string): readonly HubConnection[];
  readonly connectionCount: number;
  /** Says goodbye to every client (close message, reconnect allowed) and stops all timers. */
  close(): void;
}

const rawDataToText = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
};

const newId = (): string => randomBytes(16).toString('base64url');

// A target name is echoed in errors; a client cannot make the answer longer than this.
const MAX_ECHOED_TARGET_LENGTH = 100;
const shownTarget = (target: string): string =>
  target.length > MAX_ECHOED_TARGET_LENGTH ? `${target.slice(0, MAX_ECHOED_TARGET_LENGTH)}…` : target;

const unexpectedError = (target: string) =>
  `An unexpected error occurred invoking '${shownTarget(target)}' on the server.`;

const protocolError = 'Connection closed with an error.';

/** A SignalR hub over WebSockets speaking the JSON hub protocol, for any set of hub methods. */
export function createHubServer({ methods, log, timings: overrides, onDisconnected }: HubServerOptions): HubServer {
  const timings: HubTimings = { ...hubDefaults, ...overrides };
  /** Negotiated and not yet connected: token → connection id. */
  const pending = new Map<string, { connectionId: string; timer: NodeJS.Timeout }>();
  const connections = new Set<ServerConnection>();
  const byUser = new Map<string, Set<ServerConnection>>();
  const byGroup = new Map<string, Set<ServerConnection>>();

  const bindUser = (connection: ServerConnection, previous: string | null) => {
    if (previous !== null) {
      const set = byUser.get(previous);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(previous);
    }
    if (connection.userId !== null && connections.has(connection)) {
      const set = byUser.get(connection.userId) ?? new Set<ServerConnection>();
      set.add(connection);
      byUser.set(connection.userId, set);
    }
  };

  const removeFromGroup = (connection: ServerConnection, group: string) => {
    const set = byGroup.get(group);
    set?.delete(connection);
    if (set?.size === 0) byGroup.delete(group);
  };

  const forget = (connection: ServerConnection) => {
    if (!connections.delete(connection)) return;
    connection.leaveAllGroups();
    const userId = connection.userId;
    if (userId !== null) {
      const set = byUser.get(userId);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(userId);
    }
    onDisconnected?.(connection);
  };

  class ServerConnection implements HubConnection {
    readonly id: string;
    #userId: string | null = null;
    readonly #groups = new Set<string>();
    readonly #socket: WebSocket;
    readonly #reader = new RecordReader();
    #handshakeDone = false;
    #closed = false;
    #invocations: Promise<void> = Promise.resolve();
    readonly #timers: NodeJS.Timeout[] = [];
    #clientTimeout: NodeJS.Timeout | undefined;

    constructor(id: string, socket: WebSocket) {
      this.id = id;
      this.#socket = socket;
    }

    get userId(): string | null {
      return this.#userId;
    }

    setUser(userId: string | null): void {
      const previous = this.#userId;
      if (previous === userId) return;
      if (userId !== null && (byUser.get(userId)?.size ?? 0) >= timings.maxConnectionsPerUser) {
        throw new HubError(`Too many connections for this player: at most ${timings.maxConnectionsPerUser} at once.`);
      }
      this.#userId = userId;
      bindUser(this, previous);
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
      if (this.#groups.size >= timings.maxGroupsPerConnection) {
        throw new HubError(`Too many groups for this connection: at most ${timings.maxGroupsPerConnection} at once.`);
      }
      this.#groups.add(group);
      const set = byGroup.get(group) ?? new Set<ServerConnection>();
      set.add(this);
      byGroup.set(group, set);
    }

    leaveGroup(group: string): void {
      if (!this.#groups.delete(group)) return;
      removeFromGroup(this, group);
    }

    leaveAllGroups(): void {
      for (const group of this.#groups) removeFromGroup(this, group);
      this.#groups.clear();
    }

    start(): void {
      this.#addTimer(
        setTimeout(() => {
          if (!this.#handshakeDone) {
            log.debug({ connectionId: this.id }, 'hub handshake timed out');
            this.abort();
          }
        }, timings.handshakeTimeoutMs),
      );
      this.#socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
      this.#socket.on('close', () => this.#dispose());
      this.#socket.on('error', (error) => {
        log.debug({ connectionId: this.id, err: error }, 'hub socket error');
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

    #addTimer(timer: NodeJS.Timeout): NodeJS.Timeout {
      // Timers never keep a process alive on their own: closing the server is what ends them.
      timer.unref();
      this.#timers.push(timer);
      return timer;
    }

    #dispose(): void {
      if (this.#closed) return;
      this.#closed = true;
      for (const timer of this.#timers) clearTimeout(timer);
      forget(this);
    }

    #write(message: OutgoingMessage | Record<string, never>): void {
      if (this.#socket.readyState === WebSocket.OPEN) {
        this.#socket.send(writeRecord(message));
      }
    }

    #receive(data: RawData, isBinary: boolean): void {
      if (this.#closed) return;
      this.#clientTimeout?.refresh();
      if (isBinary) {
        this.close(protocolError);
        return;
      }
      for (const record of this.#reader.push(rawDataToText(data))) {
        if (this.#closed) return;
        if (record.length > timings.maxRecordLength) {
          log.debug({ connectionId: this.id, length: record.length }, 'hub record too long');
          this.close(protocolError);
          return;
        }
        if (this.#handshakeDone) {
          this.#onMessage(record);
        } else {
          this.#onHandshake(record);
        }
      }
      if (this.#reader.pendingLength > timings.maxRecordLength) {
        this.close(protocolError);
      }
    }

    #onHandshake(record: string): void {
      const request = parseHandshakeRequest(record);
      if (!request.ok) {
        log.debug({ connectionId: this.id, error: request.error }, 'hub handshake refused');
        this.#socket.send(writeRecord({ error: request.error }));
        this.#dispose();
        this.#socket.close(1000);
        return;
      }
      this.#handshakeDone = true;
      this.#write({});
      this.#addTimer(setInterval(() => this.#write({ type: MessageType.Ping }), timings.keepAliveIntervalMs));
      this.#clientTimeout = this.#addTimer(
        setTimeout(() => {
          log.debug({ connectionId: this.id }, 'hub client timed out');
          this.close('Server timeout elapsed without receiving a message from the client.');
        }, timings.clientTimeoutMs),
      );
    }

    #onMessage(record: string): void {
      const parsed = parseHubMessage(record);
      if (!parsed.ok) {
        log.debug({ connectionId: this.id, error: parsed.error }, 'hub protocol error');
        this.close(protocolError);
        return;
      }
      const message = parsed.value;
      switch (message.type) {
        case MessageType.Invocation: {
          // One invocation at a time per connection, in order, as ASP.NET does by default.
          this.#invocations = this.#invocations.then(() => this.#invoke(message));
          break;
        }
        case MessageType.StreamInvocation:
          this.#complete(message.invocationId, { error: 'Streaming is not supported by this hub.' });
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

    async #invoke(message: InvocationMessage): Promise<void> {
      const { target, invocationId } = message;
      const method = Object.hasOwn(methods, target) ? methods[target] : undefined;
      if (method === undefined) {
        this.#complete(invocationId, {
          error: `Failed to invoke '${shownTarget(target)}' due to an error on the server. HubException: Method does not exist.`,
        });
        return;
      }
      if ((message.streamIds?.length ?? 0) > 0) {
        this.#complete(invocationId, { error: 'Streaming is not supported by this hub.' });
        return;
      }
      if (message.arguments.length !== method.parameters) {
        this.#complete(invocationId, {
          error:
            `Failed to invoke '${shownTarget(target)}' due to an error on the server. InvalidDataException: Invocation provides ` +
            `${message.arguments.length} argument(s) but target expects ${method.parameters}.`,
        });
        return;
      }
      try {
        const result = await method.invoke(message.arguments, this);
        this.#complete(invocationId, { result: result ?? null });
      } catch (error) {
        if (error instanceof HubError) {
          this.#complete(invocationId, { error: `${unexpectedError(target)} HubException: ${error.message}` });
        } else {
          log.error({ connectionId: this.id, target, err: error }, 'hub method failed');
          this.#complete(invocationId, { error: unexpectedError(target) });
        }
      }
    }

    #complete(invocationId: string | undefined, outcome: { result: unknown } | { error: string }): void {
      // Without an invocation id the client asked for no answer ("send").
      if (invocationId === undefined || this.#closed) return;
      this.#write({ type: MessageType.Completion, invocationId, ...outcome });
    }
  }

  const claim = (connectionToken: string | undefined): string | null => {
    if (connectionToken === undefined) return newId();
    const entry = pending.get(connectionToken);
    if (entry === undefined) return null;
    clearTimeout(entry.timer);
    pending.delete(connectionToken);
    return entry.connectionId;
  };

  return {
    negotiate(requestedVersion) {
      const connectionId = newId();
      // Version 0 clients connect with the connection id itself; version 1 keeps the id public
      // and the token, which admits the socket, private to the one client.
      const version = requestedVersion >= 1 ? 1 : 0;
      const connectionToken = version === 1 ? newId() : connectionId;
      const timer = setTimeout(() => pending.delete(connectionToken), timings.negotiationTtlMs);
      timer.unref();
      pending.set(connectionToken, { connectionId, timer });
      return {
        negotiateVersion: version,
        connectionId,
        ...(version === 1 ? { connectionToken } : {}),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      };
    },

    canConnect(connectionToken) {
      return connectionToken === undefined || pending.has(connectionToken);
    },

    accept(socket, connectionToken) {
      const connectionId = claim(connectionToken);
      if (connectionId === null) {
        socket.close(1008, 'No connection with that id');
        return;
      }
      const connection = new ServerConnection(connectionId, socket);
      connections.add(connection);
      connection.start();
    },

    sendToUser(userId, target, args) {
      const targets = [...(byUser.get(userId) ?? [])];
      for (const connection of targets) connection.send(target, args);
      return targets.length;
    },

    sendToGroup(group, target, args) {
      const targets = [...(byGroup.get(group) ?? [])];
      if (targets.length === 0) return 0;
      // A price group may hold thousands of connections: the record is serialised once for all.
      const record = writeRecord({ type: MessageType.Invocation, target, arguments: args });
      for (const connection of targets) connection.sendRecord(record);
      return targets.length;
    },

    connectionsInGroup(group) {
      return [...(byGroup.get(group) ?? [])];
    },

    abortUser(userId) {
      const targets = [...(byUser.get(userId) ?? [])];
      for (const connection of targets) connection.abort();
      return targets.length;
    },

    connectionsOfUser(userId) {
      return [...(byUser.get(userId) ?? [])];
    },

    get connectionCount() {
      return connections.size;
    },

    close() {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      for (const connection of [...connections]) connection.close(undefined, true);
    },
  };
}
