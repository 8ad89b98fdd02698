// Sandbox writes on projects and components: create (top level, as a component, as a fork), update, delete,
// addon settings, contributors, comments and file tags.
import { NODE_CATEGORIES } from '@gateway/upstream-types/values/research';
import * as seed from './data.js';
import type { SeedRecord } from './data.js';
import { JsonApiFailure } from './jsonapi.js';
import type { Params } from './routes/kit.js';
import { newId, now, PointerFailure, type Resource, type WriteTools } from './writes.js';

export function registerNodeWrites(tools: WriteTools): void {
  const { app, byId, allNodes, actor, resourceOf, text, choice, flag, list, assign, send } = tools;
  const { requirePermission, addContributor, sendContributor, visibleTo, relatedIdOf } = tools;
  const nodeOf = (request: { params: unknown }, viewer: string) =>
    visibleTo(byId(allNodes, (request.params as Params).id!), viewer);

  /** A new node owned by `owner`: its only contributor, an administrator. Private unless `public` is true. */
  const makeNode = (resource: Resource, owner: string, parent: SeedRecord | null, extra: Partial<SeedRecord> = {}) => {
    const title = text(resource, 'title', true)!;
    const category = choice(resource, 'category', NODE_CATEGORIES, true)!;
    const isPublic = flag(resource, 'public') ?? false;
    const id = newId();
    const record: SeedRecord = {
      type: 'nodes',
      id,
      attributes: {
        title,
        description: text(resource, 'description', false, 5000) ?? '',
        category,
        custom_citation: null,
        date_created: now(),
        date_modified: now(),
        fork: false,
        preprint: false,
        public: isPublic,
        registration: false,
        collection: false,
        tags: list(resource, 'tags') ?? [],
        current_user_permissions: ['read', 'write', 'admin'],
      },
      relationships: {
        parent: parent ? { type: 'nodes', id: parent.id } : null,
        root: { type: 'nodes', id: parent ? (parent.relationships.root?.id ?? parent.id) : id },
        license: parent?.relationships.license ?? null,
      },
      visibleTo: isPublic ? undefined : [owner],
      admins: [owner],
      ...extra,
    };
    seed.contributorships.push({ node: id, user: owner, index: 0, permission: 'admin', bibliographic: true });
    return record;
  };
  const track = (record: SeedRecord, into: SeedRecord[]) => {
    into.push(record);
    allNodes.push(record);
    return record;
  };

  app.post('/nodes/', async (request, reply) => {
    const viewer = actor(request);
    const resource = resourceOf(request, 'nodes');
    const template = resource.attributes.template_from;
    if (template !== undefined) {
      if (typeof template !== 'string')
        throw new PointerFailure('Not a valid string.', '/data/attributes/template_from');
      visibleTo(byId(allNodes, template), viewer);
    }
    return send(request, reply, 201, track(makeNode(resource, viewer, null), seed.nodes));
  });
  app.post('/nodes/:id/children/', async (request, reply) => {
    const viewer = actor(request);
    const parent = nodeOf(request, viewer);
    requirePermission(parent.id, viewer, 'write');
    const child = makeNode(resourceOf(request, 'nodes'), viewer, parent);
    // A component's team starts as its parent's, like on the OSF website.
    if (parent.visibleTo) child.visibleTo = [...parent.visibleTo];
    return send(request, reply, 201, track(child, seed.nodes));
  });
  app.post('/nodes/:id/forks/', async (request, reply) => {
    const viewer = actor(request);
    const source = nodeOf(request, viewer);
    const resource = resourceOf(request, 'nodes');
    const title = text(resource, 'title', false) ?? `Fork of ${String(source.attributes.title)}`;
    const fork = makeNode(
      { ...resource, attributes: { ...resource.attributes, title, category: source.attributes.category } },
      viewer,
      null,
    );
    fork.attributes = {
      ...source.attributes,
      ...fork.attributes,
      fork: true,
      description: source.attributes.description,
    };
    fork.relationships.forked_from = { type: 'nodes', id: source.id };
    return send(request, reply, 201, track(fork, seed.forks));
  });
  app.patch('/nodes/:id/', async (request, reply) => {
    const viewer = actor(request);
    const node = nodeOf(request, viewer);
    requirePermission(node.id, viewer, 'write');
    const resource = resourceOf(request, 'nodes', node.id);
    const values = {
      title: text(resource, 'title', false),
      description: text(resource, 'description', false, 5000),
      category: choice(resource, 'category', NODE_CATEGORIES),
      public: flag(resource, 'public'),
      tags: list(resource, 'tags'),
    };
    assign(node, { ...values, date_modified: now() });
    if (values.public === true) node.visibleTo = undefined;
    if (values.public === false)
      node.visibleTo = seed.contributorships.filter((entry) => entry.node === node.id).map((entry) => entry.user);
    return send(request, reply, 200, node);
  });
  app.delete('/nodes/:id/', async (request, reply) => {
    const viewer = actor(request);
    const node = nodeOf(request, viewer);
    requirePermission(node.id, viewer, 'admin');
    if (allNodes.some((candidate) => candidate.relationships.parent?.id === node.id))
      throw new JsonApiFailure(409, 'Any child components must be deleted prior to deleting this project.');
    for (const records of [allNodes, seed.nodes, seed.forks]) {
      const index = records.indexOf(node);
      if (index >= 0) records.splice(index, 1);
    }
    return reply.code(204).send();
  });

  app.patch('/nodes/:id/addons/:provider/', async (request, reply) => {
    const viewer = actor(request);
    const node = nodeOf(request, viewer);
    requirePermission(node.id, viewer, 'write');
    const { provider } = request.params as Params;
    if (!seed.addons.some((addon) => addon.id === provider)) throw new JsonApiFailure(404, 'Not found.');
    const resource = resourceOf(request, 'node_addons', provider);
    let addon = seed.nodeAddons.find((entry) => entry.relationships.node?.id === node.id && entry.id === provider);
    if (!addon) {
      // PATCH on an addon the project has not connected yet connects it.
      addon = {
        type: 'node_addons',
        id: provider!,
        attributes: { external_account_id: null, folder_id: null, folder_path: null, configured: false },
        relationships: { node: { type: 'nodes', id: node.id } },
        visibleTo: node.visibleTo,
      };
      seed.nodeAddons.push(addon);
    }
    const folder = text(resource, 'folder_id', false, 1024);
    assign(addon, {
      external_account_id: text(resource, 'external_account_id', false, 64),
      folder_id: folder,
      folder_path: folder === undefined ? undefined : `/${folder.split('/').pop() ?? ''}`,
      enabled: flag(resource, 'enabled'),
    });
    addon.attributes.enabled ??= true;
    addon.attributes.node_has_auth = Boolean(addon.attributes.external_account_id);
    addon.attributes.configured = Boolean(addon.attributes.external_account_id && addon.attributes.folder_id);
    return send(request, reply, 200, addon);
  });

  // Contributors: administrators add and change them; a contributor may also remove themselves.
  app.post('/nodes/:id/contributors/', async (request, reply) => {
    const viewer = actor(request);
    const node = nodeOf(request, viewer);
    requirePermission(node.id, viewer, 'admin');
    const entry = addContributor(resourceOf(request, 'contributors'), node, node.id);
    return sendContributor(request, reply, 201, node.id, entry, 'nodes');
  });
  const contributorOf = (request: { params: unknown }, viewer: string) => {
    const node = nodeOf(request, viewer);
    const { userId } = request.params as Params;
    const entry = seed.contributorships.find((candidate) => candidate.node === node.id && candidate.user === userId);
    if (!entry) throw new JsonApiFailure(404, 'Not found.');
    return { node, entry };
  };
  const admins = (nodeId: string) =>
    seed.contributorships.filter((entry) => entry.node === nodeId && entry.permission === 'admin');
  app.patch('/nodes/:id/contributors/:userId/', async (request, reply) => {
    const viewer = actor(request);
    const { node, entry } = contributorOf(request, viewer);
    requirePermission(node.id, viewer, 'admin');
    const resource = resourceOf(request, 'contributors', `${node.id}-${entry.user}`);
    const permission = choice(resource, 'permission', ['read', 'write', 'admin']);
    if (permission && permission !== 'admin' && entry.permission === 'admin' && admins(node.id).length === 1)
      throw new PointerFailure('Must have at least one registered admin contributor.', '/data/attributes/permission');
    const index = resource.attributes.index;
    if (index !== undefined && (!Number.isInteger(index) || (index as number) < 0))
      throw new PointerFailure('A valid integer is required.', '/data/attributes/index');
    entry.permission = permission ?? entry.permission;
    entry.bibliographic = flag(resource, 'bibliographic') ?? entry.bibliographic;
    if (typeof index === 'number') {
      const team = seed.contributorships.filter((candidate) => candidate.node === node.id && candidate !== entry);
      team.splice(Math.min(index, team.length), 0, entry);
      team.forEach((member, position) => (member.index = position));
    }
    return sendContributor(request, reply, 200, node.id, entry, 'nodes');
  });
  app.delete('/nodes/:id/contributors/:userId/', async (request, reply) => {
    const viewer = actor(request);
    const { node, entry } = contributorOf(request, viewer);
    if (entry.user !== viewer) requirePermission(node.id, viewer, 'admin');
    if (entry.permission === 'admin' && admins(node.id).length === 1)
      throw new JsonApiFailure(400, 'Must have at least one registered admin contributor.');
    seed.contributorships.splice(seed.contributorships.indexOf(entry), 1);
    if (node.visibleTo) node.visibleTo = node.visibleTo.filter((user) => user !== entry.user);
    return reply.code(204).send();
  });

  // Comments: anyone who can see the project comments; only the author edits or deletes.
  app.post('/nodes/:id/comments/', async (request, reply) => {
    const viewer = actor(request);
    const node = nodeOf(request, viewer);
    const resource = resourceOf(request, 'comments');
    const content = text(resource, 'content', true, 1000)!;
    const entry = resource.relationships.target;
    const targetType =
      typeof entry === 'object' && entry && 'data' in entry ? (entry.data as { type?: unknown })?.type : undefined;
    const target = relatedIdOf(resource, 'target', targetType === 'comments' ? 'comments' : 'nodes', true)!;
    if (targetType === 'comments') {
      const parent = seed.comments.find((comment) => comment.id === target);
      if (!parent || parent.relationships.node?.id !== node.id) throw new JsonApiFailure(404, 'Not found.');
      parent.attributes.has_children = true;
    } else if (target !== node.id) throw new PointerFailure('Invalid target.', '/data/relationships/target');
    const comment: SeedRecord = {
      type: 'comments',
      id: newId(24),
      attributes: {
        content,
        page: 'node',
        date_created: now(),
        date_modified: now(),
        modified: false,
        deleted: false,
        is_abuse: false,
        has_children: false,
        can_edit: true,
      },
      relationships: {
        user: { type: 'users', id: viewer },
        node: { type: 'nodes', id: node.id },
        target: { type: targetType === 'comments' ? 'comments' : 'nodes', id: target },
      },
      visibleTo: node.visibleTo,
    };
    seed.comments.push(comment);
    return send(request, reply, 201, comment);
  });
  const ownComment = (request: { params: unknown; headers: unknown }, viewer: string) => {
    const comment = visibleTo(byId(seed.comments, (request.params as Params).id!), viewer);
    if (comment.relationships.user?.id !== viewer)
      throw new JsonApiFailure(403, 'You do not have permission to perform this action.');
    return comment;
  };
  app.put('/comments/:id/', async (request, reply) => {
    const viewer = actor(request);
    const comment = ownComment(request, viewer);
    const resource = resourceOf(request, 'comments', comment.id);
    const content = text(resource, 'content', false, 1000);
    if (content !== undefined && content.trim() === '')
      throw new PointerFailure('This field may not be blank.', '/data/attributes/content');
    const deleted = flag(resource, 'deleted');
    assign(comment, { content, deleted, modified: content !== undefined ? true : undefined, date_modified: now() });
    return send(request, reply, 200, comment);
  });
  app.delete('/comments/:id/', async (request, reply) => {
    const viewer = actor(request);
    const comment = ownComment(request, viewer);
    comment.attributes.deleted = true;
    return reply.code(204).send();
  });

  // File metadata: contributors with write permission on the file's project.
  app.patch('/files/:id/', async (request, reply) => {
    const viewer = actor(request);
    const file = visibleTo(byId(seed.files, (request.params as Params).id!), viewer);
    requirePermission(file.relationships.node?.id ?? '', viewer, 'write');
    const resource = resourceOf(request, 'files', file.id);
    assign(file, { tags: list(resource, 'tags'), date_modified: now() });
    return send(request, reply, 200, file);
  });
}
