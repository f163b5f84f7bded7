import { refusalText } from '@exchange/contracts';

import type { SessionVerifier } from '../auth/player-guard.js';
import type { BalanceChanged } from '../players/player-events.js';
import type { SharedConnectionCap } from './connection-cap.js';
import {
  HubError,
  tooManyConnections,
  type HubConnection,
  type HubLogger,
  type HubMethod,
  type HubTimings,
} from './hub-contract.js';
import { createHubServer, type HubServer } from './hub-server.js';

/** Where clients connect; the specification leaves the hub address to the deployment. */
export const NOTIFICATIONS_HUB_PATH = '/hubs/notifications';

/** What a registered client told the hub about itself. */
export interface RealtimeClient {
  readonly connectionId: string;
  readonly playerId: number;
  readonly browser: string;
  readonly domain: string;
  readonly currentPage: string;
  /** Sent with heartbeats only; null until the first one. */
  readonly groupBy: string | null;
  readonly registeredAt: string;
  readonly lastHeartbeatAt: string | null;
  /** The groups the connection joined (JoinGroup), in joining order. */
  readonly groups: readonly string[];
}

/** The `Message` push of the specification: Code and Data, a JSON text. */
export interface HubNotification {
  readonly Code: string;
  readonly Data: string;
}

export interface NotificationsHub {
  readonly server: HubServer;
  /** Sends the UserBalance message to every connection of the player; answers how many. */
  pushUserBalance(event: BalanceChanged): number;
  /** Sends a `Message` to every connection in the group (a market's prices); answers how many. */
  pushToGroup(group: string, notification: HubNotification): number;
  /** Drops every connection of the player abruptly (tests of the client's reconnect). */
  abortPlayer(playerId: number): number;
  clientsOf(playerId: number): readonly RealtimeClient[];
}

export interface NotificationsHubOptions {
  /** The api's one access-token check (signature, expiry, session); see auth/player-guard.ts. */
  readonly verifySession: SessionVerifier;
  readonly log: HubLogger;
  readonly timings?: Partial<HubTimings>;
  readonly now?: () => Date;
  /** Signs negotiated connection tokens; shared by a deployment's processes (see `createHubServer`). */
  readonly tokenSecret?: string;
  /** In a deployment, a player's connections counted over every process (`REDIS_URL`). */
  readonly connectionCap?: SharedConnectionCap;
}

const moneyText = /^\d{1,16}\.\d{2}$/;

/**
 * `{"Balance":1500.00,"Exposure":0.00}`: numbers, as the ASP.NET backend serialises decimals,
 * written from the decimal text itself so no binary float ever rounds them.
 */
export function userBalanceNotification({
  balance,
  exposure,
}: Pick<BalanceChanged, 'balance' | 'exposure'>): HubNotification {
  if (!moneyText.test(balance) || !moneyText.test(exposure)) {
    throw new RangeError(`Balance ${balance} and exposure ${exposure} must be decimal amounts`);
  }
  return { Code: 'UserBalance', Data: `{"Balance":${balance},"Exposure":${exposure}}` };
}

// Client-supplied labels are stored for diagnostics only; a bound keeps a client from parking
// megabytes in the server's memory.
const MAX_LABEL_LENGTH = 512;
const label = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_LABEL_LENGTH) : '');

/** What RegisterClient and SendHeartbeat both say of a connection: whose it is and where the page is. */
function describedClient(
  connection: HubConnection,
  playerId: number,
  browser: unknown,
  domain: unknown,
  page: unknown,
) {
  return {
    connectionId: connection.id,
    playerId,
    browser: label(browser),
    domain: label(domain),
    currentPage: label(page),
  };
}

/**
 * Group names the hub accepts, e.g. `market:1.234567`. Names are chosen by the server's feeds, not by
 * players; the bound keeps a client from holding long strings in the server's group table.
 */
export const groupNamePattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

const groupName = (value: unknown): string => {
  if (typeof value !== 'string' || !groupNamePattern.test(value)) {
    throw new HubError(
      'A group name is 1 to 100 letters, digits, ".", "_", ":" or "-", starting with a letter or digit.',
    );
  }
  return value;
};

/** What the hub knows of each registered connection; the connection itself knows its groups. */
type ClientRecords = WeakMap<HubConnection, Omit<RealtimeClient, 'groups'>>;

/**
 * RegisterClient and SendHeartbeat: each verifies the token as every authenticated call does and
 * ties the connection to its player, recording what the client says about itself. A bad token, or
 * one whose session has ended (logout, password change), also unties the connection from whoever
 * it served.
 */
