// What every Azure Resource Manager (ARM) upstream shares: the `api-version` parameter, error bodies
// `{ error: { code, message } }`, resource ids that name their whole parent chain, and `nextLink` paging.
import type { UpstreamCredential } from '../auth/credentials.js';
import type { UpstreamClient } from './http.js';
import { upstreamLink } from './paths.js';
import { RestDataSource, type RequestOptions, type SearchParams } from './rest.js';

/** The envelope of an ARM list. */
export interface ArmList<T> {
  value?: T[];
  nextLink?: string | null;
}

/** The fields every ARM resource carries. */
export interface ArmResource {
  id?: string;
  name?: string;
  type?: string;
  location?: string;
  tags?: Record<string, string>;
}

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

/** The name of the resource of `type` in an id (the innermost one when the type repeats). */
export function resourceName(id: ResourceId | undefined, type: string): string | undefined {
  const lower = type.toLowerCase();
  return id?.resources.findLast(([candidate]) => candidate.toLowerCase() === lower)?.[1];
}

/** The resource's own name: the last segment of its id (ARM names children `parent/child`). */
export function ownName(resource: ArmResource): string | null {
  const parsed = parseResourceId(resource.id);
  const last = parsed?.resources[parsed.resources.length - 1]?.[1];
  return last ?? resource.name?.split('/').pop() ?? null;
}

/** The `code` of an Azure error body, e.g. `ResourceNotFound`. */
export function azureErrorCode(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** One page of an ARM list and the continuation of the next (the query of its nextLink). */
export interface ArmPage<T> {
  items: T[];
  next?: string;
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

  protected readOrNull<T>(path: string, params?: SearchParams): Promise<T | null> {
    return this.getOrNull<T>(path, this.withVersion(params));
  }

  /** A read that must see the latest state (after a write), so it bypasses the per-request GET cache. */
  protected readFresh<T>(path: string): Promise<T> {
    return this.requestJson<T>('GET', path, { searchParams: this.withVersion() });
  }

  protected write<T>(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, options: RequestOptions = {}) {
    return this.requestJson<T>(method, path, { ...options, searchParams: this.withVersion(options.searchParams) });
  }

  /** Every item of an ARM list, following `nextLink` while it stays on this upstream. */
  protected async readAll<T>(path: string): Promise<T[]> {
    const items: T[] = [];
    let page = await this.readPage<T>(path, undefined);
    items.push(...page.items);
    // Bounded so that a looping upstream cannot keep a request alive forever.
    for (let round = 0; page.next && round < 100; round += 1) {
      page = await this.readPage<T>(path, page.next);
      items.push(...page.items);
    }
    return items;
  }

  /**
   * One page of the list at `path`: the first (with `params`) or the one at `continuation`. A continuation is only
   * the query of the upstream's nextLink for this same list, so a cursor cannot aim a call at another resource.
   */
  protected async readPage<T>(path: string, continuation: string | undefined, params?: SearchParams) {
    const body =
      continuation === undefined
        ? await this.read<ArmList<T>>(path, params)
        : await this.read<ArmList<T>>(path, Object.fromEntries(new URLSearchParams(continuation)));
    const page: ArmPage<T> = { items: body.value ?? [] };
    if (body.nextLink) page.next = this.continuationOf(path, body.nextLink);
    return page;
  }

  /**
   * The upstream's absolute nextLink as a continuation (its query), or undefined, ending the list, when it leaves
   * the configured upstream or names another list.
   */
  private continuationOf(path: string, nextLink: string): string | undefined {
    const link = upstreamLink(this.upstream.config.baseUrl ?? '', nextLink);
    if (!link || link.path !== path) {
      // The link itself may carry tokens: never log it.
      this.upstream.logger.warn({ service: this.service }, 'nextLink leaves the configured upstream; paging stops');
      return undefined;
    }
    // The api-version is added on every call from configuration.
    const query = new URLSearchParams(
      Object.entries(link.searchParams).filter(([name]) => name !== 'api-version'),
    ).toString();
    // A nextLink back to the first page would loop.
    return query || undefined;
  }
}
