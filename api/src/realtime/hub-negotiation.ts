import { randomBytes } from 'node:crypto';

/** The answer to POST <hub>/negotiate. */
export interface NegotiateResponse {
  readonly negotiateVersion: number;
  readonly connectionId: string;
  readonly connectionToken?: string;
  readonly availableTransports: readonly { transport: string; transferFormats: readonly string[] }[];
}

/** A fresh connection id or token. */
const newId = (): string => randomBytes(16).toString('base64url');

/**
 * Connections negotiated and not yet connected: each token admits one WebSocket within the
 * negotiation's time to live.
 */
export class PendingConnections {
  /** Token → connection id. */
  readonly #pending = new Map<string, { connectionId: string; timer: NodeJS.Timeout }>();
  readonly #ttlMs: number;

  constructor(negotiationTtlMs: number) {
    this.#ttlMs = negotiationTtlMs;
  }

  /** A connection id and, from version 1, the token the socket must bring. */
  negotiate(requestedVersion: number): NegotiateResponse {
    const connectionId = newId();
    // Version 0 clients connect with the connection id itself; version 1 keeps the id public
    // and the token, which admits the socket, private to the one client.
    const version = requestedVersion >= 1 ? 1 : 0;
    const connectionToken = version === 1 ? newId() : connectionId;
    const timer = setTimeout(() => this.#pending.delete(connectionToken), this.#ttlMs);
    timer.unref();
    this.#pending.set(connectionToken, { connectionId, timer });
    return {
      negotiateVersion: version,
      connectionId,
      ...(version === 1 ? { connectionToken } : {}),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  }

  /** Whether a socket may connect with this token; no token means negotiation was skipped. */
  canConnect(connectionToken: string | undefined): boolean {
    return connectionToken === undefined || this.#pending.has(connectionToken);
  }

  /** Uses up the token: answers its connection id (a new one without a token), or null if unknown. */
  claim(connectionToken: string | undefined): string | null {
    if (connectionToken === undefined) return newId();
    const entry = this.#pending.get(connectionToken);
    if (entry === undefined) return null;
    clearTimeout(entry.timer);
    this.#pending.delete(connectionToken);
    return entry.connectionId;
  }

  /** Forgets every negotiated connection and stops their timers. */
  clear(): void {
    for (const { timer } of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
  }
}
