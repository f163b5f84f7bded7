import type { HubTimings } from './hub-contract.js';

/**
 * The timers of one connection: the handshake deadline, then the keep-alive pings and the timeout
 * that a silent client runs into. Clearing them is part of closing the connection.
 */
export class ConnectionTimers {
  readonly #timers: NodeJS.Timeout[] = [];
  #clientTimeout: NodeJS.Timeout | undefined;

  /** Calls `onElapsed` after the handshake timeout unless the timers are cleared first. */
  startHandshakeTimeout({ handshakeTimeoutMs }: HubTimings, onElapsed: () => void): void {
    this.#add(setTimeout(onElapsed, handshakeTimeoutMs));
  }

  /** After the handshake: `ping` every keep-alive interval, and `onClientTimeout` once the client falls silent. */
  startKeepAlive(
    { keepAliveIntervalMs, clientTimeoutMs }: HubTimings,
    ping: () => void,
    onClientTimeout: () => void,
  ): void {
    this.#add(setInterval(ping, keepAliveIntervalMs));
    this.#clientTimeout = this.#add(setTimeout(onClientTimeout, clientTimeoutMs));
  }

  /** Anything the client sends proves it is alive: its timeout starts over. */
  clientSeen(): void {
    this.#clientTimeout?.refresh();
  }

  clear(): void {
    for (const timer of this.#timers) clearTimeout(timer);
  }

  #add(timer: NodeJS.Timeout): NodeJS.Timeout {
    // Timers never keep a process alive on their own: closing the server is what ends them.
    timer.unref();
    this.#timers.push(timer);
    return timer;
  }
}
