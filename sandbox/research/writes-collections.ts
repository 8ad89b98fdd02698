// Sandbox writes on collections: create and delete, link and unlink projects and registrations, and collected
// metadata (adding an item with it, changing it, removing the item, its subjects). A collection belongs to the user
// who made it; the seeded ones belong to nobody who holds a sandbox token, so they are read-only here.
import type { FastifyRequest } from 'fastify';
import * as seed from './data.js';
import type { SeedRecord } from './data.js';
import { JsonApiFailure, originOf } from './jsonapi.js';
import type { Params } from './routes/kit.js';
import { newId, now, PointerFailure, type Resource, type WriteTools } from './writes.js';

export function registerCollectionWrites(tools: WriteTools): void {
  const { app, byId, allNodes, actor, resourceOf, identifiersOf, relatedIdOf, text, flag, assign, send } = tools;
  const { visibleTo } = tools;
  const params = (request: FastifyRequest) => request.params as Params;

  /** The collection, when the user administers it (403 otherwise). */
  const ownCollection = (request: FastifyRequest, viewer: string) => {
    const collection = visibleTo(byId(seed.collections, params(request).id!), viewer);
    if (!collection.admins?.includes(viewer))
      throw new JsonApiFailure(403, 'You do not have permission to perform this action.');
    return collection;
  };
  const identifiers = (records: SeedRecord[]) => records.map((record) => ({ id: record.id, type: record.type }));

  app.post('/collections/', async (request, reply) => {
    const viewer = actor(request);
    const resource = resourceOf(request, 'collections');
    const title = text(resource, 'title', true, 200)!;
    const isPublic = flag(resource, 'is_public') ?? false;
    const collection: SeedRecord = {
      type: 'collections',
      id: newId(),
      attributes: {
        title,
        date_created: now(),
        date_modified: now(),
        bookmarks: false,
        is_promoted: false,
        is_public: isPublic,
        status_choices: [],
        collected_type_choices: [],
      },
      relationships: {},
      admins: [viewer],
      visibleTo: isPublic ? undefined : [viewer],
    };
    seed.collections.push(collection);
    return send(request, reply, 201, collection);
  });
  app.delete('/collections/:id/', async (request, reply) => {
    const collection = ownCollection(request, actor(request));
    seed.collections.splice(seed.collections.indexOf(collection), 1);
    return reply.code(204).send();
  });

  for (const [kind, type] of [
    ['nodes', 'nodes'],
    ['registrations', 'registrations'],
  ] as const) {
    const route = `/collections/:id/linked_${kind}/relationships/`;
    const recordsOf = (request: FastifyRequest, viewer: string) =>
      identifiersOf(request, type).map((id) =>
        visibleTo(byId(kind === 'nodes' ? allNodes : seed.registrations, id), viewer),
      );
    app.post(route, async (request, reply) => {
      const viewer = actor(request);
      const members = seed.collectionMembers(ownCollection(request, viewer))[kind];
      for (const record of recordsOf(request, viewer)) if (!members.includes(record)) members.push(record);
      return reply.code(201).send({ data: identifiers(members), links: {}, meta: { version: '2.20' } });
    });
    app.delete(route, async (request, reply) => {
      const viewer = actor(request);
      const members = seed.collectionMembers(ownCollection(request, viewer))[kind];
      for (const record of recordsOf(request, viewer)) {
        const index = members.indexOf(record);
        if (index >= 0) members.splice(index, 1);
      }
      return reply.code(204).send();
    });
  }

  // Collected metadata: the item's place in the collection, with values from the collection's own choices.
  const metadataValues = (resource: Resource, collection: SeedRecord) => {
    const pick = (name: string, choices: unknown) => {
      const value = text(resource, name, false, 127);
      const allowed = Array.isArray(choices) ? choices : [];
      if (value !== undefined && allowed.length > 0 && !allowed.includes(value))
        throw new PointerFailure(`"${value}" is not a valid choice.`, `/data/attributes/${name}`);
      return value;
    };
    return {
      collected_type: pick('collected_type', collection.attributes.collected_type_choices),
      status: pick('status', collection.attributes.status_choices),
      volume: text(resource, 'volume', false, 127),
      issue: text(resource, 'issue', false, 127),
      program_area: text(resource, 'program_area', false, 127),
    };
  };
  /** The item a guid names, and the member list of its kind. */
  const itemOf = (guid: string, viewer: string): [SeedRecord, 'nodes' | 'preprints' | 'registrations'] => {
    for (const [records, kind] of [
      [allNodes, 'nodes'],
      [seed.preprints, 'preprints'],
      [seed.registrations, 'registrations'],
    ] as const) {
      const found = byId(records, guid);
      if (found) return [visibleTo(found, viewer), kind];
    }
    throw new JsonApiFailure(404, 'Not found.');
  };
  const metadataOf = (request: FastifyRequest, collection: SeedRecord) => {
    const found = seed.collectedMetadata.find(
      (entry) => entry.relationships.collection?.id === collection.id && entry.id === params(request).guid,
    );
    if (!found) throw new JsonApiFailure(404, 'Not found.');
    return found;
  };

  app.post('/collections/:id/collected_metadata/', async (request, reply) => {
    const viewer = actor(request);
    const collection = ownCollection(request, viewer);
    const resource = resourceOf(request, 'collected-metadata');
    const guid = relatedIdOf(resource, 'guid', 'guids', true)!;
    const [item, kind] = itemOf(guid, viewer);
    if (
      seed.collectedMetadata.some((entry) => entry.relationships.collection?.id === collection.id && entry.id === guid)
    )
      throw new PointerFailure(`${guid} is already in this collection.`, '/data/relationships/guid');
    const entry: SeedRecord = {
      type: 'collected-metadata',
      id: guid,
      attributes: { collected_type: '', status: '', volume: '', issue: '', program_area: '' },
      relationships: {
        collection: { type: 'collections', id: collection.id },
        guid: { type: item.type, id: item.id },
      },
      visibleTo: collection.visibleTo,
    };
    assign(entry, metadataValues(resource, collection));
    seed.collectedMetadata.push(entry);
    const members = seed.collectionMembers(collection)[kind];
    if (!members.includes(item)) members.push(item);
    return send(request, reply, 201, entry);
  });
  app.post('/collections/:id/collected_metadata/:guid', async (request, reply) => {
    const viewer = actor(request);
    const collection = ownCollection(request, viewer);
    const entry = metadataOf(request, collection);
    assign(entry, metadataValues(resourceOf(request, 'collected-metadata', entry.id), collection));
    return send(request, reply, 200, entry);
  });
  app.delete('/collections/:id/collected_metadata/:guid', async (request, reply) => {
    const viewer = actor(request);
    const collection = ownCollection(request, viewer);
    const entry = metadataOf(request, collection);
    seed.collectedMetadata.splice(seed.collectedMetadata.indexOf(entry), 1);
    const [item, kind] = itemOf(entry.id, viewer);
    const members = seed.collectionMembers(collection)[kind];
    if (members.includes(item)) members.splice(members.indexOf(item), 1);
    return reply.code(204).send();
  });
  app.post('/collections/:id/collected_metadata/:guid/relationships/subjects/', async (request, reply) => {
    const viewer = actor(request);
    const entry = metadataOf(request, ownCollection(request, viewer));
    const subjects = identifiersOf(request, 'subjects').map((id) => {
      const subject = byId(seed.taxonomies, id);
      if (!subject) throw new PointerFailure(`Invalid subject: ${id}.`, '/data');
      return subject;
    });
    seed.chosenSubjects.set(entry, subjects);
    const data = subjects.map((subject) => ({ id: subject.id, type: 'subjects' }));
    return reply.code(201).send({ data, links: { self: `${originOf(request)}${request.url}` }, meta: {} });
  });
}
