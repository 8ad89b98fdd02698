// A JSON:API upstream (https://jsonapi.org): documents with `data`, `links.next` paging, `meta.total` and an
// `errors[]` array. Written once; a service names its paths and relationship targets, nothing more.
import type DataLoader from 'dataloader';
import type { UpstreamCredential } from '../auth/credentials.js';
import { expectObject, invalidResponse, isRecord } from '../http/boundary.js';
import { badUserInput, UpstreamError } from '../http/errors.js';
import { createBatchLoader } from './loaders.js';
import { isSameListPath, listLink, upstreamLink, type UpstreamLink, routeTemplate } from './paths.js';
import { RestDataSource, type SearchParams } from './rest.js';
import type {
  Document,
  ErrorObject,
  Relationship,
  Resource,
  ResourceIdentifier,
} from '@gateway/upstream-types/overlays/research';

// The JSON:API framing (which the OSF spec declares no schema for) comes from the research overlay.
export type { ResourceIdentifier };
export type JsonApiRelationship = Relationship;
export type JsonApiError = ErrorObject;
export type JsonApiDocument<D> = Document<D>;

/** What the gateway knows of a record from the request that fetched it, for what the upstream may omit. */
export interface KnownKeys {
  /** The record's id, when the request path names it. */
  id?: string;
  /** The id of the record whose path listed or held this one (`/nodes/{id}/addons/`). */
  parentId?: string;
  /** The collection this record was listed in or looked up below (`nodes/abc12/contributors/`). */
  collectionPath?: string;
  /**
   * The key the request path addressed the record by (`u1` of `nodes/abc12/contributors/u1/`): for records the OSF
   * addresses below a parent by a key other than their id (a contributor by its user's id).
   */
  pathKey?: string;
}

/** A record as the upstream sends it, with what the gateway adds from the request that fetched it. */
export interface JsonApiResource extends Resource {
  /** Filled by the gateway (never by the upstream): the record whose path returned this one. */
  parentId?: string;
  /**
   * Filled by the gateway (never by the upstream): the collection path this record was listed in or looked up
   * below. Records the OSF addresses only under a parent are fetched again through it (their global id).
   */
  collectionPath?: string;
  /** Filled by the gateway (never by the upstream): the key the request path addressed the record by. */
  pathKey?: string;
}

/**
 * The total a list document reports: JSON:API's `meta.total`, or OSF v2.0's `links.meta.total` (the examples of
 * both spec versions carry one or the other).
 */
export function listTotal(body: JsonApiDocument<unknown>): number | null {
  const meta = isRecord(body.meta) ? body.meta : {};
  const links = isRecord(body.links) ? body.links : {};
  const linksMeta = isRecord(links.meta) ? links.meta : {};
  const total = typeof meta.total === 'number' ? meta.total : linksMeta.total;
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
}

/**
 * `data` of a list document as a list: OSF specs declare some lists where their examples send one record (and the
 * reverse), so one record is a list of one. Undefined when it is neither.
 */
function asList(data: unknown): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  return isRecord(data) ? [data] : undefined;
}

/** What a `data` holds, for a log line: its kind, never its value. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** One page of a collection: the items, the upstream's own next link and the total it reports. */
export interface ResourcePage {
  items: JsonApiResource[];
  next?: string;
  totalCount?: number | null;
}

/** The id a to-one relationship points at: its resource identifier, else the last segment of its related link. */
export function relatedId(resource: JsonApiResource, relationship: string): string | null {
  const relationships = isRecord(resource) ? resource.relationships : undefined;
  const entry = isRecord(relationships) ? relationships[relationship] : undefined;
  if (typeof entry === 'string') return lastSegment(entry);
  if (!isRecord(entry)) return null;
  const data = entry.data;
  if (isRecord(data)) return typeof data.id === 'string' && data.id ? data.id : null;
  if (data === null) return null;
  const related = isRecord(entry.links) ? entry.links.related : undefined;
  const href = typeof related === 'string' ? related : isRecord(related) ? related.href : undefined;
  return typeof href === 'string' ? lastSegment(href) : null;
}

