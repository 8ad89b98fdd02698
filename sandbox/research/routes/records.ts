// The API root and the top-level collections and records.
import * as seed from '../data.js';
import { JsonApiFailure, listDocument, originOf, serialize, viewerOf } from '../jsonapi.js';
import type { ResearchRoutes } from './kit.js';

export function registerRecords({ app, header, byId, allNodes, detail, list }: ResearchRoutes): void {
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
}
