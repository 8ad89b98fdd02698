// What every Azure Resource Manager (ARM) upstream shares: the `api-version` parameter, error bodies
// `{ error: { code, message } }`, resource ids that name their whole parent chain, and `nextLink` paging.
import type { OperationStatus } from '@gateway/upstream-types/overlays/fileStorage';
import type { UpstreamCredential } from '../auth/credentials.js';
import type { ServiceKey } from '../config/index.js';
import { optionalList, expectObject, invalidResponse, isRecord } from '../http/boundary.js';
import type { UpstreamError } from '../http/errors.js';
import type { UpstreamClient } from '../http/client.js';
import { listLink, upstreamLink, routeTemplate } from './paths.js';
import { RestDataSource, type RequestOptions, type SearchParams } from './rest.js';

/** The envelope of an ARM list. */
export interface ArmList<T> {
  value?: T[];
  nextLink?: string | null;
}

/** Key of the place a resource was read from; a symbol, so no upstream property can collide with it. */
export const PLACE = Symbol('arm-place');

/**
 * Where the gateway found a resource, known from the path it requested. ARM's `id` and `name` are read-only and
 * optional in the specs, so a resource's parents (and, for a read by name, its own name) come from here.
 */
export interface ArmPlace {
  service: ServiceKey;
  subscriptionId: string;
  resourceGroupName?: string;
  /** Names of the parent resources below the provider, outermost first (an account, then a pool, ...). */
  parents: string[];
  /** The ARM id of the list the resource belongs to (`.../netAppAccounts/a/capacityPools`), not encoded. */
  listId: string;
  /** The resource's own name, when the request named it. */
  name?: string;
}

/** The fields every ARM resource carries (all optional in the specs), and where the gateway read it. */
export interface ArmResource {
  id?: string;
  name?: string;
  type?: string;
  location?: string;
  tags?: Record<string, string>;
  [PLACE]?: ArmPlace;
}

/** A list item: a record, or the error of an item that is none (graphql-js reports an Error at the item's path). */
export type ArmItem<T> = T | UpstreamError;

/** A resource id taken apart: `/subscriptions/s/resourceGroups/g/providers/Ns/type/name/childType/childName`. */
export interface ResourceId {
  subscriptionId: string;
  resourceGroupName?: string;
  /** `Ns` in the example above. */
  providerNamespace?: string;
  /** Resource types and names below the provider, outermost first: [['type', 'name'], ['childType', 'childName']]. */
  resources: Array<[string, string]>;
}

/** Parses an ARM resource id; undefined when it is not one. Segments are percent-decoded. */
export function parseResourceId(id: string | undefined | null): ResourceId | undefined {
  if (!id) return undefined;
  const segments = id
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decodeSegment);
  if (segments.some((segment) => segment === undefined || segment === '')) return undefined;
  const parts = segments as string[];
  if (parts[0]?.toLowerCase() !== 'subscriptions' || !parts[1]) return undefined;
  const parsed: ResourceId = { subscriptionId: parts[1], resources: [] };
  let index = 2;
  if (parts[index]?.toLowerCase() === 'resourcegroups') {
    if (!parts[index + 1]) return undefined;
    parsed.resourceGroupName = parts[index + 1];
    index += 2;
  }
  if (index === parts.length) return parsed;
  if (parts[index]?.toLowerCase() !== 'providers' || !parts[index + 1]) return undefined;
  parsed.providerNamespace = parts[index + 1];
  index += 2;
  const rest = parts.slice(index);
  if (rest.length % 2 !== 0) return undefined;
  for (let pair = 0; pair < rest.length; pair += 2) parsed.resources.push([rest[pair]!, rest[pair + 1]!]);
  return parsed;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The resource's own name: the last segment of its id (ARM names children `parent/child`). */
export function ownName(resource: ArmResource): string | null {
  const parsed = typeof resource.id === 'string' ? parseResourceId(resource.id) : undefined;
  const last = parsed?.resources[parsed.resources.length - 1]?.[1];
  const fromName = typeof resource.name === 'string' ? resource.name.split('/').pop() : undefined;
  return last ?? (fromName || null);
}

