import websocket from '@fastify/websocket';
import { z } from 'zod';

import { accessTokensFromConfig } from '../auth/tokens.js';
import { fail, ok } from '../http/envelope.js';
import { playerEventsFor } from '../players/player-events.js';
import type { HubTimings } from '../realtime/hub-server.js';
import { createNotificationsHub, NOTIFICATIONS_HUB_PATH } from '../realtime/notifications-hub.js';
import { requireAdminToken } from './admin-guard.js';
import { playerIdParams } from './admin.js';
import type { RouteModule } from './route-module.js';

export interface RealtimeRoutesOptions {
  /** Shorter keep-alive and timeouts for tests; the defaults are ASP.NET's. */
  readonly timings?: Partial<HubTimings>;
}

const negotiateQuery = z.object({
  negotiateVersion: z.coerce.number().int().min(0).catch(0),
});

const connectQuery = z.object({ id: z.string().optional() });

// SignalR messages of this hub are a few hundred bytes; a megabyte is far beyond any of them.
const MAX_FRAME_BYTES = 1024 * 1024;

/**
 * The SignalR hub at /hubs/notifications (negotiate, then WebSockets), the push of balance changes
 * to it, and the admin calls that inspect and drop a player's connections.
 */
export function createRealtimeRoutes({ timings }: RealtimeRoutesOptions = {}): RouteModule {
  return async (app, { config, db }) => {
    const hub = createNotificationsHub({ tokens: accessTokensFromConfig(config), log: app.log, timings });
    const unsubscribe = playerEventsFor(db).onBalanceChanged((event) => {
      hub.pushUserBalance(event);
    });

    // Added before the WebSocket plugin, so clients get a close message (reconnect allowed)
    // before the plugin closes their sockets.
    app.addHook('preClose', async () => {
      unsubscribe();
      hub.server.close();
    });
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    app.post(`${NOTIFICATIONS_HUB_PATH}/negotiate`, async (request, reply) => {
      const { negotiateVersion } = negotiateQuery.parse(request.query);
      // SignalR clients read the negotiate answer as it is, not inside the envelope.
      return reply.header('Cache-Control', 'no-store').send(hub.server.negotiate(negotiateVersion));
    });

    app.route({
      method: 'GET',
      url: NOTIFICATIONS_HUB_PATH,
      preHandler: async (request, reply) => {
        const { id } = connectQuery.parse(request.query);
        if (request.ws && !hub.server.canConnect(id)) {
          // ASP.NET answers an unknown or expired id the same way; the client negotiates anew.
          return reply.code(404).send(fail('No connection with that id'));
        }
      },
      handler: async (_request, reply) =>
        reply.code(400).send(fail('This hub accepts WebSocket connections only: negotiate first')),
      wsHandler: (socket, request) => {
        hub.server.accept(socket, connectQuery.parse(request.query).id);
      },
    });

    await app.register(async (admin) => {
      admin.addHook('onRequest', requireAdminToken(config.adminToken));

      admin.get('/admin/realtime/players/:id/connections', async (request) => {
        const { id } = playerIdParams.parse(request.params);
        return ok(hub.clientsOf(id));
      });

      admin.post('/admin/realtime/players/:id/disconnect', async (request) => {
        const { id } = playerIdParams.parse(request.params);
        return ok({ disconnected: hub.abortPlayer(id) });
      });
    });
  };
}

export const realtimeRoutes: RouteModule = createRealtimeRoutes();
