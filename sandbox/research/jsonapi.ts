// The OSF APIv2's JSON:API conventions (spec G) as the research sandbox answers them: error documents, who sees
// which record, serialization with relationship links, `filter[...]`, `sort`, paging with absolute `links.next`,
// and `embed`.
import type { FastifyRequest } from 'fastify';
import * as seed from './data.js';
import type { SeedRecord } from './data.js';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 10;

export class JsonApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly parameter?: string,
    /** The request body's field at fault (a write's 400). */
    readonly pointer?: string,
  ) {
    super(detail);
  }
}

export type Query = Record<string, string | undefined>;

/** The user behind the request's token; undefined when anonymous. Throws 401 for a token nobody issued. */
export function viewerOf(request: FastifyRequest, header: string): string | undefined {
  const raw = request.headers[header];
  if (raw === undefined) return undefined;
  const token = String(raw).replace(/^Bearer\s+/i, '');
  const user = seed.RESEARCH_SANDBOX_TOKENS[token];
  if (!user) throw new JsonApiFailure(401, 'User provided an invalid OAuth2 access token');
  return user;
}

export const canSee = (record: SeedRecord, viewer: string | undefined) =>
  !record.visibleTo || (viewer !== undefined && record.visibleTo.includes(viewer));

/** 404 for nothing, 401 (anonymous) or 403 (signed in) for a record the viewer may not see. */
export function visible(record: SeedRecord | undefined, viewer: string | undefined): SeedRecord {
  if (!record) throw new JsonApiFailure(404, 'Not found.');
  if (!canSee(record, viewer)) {
    throw viewer
      ? new JsonApiFailure(403, 'You do not have permission to perform this action.')
      : new JsonApiFailure(401, 'Authentication credentials were not provided.');
  }
  return record;
}

export const RELATED_PATHS: Record<string, string> = {
  nodes: 'nodes',
  registrations: 'registrations',
  users: 'users',
  licenses: 'licenses',
  preprint_providers: 'preprint_providers',
  preprints: 'preprints',
  institutions: 'institutions',
  taxonomies: 'taxonomies',
  collections: 'collections',
};

export function serialize(record: SeedRecord, origin: string) {
  const relationships: Record<string, unknown> = {};
  for (const [name, target] of Object.entries(record.relationships)) {
    const collection = target ? RELATED_PATHS[target.type] : undefined;
    relationships[name] = {
      data: target,
      links: target && collection ? { related: { href: `${origin}/v2/${collection}/${target.id}/`, meta: {} } } : {},
    };
  }
  for (const name of RELATIONSHIP_LISTS[record.type] ?? []) {
    relationships[name] = {
      links: { related: { href: `${origin}/v2/${record.type}/${record.id}/${name}/`, meta: {} } },
    };
  }
  // A view-only link's key and a wiki's content are not attributes of the resource itself.
  const hidden = record.type === 'wikis' ? 'content' : record.type === 'view_only_links' ? 'key' : undefined;
  const attributes = Object.fromEntries(Object.entries(record.attributes).filter(([name]) => name !== hidden));
  const hasPage = ['nodes', 'registrations', 'users', 'preprints'].includes(record.type);
  return {
    id: record.id,
    type: record.type,
    attributes,
    relationships,
    links: {
      self: `${origin}/v2/${record.type}/${record.id}/`,
      ...(hasPage ? { html: `https://osf.io/${record.id}/` } : {}),
    },
  };
}

export const RELATIONSHIP_LISTS: Record<string, string[]> = {
  nodes: ['children', 'contributors', 'files', 'forks', 'linked_nodes', 'logs', 'wikis', 'comments'],
  registrations: ['children', 'contributors', 'files', 'logs', 'wikis'],
  users: ['nodes', 'preprints', 'registrations', 'institutions'],
  institutions: ['users', 'nodes', 'registrations'],
  preprint_providers: ['preprints', 'taxonomies', 'licenses'],
  preprints: ['contributors', 'bibliographic_contributors'],
};

export function compare(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => String(item).toLowerCase() === wanted.toLowerCase());
  if (typeof value === 'boolean') return String(value) === wanted;
  if (typeof value === 'string') return value.toLowerCase().includes(wanted.toLowerCase());
  return String(value) === wanted;
}

