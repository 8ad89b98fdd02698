// Query.research: the OSF's record collections as Relay connections with by-id lookups, and every record's
// relationships as graph fields (see relationships.ts).
import type { ObjectRef } from '@pothos/core';
import type { JsonApiResource } from '../../datasources/jsonapi.js';
import { path } from '../../datasources/paths.js';
import { builder } from '../../schema/builder.js';
import type { resourceConnection, Types } from '../../schema/research/jsonapi.js';
import {
  Addon,
  AddonConnection,
  Institution,
  InstitutionConnection,
  License,
  LicenseConnection,
  Preprint,
  PreprintConnection,
  PreprintProvider,
  PreprintProviderConnection,
  Registration,
  RegistrationConnection,
  ResearchAction,
  ResearchActionConnection,
  ResearchCollection,
  ResearchCollectionConnection,
  ResearchLog,
  ResearchNode,
  ResearchNodeConnection,
  ResearchQuery,
  ResearchRoot,
  ResearchUser,
  ResearchUserConnection,
  Taxonomy,
  TaxonomyConnection,
} from '../../schema/research/types.js';
import { NAME_LIST, NODE_LIST, PREPRINT_LIST, USER_LIST } from './lists.js';
import { collectionPage, listArgs, listParams, researchId, type ListSpec } from './relations.js';

type ResourceRef = ObjectRef<Types, JsonApiResource>;
type ConnectionRef = ReturnType<typeof resourceConnection>;

builder.objectFields(ResearchQuery, (t) => {
  const list = (
    type: ResourceRef,
    connection: ConnectionRef,
    description: string,
    collection: string,
    spec: ListSpec = {},
  ) =>
    t.connection(
      {
        type,
        description,
        args: listArgs(t.arg, spec),
        resolve: (_root, args, context, info) =>
          collectionPage(context, collection, listParams(spec, args as Record<string, unknown>), args, info),
      },
      connection,
    );
  const byId = (type: ResourceRef, description: string, pathOf: (id: string) => string) =>
    t.field({
      type,
      description,
      args: { id: t.arg.string({ required: true, validate: researchId }) },
      resolve: (_root, args, { dataSources }) => dataSources.research.resource(pathOf(args.id), { id: args.id }),
    });
  /** Types with no detail endpoint are looked up through their list, filtered by id. */
  const byIdFromList = (type: ResourceRef, description: string, collection: string) =>
    t.field({
      type,
      description,
      args: { id: t.arg.string({ required: true, validate: researchId }) },
      resolve: (_root, args, { dataSources }) => dataSources.research.load(collection, args.id),
    });

  return {
    root: t.field({
      type: ResearchRoot,
      description: 'The API root: its version and the user the token belongs to.',
      resolve: (_root, _args, { dataSources }) => dataSources.research.getRoot(),
    }),
    nodes: list(
      ResearchNode,
      ResearchNodeConnection,
      'Public projects and components (and private ones the token may see).',
      'nodes/',
      NODE_LIST,
    ),
    node: byId(ResearchNode, 'A project or component by id.', (id) => path`nodes/${id}/`),
    users: list(ResearchUser, ResearchUserConnection, 'Users.', 'users/', USER_LIST),
    user: byId(ResearchUser, 'A user by id.', (id) => path`users/${id}/`),
    addons: list(Addon, AddonConnection, 'Addons a project can connect.', 'addons/', {
      filters: { categories: { kind: 'text', field: 'categories', description: 'Only addons of this category.' } },
    }),
    addon: byIdFromList(Addon, 'An addon by id (e.g. "github").', 'addons/'),
    actions: list(ResearchAction, ResearchActionConnection, 'Moderation actions the token may see.', 'actions/', {
      filters: { trigger: { kind: 'text', field: 'trigger', description: 'Only actions with this trigger.' } },
      sorts: ['date_created'],
      sortEnum: 'ResearchActionSort',
    }),
    action: byIdFromList(ResearchAction, 'A moderation action by id.', 'actions/'),
    licenses: list(License, LicenseConnection, 'Licenses.', 'licenses/', NAME_LIST),
    license: t.field({
      type: License,
      description: 'A license by id.',
      args: { id: t.arg.string({ required: true, validate: researchId }) },
      // Both OSF specs name the detail path `/license/{license_id}/`; a host that does not serve it (404) is asked
      // for the list filtered by id, which specs and hosts all have.
      resolve: async (_root, args, { dataSources }) =>
        (await dataSources.research.resource(path`license/${args.id}/`, { id: args.id })) ??
        dataSources.research.load('licenses/', args.id),
    }),
    preprints: list(Preprint, PreprintConnection, 'Preprints.', 'preprints/', PREPRINT_LIST),
    preprint: byId(Preprint, 'A preprint by id.', (id) => path`preprints/${id}/`),
    preprintProviders: list(
      PreprintProvider,
      PreprintProviderConnection,
      'Preprint servers.',
      'preprint_providers/',
      NAME_LIST,
    ),
    preprintProvider: byId(PreprintProvider, 'A preprint server by id.', (id) => path`preprint_providers/${id}/`),
    taxonomies: list(Taxonomy, TaxonomyConnection, 'Subjects of the bepress taxonomy.', 'taxonomies/', {
      filters: { text: { kind: 'text', field: 'text', description: 'Only subjects whose name contains this text.' } },
      sorts: ['text'],
      sortEnum: 'TaxonomySort',
    }),
    taxonomy: byId(Taxonomy, 'A subject by id.', (id) => path`taxonomies/${id}/`),
    collections: list(ResearchCollection, ResearchCollectionConnection, 'Collections.', 'collections/', {
      filters: { title: { kind: 'text', field: 'title', description: 'Only collections whose title contains this.' } },
      sorts: ['title', 'date_created'],
      sortEnum: 'ResearchCollectionSort',
    }),
    collection: byId(ResearchCollection, 'A collection by id.', (id) => path`collections/${id}/`),
    institutions: list(Institution, InstitutionConnection, 'Institutions.', 'institutions/', NAME_LIST),
    institution: byId(Institution, 'An institution by id.', (id) => path`institutions/${id}/`),
    log: byId(ResearchLog, 'One change on a project, by id.', (id) => path`logs/${id}/`),
    registrations: list(Registration, RegistrationConnection, 'Registrations.', 'registrations/', NODE_LIST),
    registration: byId(Registration, 'A registration by id.', (id) => path`registrations/${id}/`),
  };
});

builder.objectFields(ResearchRoot, (t) => ({
  currentUser: t.field({
    type: ResearchUser,
    description: 'The user the token belongs to; null without a token.',
    resolve: (root) => root.currentUser,
  }),
}));
