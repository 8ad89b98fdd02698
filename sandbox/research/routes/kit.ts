// What every research route file registers with: the error documents, and `detail`, `list` (which also feeds
// `embed`), `single` and `contributorDetail` over the seed records, each checking who may see the record.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxSettings } from '../../settings.js';
import * as seed from '../data.js';
import type { SeedRecord } from '../data.js';
import {
  contributorRecord,
  type EmbedResolver,
  JsonApiFailure,
  listDocument,
  originOf,
  pageDocument,
  serialize,
  viewerOf,
  visible,
} from '../jsonapi.js';

export type Params = Record<string, string>;

const clientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500
    ? new JsonApiFailure(status, 'Malformed request.')
    : undefined;
};

export function researchRoutes(app: FastifyInstance, settings: SandboxSettings) {
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
          ...(failure.pointer ? { source: { pointer: failure.pointer } } : {}),
        },
      ],
      meta: { version: '2.20' },
    });
  app.setErrorHandler(async (error, _request, reply) => {
    await sendFailure(
      reply,
      error instanceof JsonApiFailure
        ? error
        : // The framework's own refusals of a request (a body that is not JSON, an unknown media type) stay 4xx.
          (clientError(error) ?? new JsonApiFailure(500, 'A server error occurred.')),
    );
  });
  // A path the API does not have answers like any other OSF 404, not with the HTTP framework's own body.
  app.setNotFoundHandler(async (_request, reply) => {
    await sendFailure(reply, new JsonApiFailure(404, 'Not found.'));
  });

  const byId = (records: SeedRecord[], id: string) => records.find((record) => record.id === id);
  const allNodes = [...seed.nodes, ...seed.forks];
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

  const single = (route: string, produce: (params: Params, viewer: string | undefined, origin: string) => unknown) =>
    app.get(route, async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = viewerOf(request, header);
      const data = produce(request.params as Params, viewer, originOf(request));
      return reply.send({ data, meta: { version: '2.20' } });
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

  return { app, header, byId, allNodes, detail, list, single, contributorDetail };
}

export type ResearchRoutes = ReturnType<typeof researchRoutes>;
