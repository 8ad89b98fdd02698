// SIGTERM: stop accepting, let the in-flight request finish, close the sandbox, exit 0.
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { spawnGateway } from '../support/gateway-process.js';

/** A slow stand-in upstream on loopback: answers the numbers envelope after a delay. */
async function slowUpstream(delayMs: number): Promise<{ server: Server; url: string; received: Promise<void> }> {
  let arrived!: () => void;
  const received = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_request, response) => {
    arrived();
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ contents: { number: 7, answer: true } }));
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${address.port}`, received };
}

test('in-flight requests finish after SIGTERM and the process exits cleanly', async () => {
  const upstream = await slowUpstream(1500);
  const gateway = spawnGateway({
    env: {
      PORT: '0',
      NUMBERS_BASE_URL: upstream.url,
      NUMBERS_API_KEY: 'k',
      // The gateway's own numbers key is spent for anonymous callers only with this scope.
      GATEWAY_ANONYMOUS_SCOPES: 'numbers',
    },
  });
  const { child } = gateway;
  try {
    const port = await gateway.ready();
    const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' }),
    });
    // In flight: the upstream has the gateway's call.
    await upstream.received;
    child.kill('SIGTERM');
    const exited = once(child, 'exit') as Promise<[number | null]>;
    const body = await (await inFlight).json();
    expect(body).toEqual({ data: { numbers: { isPrime: true } } });
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(gateway.output()).toContain('stopped');
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
    upstream.server.close();
  }
}, 60_000);
