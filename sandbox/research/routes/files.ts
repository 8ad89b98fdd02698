// Comments, wikis, files and the addons of projects and users.
import * as seed from '../data.js';
import type { SeedRecord } from '../data.js';
import { JsonApiFailure, listDocument, serialize, viewerOf, visible, nodeOf } from '../jsonapi.js';
import type { Params, ResearchRoutes } from './kit.js';

export function registerFiles({ app, header, byId, allNodes, detail, list, single }: ResearchRoutes): void {
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
}
