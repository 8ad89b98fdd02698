// CORS: no other origin may use the gateway from a browser unless CORS_ORIGINS names it, and `*` is never allowed.
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { startHarness, type Harness } from '../support/harness.js';

const ALLOWED = 'https://app.example.com';
const EVIL = 'https://evil.example';
const BODY = JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' });
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'], env: { CORS_ORIGINS: `${ALLOWED}, http://localhost:3000` } });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('numbers').recorder.reset());

const preflight = (origin: string) =>
  harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
const post = (origin?: string, contentType = 'application/json') =>
  harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
    body: BODY,
  });

test("a foreign origin's preflight gets no CORS headers, so the browser refuses it", async () => {
  const response = await preflight(EVIL);
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  expect(response.headers.get('access-control-allow-methods')).toBeNull();
});

test('a foreign origin request is refused with 403 before anything runs, JSON or a form-like body', async () => {
  for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
    const response = await post(EVIL, contentType);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  }
  expect(harness.sandbox.service('numbers').recorder.count()).toBe(0);
});

test('an allowed origin gets its own origin back (never *), with credentials and the gateway headers', async () => {
  const response = await preflight(ALLOWED);
  expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  expect(response.headers.get('access-control-allow-headers')).toContain('x-api-key');
  const answer = await post(ALLOWED);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  expect(await answer.json()).toEqual({ data: { numbers: { isPrime: true } } });
});

test('same-origin requests (GraphiQL served by the gateway) and requests without an origin are served', async () => {
  expect((await post('http://gateway.test')).status).toBe(200);
  expect((await post()).status).toBe(200);
});

test('by default no other origin is allowed', async () => {
  const plain = await startHarness({ services: ['numbers'] });
  try {
    const response = await plain.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ALLOWED },
      body: BODY,
    });
    expect(response.status).toBe(403);
  } finally {
    await plain.close();
  }
});

test.each(['*', 'https://app.example.com/path', 'app.example.com'])('CORS_ORIGINS=%s is refused', (value) => {
  expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
  expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/^Invalid configuration: CORS_ORIGINS /);
});
