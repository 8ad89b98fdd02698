// HTTP-level protections of the gateway: which browser origins may call it (CORS through Yoga's own option, plus a
// refusal of foreign-origin requests that need no preflight), security response headers, and who may read /metrics.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { CORSOptions, Plugin } from 'graphql-yoga';
import { API_KEY_HEADER } from '../auth/access.js';
import type { GatewayConfig } from '../config.js';

/** Request headers a browser client may send: content, the CSRF header, gateway and per-service credentials. */
function allowedHeaders(config: GatewayConfig): string[] {
  const callerHeaders = Object.values(config.services).flatMap((service) =>
    service.credential.callerHeader ? [service.credential.callerHeader] : [],
  );
  return [
    'content-type',
    'authorization',
    API_KEY_HEADER,
    'x-graphql-yoga-csrf',
    'apollo-require-preflight',
    ...callerHeaders,
  ];
}

/**
 * Yoga's `cors` option. Only allowlisted origins get CORS headers (one origin echoed, never `*`); for any other
 * origin there are none, so the browser refuses the preflight and keeps the answer from the page.
 */
export function corsOptions(config: GatewayConfig): (request: Request) => CORSOptions | false {
  const allowed = new Set(config.security.corsOrigins);
  const headers = allowedHeaders(config);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], allowedHeaders: headers, maxAge: 600 };
  };
}

/** Same origin as the gateway itself (GraphiQL served here): the host the request was addressed to. */
function sameOrigin(origin: string, request: Request): boolean {
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

/**
 * Browsers send some cross-origin POSTs (form and text bodies) without a preflight, and CORS only hides the answer
 * from the page: the request would still run with the gateway's credentials. Refuse them outright.
 */
export function useOriginCheck(config: GatewayConfig): Plugin {
  const allowed = new Set(config.security.corsOrigins);
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const origin = request.headers.get('origin');
      if (!origin || allowed.has(origin) || sameOrigin(origin, request)) return;
      endResponse(
        fetchAPI.Response.json(
          {
            errors: [
              {
                message: 'This origin may not call the gateway',
                extensions: { code: 'FORBIDDEN', reason: 'origin-not-allowed' },
              },
            ],
          },
          { status: 403 },
        ),
      );
    },
  };
}

/** Response headers for every answer; HSTS only in production (it would pin a laptop's localhost to https). */
export function useSecurityHeaders(config: GatewayConfig): Plugin {
  return {
    onResponse({ response }) {
      const html = response.headers.get('content-type')?.includes('text/html') ?? false;
      response.headers.set('x-content-type-options', 'nosniff');
      response.headers.set('referrer-policy', 'no-referrer');
      response.headers.set('x-frame-options', 'DENY');
      response.headers.set('cross-origin-opener-policy', 'same-origin');
      // GraphiQL's page loads its scripts and styles; everything else is data and may load nothing.
      response.headers.set(
        'content-security-policy',
        html
          ? "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"
          : "default-src 'none'; frame-ancestors 'none'",
      );
      if (config.production) response.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether this request may read /metrics on the public port: open in development, else only with the token. */
export function metricsAllowed(config: GatewayConfig, request: Request): boolean {
  const { token, onPublicPort } = config.security.metrics;
  if (!onPublicPort) return false;
  if (!token) return true;
  const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
