// The drain after SIGTERM: the listener closes (no new connections; idle keep-alive ones close at once, as Node's
// server.close() does), the requests already in flight finish, for at most the grace time, then the rest of the
// connections are closed. Every answer from then on says `Connection: close`, so a client or load balancer does not
// send its next request on a connection that is about to go.
import type { Server, ServerResponse } from 'node:http';

/** After the drain, what closing the rest (gateway, store, sandbox, the last spans) may take before the exit is forced. */
export const SHUTDOWN_CLOSE_MS = 900;

export interface Drain {
  /** Resolves `drained` once every connection has ended, or `forced` when the grace ran out and they were closed. */
  drain(graceMs: number): Promise<'drained' | 'forced'>;
}

/** Call before the server listens: it follows the requests in flight, to mark their answers when the drain starts. */
export function drainable(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Before the gateway's own listener, which may write its answer at once.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.setHeader('connection', 'close');
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    drain(graceMs) {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      return new Promise((resolve) => {
        const force = setTimeout(() => {
          server.closeAllConnections();
          resolve('forced');
        }, graceMs);
        server.close(() => {
          clearTimeout(force);
          resolve('drained');
        });
      });
    },
  };
}
