// Sandbox of the OSF APIv2 (spec G): JSON:API documents, `page`/`page[size]` paging with absolute `links.next`,
// `meta.total`, `filter[...]` (contains for text, equality for the rest, [gte]/[lte] for dates, comma lists for
// ids), `sort`, JSON:API error bodies, and private records that only their contributors' tokens see.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDefinition } from '../framework.js';
import * as seed from './data.js';
import type { SeedRecord } from './data.js';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 10;

class JsonApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly parameter?: string,
  ) {
    super(detail);
  }
}

type Query = Record<string, string | undefined>;

/** The user behind the request's token; undefined when anonymous. Throws 401 for a token nobody issued. */
function viewerOf(request: FastifyRequest, header: string): string | undefined {
  const raw = request.headers[header];
  if (raw === undefined) return undefined;
  const token = String(raw).replace(/^Bearer\s+/i, '');
  const user = seed.RESEARCH_SANDBOX_TOKENS[token];
  if (!user) throw new JsonApiFailure(401, 'User provided an invalid OAuth2 access token');
  return user;
}

const canSee = (record: SeedRecord, viewer: string | undefined) =>
  !record.visibleTo || (viewer !== undefined && record.visibleTo.includes(viewer));

/** 404 for nothing, 401 (anonymous) or 403 (signed in) for a record the viewer may not see. */
function visible(record: SeedRecord | undefined, viewer: string | undefined): SeedRecord {
  if (!record) throw new JsonApiFailure(404, 'Not found.');
  if (!canSee(record, viewer)) {
    throw viewer
      ? new JsonApiFailure(403, 'You do not have permission to perform this action.')
      : new JsonApiFailure(401, 'Authentication credentials were not provided.');
  }
  return record;
}

