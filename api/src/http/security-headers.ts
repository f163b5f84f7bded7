import helmet from '@fastify/helmet';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';

/**
 * Paths whose answers pages on other origins load without CORS (`<img>`, favicons): the brand
 * files of the settings CDN. Everything else is JSON read through CORS, which
 * Cross-Origin-Resource-Policy does not affect, so it stays `same-origin` there.
 */
export const crossOriginPathPrefixes: readonly string[] = ['/cdn/'];

const isCrossOriginPath = (url: string): boolean => crossOriginPathPrefixes.some((prefix) => url.startsWith(prefix));

const securityHeadersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
    // The api answers JSON and images, never a page: nothing in an answer may load, run or frame.
    // Routes that serve a document of their own (brand SVGs) send their own policy.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Helmet's default HSTS is kept: browsers ignore it over plain http (localhost in development)
    // and honour it when the api is served over https.
  });

  // After helmet's own onRequest hooks, so this value wins; on the routes only, so 404s keep
  // `same-origin`.
  app.addHook('onRoute', (route) => {
    if (!isCrossOriginPath(route.url)) return;
    const allowCrossOrigin: onRequestAsyncHookHandler = async (_request, reply) => {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    };
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, allowCrossOrigin];
  });
};

// Like fastify-plugin: the headers cover every route module, not only this plugin's scope.
Object.defineProperty(securityHeadersPlugin, Symbol.for('skip-override'), { value: true });

export const securityHeaders = securityHeadersPlugin;
