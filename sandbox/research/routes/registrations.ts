// Draft registrations (their contributors only), registration schemas and schema responses.
import * as seed from '../data.js';
import type { SeedRecord } from '../data.js';
import { contributorRecord, JsonApiFailure, listDocument, serialize, viewerOf, visible } from '../jsonapi.js';
import type { Params, ResearchRoutes } from './kit.js';

export function registerRegistrations({
  app,
  header,
  byId,
  allNodes,
  detail,
  list,
  single,
  contributorDetail,
}: ResearchRoutes): void {
  // Draft registrations: their contributors only.
  const draft = (p: Params) => byId(seed.draftRegistrations, p.id!);
  app.get('/draft_registrations/', async (request, reply) => {
    const viewer = viewerOf(request, header);
    if (!viewer) throw new JsonApiFailure(401, 'Authentication credentials were not provided.');
    return reply.send(listDocument(request, seed.draftRegistrations, viewer));
  });
  detail('/draft_registrations/:id/', draft);
  // The project's team, and anyone a write added to the draft itself (under the draft's id).
  const draftTeam = (record: SeedRecord) =>
    seed.contributorships.filter((c) => c.node === record.relationships.branched_from?.id || c.node === record.id);
  list(
    '/draft_registrations/:id/contributors/',
    (p) => draftTeam(draft(p)!).map((c) => contributorRecord({ ...c, node: p.id! }, 'draft_registrations')),
    draft,
  );
  contributorDetail('/draft_registrations/:id/contributors/:userId/', draft, draftTeam, 'draft_registrations');
  list(
    '/draft_registrations/:id/institutions/',
    (p) =>
      seed.nodeInstitutions(draft(p)?.relationships.branched_from?.id ?? '').map((id) => byId(seed.institutions, id)!),
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
    const found = seed.draftRegistrations.find((d) => d.id === p.draftId && d.relationships.branched_from?.id === p.id);
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
    seed.schemaBlocks.filter((b) => b.relationships.schema?.id === response(p)?.relationships.registration_schema?.id);
  list('/schema_responses/:id/schema_blocks/', blocksOf, response);
  detail('/schema_responses/:id/schema_blocks/:blockId', (p) => blocksOf(p).find((b) => b.id === p.blockId));
}
