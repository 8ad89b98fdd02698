// Every upstream answer, JSON included, is read under the service's size cap and cut off while it streams: a
// 100 MB answer becomes UPSTREAM_ERROR (result-too-large) on that field well within the timeout, the other
// services still answer, and the breaker does not count it as an outage.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

const HUNDRED_MB = 100 * 1024 * 1024;
const CAP = 2 * 1024 * 1024;
let huge: Server;
let harness: Harness;
const sent = { announced: 0, streamed: 0 };

/** `/announced/...` declares 100 MB in content-length; anything else streams 100 MB of JSON without a length. */
function startHugeUpstream(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    const announced = request.url?.startsWith('/announced') ?? false;
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(announced ? { 'content-length': String(HUNDRED_MB) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    response.write('{"padding":"');
    const pump = () => {
      while (written < HUNDRED_MB && !response.destroyed) {
        written += chunk.length;
        if (announced) sent.announced += chunk.length;
        else sent.streamed += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      if (!response.destroyed) response.end('"}');
    };
    pump();
  });
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => server);
}

beforeAll(async () => {
  huge = await startHugeUpstream();
  const { port } = huge.address() as { port: number };
  harness = await startHarness({
    services: ['research'],
    env: {
      NUMBERS_BASE_URL: `http://127.0.0.1:${port}`,
      NUMBERS_API_KEY: 'numbers-secret',
      NUMBERS_MAX_RESPONSE_BYTES: String(CAP),
      CONTENT_BASE_URL: `http://127.0.0.1:${port}/announced`,
      CONTENT_API_KEY: 'content-secret',
      NUMBERS_TIMEOUT_MS: '15000',
      // Two failures in a row would open the breaker if oversized answers counted as outages.
      BREAKER_VOLUME_THRESHOLD: '2',
      CONTENT_TIMEOUT_MS: '15000',
      GATEWAY_ANONYMOUS_SCOPES: 'numbers content',
    },
  });
});
afterAll(async () => {
  await harness.close();
  huge.closeAllConnections();
  huge.close();
});

test('a 100 MB JSON answer streamed without a length stops at the cap: result-too-large on that field only', async () => {
  const started = Date.now();
  const result = await harness.query(
    '{ numbers { isPrime(number: 7) } research { preprints(first: 1) { edges { node { title } } } } }',
  );
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(result.data?.numbers).toEqual({ isPrime: null });
  expect(errorAt(result, ['numbers', 'isPrime'])?.extensions).toMatchObject({
    code: 'UPSTREAM_ERROR',
    service: 'numbers',
    reason: 'result-too-large',
  });
  // The rest of the response answers.
  expect((result.data?.research as { preprints: { edges: unknown[] } }).preprints.edges).toHaveLength(1);
  // Reading stopped near the cap, far from the 100 MB on offer (socket buffers hold a few MB at most).
  expect(sent.streamed).toBeLessThan(HUNDRED_MB / 4);
});

test('an answer announced as 100 MB is refused on its content-length', async () => {
  const result = await harness.query('{ content { domains(first: 1) { edges { node { domain } } } } }');
  expect(errorAt(result, ['content', 'domains'])?.extensions).toMatchObject({
    code: 'UPSTREAM_ERROR',
    service: 'content',
    reason: 'result-too-large',
  });
  expect(result.errors?.[0]?.message).toMatch(/returned 104857600 bytes, more than the maximum result size of 8388608/);
  expect(sent.announced).toBeLessThan(HUNDRED_MB / 4);
});

test('oversized answers are not retried and do not open the breaker', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await harness.query('{ numbers { isPrime(number: 7) } }');
    expect(errorAt(result, ['numbers', 'isPrime'])?.extensions?.reason).toBe('result-too-large');
  }
});
