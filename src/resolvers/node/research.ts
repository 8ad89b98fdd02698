// Node identity of the OSF records (spec G) that the API can fetch by id. Each loads exactly as its
// `Query.research` lookup does: the detail path, or the list filtered by id where the spec has no detail path
// (those are batched: one `filter[id]=a,b,...` call per type).
import type { GatewayContext } from '../../context.js';
import { isRecord, text } from '../../datasources/boundary.js';
import type { JsonApiResource } from '../../datasources/jsonapi.js';
import { path } from '../../datasources/paths.js';
import {
  Addon,
  CitationStyle,
  DraftRegistration,
  Institution,
  License,
  Preprint,
  PreprintProvider,
  Registration,
  RegistrationSchema,
  ResearchAction,
  ResearchCollection,
  ResearchComment,
  ResearchFile,
  ResearchLog,
  ResearchNode,
  ResearchUser,
  SchemaResponse,
  Taxonomy,
  ViewOnlyLink,
  Wiki,
} from '../../schema/research/types.js';
import { researchId } from '../research/relations.js';
import { accepts, identify } from './identify.js';

type Load = (id: string, context: GatewayContext) => Promise<JsonApiResource | null>;
const detail =
  (pathOf: (id: string) => string): Load =>
  (id, { dataSources }) =>
    dataSources.research.resource(pathOf(id), { id });
const fromList =
  (collection: string): Load =>
  (id, { dataSources }) =>
    dataSources.research.load(collection, id);

const LOOKUPS: Array<[typeof ResearchNode, Load]> = [
  [ResearchNode, detail((id) => path`nodes/${id}/`)],
  [Registration, detail((id) => path`registrations/${id}/`)],
  [ResearchUser, detail((id) => path`users/${id}/`)],
  [Addon, fromList('addons/')],
  [ResearchAction, fromList('actions/')],
  [
    License,
    // As `Query.research.license`: the detail path both specs name, else the list filtered by id.
    async (id, context) =>
      (await detail((key) => path`license/${key}/`)(id, context)) ?? fromList('licenses/')(id, context),
  ],
  [Preprint, detail((id) => path`preprints/${id}/`)],
  [PreprintProvider, detail((id) => path`preprint_providers/${id}/`)],
  [Taxonomy, detail((id) => path`taxonomies/${id}/`)],
  [ResearchCollection, detail((id) => path`collections/${id}/`)],
  [Institution, detail((id) => path`institutions/${id}/`)],
  [ResearchLog, detail((id) => path`logs/${id}/`)],
  [CitationStyle, detail((id) => path`citations/styles/${id}/`)],
  [ResearchComment, detail((id) => path`comments/${id}/`)],
  [ResearchFile, detail((id) => path`files/${id}/`)],
  [RegistrationSchema, detail((id) => path`schemas/registrations/${id}`)],
  [SchemaResponse, detail((id) => path`schema_responses/${id}`)],
  [DraftRegistration, detail((id) => path`draft_registrations/${id}/`)],
  [ViewOnlyLink, detail((id) => path`view_only_links/${id}/`)],
  [Wiki, detail((id) => path`wikis/${id}/`)],
];

for (const [type, load] of LOOKUPS) {
  identify(type, {
    service: 'research',
    key: (resource) => (isRecord(resource) ? text(resource.id) : null),
    accepts: accepts(researchId),
    load,
    // Every OSF record type already has `upstreamId` (src/schema/research/jsonapi.ts).
    upstreamId: false,
  });
}
