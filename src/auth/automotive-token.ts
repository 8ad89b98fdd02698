// The CIS Automotive token exchange: the gateway's own apiID/apiKey buy a JWT from `GET /getToken`, which every
// data call then carries. One manager per gateway holds that one token (it belongs to the gateway, never to a
// caller), refreshes it shortly before it expires, and lets all concurrent requests share a single refresh.
// With Redis, the replicas share it too: the token lives in a shared slot, and one short lock lets a single replica
// buy the next one while the others wait for it; a replica that cannot reach Redis buys its own (logged).
import { HTTPError, ParseError, TimeoutError } from 'got';
import type { AutomotiveSettings } from '../config/index.js';
import { invalidResponse } from '../http/boundary.js';
import { UpstreamError } from '../http/errors.js';
import { readCapped, type UpstreamClient } from '../http/client.js';
import type { SharedToken, SharedTokens, SharedTokenSlot } from '../store/shared-token.js';

/** The `JSONWebToken` body of `/getToken`: `createdOn` and `expires` are epoch seconds. */
export interface TokenResponseDto {
  token: string;
  createdOn?: number;
  expires?: number;
}

/** The spec: tokens are valid for one hour unless the answer says otherwise. */
const DEFAULT_LIFETIME_MS = 3_600_000;
/** Integer-second timestamps: the issue time may have been rounded down by up to a second. */
const ROUNDING_MS = 1000;
/** How long one replica may hold the right to buy the shared token: more than a `/getToken` call may take. */
const LOCK_TTL_MS = 10_000;
/** How long the others wait for it before buying their own; and how often they look. */
const LOCK_WAIT_MS = LOCK_TTL_MS + 1000;
const POLL_MS = 50;

