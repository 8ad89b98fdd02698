// Security response headers on every answer of the gateway.
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config/index.js';

/**
 * The headers every answer carries; HSTS only in production (it would pin a laptop's localhost to https). Also
 * written by the refusal that answers before Yoga (src/start/request-target.ts).
 */
export function securityHeaders(production: boolean, html: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    // GraphiQL's page loads its scripts and styles; everything else is data and may load nothing.
    'content-security-policy': html
      ? "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"
      : "default-src 'none'; frame-ancestors 'none'",
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function useSecurityHeaders(config: GatewayConfig): Plugin {
  const forData = Object.entries(securityHeaders(config.production, false));
  const forPages = Object.entries(securityHeaders(config.production, true));
  return {
    onResponse({ response }) {
      const html = response.headers.get('content-type')?.includes('text/html') ?? false;
      for (const [name, value] of html ? forPages : forData) response.headers.set(name, value);
    },
  };
}
