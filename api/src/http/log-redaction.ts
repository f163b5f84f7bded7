import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are credentials: `GET /Account/RefreshToken?refreshToken=…` is
 * the specification's own call, and OAuth-style clients put codes, secrets and tokens in URLs
 * too. Matched without regard to case.
 */
export const secretQueryParameters: readonly string[] = [
  'refreshToken',
  'code',
  'client_secret',
  'token',
  'access_token',
  'password',
];

export const REDACTED = '[REDACTED]';

const secretNames = new Set(secretQueryParameters.map((name) => name.toLowerCase()));

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/**
 * The URL with the value of every secret query parameter replaced by `[REDACTED]`. Works on the
 * raw text, so everything else (order, encoding, repeated names, the fragment) is left as it came.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const fragmentStart = url.indexOf('#', queryStart);
  const queryEnd = fragmentStart === -1 ? url.length : fragmentStart;
  const query = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretNames.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(queryEnd)}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The server's logger options with the redacting request serializer: every line Fastify logs
 * about a request (`incoming request`, errors in its context) shows the redacted URL.
 */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (logger === undefined || logger === false) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
