// Base class of every upstream client. One instance per service per GraphQL request: it holds that request's
// credential, deduplicates identical GETs, and turns every failure into an UpstreamError.
import type { Readable } from 'node:stream';
import {
  HTTPError,
  ParseError,
  RequestError,
  TimeoutError,
  type CancelableRequest,
  type Method,
  type OptionsInit,
  type Response,
} from 'got';
import type { UpstreamCredential } from '../auth/credentials.js';
import { UpstreamError } from '../http/errors.js';
import { upstreamFailureLevel } from './log-levels.js';
import { routeTemplate } from './paths.js';
import { readCapped, RETRIED_METHODS, type CallContext, type UpstreamClient } from '../http/client.js';

/** Query parameters; a list value repeats the parameter (`embed=a&embed=b`). */
export type SearchParams = Record<string, string | number | boolean | readonly string[] | undefined | null>;

export interface RequestOptions {
  searchParams?: SearchParams;
  headers?: Record<string, string>;
  json?: unknown;
  body?: FormData | string | Buffer | Readable;
  /**
   * Stop reading the answer once it exceeds this many bytes (UPSTREAM_ERROR `result-too-large`); default the
   * service's `maxResponseBytes`.
   */
  maxResponseBytes?: number;
  /**
   * Whether the call may be repeated like the methods retried by default: a PATCH that sets values (JSON:API) is
   * idempotent although the method in general is not.
   */
  idempotent?: boolean;
}

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The query of one call: the call's parameters, then the credential's, which win over same-named ones of the call.
 * None at all (a plain GET by id) costs no URLSearchParams.
 */
function callParams(
  params: SearchParams | undefined,
  credentialParams: Record<string, string>,
): URLSearchParams | undefined {
  const own = cleanParams(params);
  const credentialEntries = Object.entries(credentialParams);
  if (own.length === 0 && credentialEntries.length === 0) return undefined;
  return new URLSearchParams([...own.filter(([name]) => !(name in credentialParams)), ...credentialEntries]);
}

function cleanParams(params: SearchParams | undefined): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) result.push([name, item]);
    else result.push([name, String(value)]);
  }
  return result;
}

export abstract class RestDataSource {
  private readonly pendingGets = new Map<string, Promise<unknown>>();

  constructor(
    protected readonly upstream: UpstreamClient,
    protected readonly credential: UpstreamCredential | undefined,
  ) {}

  protected get service() {
    return this.upstream.service;
  }

  /**
   * The request's logger (its lines carry the request id), or the gateway's outside a request. Read it only to
   * write a line: the request's is made on first use.
   */
  protected get logger() {
    return this.upstream.request?.logger ?? this.upstream.logger;
  }

