// SIGTERM: stop accepting, let the in-flight request finish, close the sandbox, exit 0.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';

/** A slow stand-in upstream on loopback: answers the numbers envelope after a delay. */
async function slowUpstream(delayMs: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ contents: { number: 7, answer: true } }));
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${address.port}` };
}

test('in-flight requests finish after SIGTERM and the process exits cleanly', async () => {
  const upstream = await slowUpstream(1500);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      NUMBERS_BASE_URL: upstream.url,
      NUMBERS_API_KEY: 'k',
      // The gateway's own numbers key is spent for anonymous callers only with this scope.
      GATEWAY_ANONYMOUS_SCOPES: 'numbers',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += String(chunk);
        const match = /localhost:(\d+)\/graphql/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', () => reject(new Error(`server exited early: ${output}`)));
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    const exited = once(child, 'exit') as Promise<[number | null]>;
    const body = await (await inFlight).json();
    expect(body).toEqual({ data: { numbers: { isPrime: true } } });
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(output).toContain('stopped');
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
    upstream.server.close();
  }
}, 60_000);
