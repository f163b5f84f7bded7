import { randomBytes } from 'node:crypto';

import type { WebSocket } from 'ws';

import { ServerConnection } from './hub-connection.js';
import { hubDefaults, type HubConnection, type HubLogger, type HubMethod, type HubTimings } from './hub-contract.js';
import { PendingConnections, type NegotiateResponse } from './hub-negotiation.js';
import { MessageType, writeRecord } from './hub-protocol.js';
import { ConnectionRegistry } from './hub-registry.js';

// The hub's routes configure its timings through this module, with the hub itself.

/** What a hub is made of: its methods, where it logs, its timings, and who hears of closed connections. */
export interface HubServerOptions {
  readonly methods: Readonly<Record<string, HubMethod>>;
  readonly log: HubLogger;
  readonly timings?: Partial<HubTimings>;
  readonly onDisconnected?: (connection: HubConnection) => void;
  /**
   * Signs the negotiated connection tokens; the api processes of a deployment share it, so a socket
   * may reach another process than its negotiation did. A random one when not given.
   */
  readonly tokenSecret?: string;
}

/** A running hub, as its routes and its owner drive it. */
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

/** A SignalR hub over WebSockets speaking the JSON hub protocol, for any set of hub methods. */
export function createHubServer({
  methods,
  log,
  timings: overrides,
  onDisconnected,
  tokenSecret = randomBytes(32).toString('base64url'),
}: HubServerOptions): HubServer {
  const timings: HubTimings = { ...hubDefaults, ...overrides };
  const pending = new PendingConnections(timings.negotiationTtlMs, tokenSecret);
  const registry = new ConnectionRegistry<ServerConnection>(onDisconnected);
  const context = { registry, methods, log, timings };

  return {
    negotiate(requestedVersion) {
      return pending.negotiate(requestedVersion);
    },

    canConnect(connectionToken) {
      return pending.canConnect(connectionToken);
    },

    accept(socket, connectionToken) {
      const connectionId = pending.claim(connectionToken);
      if (connectionId === null) {
        socket.close(1008, 'No connection with that id');
        return;
      }
      const connection = new ServerConnection(connectionId, socket, context);
      registry.add(connection);
      connection.start();
    },

    sendToUser(userId, target, args) {
      const targets = registry.ofUser(userId);
      for (const connection of targets) connection.send(target, args);
      return targets.length;
    },

    sendToGroup(group, target, args) {
      const targets = registry.inGroup(group);
      if (targets.length === 0) return 0;
      // A price group may hold thousands of connections: the record is serialised once for all.
      const record = writeRecord({ type: MessageType.Invocation, target, arguments: args });
      for (const connection of targets) connection.sendRecord(record);
      return targets.length;
    },

    connectionsInGroup(group) {
      return registry.inGroup(group);
    },

    abortUser(userId) {
      const targets = registry.ofUser(userId);
      for (const connection of targets) connection.abort();
      return targets.length;
    },

    connectionsOfUser(userId) {
      return registry.ofUser(userId);
    },

    get connectionCount() {
      return registry.size;
    },

    close() {
      pending.clear();
      for (const connection of registry.all()) connection.close(undefined, true);
    },
  };
}
