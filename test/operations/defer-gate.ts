// A loopback proxy in front of a sandbox upstream that holds the requests to one path until the test releases
// them: "the slow upstream has not answered yet" becomes a fact of the test, not a delay.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface UpstreamGate {
  /** Points the proxy at an upstream; returns the base URL to use instead of the upstream's. */
  front(upstreamBaseUrl: string): string;
  /** Requests to the held path received so far. */
  readonly received: number;
  /** Requests to the held path answered so far (forwarded after release). */
  readonly answered: number;
  /** Resolves when a request to the held path has arrived. */
  arrived(): Promise<void>;
  /** Lets every held request (and every later one) through. */
  release(): void;
  close(): Promise<void>;
}

export async function gateUpstream(heldPath: RegExp): Promise<UpstreamGate> {
  let upstream: URL | undefined;
  let received = 0;
  let answered = 0;
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let noteArrival!: () => void;
  const firstArrival = new Promise<void>((resolve) => (noteArrival = resolve));

  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    if (!upstream) throw new Error('the gate fronts no upstream');
    const target = new URL(request.url ?? '/', upstream.origin);
    const held = heldPath.test(target.pathname);
    if (held) {
      received += 1;
      noteArrival();
      await released;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && typeof request.headers[name] === 'string'),
    ) as Record<string, string>;
    const answer = await fetch(target, { method: request.method, headers });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(body);
    if (held) answered += 1;
  };
  const server = createServer((request, response) => {
    forward(request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    front(upstreamBaseUrl) {
      upstream = new URL(upstreamBaseUrl);
      return `http://127.0.0.1:${port}${upstream.pathname}`;
    },
    get received() {
      return received;
    },
    get answered() {
      return answered;
    },
    arrived: () => firstArrival,
    release: () => open(),
    async close() {
      open();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
