// Sandbox writes on draft registrations, registrations, schema responses (with their review steps), preprints and
// users. Contributors added to a draft or a preprint join the seed's contributor list under the record's own id.
import type { FastifyRequest } from 'fastify';
import { NODE_CATEGORIES } from '@gateway/upstream-types/values/research';
import * as seed from './data.js';
import type { SeedRecord } from './data.js';
import { JsonApiFailure } from './jsonapi.js';
import type { Params } from './routes/kit.js';
import { isObject, newId, now, PointerFailure, type Resource, type WriteTools } from './writes.js';

const RESPONSE_STEPS: Record<string, [from: string, to: string]> = {
  submit: ['in_progress', 'unapproved'],
  approve: ['unapproved', 'approved'],
  admin_reject: ['unapproved', 'in_progress'],
  accept: ['pending_moderation', 'approved'],
  moderator_reject: ['pending_moderation', 'in_progress'],
};

export function registerRecordWrites(tools: WriteTools): void {
  const { app, byId, allNodes, actor, resourceOf, relatedIdOf, text, choice, flag, list, assign, send } = tools;
  const { permissionOf, requirePermission, addContributor, sendContributor, visibleTo } = tools;
  const param = (request: FastifyRequest, name = 'id') => (request.params as Params)[name]!;
  const json = (resource: Resource, name: string) => {
    const value = resource.attributes[name];
    if (value === undefined) return undefined;
    if (!isObject(value)) throw new PointerFailure('Expected a dictionary of items.', `/data/attributes/${name}`);
    return value;
  };

  // Draft registrations: their team is their project's, plus anyone added to the draft itself.
  const draftPermission = (draft: SeedRecord, user: string) =>
    permissionOf(draft.id, user) ?? permissionOf(draft.relationships.branched_from?.id ?? '', user);
  const requireDraft = (draft: SeedRecord, user: string, level: 'write' | 'admin') => {
    const levels = level === 'admin' ? ['admin'] : ['write', 'admin'];
    if (!levels.includes(draftPermission(draft, user) ?? ''))
      throw new JsonApiFailure(403, 'You do not have permission to perform this action.');
  };
  const draftValues = (resource: Resource) => ({
    title: text(resource, 'title', false),
    description: text(resource, 'description', false, 5000),
    category: choice(resource, 'category', NODE_CATEGORIES),
    tags: list(resource, 'tags'),
    registration_responses: json(resource, 'registration_responses'),
    registration_metadata: json(resource, 'registration_metadata'),
  });
  const createDraft = (request: FastifyRequest, viewer: string, projectId: string | undefined) => {
    const resource = resourceOf(request, 'draft_registrations');
    const schemaId = relatedIdOf(resource, 'registration_schema', 'registration-schemas', true)!;
    if (!byId(seed.registrationSchemas, schemaId))
      throw new PointerFailure('Invalid registration schema.', '/data/relationships/registration_schema');
    const project = projectId ?? relatedIdOf(resource, 'branched_from', 'nodes');
    if (project) {
      visibleTo(byId(allNodes, project), viewer);
      requirePermission(project, viewer, 'admin');
    }
    const id = newId(24);
    const team = project ? seed.contributorships.filter((entry) => entry.node === project).map((e) => e.user) : [];
    if (!project)
      seed.contributorships.push({ node: id, user: viewer, index: 0, permission: 'admin', bibliographic: true });
    const draft: SeedRecord = {
      type: 'draft_registrations',
      id,
      attributes: {
        title: 'Untitled',
        description: '',
        category: 'project',
        tags: [],
        node_license: null,
        current_user_permissions: ['read', 'write', 'admin'],
        has_project: Boolean(project),
        datetime_initiated: now(),
        datetime_updated: now(),
        registration_metadata: {},
        registration_responses: {},
      },
      relationships: {
        branched_from: project ? { type: 'nodes', id: project } : null,
        initiator: { type: 'users', id: viewer },
        registration_schema: { type: 'registration-schemas', id: schemaId },
      },
      visibleTo: project ? team : [viewer],
    };
    assign(draft, draftValues(resource));
    seed.draftRegistrations.push(draft);
    return draft;
  };
  const draftOf = (request: FastifyRequest, viewer: string) => {
    const params = request.params as Params;
    const draft = visibleTo(byId(seed.draftRegistrations, params.draftId ?? params.id!), viewer);
    // Below a project, the draft must be that project's.
    if (params.draftId && draft.relationships.branched_from?.id !== params.id)
      throw new JsonApiFailure(404, 'Not found.');
    return draft;
  };
  for (const route of ['/draft_registrations/', '/nodes/:id/draft_registrations/']) {
    app.post(route, async (request, reply) => {
      const viewer = actor(request);
      const projectId = route.startsWith('/nodes/') ? param(request) : undefined;
      return send(request, reply, 201, createDraft(request, viewer, projectId));
    });
  }
  for (const route of ['/draft_registrations/:id/', '/nodes/:id/draft_registrations/:draftId/']) {
    app.patch(route, async (request, reply) => {
      const viewer = actor(request);
      const draft = draftOf(request, viewer);
      requireDraft(draft, viewer, 'write');
      assign(draft, { ...draftValues(resourceOf(request, 'draft_registrations', draft.id)), datetime_updated: now() });
      return send(request, reply, 200, draft);
    });
    app.delete(route, async (request, reply) => {
      const viewer = actor(request);
      const draft = draftOf(request, viewer);
      requireDraft(draft, viewer, 'admin');
      seed.draftRegistrations.splice(seed.draftRegistrations.indexOf(draft), 1);
      return reply.code(204).send();
    });
  }
  app.post('/draft_registrations/:id/contributors/', async (request, reply) => {
    const viewer = actor(request);
    const draft = draftOf(request, viewer);
    requireDraft(draft, viewer, 'admin');
    const entry = addContributor(resourceOf(request, 'contributors'), draft, draft.id);
    return sendContributor(request, reply, 201, draft.id, entry, 'draft_registrations');
  });

  // Registrations: administrators of the registered project may make one public; anyone who sees it may fork it.
  const registrationOf = (request: FastifyRequest, viewer: string) =>
    visibleTo(byId(seed.registrations, param(request)), viewer);
  app.patch('/registrations/:id/', async (request, reply) => {
    const viewer = actor(request);
    const registration = registrationOf(request, viewer);
    requirePermission(registration.relationships.registered_from?.id ?? '', viewer, 'admin');
    const isPublic = flag(resourceOf(request, 'registrations', registration.id), 'public');
    if (isPublic === false && registration.attributes.public === true)
      throw new PointerFailure('Registrations can only be turned from private to public.', '/data/attributes/public');
    if (isPublic) {
      registration.attributes.public = true;
      registration.visibleTo = undefined;
    }
    return send(request, reply, 200, registration);
  });
  app.post('/registrations/:id/forks/', async (request, reply) => {
    const viewer = actor(request);
    const registration = registrationOf(request, viewer);
    resourceOf(request, 'nodes');
    const id = newId();
    const fork: SeedRecord = {
      type: 'nodes',
      id,
      attributes: {
        ...registration.attributes,
        title: `Fork of ${String(registration.attributes.title)}`,
        fork: true,
        registration: false,
        public: false,
        date_created: now(),
        date_modified: now(),
      },
      relationships: {
        parent: null,
        root: { type: 'nodes', id },
        license: registration.relationships.license ?? null,
        forked_from: { type: 'registrations', id: registration.id },
      },
      visibleTo: [viewer],
      admins: [viewer],
    };
    for (const name of ['date_registered', 'withdrawn', 'registered_meta', 'registration_supplement'])
      delete fork.attributes[name];
    seed.contributorships.push({ node: id, user: viewer, index: 0, permission: 'admin', bibliographic: true });
    seed.forks.push(fork);
    allNodes.push(fork);
    return send(request, reply, 201, fork);
  });

  // Schema responses: a revision starts in progress, is edited by the registration's administrators, then steps
  // through review with actions.
  const responseOf = (request: FastifyRequest, viewer: string) =>
    visibleTo(byId(seed.schemaResponses, param(request)), viewer);
  const sourceOf = (response: SeedRecord) =>
    byId(seed.registrations, response.relationships.registration?.id ?? '')?.relationships.registered_from?.id ?? '';
  const inProgress = (response: SeedRecord) => {
    if (response.attributes.reviews_state !== 'in_progress')
      throw new JsonApiFailure(409, 'Only a schema response in progress can be changed.');
  };
  app.post('/schema_responses/', async (request, reply) => {
    const viewer = actor(request);
    const resource = resourceOf(request, 'schema-responses');
    const registrationId = relatedIdOf(resource, 'registration', 'registrations', true)!;
    const registration = visibleTo(byId(seed.registrations, registrationId), viewer);
    requirePermission(registration.relationships.registered_from?.id ?? '', viewer, 'admin');
    const earlier = seed.schemaResponses.filter(
      (response) => response.relationships.registration?.id === registrationId,
    );
    if (earlier.some((response) => response.attributes.reviews_state !== 'approved'))
      throw new JsonApiFailure(409, 'Cannot create a new revision while another is in progress.');
    const response: SeedRecord = {
      type: 'schema-responses',
      id: newId(24),
      attributes: {
        revision_justification: '',
        date_created: now(),
        date_submitted: null,
        date_modified: now(),
        revision_responses: { ...(earlier[earlier.length - 1]?.attributes.revision_responses as object) },
        reviews_state: 'in_progress',
        is_pending_current_user_approval: false,
        is_original_response: earlier.length === 0,
        updated_response_keys: [],
      },
      relationships: {
        registration: { type: 'registrations', id: registrationId },
        registration_schema: registration.relationships.registration_schema ?? null,
        initiated_by: { type: 'users', id: viewer },
      },
    };
    seed.schemaResponses.push(response);
    return send(request, reply, 201, response);
  });
  app.patch('/schema_responses/:id', async (request, reply) => {
    const viewer = actor(request);
    const response = responseOf(request, viewer);
    requirePermission(sourceOf(response), viewer, 'write');
    inProgress(response);
    const resource = resourceOf(request, 'schema-responses', response.id);
    const answers = json(resource, 'revision_responses');
    const before = response.attributes.revision_responses as Record<string, unknown>;
    assign(response, {
      revision_justification: text(resource, 'revision_justification', false, 5000),
      revision_responses: answers ? { ...before, ...answers } : undefined,
      updated_response_keys: answers
        ? Object.keys(answers).filter((key) => JSON.stringify(answers[key]) !== JSON.stringify(before[key]))
        : undefined,
      date_modified: now(),
    });
    return send(request, reply, 200, response);
  });
  app.delete('/schema_responses/:id', async (request, reply) => {
    const viewer = actor(request);
    const response = responseOf(request, viewer);
    requirePermission(sourceOf(response), viewer, 'admin');
    inProgress(response);
    seed.schemaResponses.splice(seed.schemaResponses.indexOf(response), 1);
    return reply.code(204).send();
  });
  app.post('/schema_responses/:id/actions/', async (request, reply) => {
    const viewer = actor(request);
    const response = responseOf(request, viewer);
    requirePermission(sourceOf(response), viewer, 'admin');
    const resource = resourceOf(request, 'schema-response-actions');
    const trigger = choice(resource, 'trigger', Object.keys(RESPONSE_STEPS), true)!;
    const [from, to] = RESPONSE_STEPS[trigger]!;
    if (response.attributes.reviews_state !== from)
      throw new JsonApiFailure(
        409,
        `Cannot ${trigger} a schema response that is ${String(response.attributes.reviews_state)}.`,
      );
    if (
      trigger === 'submit' &&
      !response.attributes.revision_justification &&
      !response.attributes.is_original_response
    )
      throw new PointerFailure('A revision needs a justification before it is submitted.', '/data/attributes/trigger');
    response.attributes.reviews_state = to;
    if (trigger === 'submit') response.attributes.date_submitted = now();
    const action: SeedRecord = {
      type: 'schema-response-actions',
      id: newId(24),
      attributes: {
        trigger,
        from_state: from,
        to_state: to,
        comment: text(resource, 'comment', false, 5000) ?? '',
        date_created: now(),
        auto: false,
        visible: true,
      },
      relationships: {
        target: { type: 'schema-responses', id: response.id },
        creator: { type: 'users', id: viewer },
      },
    };
    seed.schemaResponseActions.push(action);
    return send(request, reply, 201, action);
  });

  // Preprints: made from a file of a project the caller administers; published with `is_published: true`.
  /** The preprint's own contributor list, started from the one it shows (its project's) on first change. */
  const preprintTeam = (preprint: SeedRecord) => {
    if (!seed.contributorships.some((entry) => entry.node === preprint.id))
      for (const entry of seed.preprintContributors(preprint))
        seed.contributorships.push({ ...entry, node: preprint.id });
    return preprint.id;
  };
  const preprintOf = (request: FastifyRequest, viewer: string) =>
    visibleTo(byId(seed.preprints, param(request)), viewer);
  app.post('/preprints/', async (request, reply) => {
    const viewer = actor(request);
    const resource = resourceOf(request, 'preprints');
    const nodeId = relatedIdOf(resource, 'node', 'nodes', true)!;
    const node = visibleTo(byId(allNodes, nodeId), viewer);
    requirePermission(node.id, viewer, 'admin');
    const fileId = relatedIdOf(resource, 'primary_file', 'files', true)!;
    if (byId(seed.files, fileId)?.relationships.node?.id !== node.id)
      throw new PointerFailure(
        'This file is not a valid primary file for this preprint.',
        '/data/relationships/primary_file',
      );
    const providerId = relatedIdOf(resource, 'provider', 'preprint_providers', true)!;
    if (!byId(seed.providers, providerId))
      throw new PointerFailure('Invalid provider.', '/data/relationships/provider');
    const licenseId = relatedIdOf(resource, 'license', 'licenses');
    if (licenseId && !byId(seed.licenses, licenseId))
      throw new PointerFailure('Invalid license.', '/data/relationships/license');
    const preprint: SeedRecord = {
      type: 'preprints',
      id: newId(),
      attributes: {
        title: text(resource, 'title', false) ?? node.attributes.title,
        description: text(resource, 'description', false, 5000) ?? '',
        date_created: now(),
        date_modified: now(),
        date_published: null,
        original_publication_date: null,
        doi: text(resource, 'doi', false) ?? null,
        is_published: false,
        is_preprint_orphan: false,
        public: false,
        reviews_state: 'initial',
        date_withdrawn: null,
        tags: [],
        license_record: null,
      },
      relationships: {
        provider: { type: 'preprint_providers', id: providerId },
        license: licenseId ? { type: 'licenses', id: licenseId } : null,
        node: { type: 'nodes', id: node.id },
        primary_file: { type: 'files', id: fileId },
      },
      visibleTo: [viewer],
    };
    seed.contributorships.push({ node: preprint.id, user: viewer, index: 0, permission: 'admin', bibliographic: true });
    seed.preprints.push(preprint);
    return send(request, reply, 201, preprint);
  });
  app.patch('/preprints/:id/', async (request, reply) => {
    const viewer = actor(request);
    const preprint = preprintOf(request, viewer);
    requirePermission(preprintTeam(preprint), viewer, 'write');
    const resource = resourceOf(request, 'preprints', preprint.id);
    const publish = flag(resource, 'is_published');
    if (publish === false && preprint.attributes.is_published)
      throw new PointerFailure('A published preprint cannot be unpublished.', '/data/attributes/is_published');
    const licenseId = relatedIdOf(resource, 'license', 'licenses');
    if (licenseId && !byId(seed.licenses, licenseId))
      throw new PointerFailure('Invalid license.', '/data/relationships/license');
    if (licenseId) preprint.relationships.license = { type: 'licenses', id: licenseId };
    assign(preprint, {
      title: text(resource, 'title', false),
      description: text(resource, 'description', false, 5000),
      doi: text(resource, 'doi', false),
      tags: list(resource, 'tags'),
      date_modified: now(),
    });
    if (publish && !preprint.attributes.is_published) {
      assign(preprint, { is_published: true, public: true, date_published: now(), reviews_state: 'accepted' });
      preprint.visibleTo = undefined;
    }
    return send(request, reply, 200, preprint);
  });
  app.post('/preprints/:id/contributors/', async (request, reply) => {
    const viewer = actor(request);
    const preprint = preprintOf(request, viewer);
    requirePermission(preprintTeam(preprint), viewer, 'admin');
    const entry = addContributor(resourceOf(request, 'contributors'), preprint, preprint.id);
    return sendContributor(request, reply, 201, preprint.id, entry, 'preprints');
  });

  // Users change only themselves; `me` is the token's user.
  app.patch('/users/:id/', async (request, reply) => {
    const viewer = actor(request);
    const id = param(request) === 'me' ? viewer : param(request);
    const user = byId(seed.users, id);
    if (!user) throw new JsonApiFailure(404, 'Not found.');
    if (id !== viewer) throw new JsonApiFailure(403, 'You do not have permission to perform this action.');
    const resource = resourceOf(request, 'users', id);
    const fullName = text(resource, 'full_name', false, 186);
    if (fullName !== undefined && fullName.trim() === '')
      throw new PointerFailure('This field may not be blank.', '/data/attributes/full_name');
    assign(user, {
      full_name: fullName,
      given_name: text(resource, 'given_name', false, 255),
      middle_names: text(resource, 'middle_names', false, 255),
      family_name: text(resource, 'family_name', false, 255),
      suffix: text(resource, 'suffix', false, 255),
      timezone: text(resource, 'timezone', false, 64),
      locale: text(resource, 'locale', false, 16),
    });
    return send(request, reply, 200, user);
  });
}