type CachedToken = SharedToken;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AutomotiveTokenManager {
  private cached?: CachedToken;
  private pending?: Promise<string>;
  private slot?: SharedTokenSlot;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly settings: Pick<AutomotiveSettings, 'apiId' | 'apiKey' | 'refreshMarginMs'>,
    private readonly now: () => number = Date.now,
    shared?: SharedTokens,
  ) {
    const { apiId, apiKey } = settings;
    // The slot is named by the key that buys the token: a rotated key never reads its predecessor's token.
    if (shared && apiId && apiKey) this.slot = shared(`automotive\n${apiId}\n${apiKey}`);
  }

  /** A token that is valid for a while yet: the cached one, or the result of the (shared) refresh. */
  current(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return Promise.resolve(this.cached.value);
    return this.refresh();
  }

  /**
   * The upstream refused `rejected` (403: expired or revoked). Refresh unless someone already replaced it, so a
   * burst of requests that all held the same dead token still causes a single `/getToken` call.
   */
  replace(rejected: string): Promise<string> {
    if (this.cached && this.cached.value !== rejected) return Promise.resolve(this.cached.value);
    this.cached = undefined;
    return this.refresh(rejected);
  }

  private refresh(rejected?: string): Promise<string> {
    this.pending ??= this.obtain(rejected).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** The shared token when there is one (or the one a single replica buys under the lock), else a token of its own. */
  private async obtain(rejected: string | undefined): Promise<string> {
    const slot = this.slot;
    if (!slot) return this.fetchToken();
    if (slot.available) {
      const usable = (token: SharedToken | undefined): token is SharedToken =>
        token !== undefined && token.value !== rejected && this.now() < token.refreshAt;
      const waitUntil = this.now() + LOCK_WAIT_MS;
      try {
        while (this.now() < waitUntil) {
          const shared = await slot.read();
          if (usable(shared)) return this.adopt(shared);
          const release = await slot.lock(LOCK_TTL_MS);
          if (release) {
            try {
              // Another replica may have written it between the read and the lock.
              const again = await slot.read();
              if (usable(again)) return this.adopt(again);
              const token = await this.fetchToken();
              // The purchase stands even if Redis fails now: this replica keeps it, the others buy their own.
              await slot.write(this.cached!, this.now()).catch(() => undefined);
              return token;
            } finally {
              await release().catch(() => undefined);
            }
          }
          await sleep(POLL_MS);
        }
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
      }
    }
    // Refreshes are rare (one per token lifetime), so this line is too.
    this.upstream.logger.warn(
      { service: this.upstream.service },
      'shared token unavailable: this replica buys its own automotive token',
    );
    return this.fetchToken();
  }

  private adopt(token: SharedToken): string {
    this.cached = { ...token };
    return token.value;
  }

  private async fetchToken(): Promise<string> {
    const { apiId, apiKey } = this.settings;
    if (!apiId || !apiKey) throw new UpstreamError(this.upstream.service, 'missing-credential');
    const requested = this.now();
    const body = await this.call(apiId, apiKey);
    if (typeof body?.token !== 'string' || body.token === '') {
      throw invalidResponse(this.upstream.service, 'the token answer has no token', 'GET /getToken');
    }
    this.cached = { value: body.token, refreshAt: requested + this.usableLifetime(body, requested) };
    return body.token;
  }

  /** How long the token may be used before a refresh: its lifetime less the margin (at most half of it). */
  private usableLifetime(body: TokenResponseDto, requested: number): number {
    const expires = epochMs(body.expires);
    const createdOn = epochMs(body.createdOn);
    let lifetime = DEFAULT_LIFETIME_MS;
    if (expires !== undefined && createdOn !== undefined) {
      // Measured on the upstream's clock, so a skewed local clock does not matter.
      lifetime = expires - createdOn - ROUNDING_MS;
    } else if (expires !== undefined) {
      lifetime = expires - requested - ROUNDING_MS;
    }
    lifetime = Math.max(0, lifetime);
    return lifetime - Math.min(this.settings.refreshMarginMs, lifetime / 2);
  }

  /** `/getToken` carries the key in its query: only the route is ever logged, and errors carry only a status. */
  private async call(apiId: string, apiKey: string): Promise<TokenResponseDto | undefined> {
    const { http, breaker, logger, observer, service } = this.upstream;
    // Counted with the upstream's calls, but no part of a caller's operation: not traced, no request headers.
    const observed = observer.onRequest(service, 'GET', 'getToken', undefined, false);
    let result: { status?: number; kind?: string } = {};
    try {
      const request = () =>
        readCapped(
          service,
          http('getToken', {
            method: 'GET',
            searchParams: { apiID: apiId, apiKey },
            headers: { accept: 'application/json' },
            responseType: 'json',
          }),
          this.upstream.config.maxResponseBytes,
        );
      const response = (await breaker.fire(request)) as Awaited<ReturnType<typeof request>>;
      result = { status: response.statusCode };
      logger.debug({ service, method: 'GET', path: '/getToken', status: response.statusCode }, 'token obtained');
      return response.body as TokenResponseDto | undefined;
    } catch (error) {
      const failure = tokenFailure(service, error);
      result = { status: failure.status, kind: failure.kind };
      logger.warn(
        { service, method: 'GET', path: '/getToken', kind: failure.kind, status: failure.status },
        'token exchange failed',
      );
      throw failure;
    } finally {
      observed.end(result);
    }
  }
}

/** The spec's timestamps are epoch seconds; epoch milliseconds are recognised too. */
function epochMs(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return value < 1e11 ? value * 1000 : value;
}

/** Rejected API credentials (401, 403 or a 422 about them) mean the gateway's key is wrong: UNAUTHENTICATED. */
function tokenFailure(service: UpstreamClient['service'], error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if ((error as { code?: string } | null)?.code === 'EOPENBREAKER') {
    return new UpstreamError(service, 'unavailable', undefined, 'circuit-open');
  }
  if (error instanceof HTTPError) {
    const status = error.response.statusCode;
    if (status === 401 || status === 403 || status === 422)
      return new UpstreamError(service, 'unauthenticated', status);
    return UpstreamError.fromStatus(service, status);
  }
  if (error instanceof TimeoutError) return new UpstreamError(service, 'timeout');
  if (error instanceof ParseError) return invalidResponse(service, 'the token answer is not JSON', 'GET /getToken');
  return new UpstreamError(service, 'unavailable');
}