function lastSegment(href: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(href, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  try {
    return decodeURIComponent(segments[segments.length - 1]!);
  } catch {
    return null;
  }
}

const embeddedKey = (parent: JsonApiResource, relationship: string) =>
  `${String(parent.type)}/${String(parent.id)}/${relationship}`;

export abstract class JsonApiDataSource extends RestDataSource {
  /** The largest `page[size]` the upstream accepts; filter[id] batches are chunked at it too. */
  protected abstract readonly maxPageSize: number;
  private readonly loaders = new Map<string, DataLoader<string, JsonApiResource | null>>();
  /**
   * First pages of related lists that arrived embedded in a list response, by `<type>/<id>/<relationship>`.
   * Held by this per-request instance only, so they answer nobody but the caller whose token fetched them.
   */
  private readonly embeddedPages = new Map<string, ResourcePage>();

  /** JSON:API puts machine codes in `errors[].code`; the HTTP status already gives the kind. */
  protected override errorCodeFrom(body: unknown): string | undefined {
    const errors = isRecord(body) ? body.errors : undefined;
    const first = Array.isArray(errors) && isRecord(errors[0]) ? errors[0] : undefined;
    return typeof first?.code === 'string' ? first.code : undefined;
  }

  /** Credentials are optional here: without one, calls go out anonymous (public records only). */
  protected override async currentCredential(): Promise<UpstreamCredential> {
    return this.credential ?? { headers: {}, searchParams: {}, source: 'gateway' };
  }

  /** A document, with an `errors[]` body that slipped through under a 2xx status still treated as a failure. */
  protected async document<D>(path: string, params?: SearchParams): Promise<JsonApiDocument<D>> {
    const body = expectObject<JsonApiDocument<D>>(this.service, await this.get<unknown>(path, params), 'document');
    const failure = Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : undefined;
    if (failure && body.data === undefined) {
      const status = Number(failure.status);
      throw UpstreamError.fromStatus(
        this.service,
        Number.isInteger(status) && status >= 400 ? status : 400,
        typeof failure.code === 'string' ? failure.code : undefined,
      );
    }
    return body;
  }

  /**
   * One resource; null when the upstream says it does not exist. What the request path tells (`known`) fills what
   * the specs let the upstream omit.
   */
  async resource(path: string, known: KnownKeys = {}, params?: SearchParams): Promise<JsonApiResource | null> {
    try {
      const body = await this.document<unknown>(path, params);
      const data = this.single(body.data, path);
      return data ? withKnown(data, { collectionPath: collectionOf(path), pathKey: pathKeyOf(path), ...known }) : null;
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'not-found') return null;
      throw error;
    }
  }

  /**
   * The record of a detail document. OSF specs declare some detail answers as a list where the examples send one
   * record (institution detail, registration schemas): a list of one is that record, an empty one is no record.
   */
  private single(data: unknown, path: string): JsonApiResource | null {
    if (isRecord(data)) return data as JsonApiResource;
    if (Array.isArray(data) && data.length <= 1) {
      if (data.length === 0) return null;
      return expectObject<JsonApiResource>(this.service, data[0], 'the one item of data');
    }
    throw this.unusable(path, `expected data to be one record, got ${kindOf(data)}`);
  }

  /** An answer of the call to `path` that the gateway cannot read: the call and what is wrong, for the log. */
  private unusable(path: string, detail: string) {
    return invalidResponse(this.service, detail, `GET ${routeTemplate(path)}`);
  }

  /**
   * A next-page link as a call on this upstream, or undefined when it leaves the configured base URL (it would
   * carry the caller's token elsewhere).
   */
  followable(link: string): UpstreamLink | undefined {
    const baseUrl = this.upstream.config.baseUrl;
    return baseUrl ? upstreamLink(baseUrl, link) : undefined;
  }

  /**
   * The first page of a collection (`size` items), or the page a `links.next` continuation names. A continuation is
   * followed only on the list that issued it: one naming another path (a cursor rewritten by hand) is BAD_USER_INPUT
   * with no call. `embeds` are related lists to receive with each item (`embed=<relationship>`); they are kept for
   * `embeddedPage`.
   */
  async page(
    path: string,
    params: SearchParams,
    size: number,
    next?: UpstreamLink,
    embeds: readonly string[] = [],
  ): Promise<ResourcePage> {
    if (next && !isSameListPath(next.path, path)) {
      // The cursor itself is not logged: it is the caller's input.
      this.logger.warn({ service: this.service }, 'a cursor names another list than its own; refused');
      throw badUserInput('Argument "after" is not a cursor of this list', 'after');
    }
    const embed = embeds.length > 0 ? embeds : undefined;
    // What is read: the page a continuation names, or the first one. `embed` is left out: a continuation carries
    // the embeds of the query that issued it; this query's own selection replaces them.
    const read: UpstreamLink = next ?? { path, searchParams: queryOf({ ...params, 'page[size]': size }) };
    const body = await this.document<JsonApiResource[]>(read.path, { ...read.searchParams, embed });
    const page = this.pageOf(body, path, read);
    if (!page) throw this.unusable(read.path, `expected data to be a list, got ${kindOf(body.data)}`);
    for (const item of page.items) {
      if (!isRecord(item) || typeof item.id !== 'string') continue;
      for (const relationship of embeds) {
        const embedded = isRecord(item.embeds) ? item.embeds[relationship] : undefined;
        // An embed that failed upstream (`errors`) is not kept: the relationship's own call reports the failure.
        const related =
          isRecord(embedded) && !(Array.isArray(embedded.errors) && embedded.errors.length)
            ? this.pageOf(embedded, this.relatedListPath(item, relationship))
            : undefined;
        if (related) this.embeddedPages.set(embeddedKey(item, relationship), related);
      }
    }
    return page;
  }

  /** `link` when it continues the list at `listPath` and is none of the pages `read`; else undefined, with a warning. */
  private continuing(link: string, listPath: string | undefined, read: Array<UpstreamLink | undefined>) {
    const baseUrl = this.upstream.config.baseUrl;
    const parsed = baseUrl && (listPath ? listLink(baseUrl, link, listPath) : upstreamLink(baseUrl, link));
    // The link itself is not logged: it is the upstream's, and may carry what a log should not.
    if (!parsed) {
      this.logger.warn({ service: this.service }, 'links.next leaves the list; paging stops at this page');
      return undefined;
    }
    if (read.some((page) => page && samePage(page, parsed))) {
      this.logger.warn({ service: this.service }, 'links.next repeats the page just read; paging stops');
      return undefined;
    }
    return link;
  }

  /** The first page of `relationship` of `parent`, when it came embedded in a list response of this request. */
  embeddedPage(parent: JsonApiResource, relationship: string): ResourcePage | undefined {
    return this.embeddedPages.get(embeddedKey(parent, relationship));
  }

  /** The path of a relationship's list below the upstream, from its related link; undefined when unknown. */
  private relatedListPath(resource: JsonApiResource, relationship: string): string | undefined {
    const entry = resource.relationships?.[relationship];
    const related =
      isRecord(entry) && isRecord(entry.links) ? entry.links.related : typeof entry === 'string' ? entry : undefined;
    const href = typeof related === 'string' ? related : isRecord(related) ? related.href : undefined;
    return typeof href === 'string' ? this.followable(href)?.path : undefined;
  }

  /**
   * One page of a list document. Its `links.next` is kept only when it continues the list at `listPath` (when known)
   * on this upstream and is not the page just read (`read`, or the document's own `links.self`): otherwise the list
   * ends here, with this page, rather than following the upstream somewhere else or round in a loop.
   */
  private pageOf(body: JsonApiDocument<unknown>, listPath?: string, read?: UpstreamLink): ResourcePage | undefined {
    const items = asList(body.data);
    if (!items) return undefined;
    const links = isRecord(body.links) ? body.links : {};
    const link = links.next;
    const self = typeof links.self === 'string' ? this.followable(links.self) : undefined;
    const nextLink = typeof link === 'string' && link ? this.continuing(link, listPath, [read, self]) : undefined;
    return {
      // An item that is not an object stays in the list: its own fields report it (its id is required).
      items: items.map(withOwnId) as JsonApiResource[],
      next: nextLink,
      totalCount: listTotal(body),
    };
  }

  /**
   * Resources of one type by id, batched: every lookup of a request for that type becomes one
   * `GET <collection>?filter[id]=a,b,...` per `maxPageSize` ids.
   */
  load(collectionPath: string, id: string): Promise<JsonApiResource | null> {
    let loader = this.loaders.get(collectionPath);
    if (!loader) {
      loader = createBatchLoader<string, JsonApiResource>({
        maxBatchSize: this.maxPageSize,
        // A record without an id cannot be matched to a key: it answers no lookup.
        keyOf: (resource) => (isRecord(resource) && typeof resource.id === 'string' ? resource.id : ''),
        fetchMany: async (ids) => {
          const params = { 'filter[id]': ids.join(','), 'page[size]': this.maxPageSize };
          const body = await this.document<JsonApiResource[]>(collectionPath, params);
          // One record where the list belongs answers its own id (a batch of one may come back that way).
          const items = asList(body.data);
          if (!items) throw this.unusable(collectionPath, `expected data to be a list, got ${kindOf(body.data)}`);
          return items.map(withOwnId) as JsonApiResource[];
        },
      });
      this.loaders.set(collectionPath, loader);
    }
    return loader.load(id);
  }
}