/** Applies `filter[...]` parameters; a filter on a field the records do not have is a 400, as on the OSF. */
export function applyFilters(records: SeedRecord[], query: Query): SeedRecord[] {
  let result = records;
  for (const [name, raw] of Object.entries(query)) {
    const match = /^filter\[([a-z_]+)\](?:\[(gte|lte|gt|lt|eq|ne)\])?$/.exec(name);
    if (!match || raw === undefined) continue;
    const [, field = '', operator] = match;
    if (field === 'id') {
      const ids = new Set(raw.split(','));
      result = result.filter((record) => ids.has(record.id));
      continue;
    }
    const known =
      records.length === 0 || records.some((record) => field in record.attributes || field in record.relationships);
    if (!known) throw new JsonApiFailure(400, `'${field}' is not a valid field for this endpoint.`, `filter[${field}]`);
    if (operator) {
      const bound = Date.parse(raw);
      if (Number.isNaN(bound)) throw new JsonApiFailure(400, `'${raw}' is not a valid date.`, name);
      result = result.filter((record) => {
        const value = Date.parse(String(record.attributes[field] ?? ''));
        if (Number.isNaN(value)) return false;
        return operator === 'gte'
          ? value >= bound
          : operator === 'lte'
            ? value <= bound
            : operator === 'gt'
              ? value > bound
              : operator === 'lt'
                ? value < bound
                : operator === 'eq'
                  ? value === bound
                  : value !== bound;
      });
      continue;
    }
    result = result.filter((record) =>
      field in record.relationships ? record.relationships[field]?.id === raw : compare(record.attributes[field], raw),
    );
  }
  const sort = query.sort;
  if (sort) {
    const field = sort.replace(/^-/, '');
    const direction = sort.startsWith('-') ? -1 : 1;
    result = [...result].sort(
      (a, b) => direction * String(a.attributes[field] ?? '').localeCompare(String(b.attributes[field] ?? '')),
    );
  }
  return result;
}

export function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new JsonApiFailure(400, `'${raw}' is not a valid ${name}.`, name);
  return Number(raw);
}

/**
 * The related lists of one record asked for with `embed`, each as the document a GET of its related link would
 * return for the same viewer (first page, default size), or `errors` where that GET would fail.
 */
export type EmbedResolver = (
  record: SeedRecord,
  relationship: string,
  viewer: string | undefined,
  origin: string,
) => unknown;

/** `embed` values: the parameter repeats once per relationship (`embed=contributors&embed=children`). */
export function embedsOf(query: Query): string[] {
  const raw = (query as Record<string, string | string[] | undefined>).embed;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** A JSON:API collection document: one page of the visible, filtered records. */
export function listDocument(
  request: FastifyRequest,
  records: SeedRecord[],
  viewer: string | undefined,
  embedded?: EmbedResolver,
) {
  return pageDocument(originOf(request), request.url, request.query as Query, records, viewer, embedded);
}

export function pageDocument(
  origin: string,
  url: string,
  query: Query,
  records: SeedRecord[],
  viewer: string | undefined,
  embedded?: EmbedResolver,
) {
  const size = positiveInt(query['page[size]'], 'page[size]', DEFAULT_PAGE_SIZE);
  if (size > MAX_PAGE_SIZE) throw new JsonApiFailure(400, `page[size] must be at most ${MAX_PAGE_SIZE}.`, 'page[size]');
  const page = positiveInt(query.page, 'page', 1);
  const embeds = embedsOf(query);
  const matching = applyFilters(
    records.filter((record) => canSee(record, viewer)),
    query,
  );
  // A relationship the records do not serialize cannot be embedded: a 400, as on the OSF.
  for (const relationship of embeds) {
    if (!embedded || !matching.every((record) => RELATIONSHIP_LISTS[record.type]?.includes(relationship))) {
      throw new JsonApiFailure(400, `The following fields are not embeddable: ${relationship}`, 'embed');
    }
  }
  const lastPage = Math.max(1, Math.ceil(matching.length / size));
  if (page > lastPage) throw new JsonApiFailure(404, 'Invalid page.');
  const linkTo = (target: number) => {
    const link = new URL(url, origin);
    link.searchParams.set('page', String(target));
    return link.toString();
  };
  const serialized = (record: SeedRecord) => {
    const resource: Record<string, unknown> = serialize(record, origin);
    if (embedded && embeds.length > 0) {
      resource.embeds = Object.fromEntries(embeds.map((name) => [name, embedded(record, name, viewer, origin)]));
    }
    return resource;
  };
  return {
    data: matching.slice((page - 1) * size, page * size).map(serialized),
    links: {
      first: linkTo(1),
      last: linkTo(lastPage),
      prev: page > 1 ? linkTo(page - 1) : null,
      next: page < lastPage ? linkTo(page + 1) : null,
      meta: { total: matching.length, per_page: size },
    },
    meta: { total: matching.length, per_page: size, version: '2.20' },
  };
}

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

export function contributorRecord(
  entry: { node: string; user: string; index: number; permission: string; bibliographic: boolean },
  type: string,
): SeedRecord {
  return {
    type: 'contributors',
    id: `${entry.node}-${entry.user}`,
    attributes: {
      bibliographic: entry.bibliographic,
      permission: entry.permission,
      index: entry.index,
      unregistered_contributor: null,
    },
    relationships: {
      users: { type: 'users', id: entry.user },
      [type === 'preprints' ? 'preprint' : 'node']: { type, id: entry.node },
    },
  };
}

/** The project a record belongs to: a registration's source project, or the record itself. */
export const nodeOf = (record: SeedRecord) =>
  record.type === 'registrations' ? (record.relationships.registered_from?.id ?? '') : record.id;
