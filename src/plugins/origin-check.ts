// Which browser origins may call the gateway: CORS through Yoga's own option (`corsOptions`), plus the origin check,
// a refusal of foreign-origin requests that need no preflight. Both read one allowlist, CORS_ORIGINS.
import type { CORSOptions, Plugin } from 'graphql-yoga';
import { API_KEY_HEADER } from '../auth/access.js';
import type { GatewayConfig } from '../config/index.js';
import { setRefusalCode } from '../request-scope.js';

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
      setRefusalCode(request, 'FORBIDDEN');
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
