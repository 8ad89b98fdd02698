// NODE_ENV=production: no sandbox unless SANDBOX=true (start-up names the services without a base URL), GraphiQL
// and introspection off unless enabled, /metrics off the public port (own port or token), security headers.
import { ConfigError, ENV_PREFIX, SERVICE_KEYS, loadConfig } from '../../src/config/index.js';
import { createMetrics } from '../../src/observability/upstream-metrics.js';
import { startMetricsServer } from '../../src/start/metrics-server.js';
import { RUNTIMES, runGateway } from '../support/gateway-process.js';
import { startHarness, type Harness } from '../support/harness.js';

const PRODUCTION = { NODE_ENV: 'production', SANDBOX: 'true' };

test('production without base URLs refuses to load, naming every service that has none', () => {
  const env = { NODE_ENV: 'production', NUMBERS_BASE_URL: 'https://api.math.tools' };
  expect(() => loadConfig(env)).toThrow(ConfigError);
  const message = (() => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  })();
  for (const key of SERVICE_KEYS.filter((service) => service !== 'numbers')) {
    expect(message).toContain(`${ENV_PREFIX[key]}_BASE_URL`);
  }
  expect(message).not.toContain('NUMBERS_BASE_URL');
  expect(message).toMatch(/SANDBOX=true/);
});

test.each(RUNTIMES)(
  'the %s in production without base URLs exits 1 with one line',
  async (runtime) => {
    // The bundle is production without being told.
    const result = await runGateway({ runtime, env: runtime === 'source' ? { NODE_ENV: 'production' } : {} });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: MESSAGING_BASE_URL, .*CONTENT_BASE_URL are not set/);
  },
  60_000,
);

test('production defaults: GraphiQL and introspection off, sandbox only when asked', () => {
  const config = loadConfig(PRODUCTION);
  expect(config).toMatchObject({ production: true, sandbox: true, graphiql: false, introspection: false });
  expect(config.security.metrics.onPublicPort).toBe(false);
  expect(loadConfig({ ...PRODUCTION, GRAPHIQL: 'true', INTROSPECTION: 'true' })).toMatchObject({
    graphiql: true,
    introspection: true,
  });
  expect(loadConfig({})).toMatchObject({ production: false, sandbox: true, graphiql: true, introspection: true });
});

describe('a production gateway over HTTP', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['numbers'], env: PRODUCTION });
  });
  afterAll(() => harness.close());

  test('GraphiQL is not served', async () => {
    const response = await harness.gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toContain('GraphiQL');
  });

  test('introspection is refused before execution; ordinary queries answer', async () => {
    const refused = await harness.query('{ __schema { types { name } } }');
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    expect(await harness.query('{ numbers { isPrime(number: 7) } }')).toEqual({ data: { numbers: { isPrime: true } } });
  });

  test('/metrics is not on the public port', async () => {
    const response = await harness.gateway.fetch('http://gateway.test/metrics');
    expect(response.status).toBe(404);
  });

  test('security headers, HSTS included', async () => {
    const response = await harness.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' }),
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

test('METRICS_TOKEN puts /metrics on the public port behind a bearer token', async () => {
  const token = 'metrics-scraper-token-0123';
  const harness = await startHarness({ services: ['numbers'], env: { ...PRODUCTION, METRICS_TOKEN: token } });
  try {
    const url = 'http://gateway.test/metrics';
    expect((await harness.gateway.fetch(url)).status).toBe(401);
    expect(
      (await harness.gateway.fetch(url, { headers: { authorization: 'Bearer wrong-token-0000000' } })).status,
    ).toBe(401);
    await harness.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query PrimeCheck { numbers { isPrime(number: 7) } }' }),
    });
    const allowed = await harness.gateway.fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    const text = await allowed.text();
    expect(text).toContain('gateway_upstream_requests_total');
    // Operation metrics are collected once someone can read them.
    expect(text).toMatch(/graphql_envelop_request\{operationName="PrimeCheck",operationType="query"\} 1/);
  } finally {
    await harness.close();
  }
});

test('metrics no one can read are not collected: production without METRICS_PORT or METRICS_TOKEN', () => {
  expect(loadConfig(PRODUCTION).security.metrics.collected).toBe(false);
  expect(loadConfig({ ...PRODUCTION, METRICS_PORT: '9464' }).security.metrics.collected).toBe(true);
  expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'metrics-scraper-token-0123' }).security.metrics.collected).toBe(
    true,
  );
  expect(loadConfig({}).security.metrics.collected).toBe(true);
});

test('METRICS_PORT serves /metrics on a listener of its own', async () => {
  const metrics = createMetrics();
  const server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('gateway_upstream_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
  } finally {
    server.close();
  }
});

test('development keeps the zero-config conveniences: GraphiQL and /metrics on the public port', async () => {
  const harness = await startHarness({ services: ['numbers'] });
  try {
    const page = await harness.gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('GraphiQL');
    expect((await harness.gateway.fetch('http://gateway.test/metrics')).status).toBe(200);
    const response = await harness.gateway.fetch('http://gateway.test/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  } finally {
    await harness.close();
  }
});
