import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The answer to POST <hub>/negotiate. */
export interface NegotiateResponse {
  readonly negotiateVersion: number;
  readonly connectionId: string;
  readonly connectionToken?: string;
  readonly availableTransports: readonly { transport: string; transferFormats: readonly string[] }[];
}

/** A fresh connection id. */
const newId = (): string => randomBytes(16).toString('base64url');

/**
 * Connections negotiated and not yet connected. A version 1 token is the connection id, its expiry
 * and their HMAC under the hub's secret, so any api process sharing the secret admits the socket
 * whichever process negotiated it (a load balancer need not be sticky). Each token admits one
 * WebSocket on a process within the negotiation's time to live.
 */
export class PendingConnections {
  /** Tokens used on this process, kept until they expire. */
  readonly #used = new Map<string, NodeJS.Timeout>();
  readonly #ttlMs: number;
  readonly #secret: string;
  readonly #now: () => number;

  constructor(negotiationTtlMs: number, secret: string, now: () => number = Date.now) {
    this.#ttlMs = negotiationTtlMs;
    this.#secret = secret;
    this.#now = now;
  }

  #sign(connectionId: string, expiresAt: number): string {
    return createHmac('sha256', this.#secret).update(`${connectionId}.${expiresAt}`).digest('base64url');
  }

  /** The connection id a token admits now, or null (forged, expired or used here already). */
  #admitted(token: string): string | null {
    const [connectionId, expiry, signature] = token.split('.');
    if (connectionId === undefined || expiry === undefined || signature === undefined) return null;
    const expiresAt = Number(expiry);
    if (!Number.isSafeInteger(expiresAt) || expiresAt < this.#now() || this.#used.has(token)) return null;
    const expected = Buffer.from(this.#sign(connectionId, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? connectionId : null;
  }

  /** A connection id and, from version 1, the token the socket must bring. */
  negotiate(requestedVersion: number): NegotiateResponse {
    const connectionId = newId();
    const expiresAt = this.#now() + this.#ttlMs;
    const connectionToken = `${connectionId}.${expiresAt}.${this.#sign(connectionId, expiresAt)}`;
    const transports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
    // Version 1 keeps the id public and the token, which admits the socket, private to the one
    // client; version 0 clients connect with the connection id, which is then the token itself.
    return requestedVersion >= 1
      ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports: transports }
      : { negotiateVersion: 0, connectionId: connectionToken, availableTransports: transports };
  }

  /** Whether a socket may connect with this token; no token means negotiation was skipped. */
  canConnect(connectionToken: string | undefined): boolean {
    return connectionToken === undefined || this.#admitted(connectionToken) !== null;
  }

  /** Uses up the token: answers its connection id (a new one without a token), or null if not admitted. */
  claim(connectionToken: string | undefined): string | null {
    if (connectionToken === undefined) return newId();
    const connectionId = this.#admitted(connectionToken);
    if (connectionId === null) return null;
    const timer = setTimeout(() => this.#used.delete(connectionToken), this.#ttlMs);
    timer.unref();
    this.#used.set(connectionToken, timer);
    return connectionId;
  }

  /** Forgets the used tokens and stops their timers. */
  clear(): void {
    for (const timer of this.#used.values()) clearTimeout(timer);
    this.#used.clear();
  }
}
