// A harness gateway listening on loopback, and requests over real HTTP from a chosen loopback address (so tests
// can be several callers: 127.0.0.1, 127.0.0.2, ...).
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { startHarness, type Harness, type HarnessOptions } from '../support/harness.js';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<
    T = {
      data?: Record<string, unknown> | null;
      errors?: Array<Record<string, unknown> & { extensions?: Record<string, unknown> }>;
    },
  >(): T;
}

export interface Listening {
  harness: Harness;
  server: Server;
  port: number;
  send(options: {
    path?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    from?: string;
  }): Promise<HttpAnswer>;
  /** POST /graphql with a JSON body. */
  graphql(
    body: Record<string, unknown>,
    options?: { headers?: Record<string, string>; from?: string },
  ): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export async function listen(options: HarnessOptions = {}): Promise<Listening> {
  const harness = await startHarness(options);
  const server = createServer(harness.gateway);
  server.listen(0, '0.0.0.0');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  const send: Listening['send'] = ({ path = '/graphql', method = 'POST', body, headers = {}, from = '127.0.0.1' }) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          localAddress: from,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text,
              json: () => JSON.parse(text),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  return {
    harness,
    server,
    port,
    send,
    graphql: (body, options = {}) => send({ body, ...options }),
    async close() {
      server.closeAllConnections();
      server.close();
      await harness.close();
    },
  };
}