const RELATED_PATHS: Record<string, string> = {
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

function serialize(record: SeedRecord, origin: string) {
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

const RELATIONSHIP_LISTS: Record<string, string[]> = {
  nodes: ['children', 'contributors', 'files', 'forks', 'linked_nodes', 'logs', 'wikis', 'comments'],
  registrations: ['children', 'contributors', 'files', 'logs', 'wikis'],
  users: ['nodes', 'preprints', 'registrations', 'institutions'],
  institutions: ['users', 'nodes', 'registrations'],
  preprint_providers: ['preprints', 'taxonomies', 'licenses'],
  preprints: ['contributors', 'bibliographic_contributors'],
};

function compare(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((item) => String(item).toLowerCase() === wanted.toLowerCase());
  if (typeof value === 'boolean') return String(value) === wanted;
  if (typeof value === 'string') return value.toLowerCase().includes(wanted.toLowerCase());
  return String(value) === wanted;
}

/** Applies `filter[...]` parameters; a filter on a field the records do not have is a 400, as on the OSF. */
function applyFilters(records: SeedRecord[], query: Query): SeedRecord[] {
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

function positiveInt(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new JsonApiFailure(400, `'${raw}' is not a valid ${name}.`, name);
  return Number(raw);
}

/**
 * The related lists of one record asked for with `embed`, each as the document a GET of its related link would
 * return for the same viewer (first page, default size), or `errors` where that GET would fail.
 */
type EmbedResolver = (record: SeedRecord, relationship: string, viewer: string | undefined, origin: string) => unknown;

/** `embed` values: the parameter repeats once per relationship (`embed=contributors&embed=children`). */
function embedsOf(query: Query): string[] {
  const raw = (query as Record<string, string | string[] | undefined>).embed;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** A JSON:API collection document: one page of the visible, filtered records. */
function listDocument(
  request: FastifyRequest,
  records: SeedRecord[],
  viewer: string | undefined,
  embedded?: EmbedResolver,
) {
  return pageDocument(originOf(request), request.url, request.query as Query, records, viewer, embedded);
}

function pageDocument(
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

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

function contributorRecord(
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

export const researchSandbox: SandboxDefinition = {
  key: 'research',
  basePath: '/v2',
  // No demo token: without a caller's own token the gateway calls anonymously and sees public records only.
  demo: {},
  register(app, { settings }) {
    const placement = settings.services.research.credential.placement;
    const header = placement.in === 'header' ? placement.name.toLowerCase() : 'authorization';

    /** The OSF's error document: `errors[]` of JSON:API error objects, whatever failed. */
    const sendFailure = (reply: FastifyReply, failure: JsonApiFailure) =>
      reply.code(failure.status).send({
        errors: [
          {
            status: String(failure.status),
            detail: failure.detail,
            ...(failure.parameter ? { source: { parameter: failure.parameter } } : {}),
          },
        ],
        meta: { version: '2.20' },
      });
    app.setErrorHandler(async (error, _request, reply) => {
      await sendFailure(
        reply,
        error instanceof JsonApiFailure ? error : new JsonApiFailure(500, 'A server error occurred.'),
      );
    });
    // A path the API does not have answers like any other OSF 404, not with the HTTP framework's own body.
    app.setNotFoundHandler(async (_request, reply) => {
      await sendFailure(reply, new JsonApiFailure(404, 'Not found.'));
    });

    const byId = (records: SeedRecord[], id: string) => records.find((record) => record.id === id);
    const allNodes = [...seed.nodes, ...seed.forks];
    type Params = Record<string, string>;
    /** GET of one record. */
    const detail = (route: string, find: (params: Params) => SeedRecord | undefined) =>
      app.get(route, async (request: FastifyRequest, reply: FastifyReply) => {
        const viewer = viewerOf(request, header);
        const record = visible(find(request.params as Params), viewer);
        return reply.send({ data: serialize(record, originOf(request)), meta: { version: '2.20' } });
      });
    /** Related lists by `<type>/<relationship>`, the lists `/<type>/:id/<relationship>/` serve: what `embed` embeds. */
    const relatedLists = new Map<
      string,
      {
        records: (params: Params, viewer: string | undefined) => SeedRecord[];
        parent: (params: Params) => SeedRecord | undefined;
      }
    >();
    const embedded: EmbedResolver = (record, relationship, viewer, origin) => {
      const related = relatedLists.get(`${record.type}/${relationship}`);
      const href = `/v2/${record.type}/${record.id}/${relationship}/`;
      try {
        if (!related) throw new JsonApiFailure(404, 'Not found.');
        const params = { id: record.id };
        visible(related.parent(params), viewer);
        return pageDocument(origin, href, {}, related.records(params, viewer), viewer);
      } catch (error) {
        if (!(error instanceof JsonApiFailure)) throw error;
        return { errors: [{ status: String(error.status), detail: error.detail }] };
      }
    };
    /** GET of a collection, optionally below a parent record the viewer must be able to see. */
    const list = (
      route: string,
      records: (params: Params, viewer: string | undefined) => SeedRecord[],
      parent?: (params: Params) => SeedRecord | undefined,
    ) => {
      const relatedRoute = /^\/([a-z_]+)\/:id\/([a-z_]+)\/$/.exec(route);
      if (relatedRoute && parent) relatedLists.set(`${relatedRoute[1]}/${relatedRoute[2]}`, { records, parent });
      return app.get(route, async (request: FastifyRequest, reply: FastifyReply) => {
        const viewer = viewerOf(request, header);
        const params = request.params as Params;
        if (parent) visible(parent(params), viewer);
        return reply.send(listDocument(request, records(params, viewer), viewer, embedded));
      });
    };

    app.get('/', async (request, reply) => {
      const viewer = viewerOf(request, header);
      const user = viewer ? byId(seed.users, viewer) : undefined;
      return reply.send({
        meta: {
          message: 'Welcome to the OSF API.',
          version: '2.20',
          current_user: user ? { data: serialize(user, originOf(request)) } : null,
        },
        links: { nodes: `${originOf(request)}/v2/nodes/`, users: `${originOf(request)}/v2/users/` },
      });
    });

    // Top-level collections and records.
    list('/nodes/', () => allNodes);
    detail('/nodes/:id/', (p) => byId(allNodes, p.id!));
    list('/users/', () => seed.users);
    detail('/users/:id/', (p) => byId(seed.users, p.id!));
    list('/addons/', () => seed.addons);
    app.get('/actions/', async (request, reply) => {
      // Moderation actions are for signed-in moderators only.
      if (!viewerOf(request, header)) throw new JsonApiFailure(401, 'Authentication credentials were not provided.');
      return reply.send(listDocument(request, seed.actions, undefined));
    });
    list('/licenses/', () => seed.licenses);
    // The OSF specs name the detail path in the singular; the list is plural.
    detail('/license/:id/', (p) => byId(seed.licenses, p.id!));
    list('/preprints/', () => seed.preprints);
    detail('/preprints/:id/', (p) => byId(seed.preprints, p.id!));
    list('/preprint_providers/', () => seed.providers);
    detail('/preprint_providers/:id/', (p) => byId(seed.providers, p.id!));
    list('/taxonomies/', () => seed.taxonomies);
    detail('/taxonomies/:id/', (p) => byId(seed.taxonomies, p.id!));
    list('/collections/', () => seed.collections);
    detail('/collections/:id/', (p) => byId(seed.collections, p.id!));
    list('/institutions/', () => seed.institutions);
    detail('/institutions/:id/', (p) => byId(seed.institutions, p.id!));
    detail('/logs/:id/', (p) => byId(seed.logs, p.id!));
    list('/registrations/', () => seed.registrations);
    detail('/registrations/:id/', (p) => byId(seed.registrations, p.id!));

    // Relationships of projects and registrations.
    for (const [prefix, records] of [
      ['nodes', allNodes],
      ['registrations', seed.registrations],
    ] as const) {
      const parentOf = (p: Params) => byId(records as SeedRecord[], p.id!);
      const sourceNode = (p: Params) => {
        const record = parentOf(p);
        return prefix === 'nodes' ? record?.id : record?.relationships.registered_from?.id;
      };
      list(
        `/${prefix}/:id/children/`,
        (p) => (records as SeedRecord[]).filter((r) => r.relationships.parent?.id === p.id),
        parentOf,
      );
      list(
        `/${prefix}/:id/contributors/`,
        (p) =>
          seed.contributorships
            .filter((c) => c.node === sourceNode(p))
            .map((c) => contributorRecord({ ...c, node: p.id! }, prefix)),
        parentOf,
      );
      list(
        `/${prefix}/:id/files/`,
        (p) => [
          {
            type: 'files',
            id: `${p.id!}:osfstorage`,
            attributes: {
              name: 'osfstorage',
              kind: 'folder',
              path: '/',
              materialized_path: '/',
              provider: 'osfstorage',
              size: null,
              current_version: null,
              extra: {},
              tags: [],
            },
            relationships: {},
          },
        ],
        parentOf,
      );
      list(
        `/${prefix}/:id/forks/`,
        (p) => seed.forks.filter((f) => f.relationships.forked_from?.id === sourceNode(p)),
        parentOf,
      );
      list(
        `/${prefix}/:id/linked_nodes/`,
        (p) => seed.nodeLinks.filter((l) => l.from === sourceNode(p)).map((l) => byId(seed.nodes, l.to)!),
        parentOf,
      );
      list(
        `/${prefix}/:id/institutions/`,
        (p) => seed.nodeInstitutions(sourceNode(p) ?? '').map((id) => byId(seed.institutions, id)!),
        parentOf,
      );
      list(
        `/${prefix}/:id/logs/`,
        (p) => seed.logs.filter((l) => l.relationships.node?.id === sourceNode(p)).reverse(),
        parentOf,
      );
      list(
        `/${prefix}/:id/comments/`,
        (p) => seed.comments.filter((c) => c.relationships.node?.id === sourceNode(p)),
        parentOf,
      );
      list(
        `/${prefix}/:id/wikis/`,
        (p) => seed.wikis.filter((w) => w.relationships.node?.id === sourceNode(p)),
        parentOf,
      );
      list(
        `/${prefix}/:id/view_only_links/`,
        (p) => seed.viewOnlyLinks.filter((v) => v.relationships.node?.id === sourceNode(p)),
        parentOf,
      );
    }
    list(
      '/nodes/:id/preprints/',
      (p) => seed.preprints.filter((r) => r.relationships.node?.id === p.id),
      (p) => byId(allNodes, p.id!),
    );
    list(
      '/nodes/:id/registrations/',
      (p) => seed.registrations.filter((r) => r.relationships.registered_from?.id === p.id),
      (p) => byId(allNodes, p.id!),
    );

    // Preprints, providers, users, institutions, collections.
    const preprintContributors = (p: Params, onlyAuthors: boolean) => {
      const preprint = byId(seed.preprints, p.id!);
      return preprint
        ? seed
            .preprintContributors(preprint)
            .filter((c) => !onlyAuthors || c.bibliographic)
            .map((c) => contributorRecord({ ...c, node: preprint.id }, 'preprints'))
        : [];
    };
    list(
      '/preprints/:id/contributors/',
      (p) => preprintContributors(p, false),
      (p) => byId(seed.preprints, p.id!),
    );
    list(
      '/preprints/:id/bibliographic_contributors/',
      (p) => preprintContributors(p, true),
      (p) => byId(seed.preprints, p.id!),
    );
    const provider = (p: Params) => byId(seed.providers, p.id!);
    list(
      '/preprint_providers/:id/preprints/',
      (p) => seed.preprints.filter((r) => r.relationships.provider?.id === p.id),
      provider,
    );
    list('/preprint_providers/:id/taxonomies/', (p) => seed.providerTaxonomies(p.id!), provider);
    list('/preprint_providers/:id/licenses/', () => seed.licenses, provider);
    const user = (p: Params) => byId(seed.users, p.id!);
    const nodesOf = (userId: string) =>
      new Set(seed.contributorships.filter((c) => c.user === userId).map((c) => c.node));
    list('/users/:id/nodes/', (p) => seed.nodes.filter((n) => nodesOf(p.id!).has(n.id)), user);
    list(
      '/users/:id/preprints/',
      (p) => seed.preprints.filter((r) => seed.preprintContributors(r).some((c) => c.user === p.id)),
      user,
    );
    list(
      '/users/:id/registrations/',
      (p) => seed.registrations.filter((r) => nodesOf(p.id!).has(r.relationships.registered_from?.id ?? '')),
      user,
    );
    list(
      '/users/:id/institutions/',
      (p) => {
        const index = seed.users.findIndex((u) => u.id === p.id);
        return index < 0 ? [] : [byId(seed.institutions, seed.userInstitution(index))!];
      },
      user,
    );
    const institution = (p: Params) => byId(seed.institutions, p.id!);
    list(
      '/institutions/:id/users/',
      (p) => seed.users.filter((_u, index) => seed.userInstitution(index) === p.id),
      institution,
    );
    list(
      '/institutions/:id/nodes/',
      (p) => seed.nodes.filter((n) => seed.nodeInstitutions(n.id).includes(p.id!)),
      institution,
    );
    list(
      '/institutions/:id/registrations/',
      (p) =>
        seed.registrations.filter((r) =>
          seed.nodeInstitutions(r.relationships.registered_from?.id ?? '').includes(p.id!),
        ),
      institution,
    );
    const collection = (p: Params) => byId(seed.collections, p.id!);
    const members = (p: Params) => {
      const found = collection(p);
      return found ? seed.collectionMembers(found) : { nodes: [], preprints: [], registrations: [] };
    };
    // The specs name this one path without a trailing slash.
    list('/collections/:id/linked_nodes', (p) => members(p).nodes, collection);
    list('/collections/:id/linked_preprints/', (p) => members(p).preprints, collection);
    list('/collections/:id/linked_registrations/', (p) => members(p).registrations, collection);

    // Citations.
    const single = (route: string, produce: (params: Params, viewer: string | undefined, origin: string) => unknown) =>
      app.get(route, async (request: FastifyRequest, reply: FastifyReply) => {
        const viewer = viewerOf(request, header);
        const data = produce(request.params as Params, viewer, originOf(request));
        return reply.send({ data, meta: { version: '2.20' } });
      });
    const authorsOf = (recordId: string) =>
      seed.contributorships
        .filter((c) => c.node === recordId && c.bibliographic)
        .map((c) => byId(seed.users, c.user)!)
        .map((u) => `${String(u.attributes.family_name)}, ${String(u.attributes.given_name).charAt(0)}.`);
    const citationOf = (record: SeedRecord, authors: string[]) => ({
      id: record.id,
      type: 'citation',
      attributes: {
        title: record.attributes.title,
        author: authors.map((name) => ({ family: name.split(',')[0], given: name.split(', ')[1] })),
        publisher: 'OSF',
        type: record.type === 'preprints' ? 'article' : 'webpage',
        doi: record.attributes.doi ?? null,
      },
    });
    const styled = (record: SeedRecord, authors: string[], style: string) => {
      const known = byId(seed.citationStyles, style);
      if (!known) throw new JsonApiFailure(404, 'Not found.');
      return {
        id: style,
        type: 'styled-citations',
        attributes: { citation: seed.styledCitation(record, authors, style) },
      };
    };
    const preprintAuthors = (preprint: SeedRecord) =>
      seed.preprintContributors(preprint).map((c) => {
        const u = byId(seed.users, c.user)!;
        return `${String(u.attributes.family_name)}, ${String(u.attributes.given_name).charAt(0)}.`;
      });
    list('/citations/styles/', () => seed.citationStyles);
    detail('/citations/styles/:id/', (p) => byId(seed.citationStyles, p.id!));
    single('/nodes/:id/citation/', (p, viewer) => {
      const node = visible(byId(allNodes, p.id!), viewer);
      return citationOf(node, authorsOf(node.id));
    });
    single('/nodes/:id/citation/:style/', (p, viewer) => {
      const node = visible(byId(allNodes, p.id!), viewer);
      return styled(node, authorsOf(node.id), p.style!);
    });
    single('/preprints/:id/citation/', (p, viewer) => {
      const preprint = visible(byId(seed.preprints, p.id!), viewer);
      return citationOf(preprint, preprintAuthors(preprint));
    });
    single('/preprints/:id/citation/:style/', (p, viewer) => {
      const preprint = visible(byId(seed.preprints, p.id!), viewer);
      return styled(preprint, preprintAuthors(preprint), p.style!);
    });
    list(
      '/registrations/:id/citations/',
      () => seed.citationStyles,
      (p) => byId(seed.registrations, p.id!),
    );
    single('/registrations/:id/citations/:style/', (p, viewer) => {
      const registration = visible(byId(seed.registrations, p.id!), viewer);
      return styled(registration, authorsOf(registration.relationships.registered_from?.id ?? ''), p.style!);
    });

    // One contributor, one view-only link, identifiers.
    const contributorDetail = (
      route: string,
      source: (p: Params) => SeedRecord | undefined,
      entries: (
        record: SeedRecord,
      ) => Array<{ node: string; user: string; index: number; permission: string; bibliographic: boolean }>,
      type: string,
    ) =>
      single(route, (p, viewer, origin) => {
        const record = visible(source(p), viewer);
        const entry = entries(record).find((c) => c.user === p.userId);
        if (!entry) throw new JsonApiFailure(404, 'Not found.');
        return serialize(contributorRecord({ ...entry, node: record.id }, type), origin);
      });
    const nodeOf = (record: SeedRecord) =>
      record.type === 'registrations' ? (record.relationships.registered_from?.id ?? '') : record.id;
    contributorDetail(
      '/nodes/:id/contributors/:userId/',
      (p) => byId(allNodes, p.id!),
      (r) => seed.contributorships.filter((c) => c.node === nodeOf(r)),
      'nodes',
    );
    contributorDetail(
      '/registrations/:id/contributors/:userId/',
      (p) => byId(seed.registrations, p.id!),
      (r) => seed.contributorships.filter((c) => c.node === nodeOf(r)),
      'registrations',
    );
    contributorDetail(
      '/preprints/:id/contributors/:userId/',
      (p) => byId(seed.preprints, p.id!),
      (r) => seed.preprintContributors(r),
      'preprints',
    );
    for (const prefix of ['nodes', 'registrations'] as const) {
      const records = prefix === 'nodes' ? allNodes : seed.registrations;
      single(`/${prefix}/:id/view_only_links/:linkId/`, (p, viewer, origin) => {
        const record = visible(byId(records, p.id!), viewer);
        const link = seed.viewOnlyLinks.find((v) => v.id === p.linkId && v.relationships.node?.id === nodeOf(record));
        return serialize(visible(link, viewer), origin);
      });
      list(
        `/${prefix}/:id/identifiers/`,
        (p) => seed.identifiers.filter((i) => i.relationships.referent?.id === p.id),
        (p) => byId(records, p.id!),
      );
    }
    detail('/view_only_links/:id/', (p) => byId(seed.viewOnlyLinks, p.id!));
    list(
      '/view_only_links/:id/nodes/',
      (p) => {
        const link = byId(seed.viewOnlyLinks, p.id!);
        return allNodes.filter((n) => n.id === link?.relationships.node?.id);
      },
      (p) => byId(seed.viewOnlyLinks, p.id!),
    );

    // Comments, wikis, files.
    detail('/comments/:id/', (p) => byId(seed.comments, p.id!));
    detail('/wikis/:id/', (p) => byId(seed.wikis, p.id!));
    app.get('/wikis/:id/content/', async (request, reply) => {
      const wiki = visible(byId(seed.wikis, (request.params as Params).id!), viewerOf(request, header));
      return reply.type('text/markdown; charset=utf-8').send(String(wiki.attributes.content));
    });
    detail('/files/:id/', (p) => byId(seed.files, p.id!));
    list(
      '/files/:id/versions/',
      (p) => seed.fileVersions(byId(seed.files, p.id!)!),
      (p) => byId(seed.files, p.id!),
    );
    single('/files/:id/versions/:versionId/', (p, viewer, origin) => {
      const file = visible(byId(seed.files, p.id!), viewer);
      const version = seed.fileVersions(file).find((v) => v.id === p.versionId);
      if (!version) throw new JsonApiFailure(404, 'Not found.');
      return serialize(version, origin);
    });
    const providerFolder = (recordId: string) => ({
      type: 'files',
      id: `${recordId}:osfstorage`,
      attributes: {
        name: 'osfstorage',
        kind: 'folder',
        path: '/',
        materialized_path: '/',
        provider: 'osfstorage',
        extra: {},
        tags: [],
      },
      relationships: { node: { type: 'nodes', id: recordId } },
    });
    single('/nodes/:id/files/providers/:provider/', (p, viewer, origin) => {
      const node = visible(byId(allNodes, p.id!), viewer);
      if (p.provider !== 'osfstorage') throw new JsonApiFailure(404, 'Not found.');
      return serialize(providerFolder(node.id), origin);
    });
    for (const prefix of ['nodes', 'registrations'] as const) {
      const records = prefix === 'nodes' ? allNodes : seed.registrations;
      const filesOf = (record: SeedRecord, provider: string | undefined) =>
        provider === 'osfstorage' ? seed.files.filter((f) => f.relationships.node?.id === nodeOf(record)) : [];
      app.get(`/${prefix}/:id/files/:provider/`, async (request, reply) => {
        const viewer = viewerOf(request, header);
        const p = request.params as Params;
        const record = visible(byId(records, p.id!), viewer);
        if (p.provider !== 'osfstorage') throw new JsonApiFailure(404, 'Not found.');
        return reply.send(
          listDocument(
            request,
            filesOf(record, p.provider).map((f) => ({ ...f, visibleTo: undefined })),
            viewer,
          ),
        );
      });
      single(`/${prefix}/:id/files/:provider/:path/`, (p, viewer, origin) => {
        const record = visible(byId(records, p.id!), viewer);
        const file = filesOf(record, p.provider).find((f) => f.attributes.path === `/${p.path!}`);
        if (!file) throw new JsonApiFailure(404, 'Not found.');
        return serialize({ ...file, visibleTo: undefined }, origin);
      });
    }

    // Node and user addons.
    list(
      '/nodes/:id/addons/',
      (p) => seed.nodeAddons.filter((a) => a.relationships.node?.id === p.id),
      (p) => byId(allNodes, p.id!),
    );
    single('/nodes/:id/addons/:provider/', (p, viewer, origin) => {
      visible(byId(allNodes, p.id!), viewer);
      const addon = seed.nodeAddons.find((a) => a.relationships.node?.id === p.id && a.id === p.provider);
      return serialize(visible(addon, viewer), origin);
    });
    list(
      '/nodes/:id/addons/:provider/folders/',
      (p) => {
        const addon = seed.nodeAddons.find((a) => a.relationships.node?.id === p.id && a.id === p.provider);
        if (!addon) throw new JsonApiFailure(404, 'Not found.');
        return seed.addonFolders(p.id!);
      },
      (p) => byId(allNodes, p.id!),
    );
    /** A user's addons are theirs alone. */
    const self = (p: Params) => {
      const found = byId(seed.users, p.id!);
      return found ? { ...found, visibleTo: [found.id] } : undefined;
    };
    list('/users/:id/addons/', (p) => seed.userAddons.filter((a) => a.relationships.user?.id === p.id), self);
    single('/users/:id/addons/:provider/', (p, viewer, origin) => {
      visible(self(p), viewer);
      const addon = seed.userAddons.find((a) => a.relationships.user?.id === p.id && a.id === p.provider);
      return serialize(visible(addon, viewer), origin);
    });
    list(
      '/users/:id/addons/:provider/accounts/',
      (p) => seed.addonAccounts.filter((a) => a.relationships.addon?.id === p.provider && p.id === 'ad4l0'),
      self,
    );
    single('/users/:id/addons/:provider/accounts/:accountId/', (p, viewer, origin) => {
      visible(self(p), viewer);
      const account = seed.addonAccounts.find((a) => a.id === p.accountId && a.relationships.addon?.id === p.provider);
      return serialize(visible(account, viewer), origin);
    });

    // Draft registrations: their contributors only.
    const draft = (p: Params) => byId(seed.draftRegistrations, p.id!);
    app.get('/draft_registrations/', async (request, reply) => {
      const viewer = viewerOf(request, header);
      if (!viewer) throw new JsonApiFailure(401, 'Authentication credentials were not provided.');
      return reply.send(listDocument(request, seed.draftRegistrations, viewer));
    });
    detail('/draft_registrations/:id/', draft);
    const draftTeam = (record: SeedRecord) =>
      seed.contributorships.filter((c) => c.node === record.relationships.branched_from?.id);
    list(
      '/draft_registrations/:id/contributors/',
      (p) => draftTeam(draft(p)!).map((c) => contributorRecord({ ...c, node: p.id! }, 'draft_registrations')),
      draft,
    );
    contributorDetail('/draft_registrations/:id/contributors/:userId/', draft, draftTeam, 'draft_registrations');
    list(
      '/draft_registrations/:id/institutions/',
      (p) =>
        seed
          .nodeInstitutions(draft(p)?.relationships.branched_from?.id ?? '')
          .map((id) => byId(seed.institutions, id)!),
      draft,
    );
    list('/draft_registrations/:id/subjects/', () => seed.taxonomies.slice(1, 3), draft);
    list(
      '/nodes/:id/draft_registrations/',
      (p) => seed.draftRegistrations.filter((d) => d.relationships.branched_from?.id === p.id),
      (p) => byId(allNodes, p.id!),
    );
    single('/nodes/:id/draft_registrations/:draftId/', (p, viewer, origin) => {
      visible(byId(allNodes, p.id!), viewer);
      const found = seed.draftRegistrations.find(
        (d) => d.id === p.draftId && d.relationships.branched_from?.id === p.id,
      );
      return serialize(visible(found, viewer), origin);
    });

    // Registration schemas and schema responses.
    list('/schemas/registrations/', () => seed.registrationSchemas);
    detail('/schemas/registrations/:id', (p) => byId(seed.registrationSchemas, p.id!));
    list('/schema_responses/', () => seed.schemaResponses);
    detail('/schema_responses/:id', (p) => byId(seed.schemaResponses, p.id!));
    const response = (p: Params) => byId(seed.schemaResponses, p.id!);
    list(
      '/schema_responses/:id/actions/',
      (p) => seed.schemaResponseActions.filter((a) => a.relationships.target?.id === p.id),
      response,
    );
    detail('/schema_responses/:id/actions/:actionId', (p) =>
      seed.schemaResponseActions.find((a) => a.id === p.actionId && a.relationships.target?.id === p.id),
    );
    const blocksOf = (p: Params) =>
      seed.schemaBlocks.filter(
        (b) => b.relationships.schema?.id === response(p)?.relationships.registration_schema?.id,
      );
    list('/schema_responses/:id/schema_blocks/', blocksOf, response);
    detail('/schema_responses/:id/schema_blocks/:blockId', (p) => blocksOf(p).find((b) => b.id === p.blockId));

    // Collection relationships and metadata.
    const identifiersOf = (records: SeedRecord[]) => ({ data: records.map((r) => ({ id: r.id, type: r.type })) });
    for (const kind of ['nodes', 'registrations'] as const) {
      app.get(`/collections/:id/linked_${kind}/relationships/`, async (request, reply) => {
        const params = request.params as Params;
        const viewer = viewerOf(request, header);
        visible(collection(params), viewer);
        return reply.send(identifiersOf(members(params)[kind].filter((record) => canSee(record, viewer))));
      });
    }
    const metadataOf = (p: Params) => seed.collectedMetadata.filter((m) => m.relationships.collection?.id === p.id);
    list('/collections/:id/collected_metadata/', metadataOf, collection);
    detail('/collections/:id/collected_metadata/:guid', (p) => metadataOf(p).find((m) => m.id === p.guid));
    const metadata = (p: Params) => metadataOf(p).find((m) => m.id === p.guid);
    list('/collections/:id/collected_metadata/:guid/subjects/', (p) => seed.collectedSubjects(metadata(p)!), metadata);
    app.get('/collections/:id/collected_metadata/:guid/relationships/subjects/', async (request, reply) => {
      const found = visible(metadata(request.params as Params), viewerOf(request, header));
      return reply.send(identifiersOf(seed.collectedSubjects(found)));
    });
  },
};
