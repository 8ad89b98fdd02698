// Upstream HTTP caching by the upstream's own headers, over real HTTP to a loopback upstream: fresh answers reused
// without a call, stale ones revalidated with a conditional request answered 304, no-store never kept, Vary
// honoured, private answers never shared between credentials (public ones are), no credential in a key or a
// stored entry, the store bounded in entries and bytes, the freshness ceiling, invalidation by a write, and a
// cache that is off costing nothing.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { attachCredential } from '../../src/auth/credentials.js';
import { loadConfig, type ServiceKey } from '../../src/config/index.js';
import { createUpstreamClient, type UpstreamClient } from '../../src/http/client.js';
import { createHttpCache, MemoryHttpCacheBackend } from '../../src/datasources/upstream-cache.js';
import { RestDataSource, type SearchParams } from '../../src/datasources/rest.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics, type GatewayMetrics } from '../../src/observability/upstream-metrics.js';
import { createKeyHasher } from '../../src/store/keys.js';

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** The upstream: each path answers through a function of the request and how often the path was asked. */
const routes = new Map<string, (request: Seen, count: number) => Answer>();
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const entry = { method: request.method!, url: request.url!, headers: request.headers };
    seen.push(entry);
    const path = request.url!.split('?')[0]!;
    const route = routes.get(path);
    request.resume();
    request.on('end', () => {
      const count = seen.filter((other) => other.url.split('?')[0] === path).length;
      const answer = route ? route(entry, count) : { status: 404, body: { error: 'no route' } };
      const status = answer.status ?? 200;
      response.writeHead(status, { 'content-type': 'application/json', ...answer.headers });
      response.end(status === 304 ? undefined : JSON.stringify(answer.body ?? {}));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  routes.clear();
  seen.length = 0;
});

const callsTo = (path: string, method = 'GET') =>
  seen.filter((entry) => entry.method === method && entry.url.split('?')[0] === path);

class Probe extends RestDataSource {
  read<T = { n: number }>(path: string, searchParams?: SearchParams, headers?: Record<string, string>): Promise<T> {
    return this.requestJson<T>('GET', path, { searchParams, headers });
  }

  write(path: string): Promise<unknown> {
    return this.requestJson('POST', path, { json: { change: true } });
  }
}

const PREFIX: Partial<Record<ServiceKey, string>> = { numbers: 'NUMBERS', content: 'CONTENT' };
const silent = createLogger('silent');
const clients: UpstreamClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** A client of `service` on the loopback upstream, caching with `env`; each probe is one GraphQL request's. */
function setUp(env: Record<string, string> = {}, service: ServiceKey = 'numbers') {
  const prefix = PREFIX[service]!;
  const config = loadConfig({ [`${prefix}_BASE_URL`]: baseUrl, [`${prefix}_HTTP_CACHE`]: 'true', ...env });
  const settings = config.operations.httpCache;
  const backend = new MemoryHttpCacheBackend(settings.maxEntries, settings.maxBytes);
  const metrics = createMetrics();
  const hash = createKeyHasher('http-cache-test-secret-0123');
  const cache = createHttpCache(settings, { hash, registry: metrics.registry, backend });
  const serviceConfig = config.services[service];
  const client = createUpstreamClient(serviceConfig, config.breaker, silent, metrics, cache?.gotOptions(serviceConfig));
  clients.push(client);
  const probe = (secret = 'key-one') =>
    new Probe(client, attachCredential(serviceConfig.credential.placement, secret, 'caller'));
  return { backend, metrics, probe, client };
}

async function results(metrics: GatewayMetrics): Promise<Record<string, number>> {
  const metric = metrics.registry.getSingleMetric('gateway_upstream_http_cache_total');
  const counted: Record<string, number> = {};
  for (const value of (await metric!.get()).values) counted[String(value.labels.result)] = value.value;
  return counted;
}

test('a second read within max-age makes no upstream call, and is counted as a hit', async () => {
  routes.set('/fresh', (_request, count) => ({ headers: { 'cache-control': 'max-age=60' }, body: { n: count } }));
  const { probe, metrics } = setUp();
  expect(await probe().read('fresh')).toEqual({ n: 1 });
  expect(await probe().read('fresh')).toEqual({ n: 1 });
  expect(await probe().read('fresh', { other: 1 })).toEqual({ n: 2 });
  expect(callsTo('/fresh')).toHaveLength(2);
  expect(await results(metrics)).toEqual({ miss: 2, hit: 1 });
});