/** Query parameters as strings, as they go out (unset ones left out, a list as repeated values). */
function queryOf(params: SearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

/** Whether two links name the same page: the same list path and query (`embed` aside, each call sets its own). */
function samePage(a: UpstreamLink, b: UpstreamLink): boolean {
  const query = (link: UpstreamLink) =>
    Object.entries(link.searchParams)
      .filter(([name]) => name !== 'embed')
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return isSameListPath(a.path, b.path) && query(a) === query(b);
}

/**
 * The id a record's own `links.self` names (`https://api.osf.io/v2/nodes/abc12/` -> `abc12`), for a record that
 * leaves its `id` out: the specs require neither, and the link names the record as the upstream addresses it. Only
 * a top-level detail link (`<collection>/<id>/`) names the id itself: a record below a parent
 * (`nodes/abc12/contributors/u1/`) is addressed by another key than its id.
 */
function idFromLinks(resource: JsonApiResource): string | undefined {
  const self = isRecord(resource.links) ? resource.links.self : undefined;
  const href = typeof self === 'string' ? self : isRecord(self) && typeof self.href === 'string' ? self.href : null;
  if (!href) return undefined;
  let segments: string[];
  try {
    segments = new URL(href, 'http://relative.invalid').pathname.split('/').filter(Boolean);
  } catch {
    return undefined;
  }
  if (/^v\d+$/.test(segments[0] ?? '')) segments = segments.slice(1);
  if (segments.length !== 2) return undefined;
  return lastSegment(href) ?? undefined;
}

/** A listed record, its id read from its own link where it leaves the id out. */
function withOwnId(item: unknown): unknown {
  if (!isRecord(item) || (typeof item.id === 'string' && item.id)) return item;
  const id = idFromLinks(item as JsonApiResource);
  return id ? { ...item, id } : item;
}

/** The record with what the request path tells filled in where the upstream left it out. */
export function withKnown(resource: JsonApiResource, known: KnownKeys): JsonApiResource {
  const id = typeof resource.id === 'string' && resource.id ? resource.id : (known.id ?? idFromLinks(resource));
  return {
    ...resource,
    id,
    parentId: known.parentId ?? resource.parentId,
    collectionPath: known.collectionPath ?? resource.collectionPath,
    pathKey: known.pathKey ?? resource.pathKey,
  };
}

/** The key a detail path ends with: `nodes/abc12/contributors/u1/` -> `u1`. */
export function pathKeyOf(detailPath: string): string | undefined {
  const trimmed = detailPath.replace(/\/+$/, '');
  const key = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  try {
    return key ? decodeURIComponent(key) : undefined;
  } catch {
    return undefined;
  }
}

/** The collection a detail path is under: `nodes/abc12/contributors/u1/` -> `nodes/abc12/contributors/`. */
export function collectionOf(detailPath: string): string {
  const trimmed = detailPath.replace(/\/+$/, '');
  return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
}
