// What the hub's parts and its users share: its timings and limits, the connection as hub methods
// see it, the methods themselves, the error a method throws for its caller, and the logger.

/** Defaults of ASP.NET Core SignalR, which the specification's client settings mirror. */
/** The refusal of a connection past the player's cap (`maxConnectionsPerUser`). */
export const tooManyConnections = (max: number): string =>
  `Too many connections for this player: at most ${max} at once.`;

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
  /** Ties the connection to a user (throws a HubError past the user's cap); a closed one stays as it is. */
  setUser(userId: string | null): void;
  /** Whether the connection has ended (closed, aborted, timed out). */
  readonly closed: boolean;
  send(target: string, args: readonly unknown[]): void;
  /** The groups the connection is in; group sends reach it. */
  readonly groups: ReadonlySet<string>;
  /** Adds the connection to a group (again: no change); throws a HubError past the cap. */
  joinGroup(group: string): void;
  /** Takes the connection out of a group; a group it is not in is no change. */
  leaveGroup(group: string): void;
  leaveAllGroups(): void;
}

/** A method clients may invoke by name. */
export interface HubMethod {
  /** Invocations with another number of arguments fail without calling `invoke`. */
  readonly parameters: number;
  invoke(args: readonly unknown[], connection: HubConnection): unknown;
}

/** Where the hub writes what happened to its connections. */
export interface HubLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
