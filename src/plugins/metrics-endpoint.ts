// /metrics on the public port: Prometheus text from the gateway's registry, to whom `metricsAllowed` lets in
// (docs/security.md). The private port (METRICS_PORT) is served by src/start/metrics-server.ts.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { Registry } from 'prom-client';
import type { GatewayConfig } from '../config/index.js';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether this request may read /metrics on the public port: open in development, else only with the token. */
export function metricsAllowed(config: GatewayConfig, request: Request): boolean {
  const { token, onPublicPort } = config.security.metrics;
  if (!onPublicPort) return false;
  if (!token) return true;
  const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** Serves Prometheus metrics at /metrics, to whom `metricsAllowed` lets in (docs/security.md). */
export function useMetricsEndpoint(registry: Registry, config: GatewayConfig): Plugin {
  return {
    // Synchronous for every other path: an ordinary request pays no extra promise here.
    onRequest(payload) {
      if (payload.url.pathname !== METRICS_PATH) return;
      return serve(payload);
    },
  };

  async function serve({ request, endResponse, fetchAPI }: Parameters<NonNullable<Plugin['onRequest']>>[0]) {
    if (!metricsAllowed(config, request)) {
      const onPublicPort = config.security.metrics.onPublicPort;
      endResponse(new fetchAPI.Response(null, { status: onPublicPort ? 401 : 404 }));
      return;
    }
    endResponse(
      new fetchAPI.Response(await registry.metrics(), {
        headers: { 'content-type': registry.contentType },
      }),
    );
  }
}