test('a stale answer is revalidated: If-None-Match or If-Modified-Since, a 304 without body, the cached data', async () => {
  const etag = '"v1"';
  routes.set('/tagged', (request, count) =>
    request.headers['if-none-match'] === etag
      ? { status: 304, headers: { etag, 'cache-control': 'private, max-age=0' } }
      : { headers: { etag, 'cache-control': 'private, max-age=0' }, body: { n: count } },
  );
  const modified = 'Tue, 01 Sep 2026 10:00:00 GMT';
  routes.set('/dated', (request, count) =>
    request.headers['if-modified-since'] === modified
      ? { status: 304 }
      : { headers: { 'last-modified': modified, 'cache-control': 'no-cache' }, body: { n: count } },
  );
  const { probe, metrics } = setUp();
  expect(await probe().read('tagged')).toEqual({ n: 1 });
  expect(await probe().read('tagged')).toEqual({ n: 1 });
  expect(await probe().read('dated')).toEqual({ n: 1 });
  expect(await probe().read('dated')).toEqual({ n: 1 });
  expect(callsTo('/tagged').map((call) => call.headers['if-none-match'])).toEqual([undefined, etag]);
  expect(callsTo('/dated').map((call) => call.headers['if-modified-since'])).toEqual([undefined, modified]);
  expect(await results(metrics)).toEqual({ miss: 2, revalidated: 2 });

  // Changed upstream: the conditional call gets a new body, which replaces the entry.
  routes.set('/tagged', (_request, count) => ({
    headers: { etag: '"v2"', 'cache-control': 'max-age=0' },
    body: { n: count },
  }));
  expect(await probe().read('tagged')).toEqual({ n: 3 });
  routes.set('/tagged', (request) =>
    request.headers['if-none-match'] === '"v2"' ? { status: 304 } : { body: { n: -1 } },
  );
  expect(await probe().read('tagged')).toEqual({ n: 3 });
});

test('no-store is never kept, nor is an answer with neither a lifetime nor a validator', async () => {
  routes.set('/secret', (_request, count) => ({
    headers: { 'cache-control': 'no-store, max-age=60' },
    body: { n: count },
  }));
  routes.set('/plain', (_request, count) => ({ body: { n: count } }));
  const { probe, backend } = setUp();
  for (let i = 1; i <= 3; i += 1) {
    expect(await probe().read('secret')).toEqual({ n: i });
    expect(await probe().read('plain')).toEqual({ n: i });
  }
  expect(backend.size).toBe(0);
});

test('Vary: an answer is reused only for a request with the same varying header', async () => {
  routes.set('/greeting', (request, count) => ({
    headers: { 'cache-control': 'max-age=60', vary: 'Accept-Language' },
    body: { n: count, language: request.headers['accept-language'] },
  }));
  const { probe } = setUp();
  const english = { 'accept-language': 'en' };
  expect(await probe().read('greeting', undefined, english)).toEqual({ n: 1, language: 'en' });
  expect(await probe().read('greeting', undefined, { 'accept-language': 'de' })).toEqual({ n: 2, language: 'de' });
  expect(await probe().read('greeting', undefined, { 'accept-language': 'de' })).toEqual({ n: 2, language: 'de' });
  expect(callsTo('/greeting')).toHaveLength(2);
});

