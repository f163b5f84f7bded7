/** Events of one kind, heard by every listener; see `createEventBus` and `sharedOver`. */
export interface EventBus<T> {
  /** Adds a listener; the returned function removes it. */
  on(listener: (event: T) => void): () => void;
  /** Call only after the change is committed: listeners tell clients it happened. */
  emit(event: T): void;
}

/**
 * An in-process bus. A failing listener is reported and does not stop the others: the change an
 * event describes is already committed, so the caller's answer must not depend on a listener.
 */
export function createEventBus<T>(onListenerError: (error: unknown, event: T) => void): EventBus<T> {
  const listeners = new Set<(event: T) => void>();
  const deliver = (event: T) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        onListenerError(error, event);
      }
    }
  };
  return {
    on(listener) {
      // A wrapper per subscription, so the same function subscribed twice is removed one at a time.
      const entry = (event: T) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emit: deliver,
  };
}

/** Carries messages between the api processes of one deployment (`redisRelay`). */
export interface Relay {
  /** Sends `message` to every other process listening on `channel`. */
  publish(channel: string, message: string): void;
  /** Hears what the other processes publish on `channel` (never this process's own messages). */
  subscribe(channel: string, deliver: (message: string) => void): void;
  /** Resolves once every subscription so far listens (the server is ready after it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The bus of every process: an event emitted here reaches this process's listeners at once and the
 * other processes' through the relay, as JSON. Without a relay, the in-process bus as it is.
 */
export function sharedOver<T>(bus: EventBus<T>, relay: Relay | undefined, channel: string): EventBus<T> {
  if (relay === undefined) return bus;
  // Only the api's own processes publish on the deployment's channels.
  relay.subscribe(channel, (message) => bus.emit(JSON.parse(message) as T));
  return {
    on: (listener) => bus.on(listener),
    emit(event) {
      bus.emit(event);
      relay.publish(channel, JSON.stringify(event));
    },
  };
}
