import * as z from 'zod/mini';

import { readHubEnvelope } from './hub-messages';
import { consoleLogger, type RealtimeLogger } from './realtime-logger';

/** What a remote may do with the page's one hub connection. */
export interface RealtimeHub {
  /**
   * Calls `handler` with the parsed, validated Data of every `Message` push whose Code is `code`,
   * until the returned function is called. Data that fails `schema` is dropped (and logged once per
   * code); a handler that throws is logged and never disturbs the connection or other subscribers.
   * Subscriptions outlive reconnects and logins: they are kept here, not on a connection. Any zod 4
   * schema will do (zod/mini keeps the remote's first page light).
   */
  subscribe<T>(code: string, schema: z.core.$ZodType<T>, handler: (data: T) => void): () => void;
  /**
   * Asks the hub for the group's pushes (e.g. a market's prices). Reference-counted: the first
   * join sends JoinGroup, the last leave sends LeaveGroup, and joined groups are joined again after
   * every reconnect. Answers a function that leaves once, however often it is called.
   */
  joinGroup(group: string): () => void;
  /** Gives up one join of the group; a group not joined is no change. */
  leaveGroup(group: string): void;
}

/** The connection's side of groups: the registry tells it what to join and leave on the server. */
export interface HubGroupSink {
  join(group: string): void;
  leave(group: string): void;
}

interface Subscriber {
  readonly schema: z.core.$ZodType<unknown>;
  readonly handler: (data: unknown) => void;
}

type SafeParse = z.core.util.SafeParseResult<unknown>;

/**
 * The subscriptions and groups of the page. The connection (re)attaches itself as the group sink
 * whenever it is registered and hands every `Message` push to `dispatch`.
 */
export class HubRegistry implements RealtimeHub {
  readonly #subscribers = new Map<string, Set<Subscriber>>();
  readonly #groups = new Map<string, number>();
  /** Problems already logged: a price stream with a bad field would otherwise log every tick. */
  readonly #reported = new Set<string>();
  #sink: HubGroupSink | null = null;

  subscribe<T>(code: string, schema: z.core.$ZodType<T>, handler: (data: T) => void): () => void {
    const subscriber: Subscriber = { schema, handler: handler as (data: unknown) => void };
    const subscribers = this.#subscribers.get(code) ?? new Set<Subscriber>();
    subscribers.add(subscriber);
    this.#subscribers.set(code, subscribers);
    return () => {
      const current = this.#subscribers.get(code);
      current?.delete(subscriber);
      if (current?.size === 0) this.#subscribers.delete(code);
    };
  }

  joinGroup(group: string): () => void {
    const count = this.#groups.get(group) ?? 0;
    this.#groups.set(group, count + 1);
    if (count === 0) this.#sink?.join(group);
    let joined = true;
    return () => {
      if (!joined) return;
      joined = false;
      this.leaveGroup(group);
    };
  }

  leaveGroup(group: string): void {
    const count = this.#groups.get(group) ?? 0;
    if (count > 1) {
      this.#groups.set(group, count - 1);
    } else if (count === 1) {
      this.#groups.delete(group);
      this.#sink?.leave(group);
    }
  }

  /** The groups joined at least once and not yet left, in joining order. */
  get groups(): readonly string[] {
    return [...this.#groups.keys()];
  }

  /** Makes `sink` the registered connection and has it join every group wanted so far. */
  attachGroups(sink: HubGroupSink): void {
    this.#sink = sink;
    for (const group of this.#groups.keys()) sink.join(group);
  }

  /** The connection is gone: joins and leaves wait for the next one. */
  detachGroups(sink: HubGroupSink): void {
    if (this.#sink === sink) this.#sink = null;
  }

  /** Delivers one `Message` push to the subscribers of its Code. Never throws. */
  dispatch(message: unknown, logger: RealtimeLogger = consoleLogger): void {
    const reading = readHubEnvelope(message);
    const readCode = reading.ok ? reading.value.code : reading.error.code;
    if (readCode !== null && !this.#subscribers.has(readCode)) return;
    if (!reading.ok) {
      const { reason } = reading.error;
      this.#reportOnce(`unreadable:${readCode ?? ''}`, () => logger.warn(`Ignored a hub message: ${reason}`, message));
      return;
    }
    const { code, data } = reading.value;
    // Subscribers that share a schema share its result; the set is copied so a handler may unsubscribe.
    const results = new Map<z.core.$ZodType<unknown>, SafeParse>();
    for (const { schema, handler } of [...(this.#subscribers.get(code) ?? [])]) {
      const result = results.get(schema) ?? z.safeParse(schema, data);
      results.set(schema, result);
      if (!result.success) {
        this.#reportOnce(`invalid:${code}`, () =>
          logger.warn(`Dropped a ${code} hub message whose Data does not match its schema`, result.error),
        );
        continue;
      }
      try {
        handler(result.data);
      } catch (error) {
        this.#reportOnce(`handler:${code}`, () => logger.error(`A ${code} hub message handler failed`, error));
      }
    }
  }

  #reportOnce(key: string, report: () => void): void {
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    report();
  }
}

/** The page's registry; the connection of `connectRealtime` feeds it. */
export const hubRegistry = new HubRegistry();

/** The page's one hub connection as remotes use it (the registry's dispatch stays internal). */
export const realtimeHub: RealtimeHub = Object.freeze({
  subscribe: <T>(code: string, schema: z.core.$ZodType<T>, handler: (data: T) => void) =>
    hubRegistry.subscribe(code, schema, handler),
  joinGroup: (group: string) => hubRegistry.joinGroup(group),
  leaveGroup: (group: string) => hubRegistry.leaveGroup(group),
});