/** The `code` of an Azure error body, e.g. `ResourceNotFound`. */
export function azureErrorCode(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** One page of an ARM list and the continuation of the next (the query of its nextLink). */
export interface ArmPage<T> {
  items: Array<ArmItem<T>>;
  next?: string;
}

/** The records of a list body: each item placed, an item that is not an object its own error. */
function itemsOf<T extends object>(service: ServiceKey, value: unknown, place?: ArmPlace): Array<ArmItem<T>> {
  return optionalList<unknown>(service, value, 'value').map((item) => {
    if (!isRecord(item)) return invalidResponse(service, 'expected a list item to be an object');
    if (place) (item as ArmResource)[PLACE] = place;
    return item as T;
  });
}

/**
 * Where to follow a long-running operation: the header it came from (`Azure-AsyncOperation` answers a status body;
 * `Location` answers 202 until done) and the operation URL's path and query below the configured upstream.
 */
export interface ArmOperationRef {
  kind: 'async' | 'location';
  path: string;
  searchParams: Record<string, string>;
}

/** What a write answered: the status, the resource when the body had one, and the operation to follow if any. */
export interface ArmWriteResult<T> {
  status: number;
  resource: T | null;
  /** Null when the write completed at once; an error when the upstream named an operation the gateway won't follow. */
  operation: ArmOperationRef | UpstreamError | null;
}

/**
 * One reading of a long-running operation (only the NetApp writes are long-running): the status body, and the
 * milliseconds the upstream asked to wait before the next poll (Retry-After), when it did.
 */
export type ArmOperationStatusDto = OperationStatus & { retryAfterMs?: number };

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Retry-After in seconds (the only form ARM sends), bounded to a minute. */
function retryAfter(headers: Record<string, string | string[] | undefined>): number | undefined {
  const raw = header(headers, 'retry-after');
  const seconds = raw !== undefined && /^\d{1,5}$/.test(raw) ? Number(raw) : undefined;
  return seconds === undefined ? undefined : Math.min(seconds, 60) * 1000;
}

export abstract class AzureDataSource extends RestDataSource {
  constructor(
    upstream: UpstreamClient,
    credential: UpstreamCredential | undefined,
    protected readonly apiVersion: string,
  ) {
    super(upstream, credential);
  }

  protected override errorCodeFrom(body: unknown): string | undefined {
    return azureErrorCode(body);
  }

  protected withVersion(params: SearchParams = {}): SearchParams {
    return { ...params, 'api-version': this.apiVersion };
  }

  protected read<T>(path: string, params?: SearchParams): Promise<T> {
    return this.get<T>(path, this.withVersion(params));
  }

  /** One resource, placed; null when it does not exist; an answer that is not an object is an error. */
  protected async readOne<T extends ArmResource>(path: string, place: ArmPlace): Promise<T | null> {
    const body = await this.getOrNull<unknown>(path, this.withVersion());
    return body === null ? null : this.placed<T>(body, place);
  }

  /** A read that must see the latest state (after a write), so it bypasses the per-request GET cache. */
  protected async readFresh<T extends ArmResource>(path: string, place: ArmPlace): Promise<T> {
    return this.placed<T>(await this.requestJson<unknown>('GET', path, { searchParams: this.withVersion() }), place);
  }

  protected write<T>(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, options: RequestOptions = {}) {
    return this.requestJson<T>(method, path, { ...options, searchParams: this.withVersion(options.searchParams) });
  }

  /** A write the spec declares no answer for (DELETE, enable, run): whatever body comes back is not read. */
  protected async act(method: 'POST' | 'DELETE', path: string): Promise<void> {
    await this.send(method, path, { searchParams: this.withVersion() });
  }

  /** A write whose answer is the resource (PUT, PATCH): placed, and an error when it is not an object. */
  protected async writeResource<T extends ArmResource>(
    method: 'PUT' | 'PATCH',
    path: string,
    place: ArmPlace,
    options: RequestOptions = {},
  ): Promise<T> {
    return this.placed<T>(await this.write<unknown>(method, path, options), place);
  }

  /** An answer that must be one object (not a resource: an availability check). */
  protected async writeObject<T extends object>(path: string, options: RequestOptions): Promise<T> {
    return expectObject<T>(this.service, await this.write<unknown>('POST', path, options), 'body');
  }

  protected placed<T extends ArmResource>(body: unknown, place: ArmPlace): T {
    const resource = expectObject<T>(this.service, body, 'resource');
    resource[PLACE] = place;
    return resource;
  }

  /** Every item of an ARM list, following `nextLink` while it stays on this upstream. */
  protected async readAll<T extends object>(path: string, place?: ArmPlace): Promise<Array<ArmItem<T>>> {
    const items: Array<ArmItem<T>> = [];
    let page = await this.readPage<T>(path, undefined, undefined, place);
    items.push(...page.items);
    // Bounded so that a looping upstream cannot keep a request alive forever.
    for (let round = 0; page.next && round < 100; round += 1) {
      page = await this.readPage<T>(path, page.next, undefined, place);
      items.push(...page.items);
    }
    return items;
  }

  /**
   * One page of the list at `path`: the first (with `params`) or the one at `continuation`. A continuation is only
   * the query of the upstream's nextLink for this same list, so a cursor cannot aim a call at another resource.
   */
  protected async readPage<T extends object>(
    path: string,
    continuation: string | undefined,
    params?: SearchParams,
    place?: ArmPlace,
  ): Promise<ArmPage<T>> {
    const raw =
      continuation === undefined
        ? await this.read<unknown>(path, params)
        : await this.read<unknown>(path, Object.fromEntries(new URLSearchParams(continuation)));
    const body = expectObject<ArmList<unknown>>(this.service, raw, 'list body');
    const page: ArmPage<T> = { items: itemsOf<T>(this.service, body.value, place) };
    if (typeof body.nextLink === 'string' && body.nextLink) page.next = this.continuationOf(path, body.nextLink);
    return page;
  }

  /**
   * The upstream's absolute nextLink as a continuation (its query), or undefined, ending the list, when it leaves
   * the configured upstream or names another list.
   */
  private continuationOf(path: string, nextLink: string): string | undefined {
    const link = listLink(this.upstream.config.baseUrl ?? '', nextLink, path);
    if (!link) {
      // The link itself may carry tokens: never log it.
      this.logger.warn({ service: this.service }, 'nextLink leaves the configured upstream; paging stops');
      return undefined;
    }
    // The api-version is added on every call from configuration.
    const query = new URLSearchParams(
      Object.entries(link.searchParams).filter(([name]) => name !== 'api-version'),
    ).toString();
    // A nextLink back to the first page would loop.
    return query || undefined;
  }

  /**
   * Whether a path below the upstream is one of this provider's operation URLs (what a poll may read). None by
   * default: a provider that follows operations says which paths they live at.
   */
  protected isOperationPath(_path: string): boolean {
    return false;
  }

  /**
   * A write that may run long (ARM's `x-ms-long-running-operation`): PUT answers 200/201 with the resource, DELETE
   * 202 or 204 with none; either may name an operation to follow. The operation URL is followed only when it stays
   * on the configured upstream and is one of the provider's operation paths: otherwise the credential would go
   * where the gateway was not pointed.
   */
  protected async writeLongRunning<T extends ArmResource>(
    method: 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    place: ArmPlace,
    options: RequestOptions = {},
  ): Promise<ArmWriteResult<T>> {
    const response = await this.send(method, path, {
      ...options,
      headers: { accept: 'application/json', ...options.headers },
      searchParams: this.withVersion(options.searchParams),
    });
    let resource: T | null = null;
    if (response.body.length > 0 && method !== 'DELETE') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(response.body.toString('utf8'));
      } catch {
        throw invalidResponse(this.service, 'the body is not JSON', `${method} ${routeTemplate(path)}`);
      }
      resource = this.placed<T>(parsed, place);
    }
    return { status: response.statusCode, resource, operation: this.operationOf(response.headers) };
  }

  private operationOf(headers: Record<string, string | string[] | undefined>): ArmWriteResult<never>['operation'] {
    const asyncUrl = header(headers, 'azure-asyncoperation');
    const locationUrl = header(headers, 'location');
    const url = asyncUrl ?? locationUrl;
    if (!url) return null;
    const link = upstreamLink(this.upstream.config.baseUrl ?? '', url);
    if (!link || !this.isOperationPath(link.path)) {
      // The URL itself may carry tokens: never log it.
      this.logger.warn({ service: this.service }, 'operation URL leaves the configured upstream; not followed');
      return invalidResponse(this.service, 'the operation URL is not on the configured upstream');
    }
    return { kind: asyncUrl ? 'async' : 'location', path: link.path, searchParams: link.searchParams };
  }

  /** One poll of a long-running operation; never cached (each poll must see the latest state). */
  async readOperation(operation: ArmOperationRef): Promise<ArmOperationStatusDto> {
    if (!this.isOperationPath(operation.path)) throw invalidResponse(this.service, 'not an operation path');
    const searchParams = { 'api-version': this.apiVersion, ...operation.searchParams };
    const response = await this.send('GET', operation.path, { headers: { accept: 'application/json' }, searchParams });
    const wait = retryAfter(response.headers);
    if (operation.kind === 'location') {
      // Location polling: 202 while running; 200 or 204 once done (a failure is an error status).
      return { status: response.statusCode === 202 ? 'InProgress' : 'Succeeded', retryAfterMs: wait };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body.toString('utf8'));
    } catch {
      throw invalidResponse(this.service, 'the operation status is not JSON');
    }
    const body = expectObject<ArmOperationStatusDto>(this.service, parsed, 'operation status');
    return { ...body, retryAfterMs: wait };
  }
}
