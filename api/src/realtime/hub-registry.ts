import type { HubConnection } from './hub-contract.js';

/** The hub's open connections, indexed by the user they act for and by the groups they are in. */
export class ConnectionRegistry<C extends HubConnection> {
  readonly #connections = new Set<C>();
  readonly #byUser = new Map<string, Set<C>>();
  readonly #byGroup = new Map<string, Set<C>>();
  readonly #onDisconnected: ((connection: C) => void) | undefined;

  /** `onDisconnected` hears of every connection once, when it is forgotten. */
  constructor(onDisconnected?: (connection: C) => void) {
    this.#onDisconnected = onDisconnected;
  }

  get size(): number {
    return this.#connections.size;
  }

  add(connection: C): void {
    this.#connections.add(connection);
  }

  /** Every open connection, as a copy that closing them does not disturb. */
  all(): C[] {
    return [...this.#connections];
  }

  ofUser(userId: string): C[] {
    return [...(this.#byUser.get(userId) ?? [])];
  }

  inGroup(group: string): C[] {
    return [...(this.#byGroup.get(group) ?? [])];
  }

  userConnectionCount(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /** Files the connection under its new user, out of `previous`'s; a forgotten one stays out. */
  bindUser(connection: C, previous: string | null): void {
    if (previous !== null) this.#unbindUser(connection, previous);
    if (connection.userId !== null && this.#connections.has(connection)) {
      const set = this.#byUser.get(connection.userId) ?? new Set<C>();
      set.add(connection);
      this.#byUser.set(connection.userId, set);
    }
  }

  addToGroup(connection: C, group: string): void {
    const set = this.#byGroup.get(group) ?? new Set<C>();
    set.add(connection);
    this.#byGroup.set(group, set);
  }

  removeFromGroup(connection: C, group: string): void {
    const set = this.#byGroup.get(group);
    set?.delete(connection);
    if (set?.size === 0) this.#byGroup.delete(group);
  }

  /** Drops a closed connection from every index and tells the hub's owner; a second call is no change. */
  forget(connection: C): void {
    if (!this.#connections.delete(connection)) return;
    connection.leaveAllGroups();
    const userId = connection.userId;
    if (userId !== null) this.#unbindUser(connection, userId);
    this.#onDisconnected?.(connection);
  }

  #unbindUser(connection: C, userId: string): void {
    const set = this.#byUser.get(userId);
    set?.delete(connection);
    if (set?.size === 0) this.#byUser.delete(userId);
  }
}
