// Security response headers on every answer of the gateway.
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config/index.js';

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
