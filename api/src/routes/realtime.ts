import { createHmac } from 'node:crypto';

import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createSessionVerifier } from '../auth/player-guard.js';
import { betChangedNotification } from '../betting/bet-events.js';
import type { Config } from '../config.js';
import { fail, ok } from '../http/envelope.js';
import { createOriginMatcher } from '../http/origins.js';
import { redisConnectionCap } from '../realtime/connection-cap.js';
import { hubDefaults, type HubTimings } from '../realtime/hub-contract.js';
import { publishMarketPrices } from '../realtime/market-prices-publisher.js';
import { createNotificationsHub, groupNamePattern, NOTIFICATIONS_HUB_PATH } from '../realtime/notifications-hub.js';
import { requireAdminToken } from './admin-guard.js';
import { playerIdParams } from './admin.js';
import type { RouteApp, RouteContext, RouteModule } from './route-module.js';

export interface RealtimeRoutesOptions {
  /** Shorter keep-alive and timeouts for tests; the defaults are ASP.NET's. */
  readonly timings?: Partial<HubTimings>;
}

const negotiateQuery = z.object({
  negotiateVersion: z.coerce.number().int().min(0).catch(0),
});

const connectQuery = z.object({ id: z.string().optional() });

const groupParams = z.object({ group: z.string().regex(groupNamePattern) });

// Data is any JSON value; the hub sends it as the JSON text the `Message` push carries.
const groupMessageBody = z.object({
  code: z.string().min(1).max(100),
  data: z.json(),
});

// SignalR messages of this hub are a few hundred bytes; a megabyte is far beyond any of them.
const MAX_FRAME_BYTES = 1024 * 1024;

type NotificationsHub = ReturnType<typeof createNotificationsHub>;

/** Balance and bet changes to each of the player's connections, and market prices to their groups. */
function pushRoutes(app: FastifyInstance, { world, services }: RouteContext, hub: NotificationsHub): void {
  const unsubscribe = services.playerEvents.onBalanceChanged((event) => {
    hub.pushUserBalance(event);
  });
  // Every change of a market's prices or state reaches its group, at most ten times a second, on
  // this process's hub and, in a deployment, on every other process's (whose members it cannot see).
  const { groupPushes } = services;
  const unsubscribeGroups = groupPushes.on(({ group, notification }) => hub.pushToGroup(group, notification));
  const marketPrices = publishMarketPrices({
    onChange: (listener) => world.exchange.onChange(listener),
    prices: (marketId) => world.exchange.prices(marketId),
    hasMembers: (group) => groupPushes.everywhere || hub.server.connectionsInGroup(group).length > 0,
    push: (group, notification) => groupPushes.emit({ group, notification }),
  });

  // Added before the WebSocket plugin, so clients get a close message (reconnect allowed)
  // before the plugin closes their sockets.
  app.addHook('preClose', async () => {
    unsubscribe();
    unsubscribeGroups();
    marketPrices.stop();
    hub.server.close();
  });
}

/** Negotiate and the WebSocket connection, for the pages allowed to call the api. */
function connectionRoutes(app: RouteApp, config: Config, hub: NotificationsHub): void {
  // Browsers send Origin with every WebSocket handshake but CORS does not apply to WebSockets, so
  // any site could open a socket to the hub with the player's browser. Only the pages allowed to
  // call the api may; clients that are not browsers send no Origin and are judged by their token.
  const isAllowedOrigin = createOriginMatcher(config.corsOrigins);
  const refuseForeignOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = request.headers;
    if (origin !== undefined && !isAllowedOrigin(origin)) {
      return reply.code(403).send(fail('This origin may not connect to the hub'));
    }
  };

  app.post(
    `${NOTIFICATIONS_HUB_PATH}/negotiate`,
    { onRequest: refuseForeignOrigin, schema: { querystring: negotiateQuery } },
    // SignalR clients read the negotiate answer as it is, not inside the envelope.
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(hub.server.negotiate(request.query.negotiateVersion)),
  );

  app.route({
    method: 'GET',
    url: NOTIFICATIONS_HUB_PATH,
    // The socket carries its own frames; nothing of the upgrade is for the response compressor.
    compress: false,
    onRequest: refuseForeignOrigin,
    schema: { querystring: connectQuery },
    preHandler: async (request, reply) => {
      if (request.ws && !hub.server.canConnect(request.query.id)) {
        // ASP.NET answers an unknown or expired id the same way; the client negotiates anew.
        return reply.code(404).send(fail('No connection with that id'));
      }
    },
    handler: async (_request, reply) =>
      reply.code(400).send(fail('This hub accepts WebSocket connections only: negotiate first')),
    wsHandler: (socket, request) => {
      hub.server.accept(socket, request.query.id);
    },
  });
}

/** The operator's calls that inspect and drop a player's connections and message a group. */
async function adminRealtimeRoutes(app: RouteApp, config: Config, hub: NotificationsHub): Promise<void> {
  const adminCalls: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('onRequest', requireAdminToken(config.adminToken));

    const player = { schema: { params: playerIdParams } };
    admin.get('/admin/realtime/players/:id/connections', player, async (request) =>
      ok(hub.clientsOf(request.params.id)),
    );

    admin.post('/admin/realtime/players/:id/disconnect', player, async (request) =>
      ok({ disconnected: hub.abortPlayer(request.params.id) }),
    );

    const groupMessage = { schema: { params: groupParams, body: groupMessageBody } };
    admin.post('/admin/realtime/groups/:group/messages', groupMessage, async (request) => {
      const { code, data } = request.body;
      return ok({ sent: hub.pushToGroup(request.params.group, { Code: code, Data: JSON.stringify(data) }) });
    });
  };
  await app.register(adminCalls);
}

/**
 * The SignalR hub at /hubs/notifications (negotiate, then WebSockets), the push of balance changes
 * and market prices to it, and the admin calls that inspect and drop a player's connections.
 */
export function createRealtimeRoutes({ timings }: RealtimeRoutesOptions = {}): RouteModule {
  return async (app, context) => {
    const { config, db } = context;
    // In a deployment, a player's connections are counted over every process.
    const connectionCap =
      config.redisUrl === null
        ? undefined
        : redisConnectionCap({
            url: config.redisUrl,
            max: { ...hubDefaults, ...timings }.maxConnectionsPerUser,
            log: app.log,
          });
    const hub = createNotificationsHub({
      verifySession: createSessionVerifier(config, db),
      log: app.log,
      timings,
      // A key of its own, made from the token secret every process of a deployment shares.
      tokenSecret: createHmac('sha256', config.tokenSecret).update('hub connection tokens').digest('base64url'),
      connectionCap,
    });
    app.addHook('onClose', async () => connectionCap?.close());
    pushRoutes(app, context, hub);
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    // A player's bet changed (placed, matched, cancelled, settled): each of their connections hears of it.
    const unsubscribeBets = context.services.betEvents.onBetChanged((event) => {
      hub.server.sendToUser(String(event.playerId), 'Message', [betChangedNotification(event)]);
    });
    app.addHook('preClose', async () => unsubscribeBets());

    connectionRoutes(app, config, hub);
    await adminRealtimeRoutes(app, config, hub);
  };
}

export const realtimeRoutes: RouteModule = createRealtimeRoutes();
