// The gateway's own endpoints and protections, over real HTTP where it matters.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'] });
});
afterAll(() => harness.close());

test('/health answers 200', async () => {
  const response = await harness.gateway.fetch('http://gateway.test/health');
  expect(response.status).toBe(200);
});

test('GraphiQL is served to browsers with a default query', async () => {
  const response = await harness.gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const page = await response.text();
  expect(page).toContain('GraphiQL');
  expect(page).toContain('query Explore');
});

test('/metrics exposes upstream request counters by service', async () => {
  await harness.query('{ numbers { isPrime(number: 7) } }');
  const response = await harness.gateway.fetch('http://gateway.test/metrics');
  const text = await response.text();
  expect(text).toMatch(/gateway_upstream_requests_total\{service="numbers",method="GET",outcome="2xx"\} \d+/);
});

test('a GET query without a CSRF header is refused; with one it answers', async () => {
  const url = `http://gateway.test/graphql?query=${encodeURIComponent('{ numbers { isPrime(number: 7) } }')}`;
  const refused = await harness.gateway.fetch(url);
  expect(refused.status).toBe(403);
  const allowed = await harness.gateway.fetch(url, { headers: { 'x-graphql-yoga-csrf': '1' } });
  expect(await allowed.json()).toEqual({ data: { numbers: { isPrime: true } } });
});

test('operations with too many aliases are refused before any upstream call', async () => {
  const recorder = harness.sandbox.service('numbers').recorder;
  recorder.reset();
  const aliases = Array.from({ length: 40 }, (_, index) => `a${index}: isPrime(number: ${index})`).join(' ');
  const result = await harness.query(`{ numbers { ${aliases} } }`);
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.[0]?.message).toMatch(/aliases/i);
  expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'aliases' });
  expect(recorder.count()).toBe(0);
});

test('operations deeper than MAX_QUERY_DEPTH are refused before any upstream call', async () => {
  const shallow = await startHarness({ services: ['numbers'], env: { MAX_QUERY_DEPTH: '3' } });
  try {
    const result = await shallow.query('{ numbers { numberOfTheDay { names { name } } } }');
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'depth' });
    expect(shallow.sandbox.service('numbers').recorder.count()).toBe(0);
  } finally {
    await shallow.close();
  }
});

test('unexpected errors are masked', async () => {
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query": "{ numbers { isPrime(number: 7) } }", "variables": "not an object"}',
  });
  const body = await response.text();
  expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
});
