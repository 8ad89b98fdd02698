// Collections: their members, linked relationships and collected metadata.
import * as seed from '../data.js';
import type { SeedRecord } from '../data.js';
import { canSee, viewerOf, visible } from '../jsonapi.js';
import type { Params, ResearchRoutes } from './kit.js';

export function registerCollections({ app, header, byId, detail, list }: ResearchRoutes): void {
  const collection = (p: Params) => byId(seed.collections, p.id!);
  const members = (p: Params) => {
    const found = collection(p);
    return found ? seed.collectionMembers(found) : { nodes: [], preprints: [], registrations: [] };
  };
  // The specs name this one path without a trailing slash.
  list('/collections/:id/linked_nodes', (p) => members(p).nodes, collection);
  list('/collections/:id/linked_preprints/', (p) => members(p).preprints, collection);
  list('/collections/:id/linked_registrations/', (p) => members(p).registrations, collection);

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
}