  /** A GET answered once per request however many resolvers ask for it. */
  protected get<T>(path: string, searchParams?: SearchParams): Promise<T> {
    const params = cleanParams(searchParams);
    const key = `${path}?${new URLSearchParams([...params].sort()).toString()}`;
    let pending = this.pendingGets.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.requestJson<T>('GET', path, { searchParams });
      this.pendingGets.set(key, pending);
    }
    return pending;
  }

  /** A lookup where "does not exist" is an answer (null), not an error. */
  protected async getOrNull<T>(path: string, searchParams?: SearchParams): Promise<T | null> {
    try {
      return await this.get<T>(path, searchParams);
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'not-found') return null;
      throw error;
    }
  }

  protected async requestJson<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.send(method, path, {
      ...options,
      headers: { accept: 'application/json', ...options.headers },
    });
    if (response.body.length === 0) return undefined as T;
    try {
      return JSON.parse(response.body.toString('utf8')) as T;
    } catch {
      // Logged once, as `upstream answer unusable`, by the error log of the operation it fails.
      throw new UpstreamError(
        this.service,
        'invalid-response',
        response.statusCode,
        undefined,
        'the body is not JSON',
        `${method} ${routeTemplate(path)}`,
      );
    }
  }

  /** The upstream's own error code from an error body, when it has one (overridden per upstream). */
  protected errorCodeFrom(_body: unknown): string | undefined {
    return undefined;
  }

  /** The credential for the next call. Overridden where it is obtained at call time (a token exchange). */
  protected async currentCredential(): Promise<UpstreamCredential> {
    if (!this.credential) throw new UpstreamError(this.service, 'missing-credential');
    return this.credential;
  }

  protected async send(method: Method, path: string, options: RequestOptions = {}): Promise<RawResponse> {
    return this.sendWith(await this.currentCredential(), method, path, options);
  }

  /** One call with the credential given (a data source that picks it per call: a token retried after a 403). */
  protected async sendWith(
    credential: UpstreamCredential,
    method: Method,
    path: string,
    options: RequestOptions = {},
  ): Promise<RawResponse> {
    const { observer, request } = this.upstream;
    // Told to the gateway's observer (trace span, metrics); its headers carry the request id and trace context.
    const observed = observer.onRequest(this.service, method, path, request);
    let result: { status?: number; kind?: string } = {};
    try {
      const searchParams = callParams(options.searchParams, credential.searchParams);
      // Only what this call sets: got merges every key it is given into a copy of the instance's options.
      const callOptions: OptionsInit = {
        method,
        headers: { ...options.headers, ...observed.headers, ...credential.headers },
      };
      if (searchParams) callOptions.searchParams = searchParams;
      // For the retry log line (http.ts), which got writes outside this call.
      if (request?.requestId) callOptions.context = { requestId: request.requestId } satisfies CallContext;
      if (options.json !== undefined) callOptions.json = options.json;
      if (options.body !== undefined) callOptions.body = options.body;
      // A write the caller marks idempotent (PATCH) is retried like PUT and DELETE.
      if (options.idempotent) callOptions.retry = { methods: [...RETRIED_METHODS, method] };
      const call = async () => {
        const request = this.upstream.http(path, callOptions) as CancelableRequest<Response<Buffer>>;
        // Every answer is read under a cap: the call's own (binary results) or the service's.
        return readCapped(this.service, request, options.maxResponseBytes ?? this.upstream.config.maxResponseBytes);
      };
      const response = (await this.upstream.breaker.fire(call)) as Awaited<ReturnType<typeof call>>;
      result = { status: response.statusCode };
      // The level is the gateway logger's (a request's logger is its child): no child is made to ask.
      if (this.upstream.logger.isLevelEnabled('debug'))
        this.logger.debug(
          { service: this.service, method, path: routeOf(path), status: response.statusCode },
          'upstream call',
        );
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      const failure = this.toUpstreamError(error);
      result = { status: failure.status, kind: failure.kind };
      const line = { service: this.service, method, path: routeOf(path), kind: failure.kind, status: failure.status };
      const cause = networkCause(error);
      // Error for an upstream that is down or answers unusable data, warn for its refusal of the gateway, info for its
      // 4xx about the caller's own request (log-levels.ts).
      if (cause)
        this.logger.error({ ...line, host: hostAndPort(this.upstream.config.baseUrl), cause }, 'upstream unreachable');
      else this.logger[upstreamFailureLevel(failure.kind)](line, 'upstream call failed');
      throw failure;
    } finally {
      observed.end(result);
    }
  }

  private toUpstreamError(error: unknown): UpstreamError {
    if (error instanceof UpstreamError) return error;
    if ((error as { code?: string } | null)?.code === 'EOPENBREAKER') {
      return new UpstreamError(this.service, 'unavailable', undefined, 'circuit-open');
    }
    if (error instanceof HTTPError) {
      return UpstreamError.fromStatus(this.service, error.response.statusCode, this.codeFromBody(error.response.body));
    }
    if (error instanceof TimeoutError) return new UpstreamError(this.service, 'timeout');
    if (error instanceof ParseError) {
      return new UpstreamError(this.service, 'invalid-response', undefined, undefined, 'the body could not be parsed');
    }
    if (error instanceof RequestError) return new UpstreamError(this.service, 'unavailable');
    return new UpstreamError(this.service, 'unavailable');
  }

  private codeFromBody(body: unknown): string | undefined {
    try {
      const text = Buffer.isBuffer(body) ? body.toString('utf8') : String(body ?? '');
      return text ? this.errorCodeFrom(JSON.parse(text)) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * The system's code when the upstream could not be reached or dropped the connection (ECONNREFUSED, ENOTFOUND,
 * EAI_AGAIN, ECONNRESET, ...): what an operator needs to tell a dead host from a DNS or network problem. A
 * timeout, an HTTP status or a body the gateway could not read has a kind of its own, so none.
 */
function networkCause(error: unknown): string | undefined {
  if (!(error instanceof RequestError) || error instanceof HTTPError) return undefined;
  if (error instanceof TimeoutError || error instanceof ParseError) return undefined;
  return /^E[A-Z_]+$/.test(error.code) ? error.code : undefined;
}

/** `host:port` of the base URL, the port spelled out: the base URL holds no credential (config refuses one). */
function hostAndPort(baseUrl: string | undefined): string | undefined {
  if (!baseUrl) return undefined;
  const url = new URL(baseUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** The path without any query string: safe for logs. */
function routeOf(path: string): string {
  return '/' + path.split('?')[0];
}
