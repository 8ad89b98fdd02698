// What the chaos suite runs against: a load balancer for the webhook callbacks (as a Service or nginx would be),
// subscribers over server-sent events that say when their stream ends, and processes that saturate the CPU. All on
// loopback, on free ports; every process started here is killed when the test process exits, however it exits.
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { endProcess, spawnTracked } from '../support/gateway-process.js';
import { readSseResults } from '../support/sse.js';

export interface Balancer {
  url: string;
  /** Answers the callers got, by status (0: no replica could be reached). */
  answers: Map<number, number>;
  /** Times a request was tried on the next replica (after a 503 or a refused connection). */
  retries: number;
  close(): Promise<void>;
}

function forward(port: number, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Round-robin over the replicas' ports (read at each request, so a test can change them), trying the next replica
 * on a refused connection or a 503, as `proxy_next_upstream error timeout http_503 non_idempotent` does in nginx.
 */
export async function startBalancer(ports: () => number[]): Promise<Balancer> {
  let next = 0;
  const balancer: Balancer = { url: '', answers: new Map(), retries: 0, close: async () => undefined };
  const count = (status: number) => balancer.answers.set(status, (balancer.answers.get(status) ?? 0) + 1);
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const targets = ports();
      const start = next++;
      for (let tried = 0; tried < targets.length; tried += 1) {
        if (tried > 0) balancer.retries += 1;
        const port = targets[(start + tried) % targets.length]!;
        try {
          const answer = await forward(port, incoming.method!, incoming.url!, incoming.headers, Buffer.concat(chunks));
          if (answer.status === 503 && tried < targets.length - 1) continue;
          count(answer.status);
          outgoing.writeHead(answer.status, answer.headers).end(answer.body);
          return;
        } catch {
          // Refused or reset (a replica that died): the next one.
        }
      }
      count(0);
      outgoing.writeHead(502).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  balancer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  balancer.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return balancer;
}

export interface LiveSubscriber {
  /** The texts of the items received, in order. */
  texts: string[];
  /** Error results received (`extensions` of each). */
  errors: Array<Record<string, unknown> | undefined>;
  /** Settles when the stream ends (the replica closed or died). */
  ended: Promise<void>;
  close(): void;
}

/** A `messagingItemAdded` subscription over server-sent events that keeps every text it receives. */
export async function subscribeItems(url: string, convId: string, token: string): Promise<LiveSubscriber> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-messaging-token': token },
    body: JSON.stringify({
      query: 'subscription ($c: ID) { messagingItemAdded(conversationId: $c) { text { content } } }',
      variables: { c: convId },
    }),
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`subscription refused: ${response.status}`);
  const subscriber: LiveSubscriber = { texts: [], errors: [], ended: Promise.resolve(), close: () => abort.abort() };
  subscriber.ended = readSseResults(response.body, (answer) => {
    const result = answer as {
      data?: { messagingItemAdded?: { text?: { content?: string } } } | null;
      errors?: Array<{ extensions?: Record<string, unknown> }>;
    };
    const text = result.data?.messagingItemAdded?.text?.content;
    if (text !== undefined) subscriber.texts.push(text);
    for (const error of result.errors ?? []) subscriber.errors.push(error.extensions);
  });
  return subscriber;
}

/**
 * Busy loops, one per core, until stopped: both cores of a CI machine saturated. Each also ends by itself after
 * `maxMs`, so a test that times out before stopping them leaves no CPU burnt for the suites after it.
 */
export function saturateCpu(maxMs: number): { stop(): Promise<void> } {
  const burners = Array.from({ length: availableParallelism() }, () =>
    spawnTracked(
      process.execPath,
      ['-e', `const end = Date.now() + ${Math.ceil(maxMs)}; while (Date.now() < end) {}`],
      {
        stdio: 'ignore',
      },
    ),
  );
  return {
    async stop() {
      await Promise.all(burners.map((burner) => endProcess(burner, 'SIGKILL')));
    },
  };
}

/** Polls until the condition holds, or throws after `ms` with `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
