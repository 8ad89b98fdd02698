// The production bundle (dist/bundle/server.js), started as `npm run serve` starts it, with the features it loads
// only on demand, each from a chunk of its own: the tracing SDK and exporter, graphql-jit (compiled execution), the
// subgraph schema (federation), GraphiQL, and the Redis client. A chunk that does not load as the sources do (a
// CommonJS package whose names the bundler hid) fails here, not in a Deployment's crash loop. The bundle is built for
// the run by the global setup (test/support/global-setup.js) when it is older than its sources.
import { loadConfig, SERVICE_KEYS } from '../../src/config/index.js';
import { baseUrlLines, sandboxSettings } from '../../src/dev/sandbox.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { startRedis, type RedisServer } from '../replicas/redis-server.js';
import { sandboxEnv } from '../replicas/replicas.js';
import { runGateway, spawnGateway, type GatewayProcess } from '../support/gateway-process.js';
import { SPAN_KIND_CLIENT, SPAN_KIND_SERVER, spansOf, startReceiver } from '../support/otlp-receiver.js';
import { requireBinary } from '../support/prerequisites.js';

let sandbox: Sandbox;
let upstreams: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({})), SERVICE_KEYS);
  // Every base URL (the production posture requires them all) and the demo credentials of the services called here.
  upstreams = {
    ...Object.fromEntries(baseUrlLines(sandbox).map((line) => line.split('=') as [string, string])),
    ...sandboxEnv(sandbox),
  };
});
afterAll(() => sandbox?.close());

const post = (port: number, query: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

test('with another NODE_ENV the bundle refuses to start, in one line', async () => {
  const { code, stdout, stderr } = await runGateway({
    runtime: 'bundle',
    env: { ...upstreams, NODE_ENV: 'development', PORT: '0' },
  });
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr.trim().split('\n')).toEqual([
    'NODE_ENV=development refused: dist/bundle/server.js (npm run serve) is the production build and runs only as ' +
      'NODE_ENV=production; for a development gateway run the sources: npm start',
  ]);
}, 60_000);

requireBinary('redis-server', 'apt-get install redis-server')('the bundle in production posture', () => {
  let redis: RedisServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let gateway: GatewayProcess;
  let port: number;

  beforeAll(async () => {
    [redis, receiver] = await Promise.all([startRedis(), startReceiver()]);
    // No NODE_ENV: the bundle's own posture is production.
    gateway = spawnGateway({
      runtime: 'bundle',
      env: {
        ...upstreams,
        PORT: '0',
        LOG_LEVEL: 'debug',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'bundle-test',
        REDIS_URL: redis.url,
        STORE_KEY_SECRET: 'bundle-test-store-secret',
        RESPONSE_CACHE: 'true',
      },
    });
    port = await gateway.ready();
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    receiver?.close();
    await redis?.stop();
  });

  test('production posture: no GraphiQL, no introspection, no /metrics on the public port', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('GraphiQL');
    const introspection = await (await post(port, '{ __schema { queryType { name } } }')).json();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
  });

  test('start-up lines: each upstream with its URL, a warning for one without its key, a ready line without GraphiQL', () => {
    const lines = gateway.logLines();
    const configured = lines.filter((line) => line.msg === 'service uses its configured upstream');
    expect(configured.find((line) => line.service === 'numbers')?.baseUrl).toBe(upstreams.NUMBERS_BASE_URL);
    const unkeyed = lines.filter((line) => line.level === 40 && String(line.msg).includes('no credential of its own'));
    expect(unkeyed.find((line) => line.service === 'content')?.msg).toContain('set CONTENT_API_KEY');
    // Numbers has its key, research needs none.
    expect(unkeyed.filter((line) => line.service === 'numbers' || line.service === 'research')).toEqual([]);
    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^Gateway ready: http:\/\/localhost:\d+\/graphql$/),
    );
  });

  test('compiled execution: graphql-jit loads, and a document answers the same before and after compilation', async () => {
    const query = '{ numbers { isPrime(number: 7919) } }';
    const answers = [];
    for (let run = 0; run < 4; run += 1)
      answers.push(await (await post(port, query, { 'cache-control': 'no-cache' })).json());
    for (const answer of answers) expect(answer).toEqual({ data: { numbers: { isPrime: true } } });
    await gateway.waitFor('compiled execution: graphql-jit loaded', 10_000);
    expect(gateway.output()).not.toContain('compiled execution unavailable');
  });

  test('Redis is the shared store, connected', async () => {
    const store = async () =>
      ((await (await fetch(`http://127.0.0.1:${port}/readiness`)).json()) as { store: Record<string, string> }).store;
    // The client connects after the gateway listens: poll until it says so.
    for (let polls = 0; polls < 100 && (await store()).redis !== 'up'; polls += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await store()).toMatchObject({ backend: 'redis', redis: 'up' });
  });

  test('tracing: the operation span and its upstream span reach the OTLP sink', async () => {
    const answer = await post(port, 'query Traced { numbers { isPrime(number: 13) } }');
    expect(await answer.json()).toEqual({ data: { numbers: { isPrime: true } } });
    // SIGTERM flushes the batch processor; the process exits cleanly.
    expect(await gateway.stop()).toMatchObject({ code: 0, killed: false });
    const spans = spansOf(receiver.received.filter(({ path }) => path === '/v1/traces'));
    const operation = spans.find((span) => span.kind === SPAN_KIND_SERVER && span.name === 'query Traced');
    expect(operation?.resource['service.name']).toBe('bundle-test');
    const call = spans.find((span) => span.kind === SPAN_KIND_CLIENT && span.parentSpanId === operation?.spanId);
    expect(call?.attributes).toMatchObject({ 'gateway.service': 'numbers', 'http.response.status_code': 200 });
  });
});

describe('the bundle with the opt-in features on', () => {
  let gateway: GatewayProcess;
  let port: number;
  beforeAll(async () => {
    gateway = spawnGateway({
      runtime: 'bundle',
      env: { ...upstreams, PORT: '0', FEDERATION: 'true', GRAPHIQL: 'true' },
    });
    port = await gateway.ready();
  }, 60_000);
  afterAll(() => gateway?.stop());

  test('federation: the subgraph answers its SDL and an ordinary query', async () => {
    const sdl = await (await post(port, '{ _service { sdl } }')).json();
    expect(sdl.data._service.sdl).toContain('@link(url: "https://specs.apollo.dev/federation');
    expect(await (await post(port, '{ numbers { isPrime(number: 7) } }')).json()).toEqual({
      data: { numbers: { isPrime: true } },
    });
  });

  test('GraphiQL: the page is served to a browser', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('GraphiQL');
    expect(html).toContain('renderYogaGraphiQL');
  });
});
