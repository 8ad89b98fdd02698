// Upstream HTTP caching by each API's own rules (RFC 9111), through got's `cache` option: cacheable-request and
// http-cache-semantics decide what is fresh, what is revalidated (If-None-Match / If-Modified-Since: a 304 costs
// no body) and what is never stored (`no-store`, a `Vary` that does not match). The gateway adds what got lacks:
// - Credentials. got keys an entry by URL alone, so each credential gets its own storage adapter, whose keys are
//   HMACs of (credential, URL): an answer fetched with one credential is never served to another, unless the
//   upstream marked it `public`, which goes to a slot every credential reads. No key holds a credential in clear
//   (a query-string credential is part of got's key: hence the HMAC), and a stored entry is stripped of it.
// - A ceiling on freshness per service (`<PREFIX>_HTTP_CACHE_MAX_AGE_S`), and no heuristic freshness: only what
//   the upstream states (max-age, Expires) is reused without asking it.
// - Bounds: an LRU in memory (entries and bytes), or Redis (REDIS_URL) with a TTL on every entry.
// - Invalidation: a successful write (POST, PUT, PATCH, DELETE) drops the cached GET of the same URL.
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import type { BeforeRequestHook, ExtendOptions, PlainResponse, Response } from 'got';
import { Counter, type Registry } from 'prom-client';
import type { CredentialPlacement, GatewayConfig, ServiceConfig, ServiceKey } from '../config/index.js';
import type { HttpCacheSettings } from '../config/http-cache.js';
import type { KeyHasher } from '../store/keys.js';
import type { SharedState } from '../store/shared.js';

/** What the cache needs of a store: the project's Store (Redis, with failover) fits, and so does the LRU below. */
export interface HttpCacheBackend {
  getMany(keys: readonly string[]): Promise<Array<string | undefined>>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
}

/** The in-memory store: least recently used entries go first once either bound is reached. */
export class MemoryHttpCacheBackend implements HttpCacheBackend {
  private readonly entries: LRUCache<string, string>;

