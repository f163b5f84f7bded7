import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

import type { Relay } from './event-bus.js';

export interface RelayLogger {
  error(details: object, message: string): void;
}

/** What crosses Redis: the sending process and its message. */
interface Envelope {
  readonly from: string;
  readonly message: string;
}

/**
 * A relay over Redis pub/sub (`REDIS_URL`): one connection publishes, one listens (a connection in
 * subscriber mode can do nothing else). Each process tags what it publishes and skips its own
 * messages, which Redis delivers back to it. Messages published while Redis is away are lost, not
 * queued: a push is a hint that something changed, and clients fetch again when they reconnect.
 */
export function redisRelay(url: string, log: RelayLogger): Relay {
  const self = randomUUID();
  const options = { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 } as const;
  const publisher = new Redis(url, options);
  // The listener keeps its subscriptions over a reconnect, so it may queue them while away.
  const subscriber = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, (message: string) => void>();
  const subscriptions: Promise<unknown>[] = [];
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => log.error({ err: error }, 'the Redis relay lost its connection'));
  }
  subscriber.on('message', (channel: string, text: string) => {
    try {
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.from === self) return;
      handlers.get(channel)?.(envelope.message);
    } catch (error) {
      log.error({ err: error, channel }, 'a message from another api process could not be delivered');
    }
  });
  return {
    publish(channel, message) {
      const envelope: Envelope = { from: self, message };
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => {
        log.error({ err: error, channel }, 'a message could not reach the other api processes');
      });
    },
    subscribe(channel, deliver) {
      handlers.set(channel, deliver);
      subscriptions.push(subscriber.subscribe(channel));
    },
    async ready() {
      await Promise.all(subscriptions);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
