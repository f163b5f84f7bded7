import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

/**
 * A player's hub connections counted across every api process of a deployment, so that the cap
 * (10 at once) holds whichever processes the player's sockets reach.
 */
export interface SharedConnectionCap {
  /** The most connections a player may hold at once, over all processes. */
  readonly max: number;
  /** Takes one of the player's places for the connection; false when every place is taken. */
  admit(userId: string, connectionId: string): Promise<boolean>;
  /** Gives the connection's place back (it closed, or now serves another player). */
  release(userId: string, connectionId: string): void;
  /** Stops keeping this process's places and closes the Redis connection. */
  close(): Promise<void>;
}

export interface ConnectionCapLogger {
  error(details: object, message: string): void;
}

export interface RedisConnectionCapOptions {
  readonly url: string;
  /** The most connections a player may hold at once, over all processes. */
  readonly max: number;
  /** How long a place outlives its process's last renewal (a process that died leaves them). */
  readonly placeTtlMs?: number;
  readonly log: ConnectionCapLogger;
}

// One sorted set per player: a member per connection (`process:connection`), scored by when its
// place lapses unless renewed. Places of a process that died lapse by themselves.
const admitScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  return 1
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1
`;

const keyOf = (userId: string) => `api:hub-connections:${userId}`;

/**
 * The cap on Redis (`REDIS_URL`). Each process renews its connections' places a few times per
 * lifetime of a place. Should Redis not answer, a connection is admitted: the cap of each process
 * still holds, and a player is never locked out of his pushes by an outage.
 */
export function redisConnectionCap({
  url,
  max,
  placeTtlMs = 60_000,
  log,
}: RedisConnectionCapOptions): SharedConnectionCap {
  const self = randomUUID();
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (error: unknown) => log.error({ err: error }, 'the hub connection cap lost its Redis connection'));
  const held = new Map<string, string>();
  const member = (connectionId: string) => `${self}:${connectionId}`;

  const renew = setInterval(() => {
    if (held.size === 0) return;
    const lapse = Date.now() + placeTtlMs;
    const batch = redis.pipeline();
    for (const [connectionId, userId] of held) {
      batch.zadd(keyOf(userId), 'XX', lapse, member(connectionId));
      batch.pexpireat(keyOf(userId), lapse);
    }
    batch.exec().catch((error: unknown) => log.error({ err: error }, 'the hub connection places could not be renewed'));
  }, placeTtlMs / 3);
  renew.unref();

  return {
    max,
    async admit(userId, connectionId) {
      const now = Date.now();
      try {
        const admitted = await redis.eval(
          admitScript,
          1,
          keyOf(userId),
          now,
          now + placeTtlMs,
          member(connectionId),
          max,
        );
        if (admitted !== 1) return false;
      } catch (error) {
        log.error({ err: error }, 'the hub connection cap could not be read: the connection is admitted');
      }
      held.set(connectionId, userId);
      return true;
    },
    release(userId, connectionId) {
      if (held.get(connectionId) !== userId) return;
      held.delete(connectionId);
      redis.zrem(keyOf(userId), member(connectionId)).catch((error: unknown) => {
        log.error({ err: error }, 'a hub connection place could not be given back');
      });
    },
    async close() {
      clearInterval(renew);
      await redis.quit().catch(() => undefined);
    },
  };
}
