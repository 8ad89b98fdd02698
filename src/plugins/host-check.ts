// The host check: a request naming a host the gateway does not serve (DNS rebinding, see src/hosts.ts) is refused
// with 403 before anything else of it runs. Probes and scrapers reach a pod by its IP, so their paths are not checked.
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config/index.js';
import { hostChecker } from '../config/hosts.js';
import { setRefusalCode } from '../request-scope.js';

/** Paths probes and scrapers reach by the pod's IP (kubelet, Prometheus); /metrics keeps its own guard. */
const PROBE_PATHS = new Set(['/health', '/readiness', '/metrics']);

/** Refuses a request naming a host the gateway does not serve with 403, before anything else of it runs. */
export function useHostCheck(config: GatewayConfig): Plugin {
  const allowed = hostChecker(config.security.allowedHosts);
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (PROBE_PATHS.has(url.pathname) || allowed(request.headers.get('host'))) return;
      setRefusalCode(request, 'FORBIDDEN');
      endResponse(
        fetchAPI.Response.json(
          {
            errors: [
              {
                message: 'This host is not served by the gateway',
                extensions: { code: 'FORBIDDEN', reason: 'host-not-allowed' },
              },
            ],
          },
          { status: 403 },
        ),
      );
    },
  };
}
