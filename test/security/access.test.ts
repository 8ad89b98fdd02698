// Gateway access control over HTTP: the gateway's own upstream credentials are spent only for callers it has
// authenticated (API key or JWT) with that service's scope; others get FORBIDDEN on that service's fields with no
// upstream call. A caller's own upstream credential needs no scope; sandboxed services stay open.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import { NUMBERS_DEMO_KEY } from '../../sandbox/numbers/index.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const NUMBERS_KEY = 'numbers-only-key-0123456789';
const EVERY_KEY = 'every-scope-key-0123456789';
const JWT_SECRET = 'a-shared-secret-of-at-least-32-characters!';
const QUERY = '{ numbers { isPrime(number: 7) } messaging { profile { displayName } } }';

let upstreams: Harness;
let jwks: Server;
let jwksUrl: string;
let signEs256: (claims: Record<string, unknown>) => Promise<string>;

function gatewayWith(env: Record<string, string>): Gateway {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NUMBERS_BASE_URL: upstreams.sandbox.service('numbers').baseUrl,
    NUMBERS_API_KEY: NUMBERS_DEMO_KEY,
    MESSAGING_BASE_URL: upstreams.sandbox.service('messaging').baseUrl,
    MESSAGING_TOKEN: MESSAGING_DEMO_TOKEN,
    ...env,
  });
  return createGateway(config, { logger: createLogger('silent') });
}

async function post(gateway: Gateway, headers: Record<string, string> = {}) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: QUERY }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

const hs256 = (claims: Record<string, unknown>, expiresIn = '5m', secret = JWT_SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  upstreams = await startHarness({ services: ['numbers', 'messaging'] });
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256' };
  jwks = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  jwks.listen(0, '127.0.0.1');
  await once(jwks, 'listening');
  jwksUrl = `http://127.0.0.1:${(jwks.address() as { port: number }).port}/jwks.json`;
  signEs256 = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setIssuer('https://issuer.test')
      .setAudience('gateway')
      .setExpirationTime('5m')
      .sign(privateKey);
});
afterAll(async () => {
  await upstreams.close();
  jwks.close();
});
beforeEach(() => {
  upstreams.sandbox.service('numbers').recorder.reset();
  upstreams.sandbox.service('messaging').recorder.reset();
});
const calls = (service: 'numbers' | 'messaging') => upstreams.sandbox.service(service).recorder.count();

describe('API keys', () => {
  let gateway: Gateway;
  beforeAll(() => {
    gateway = gatewayWith({ GATEWAY_API_KEYS: `${NUMBERS_KEY}:numbers; ${EVERY_KEY}:*` });
  });
  afterAll(() => gateway.dispose());

  test('an anonymous caller gets FORBIDDEN on every service that would spend a gateway credential, no call', async () => {
    const { status, body } = await post(gateway);
    expect(status).toBe(200);
    expect(body.data).toEqual({ numbers: { isPrime: null }, messaging: { profile: null } });
    for (const path of [
      ['numbers', 'isPrime'],
      ['messaging', 'profile'],
    ]) {
      expect(errorAt(body, path)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'missing-scope' });
    }
    expect(calls('numbers') + calls('messaging')).toBe(0);
  });

  test('a key answers for the services in its scopes only', async () => {
    const { body } = await post(gateway, { 'x-api-key': NUMBERS_KEY });
    expect(body.data?.numbers).toEqual({ isPrime: true });
    expect(errorAt(body, ['messaging', 'profile'])?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      service: 'messaging',
    });
    expect(calls('numbers')).toBe(1);
    expect(calls('messaging')).toBe(0);
  });

  test('a key with * reaches every service', async () => {
    const { body } = await post(gateway, { 'x-api-key': EVERY_KEY });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      numbers: { isPrime: true },
      messaging: { profile: { displayName: expect.any(String) } },
    });
  });

  test('an unknown key is refused with 401 before anything runs', async () => {
    const { status, body } = await post(gateway, { 'x-api-key': 'not-a-configured-key-000' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls('numbers') + calls('messaging')).toBe(0);
  });

  test("a caller's own upstream credential works without any gateway scope", async () => {
    const { body } = await post(gateway, { 'x-messaging-token': MESSAGING_DEMO_TOKEN });
    expect(body.data?.messaging).toEqual({ profile: { displayName: expect.any(String) } });
    expect(errorAt(body, ['numbers', 'isPrime'])?.extensions?.code).toBe('FORBIDDEN');
    expect(calls('messaging')).toBe(1);
  });
});

describe('JWTs with a shared secret', () => {
  let gateway: Gateway;
  beforeAll(() => {
    gateway = gatewayWith({ GATEWAY_JWT_SECRET: JWT_SECRET });
  });
  afterAll(() => gateway.dispose());

  test('the scope claim grants services', async () => {
    const { body } = await post(gateway, { authorization: `Bearer ${await hs256({ scope: 'messaging openid' })}` });
    expect(body.data?.messaging).toEqual({ profile: { displayName: expect.any(String) } });
    expect(errorAt(body, ['numbers', 'isPrime'])?.extensions?.code).toBe('FORBIDDEN');
    expect(calls('numbers')).toBe(0);
  });

  test.each([
    ['expired', () => hs256({ scope: '*' }, '-1m')],
    ['signed with another secret', () => hs256({ scope: '*' }, '5m', 'another-secret-that-is-32-characters-long')],
    [
      'without an expiry',
      () => new SignJWT({ scope: '*' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(JWT_SECRET)),
    ],
  ])('a token %s is refused with 401', async (_label, token) => {
    const { status, body } = await post(gateway, { authorization: `Bearer ${await token()}` });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls('numbers') + calls('messaging')).toBe(0);
  });
});

describe('JWTs verified against a JWKS', () => {
  let gateway: Gateway;
  beforeAll(() => {
    gateway = gatewayWith({
      GATEWAY_JWKS_URL: jwksUrl,
      GATEWAY_JWT_ISSUER: 'https://issuer.test',
      GATEWAY_JWT_AUDIENCE: 'gateway',
      GATEWAY_JWT_SCOPE_CLAIM: 'scp',
    });
  });
  afterAll(() => gateway.dispose());

  test('an ES256 token from the issuer with scp [numbers] reaches numbers only', async () => {
    const { body } = await post(gateway, { authorization: `Bearer ${await signEs256({ scp: ['numbers'] })}` });
    expect(body.data?.numbers).toEqual({ isPrime: true });
    expect(errorAt(body, ['messaging', 'profile'])?.extensions?.code).toBe('FORBIDDEN');
  });

  test('an HS256 token is refused: the JWKS decides which algorithms count', async () => {
    const { status } = await post(gateway, { authorization: `Bearer ${await hs256({ scp: ['numbers'] })}` });
    expect(status).toBe(401);
  });
});

test('zero configuration: sandboxed services answer with no headers at all', async () => {
  const result = await upstreams.query(QUERY);
  expect(result.errors).toBeUndefined();
  expect(result.data).toMatchObject({ numbers: { isPrime: true } });
});

test('GATEWAY_ANONYMOUS_SCOPES opens named services to anonymous callers', async () => {
  const gateway = gatewayWith({ GATEWAY_ANONYMOUS_SCOPES: 'numbers' });
  try {
    const { body } = await post(gateway);
    expect(body.data?.numbers).toEqual({ isPrime: true });
    expect(errorAt(body, ['messaging', 'profile'])?.extensions?.code).toBe('FORBIDDEN');
  } finally {
    await gateway.dispose();
  }
});