function clientMethods(
  clients: ClientRecords,
  verifySession: SessionVerifier,
  now: () => Date,
  cap: SharedConnectionCap | undefined,
): Record<'RegisterClient' | 'SendHeartbeat', HubMethod> {
  const untie = (connection: HubConnection) => {
    if (connection.userId !== null) cap?.release(connection.userId, connection.id);
    connection.setUser(null);
  };
  const authenticate = async (connection: HubConnection, token: unknown): Promise<number> => {
    const check = await verifySession(token);
    if (!check.ok) {
      untie(connection);
      connection.leaveAllGroups();
      clients.delete(connection);
      throw new HubError(refusalText(check.error.code, check.error.values));
    }
    const playerId = check.value.player.id;
    const userId = String(playerId);
    if (connection.userId !== userId) {
      // The deployment's count first (the other processes' connections too), then this process's.
      if (cap !== undefined && !(await cap.admit(userId, connection.id))) {
        throw new HubError(tooManyConnections(cap.max));
      }
      if (connection.userId !== null) cap?.release(connection.userId, connection.id);
      try {
        connection.setUser(userId);
      } catch (error) {
        cap?.release(userId, connection.id);
        throw error;
      }
      // Ended while its place was being taken: the place goes back at once, not when it lapses.
      if (connection.closed) cap?.release(userId, connection.id);
    }
    return playerId;
  };

  return {
    RegisterClient: {
      parameters: 4,
      async invoke([browser, domain, currentPage, token], connection) {
        const playerId = await authenticate(connection, token);
        const previous = clients.get(connection);
        clients.set(connection, {
          ...describedClient(connection, playerId, browser, domain, currentPage),
          groupBy: previous?.playerId === playerId ? previous.groupBy : null,
          registeredAt: now().toISOString(),
          lastHeartbeatAt: previous?.playerId === playerId ? previous.lastHeartbeatAt : null,
        });
        return true;
      },
    },
    SendHeartbeat: {
      parameters: 5,
      async invoke([browser, domain, currentPage, token, groupBy], connection) {
        const playerId = await authenticate(connection, token);
        const previous = clients.get(connection);
        const at = now().toISOString();
        clients.set(connection, {
          ...describedClient(connection, playerId, browser, domain, currentPage),
          groupBy: label(groupBy),
          // A heartbeat on a connection that never registered (a server restart in between)
          // registers it: the token is all the hub needs.
          registeredAt: previous?.playerId === playerId ? previous.registeredAt : at,
          lastHeartbeatAt: at,
        });
        return true;
      },
    },
  };
}

/**
 * JoinGroup(Name) and LeaveGroup(Name). Groups carry pushes to every connection in them, so only a
 * connection tied to a player (by RegisterClient, or a heartbeat) may join: an anonymous socket
 * could otherwise add fan-out without counting against any player's connection cap. An untied
 * connection leaves them all.
 */
const groupMethods: Record<'JoinGroup' | 'LeaveGroup', HubMethod> = {
  JoinGroup: {
    parameters: 1,
    invoke([name], connection) {
      const group = groupName(name);
      if (connection.userId === null) {
        throw new HubError('Register the client before joining a group.');
      }
      connection.joinGroup(group);
      return true;
    },
  },
  // Leaving is always safe, registered or not.
  LeaveGroup: {
    parameters: 1,
    invoke([name], connection) {
      connection.leaveGroup(groupName(name));
      return true;
    },
  },
};

/**
 * The hub of the specification: RegisterClient(Browser, Domain, CurrentPage, Token) ties a
 * connection to the token's player, SendHeartbeat(…, GroupBy) keeps it so, and balance changes are
 * pushed as `Message` { Code: "UserBalance", Data }. JoinGroup(Name) and LeaveGroup(Name) add a
 * registered connection to the groups that feeds send to (a market's prices).
 */
export function createNotificationsHub({
  verifySession,
  log,
  timings,
  now = () => new Date(),
  tokenSecret,
  connectionCap,
}: NotificationsHubOptions): NotificationsHub {
  const clients: ClientRecords = new WeakMap();
  const server = createHubServer({
    log,
    timings,
    tokenSecret,
    methods: { ...clientMethods(clients, verifySession, now, connectionCap), ...groupMethods },
    onDisconnected: (connection) => {
      if (connection.userId !== null) connectionCap?.release(connection.userId, connection.id);
    },
  });

  return {
    server,
    pushUserBalance(event) {
      return server.sendToUser(String(event.playerId), 'Message', [userBalanceNotification(event)]);
    },
    pushToGroup(group, notification) {
      return server.sendToGroup(group, 'Message', [notification]);
    },
    abortPlayer(playerId) {
      return server.abortUser(String(playerId));
    },
    clientsOf(playerId) {
      return server.connectionsOfUser(String(playerId)).flatMap((connection) => {
        const client = clients.get(connection);
        return client === undefined ? [] : [{ ...client, groups: [...connection.groups] }];
      });
    },
  };
}
