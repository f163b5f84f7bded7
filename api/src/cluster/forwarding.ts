import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

import { fail, ok } from '../http/envelope.js';
import { refused } from '../http/errors.js';
import { isExchangeCall, writerCheckPath } from './exchange-paths.js';

/** Whether this process writes the exchange now, and where the writer is when it does not. */
export interface ExchangeRole {
  leads(): boolean;
  /** The writer's address (`http://host:port`), or null while none leads. */
  leader(): Promise<string | null>;
  /** Drops a cached address that did not answer. */
  forgetLeader(): void;
}

export interface ForwardingOptions {
  readonly role: ExchangeRole;
}

/** `X-Forwarded-For` as a proxy passes it on: what came, then the address the call came from. */
export function forwardedFor(came: string | string[] | undefined, from: string | undefined): string | undefined {
  const chain = [came ?? []].flat().join(', ');
  if (from === undefined) return chain === '' ? undefined : chain;
  return chain === '' ? from : `${chain}, ${from}`;
}

/** The `Via` of an answer a process forwarded from the writer. */
export const forwardedVia = '1.1 exchange-forwarding';

/**
 * On a process that does not write the exchange, its calls go to the process that does, as they
 * came (body, headers, encoding), and its answer comes back as it is, with `Via`. While no process leads, or
 * the writer does not answer (it died; another takes over within seconds), the call is refused
 * with 503 `exchangeMoving`: a bet is placed by the writer or not at all, and the client's retry
 * with the same idempotency key can never place it twice.
 */
const forwardingPlugin: FastifyPluginAsync<ForwardingOptions> = async (app, { role }) => {
  await app.register(replyFrom, { undici: { headersTimeout: 30_000, bodyTimeout: 30_000 } });

  const forward: onRequestAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (role.leads()) return;
    const leader = await role.leader();
    if (leader === null) throw refused(503, 'exchangeMoving');
    // The body goes on as the client sent it, unread here (a GET has none).
    if (request.method !== 'GET' && request.method !== 'HEAD') request.body = request.raw;
    void reply.from(`${leader}${request.url}`, {
      // The writer, trusting this process (TRUST_PROXY), reads the caller's address from here, as
      // from any proxy: its per-IP limits count the caller, not the process that forwarded.
      rewriteRequestHeaders: (original, headers) => ({
        ...headers,
        'x-forwarded-for': forwardedFor(headers['x-forwarded-for'], original.socket.remoteAddress),
      }),
      // Says on the answer that it came through this process (and not from the writer at once).
      rewriteHeaders: (headers) => ({ ...headers, via: forwardedVia }),
      onError: (failed) => {
        role.forgetLeader();
        failed.header('retry-after', '2');
        void failed.send(refused(503, 'exchangeMoving'));
      },
    });
    return reply;
  };

  // The load balancer's check: it sends the exchange's calls to the process that answers 200, at
  // once, and to any process (which forwards them) while none does.
  app.get(writerCheckPath, async (_request, reply) =>
    role.leads()
      ? reply.send(ok({ writes: true }))
      : reply.code(503).send(fail('This process does not write the exchange now')),
  );

  app.addHook('onRoute', (route) => {
    if (!isExchangeCall(route.url)) return;
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // First of all: the writer authenticates, limits and reads the call itself.
    route.onRequest = [forward, ...own];
  });
};

// Like fastify-plugin: the hook sees every route module's routes, not only this plugin's.
Object.defineProperty(forwardingPlugin, Symbol.for('skip-override'), { value: true });

export const exchangeForwarding = forwardingPlugin;