  constructor(maxEntries: number, maxBytes: number) {
    this.entries = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxBytes,
      // One large answer must not push out most of the cache: it is not stored at all.
      maxEntrySize: maxEntryBytes(maxBytes),
      sizeCalculation: (value, key) => value.length + key.length,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Every key and stored value: for audits and tests. */
  dump(): Array<[string, string]> {
    return [...this.entries.entries()];
  }

  async getMany(keys: readonly string[]): Promise<Array<string | undefined>> {
    return keys.map((key) => this.entries.get(key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, value, { ttl: ttlMs });
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }
}

const maxEntryBytes = (maxBytes: number) => Math.max(1, Math.floor(maxBytes / 8));

/** got's type for a storage adapter (a Keyv store), which a CredentialSlot is. */
type GotCache = Parameters<BeforeRequestHook>[0]['cache'];

export type HttpCacheResult = 'hit' | 'revalidated' | 'miss';

/** Headers that carry who is asking, besides the service's own credential header. */
const IDENTITY_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];
/** Methods whose success invalidates the cached GET of their URL (RFC 9111 §4.4). */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Adapters kept per service, one per credential seen lately: each is a few fields, got keeps one client per adapter. */
const SLOTS_PER_SERVICE = 1000;

/** The stored entry as Keyv serialises it: cacheable-request's value, with the response's cache policy. */
interface StoredEntry {
  value?: {
    url?: string;
    cachePolicy?: CachePolicy.CachePolicyObject & { u?: string; reqh?: Record<string, unknown> | null };
  };
}

/** The method and URL of a key as cacheable-request writes it: `<namespace>:<METHOD>:<url>`. */
function requestOf(gotKey: string): { method: string; url: string } {
  const match = /^(?:[\w-]+:)?([A-Z]+):(.*)$/s.exec(gotKey);
  return match ? { method: match[1]!, url: match[2]! } : { method: '', url: gotKey };
}

/**
 * A URL in the form got's own key gives it (normalize-url: query sorted by name, no fragment), also for a URL that
 * did not come through got's key, so that a write's invalidation finds the key of its GET.
 */
function canonicalUrl(raw: string, dropParam?: string): string {
  try {
    const url = new URL(raw);
    url.hash = '';
    if (dropParam) url.searchParams.delete(dropParam);
    url.searchParams.sort();
    return url.href;
  } catch {
    return raw;
  }
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Lowers `max-age` (and `s-maxage`) to the ceiling, and turns an `Expires` beyond it into `max-age=<ceiling>`
 * (max-age wins over Expires): past the ceiling an entry is stale, and revalidated when it has a validator.
 */
export function capFreshness(headers: Record<string, unknown>, ceilingS: number): void {
  const cacheControl = header(headers, 'cache-control') ?? '';
  let capped = false;
  const directives = cacheControl
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', value] = directive.split('=', 2);
      const lower = name.trim().toLowerCase();
      if (lower !== 'max-age' && lower !== 's-maxage') return directive;
      capped ||= lower === 'max-age';
      const seconds = Number((value ?? '').replace(/"/g, ''));
      return Number.isFinite(seconds) && seconds <= ceilingS ? directive : `${lower}=${ceilingS}`;
    });
  if (!capped) {
    const expires = header(headers, 'expires');
    const date = Date.parse(header(headers, 'date') ?? '') || Date.now();
    if (expires !== undefined && Date.parse(expires) - date > ceilingS * 1000) directives.push(`max-age=${ceilingS}`);
  }
  if (directives.length > 0) headers['cache-control'] = directives.join(', ');
}

/** Whether an answer says anything a cache can use: an explicit lifetime or a validator. */
function usable(headers: Record<string, unknown>): boolean {
  const cacheControl = (header(headers, 'cache-control') ?? '').toLowerCase();
  return (
    /(^|,)\s*(max-age|s-maxage)\s*=/.test(cacheControl) ||
    headers.expires !== undefined ||
    headers.etag !== undefined ||
    headers['last-modified'] !== undefined
  );
}

/** One service's cache: where an entry is kept for a credential, and what is kept of it. */
class ServiceHttpCache {
  private readonly slots = new LRUCache<string, CredentialSlot>({ max: SLOTS_PER_SERVICE });
  private readonly credentialParam?: string;
  private readonly identityHeaders: string[];
  private readonly maxEntryBytes: number;

  constructor(
    readonly service: ServiceKey,
    placement: CredentialPlacement,
    private readonly backend: HttpCacheBackend,
    private readonly hash: KeyHasher,
    private readonly staleRetentionMs: number,
    maxBytes: number,
  ) {
    this.credentialParam = placement.in === 'query' ? placement.name : undefined;
    this.identityHeaders = [...IDENTITY_HEADERS];
    if (placement.in === 'header') this.identityHeaders.push(placement.name.toLowerCase());
    this.maxEntryBytes = maxEntryBytes(maxBytes);
  }

  /** The HMAC of everything on the request that says who is asking (empty for an anonymous call). */
  identityOf(options: { headers: Record<string, unknown>; url?: URL | string }): string {
    const parts: string[] = [];
    for (const name of this.identityHeaders) {
      const value = header(options.headers, name);
      if (value !== undefined) parts.push(`${name}:${value}`);
    }
    if (this.credentialParam && options.url instanceof URL) {
      for (const value of options.url.searchParams.getAll(this.credentialParam)) parts.push(`?${value}`);
    }
    return this.hash(`${this.service}\n${parts.join('\n')}`);
  }

  slotFor(identity: string): CredentialSlot {
    let slot = this.slots.get(identity);
    if (!slot) {
      slot = new CredentialSlot(this, identity);
      this.slots.set(identity, slot);
    }
    return slot;
  }

  /** The credential's own key of a request, and the key every credential reads for `public` answers. */
  private keys(identity: string, { method, url }: { method: string; url: string }): { own: string; shared: string } {
    return {
      own: `http:${this.service}:p:${this.hash(`${identity}\n${method} ${canonicalUrl(url)}`)}`,
      shared: `http:${this.service}:s:${this.hash(`${method} ${canonicalUrl(url, this.credentialParam)}`)}`,
    };
  }

  async read(identity: string, gotKey: string): Promise<string | undefined> {
    const { own, shared } = this.keys(identity, requestOf(gotKey));
    const [mine, everyones] = await this.backend.getMany([own, shared]);
    return mine ?? everyones;
  }

  async write(identity: string, gotKey: string, serialized: string): Promise<void> {
    const { own, shared } = this.keys(identity, requestOf(gotKey));
    let entry: StoredEntry;
    try {
      entry = JSON.parse(serialized) as StoredEntry;
    } catch {
      return;
    }
    const policyObject = entry.value?.cachePolicy;
    if (!policyObject) return;
    const policy = CachePolicy.fromObject(policyObject);
    const headers = policy.responseHeaders() as Record<string, unknown>;
    const validated = headers.etag !== undefined || headers['last-modified'] !== undefined;
    // Fresh for its (capped) lifetime; then, with a validator, kept a while to be revalidated for a 304.
    const keepMs = policy.timeToLive() + (validated ? this.staleRetentionMs : 0);
    if (keepMs <= 0) return;
    const isPublic = Boolean(policyObject.rescc?.public) && !policyObject.rescc?.private;
    const stored = JSON.stringify(this.withoutCredential(entry));
    if (stored.length > this.maxEntryBytes) return;
    if (isPublic) {
      await this.backend.set(shared, stored, keepMs);
      // The credential's own older copy would be read first and shadow the shared one.
      await this.backend.delete([own]);
    } else {
      await this.backend.set(own, stored, keepMs);
    }
  }

  /** Both entries of a request, this credential's and the shared one (cacheable-request: no longer storable). */
  async remove(identity: string, gotKey: string): Promise<void> {
    const { own, shared } = this.keys(identity, requestOf(gotKey));
    await this.backend.delete([own, shared]);
  }

  /** After a successful write to a URL: its cached GET, this credential's and the shared one, is out of date. */
  async invalidate(identity: string, url: string): Promise<void> {
    const { own, shared } = this.keys(identity, { method: 'GET', url });
    await this.backend.delete([own, shared]);
  }

  /**
   * What is kept of an entry: no request URL (it may carry a query-string credential; the key already binds the
   * URL, and http-cache-semantics skips the URL check without one), no credential among the request headers kept
   * for `Vary` (a `Vary: Authorization` answer is then always revalidated), and no Set-Cookie.
   */
  private withoutCredential(entry: StoredEntry): StoredEntry {
    const value = entry.value!;
    const policy = value.cachePolicy!;
    if (value.url && this.credentialParam) value.url = canonicalUrl(value.url, this.credentialParam);
    delete policy.u;
    if (policy.reqh) for (const name of this.identityHeaders) delete policy.reqh[name];
    if (policy.resh) delete (policy.resh as Record<string, unknown>)['set-cookie'];
    return entry;
  }
}

/**
 * A storage adapter (Keyv's interface, which got's `cache` option takes) bound to one credential: got creates one
 * cacheable-request client per adapter, and every key it reads or writes goes through the credential's HMAC.
 */
class CredentialSlot {
  /** Set by Keyv; unused (the keys carry the service). */
  namespace?: string;

  constructor(
    private readonly cache: ServiceHttpCache,
    private readonly identity: string,
  ) {}

  get(key: string): Promise<string | undefined> {
    return this.cache.read(this.identity, key);
  }

  async set(key: string, value: string): Promise<boolean> {
    await this.cache.write(this.identity, key, value);
    return true;
  }

  async delete(key: string): Promise<boolean> {
    await this.cache.remove(this.identity, key);
    return true;
  }

  /** Never called by cacheable-request; entries leave by TTL and LRU. */
  async clear(): Promise<void> {}
}

export interface HttpCache {
  /** got options that route this service's GETs through the cache; undefined when the service does not cache. */
  gotOptions(service: ServiceConfig): ExtendOptions | undefined;
}

/**
 * The gateway's upstream HTTP cache, or nothing when no service switches it on (then no got instance gets a
 * cache option, a hook or a metric). `backend`: Redis when the gateway shares state, else a bounded LRU.
 */
export function createHttpCache(
  settings: HttpCacheSettings,
  options: { hash: KeyHasher; registry: Registry; backend?: HttpCacheBackend },
): HttpCache | undefined {
  if (Object.keys(settings.services).length === 0) return undefined;
  const backend = options.backend ?? new MemoryHttpCacheBackend(settings.maxEntries, settings.maxBytes);
  const results = new Counter({
    name: 'gateway_upstream_http_cache_total',
    help: 'Upstream GETs through the HTTP cache by service and result: hit (no call), revalidated (304), miss',
    labelNames: ['service', 'result'] as const,
    registers: [options.registry],
  });
  return {
    gotOptions(service) {
      const ceiling = settings.services[service.key];
      if (!ceiling) return undefined;
      const cache = new ServiceHttpCache(
        service.key,
        service.credential.placement,
        backend,
        options.hash,
        settings.staleRetentionS * 1000,
        settings.maxBytes,
      );
      return {
        // Per credential, so private answers are cacheable; no heuristic lifetime, no implicit one for `immutable`.
        cacheOptions: { shared: false, cacheHeuristic: 0, immutableMinTimeToLive: 0 },
        hooks: {
          beforeRequest: [
            (request) => {
              if (request.method === 'GET')
                request.cache = cache.slotFor(cache.identityOf(request)) as unknown as GotCache;
            },
          ],
          beforeCache: [
            (response: PlainResponse) => {
              capFreshness(response.headers, ceiling.maxAgeS);
              // A 304 completes a stored entry; anything else without a lifetime or a validator is not worth storing.
              if (response.statusCode !== 304 && !usable(response.headers)) return false;
              return undefined;
            },
          ],
          afterResponse: [
            async (response: Response) => {
              const { method } = response.request.options;
              if (method === 'GET') results.inc({ service: service.key, result: resultOf(response) });
              else if (UNSAFE_METHODS.has(method) && response.statusCode < 400) {
                await cache.invalidate(cache.identityOf(response.request.options), response.requestUrl.href);
              }
              return response;
            },
          ],
        },
      };
    },
  };
}

/** A cached answer with no request behind it is a hit; one with a request was revalidated (304). */
function resultOf(response: Response): HttpCacheResult {
  if (!response.isFromCache) return 'miss';
  return response.request.timings ? 'revalidated' : 'hit';
}

/** The gateway's cache: in Redis when the replicas share state (a Redis outage makes it miss), else in memory. */
export function createGatewayHttpCache(
  config: GatewayConfig,
  shared: SharedState,
  registry: Registry,
): HttpCache | undefined {
  const backend = shared.health().backend === 'redis' ? shared.cacheStore : undefined;
  return createHttpCache(config.operations.httpCache, { hash: shared.hash, registry, backend });
}