describe('credentials', () => {
  const whoAsked = (cacheControl: string) => (request: Seen, count: number) => ({
    headers: { 'cache-control': cacheControl },
    body: { n: count, key: request.headers['x-mathtools-api-secret'] },
  });

  test('a private answer fetched with one key is never served to another key', async () => {
    routes.set('/mine', whoAsked('private, max-age=60'));
    const { probe } = setUp();
    expect(await probe('key-a').read('mine')).toEqual({ n: 1, key: 'key-a' });
    expect(await probe('key-b').read('mine')).toEqual({ n: 2, key: 'key-b' });
    expect(await probe('key-a').read('mine')).toEqual({ n: 1, key: 'key-a' });
    expect(await probe('key-b').read('mine')).toEqual({ n: 2, key: 'key-b' });
    expect(callsTo('/mine')).toHaveLength(2);
  });

  test('an answer without `public` is per key too (max-age alone says nothing about who may see it)', async () => {
    routes.set('/unmarked', whoAsked('max-age=60'));
    const { probe } = setUp();
    expect(await probe('key-a').read('unmarked')).toMatchObject({ key: 'key-a' });
    expect(await probe('key-b').read('unmarked')).toMatchObject({ key: 'key-b' });
    expect(callsTo('/unmarked')).toHaveLength(2);
  });

  test('a public answer is shared between keys', async () => {
    routes.set('/everyone', whoAsked('public, max-age=60'));
    const { probe } = setUp();
    expect(await probe('key-a').read('everyone')).toEqual({ n: 1, key: 'key-a' });
    expect(await probe('key-b').read('everyone')).toEqual({ n: 1, key: 'key-a' });
    expect(callsTo('/everyone')).toHaveLength(1);
  });

  test('a query-string credential: per key, public shared, and in no key or stored entry in clear', async () => {
    routes.set('/crm/v3/objects/contacts', (request, count) => ({
      headers: { 'cache-control': 'private, max-age=60', vary: 'Authorization', etag: '"c"' },
      body: { n: count },
    }));
    routes.set('/crm/v3/properties', (_request, count) => ({
      headers: { 'cache-control': 'public, max-age=60', 'set-cookie': 'session=hapikey-alpha-0001' },
      body: { n: count },
    }));
    const { probe, backend } = setUp({}, 'content');
    const alpha = 'hapikey-alpha-0001';
    const beta = 'hapikey-beta-0002';
    expect(await probe(alpha).read('crm/v3/objects/contacts', { limit: 5 })).toEqual({ n: 1 });
    expect(await probe(beta).read('crm/v3/objects/contacts', { limit: 5 })).toEqual({ n: 2 });
    expect(await probe(alpha).read('crm/v3/properties')).toEqual({ n: 1 });
    expect(await probe(beta).read('crm/v3/properties')).toEqual({ n: 1 });
    expect(callsTo('/crm/v3/properties')).toHaveLength(1);
    expect(callsTo('/crm/v3/objects/contacts')[1]!.url).toContain(`hapikey=${beta}`);
    const stored = JSON.stringify(backend.dump());
    expect(backend.size).toBe(3);
    for (const secret of [alpha, beta, 'hapikey-']) expect(stored).not.toContain(secret);
  });
});

test('bounded: beyond the entry cap, and beyond the byte cap, the least recently used answers leave', async () => {
  routes.set('/item', (request, count) => ({
    headers: { 'cache-control': 'max-age=60' },
    body: { n: count, url: request.url },
  }));
  const byCount = setUp({ HTTP_CACHE_MAX_ENTRIES: '2' });
  for (const id of [1, 2, 3]) await byCount.probe().read('item', { id });
  expect(byCount.backend.size).toBe(2);
  await byCount.probe().read('item', { id: 3 });
  expect(callsTo('/item')).toHaveLength(3);
  await byCount.probe().read('item', { id: 1 });
  expect(callsTo('/item')).toHaveLength(4);

  seen.length = 0;
  const padding = 'x'.repeat(2000);
  routes.set('/big', (_request, count) => ({
    headers: { 'cache-control': 'max-age=60' },
    body: { n: count, padding },
  }));
  const byBytes = setUp({ HTTP_CACHE_MAX_BYTES: '40000' });
  for (let id = 0; id < 30; id += 1) await byBytes.probe().read('big', { id });
  expect(byBytes.backend.bytes).toBeLessThanOrEqual(40_000);
  expect(byBytes.backend.size).toBeGreaterThan(3);
  expect(byBytes.backend.size).toBeLessThan(30);
  await byBytes.probe().read('big', { id: 29 });
  expect(callsTo('/big')).toHaveLength(30);
  await byBytes.probe().read('big', { id: 0 });
  expect(callsTo('/big')).toHaveLength(31);

  // One answer larger than an eighth of the cap is not stored at all.
  routes.set('/huge', (_request, count) => ({
    headers: { 'cache-control': 'max-age=60' },
    body: { n: count, padding: 'y'.repeat(6000) },
  }));
  await byBytes.probe().read('huge');
  await byBytes.probe().read('huge');
  expect(callsTo('/huge')).toHaveLength(2);
});

