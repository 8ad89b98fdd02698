// SIGTERM to the real server process: /readiness is 503 at once, no new connection is accepted, the request in flight
// (held up by a slow upstream) still gets its whole answer, then the process exits. SHUTDOWN_GRACE_MS bounds the
// wait: with 0 the unfinished request's connection is closed at once.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { gatewayCommand, spawnTracked } from '../support/gateway-process.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({})), ['numbers']);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.service('numbers').faults.clear());

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Gateway {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves once stdout has a line containing `text`. */
  waitFor(text: string): Promise<void>;
}

async function startGateway(graceMs: number): Promise<Gateway> {
  const port = await freePort();
  // Tracked: ended with this file at the latest, whatever happens to the test (test/support/gateway-process.ts).
  const { command, args } = gatewayCommand('source');
  const child = spawnTracked(command, args, {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX: 'false',
      NUMBERS_BASE_URL: sandbox.service('numbers').baseUrl,
      NUMBERS_API_KEY: sandbox.service('numbers').demo.secret!,
      GATEWAY_ANONYMOUS_SCOPES: 'numbers',
      NUMBERS_TIMEOUT_MS: '30000',
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
  });
  let output = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    for (const waiter of waiters.filter((w) => output.includes(w.text))) waiter.resolve();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const gateway: Gateway = {
    child,
    port,
    output: () => output,
    waitFor: (text) =>
      new Promise((resolve, reject) => {
        if (output.includes(text)) return resolve();
        waiters.push({ text, resolve });
        child.once('exit', () => reject(new Error(`exited before "${text}": ${output}`)));
      }),
  };
  await gateway.waitFor('Gateway ready');
  return gateway;
}

/** A slow query over its own connection; resolves with the raw HTTP answer, or the socket error. */
function slowQuery(port: number): Promise<string> {
  const body = JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' });
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
  );
  return readAll(socket);
}

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', (error: NodeJS.ErrnoException) => (text += `\n[${error.code}]`));
    socket.on('close', () => resolve(text));
  });
}

async function untilUpstreamReached(): Promise<void> {
  for (let waited = 0; sandbox.service('numbers').recorder.count() === 0; waited += 20) {
    if (waited > 20_000) throw new Error('the query never reached the upstream');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('draining: readiness 503 at once, no new connections, the in-flight answer complete, then exit 0', async () => {
  const gateway = await startGateway(30_000);
  try {
    sandbox.service('numbers').recorder.reset();
    sandbox.service('numbers').faults.inject({ kind: 'latency', ms: 1500 });
    // A readiness probe whose request is still arriving when SIGTERM comes (its connection is not idle).
    const probe = connect(gateway.port, '127.0.0.1');
    await once(probe, 'connect');
    probe.write('GET /readiness HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const probeAnswer = readAll(probe);
    const inFlight = slowQuery(gateway.port);
    await untilUpstreamReached();

    gateway.child.kill('SIGTERM');
    await gateway.waitFor('shutting down');
    probe.write('\r\n');
    const readiness = await probeAnswer;
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness.toLowerCase()).toContain('connection: close');
    expect(readiness).toContain('"reason":"draining"');
    // No new connection is accepted.
    await expect(fetch(`http://127.0.0.1:${gateway.port}/health`)).rejects.toThrow();

    const answer = await inFlight;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    // Its connection goes with it: the client's next request opens one to another replica.
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ data: { numbers: { isPrime: true } } });
    const [code] = (await once(gateway.child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(gateway.output()).toContain('"stopped"');
    expect(gateway.output()).not.toContain('did not finish');
  } finally {
    gateway.child.kill('SIGKILL');
  }
}, 60_000);

test('SHUTDOWN_GRACE_MS=0: an unfinished request does not hold the exit', async () => {
  const gateway = await startGateway(0);
  try {
    sandbox.service('numbers').recorder.reset();
    sandbox.service('numbers').faults.inject({ kind: 'hang' });
    const inFlight = slowQuery(gateway.port);
    await untilUpstreamReached();
    gateway.child.kill('SIGTERM');
    const [code] = (await once(gateway.child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(gateway.output()).toContain('did not finish within SHUTDOWN_GRACE_MS');
    // The connection was closed without an answer.
    expect(await inFlight).not.toMatch(/^HTTP/);
  } finally {
    gateway.child.kill('SIGKILL');
  }
}, 60_000);