test('the ceiling caps a long max-age or Expires: past it, the answer is revalidated', async () => {
  const etag = '"forever"';
  const longLived = (extra: Record<string, string>) => (request: Seen, count: number) =>
    request.headers['if-none-match'] === etag
      ? { status: 304, headers: extra }
      : { headers: { etag, ...extra }, body: { n: count } };
  routes.set('/long', longLived({ 'cache-control': 'public, max-age=86400' }));
  routes.set('/expires', longLived({ expires: new Date(Date.now() + 86_400_000).toUTCString() }));
  const capped = setUp({ NUMBERS_HTTP_CACHE_MAX_AGE_S: '0' });
  for (const path of ['long', 'expires']) {
    expect(await capped.probe().read(path)).toEqual({ n: 1 });
    expect(await capped.probe().read(path)).toEqual({ n: 1 });
    expect(callsTo(`/${path}`).map((call) => call.headers['if-none-match'])).toEqual([undefined, etag]);
  }
  expect(await results(capped.metrics)).toEqual({ miss: 2, revalidated: 2 });

  seen.length = 0;
  const uncapped = setUp();
  await uncapped.probe().read('long');
  await uncapped.probe().read('long');
  expect(callsTo('/long')).toHaveLength(1);
});

test('a successful write to a URL drops its cached GET', async () => {
  routes.set('/thing', (request, count) =>
    request.method === 'POST' ? { body: {} } : { headers: { 'cache-control': 'max-age=60' }, body: { n: count } },
  );
  const { probe } = setUp();
  expect(await probe().read('thing')).toEqual({ n: 1 });
  expect(await probe().read('thing')).toEqual({ n: 1 });
  await probe().write('thing');
  expect(await probe().read('thing')).toEqual({ n: 3 });
});

test('off (the default): no cache option, no hook, no metric', async () => {
  const config = loadConfig({ NUMBERS_BASE_URL: baseUrl });
  expect(config.operations.httpCache.services).toEqual({});
  const metrics = createMetrics();
  const cache = createHttpCache(config.operations.httpCache, {
    hash: createKeyHasher(undefined),
    registry: metrics.registry,
  });
  expect(cache).toBeUndefined();
  const client = createUpstreamClient(config.services.numbers, config.breaker, silent, metrics, undefined);
  clients.push(client);
  const { options } = client.http.defaults;
  expect(options.cache).toBeUndefined();
  expect(options.hooks.beforeRequest).toHaveLength(0);
  expect(options.hooks.beforeCache).toHaveLength(0);
  expect(options.hooks.afterResponse).toHaveLength(0);
  expect(metrics.registry.getSingleMetric('gateway_upstream_http_cache_total')).toBeUndefined();

  routes.set('/fresh', (_request, count) => ({ headers: { 'cache-control': 'max-age=60' }, body: { n: count } }));
  const probe = () => new Probe(client, attachCredential(config.services.numbers.credential.placement, 'k', 'caller'));
  await probe().read('fresh');
  expect(await probe().read('fresh')).toEqual({ n: 2 });
});

test('settings: the switch and the ceiling per service, bounds for the gateway, bad values named', () => {
  const settings = loadConfig({
    NUMBERS_HTTP_CACHE: 'true',
    RESEARCH_HTTP_CACHE: '1',
    RESEARCH_HTTP_CACHE_MAX_AGE_S: '30',
    MESSAGING_HTTP_CACHE_MAX_AGE_S: '5',
  }).operations.httpCache;
  expect(settings.services).toEqual({ numbers: { maxAgeS: 3600 }, research: { maxAgeS: 30 } });
  expect(() => loadConfig({ NUMBERS_HTTP_CACHE: 'yes' })).toThrow(/NUMBERS_HTTP_CACHE/);
  expect(() => loadConfig({ NUMBERS_HTTP_CACHE: 'true', NUMBERS_HTTP_CACHE_MAX_AGE_S: '-1' })).toThrow(
    /NUMBERS_HTTP_CACHE_MAX_AGE_S/,
  );
  expect(() => loadConfig({ HTTP_CACHE_MAX_BYTES: '0' })).toThrow(/HTTP_CACHE_MAX_BYTES/);
});
