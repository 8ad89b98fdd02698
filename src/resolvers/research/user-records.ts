// What OSF users keep besides projects: their addons, view-only links, wikis, and collection metadata.
import { required } from '../../http/boundary.js';
import { relatedId, type JsonApiResource } from '../../datasources/jsonapi.js';
import { path } from '../../datasources/paths.js';
import { builder } from '../../schema/builder.js';
import {
  AddonAccount,
  AddonAccountConnection,
  CollectedMetadata,
  CollectedMetadataConnection,
  ResearchCollection,
  ResearchNode,
  ResearchNodeConnection,
  ResearchUser,
  Taxonomy,
  TaxonomyConnection,
  UserAddon,
  UserAddonConnection,
  ViewOnlyLink,
  Wiki,
} from '../../schema/research/types.js';
import { collectionPage, idOf, related, researchId, subResource, toOne } from './relations.js';

builder.objectFields(ResearchUser, (t) => ({
  addons: related(
    t,
    UserAddon,
    UserAddonConnection,
    "Addons the user has connected (the token holder's own only).",
    (r) => path`users/${idOf(r)}/addons/`,
  ),
  addon: subResource<{ provider: string }>(
    t,
    UserAddon,
    'One connected addon (e.g. "github").',
    ['provider'],
    (r, a) => path`users/${idOf(r)}/addons/${a.provider}/`,
  ),
}));

builder.objectFields(UserAddon, (t) => {
  /** The user and provider a user addon belongs to, for the paths below it. */
  const owner = (r: JsonApiResource) => {
    const userId = required('research', relatedId(r, 'user') ?? r.parentId, 'user');
    return [userId, idOf(r)] as const;
  };
  return {
    accounts: t.connection(
      {
        type: AddonAccount,
        description: 'External accounts behind this addon.',
        resolve: (r, args, context) => {
          const [userId, provider] = owner(r);
          return collectionPage(context, path`users/${userId}/addons/${provider}/accounts/`, {}, args);
        },
      },
      AddonAccountConnection,
    ),
    account: t.field({
      type: AddonAccount,
      description: 'One external account by id.',
      args: { accountId: t.arg.string({ required: true, validate: researchId }) },
      resolve: (r, args, { dataSources }) => {
        const [userId, provider] = owner(r);
        return dataSources.research.resource(path`users/${userId}/addons/${provider}/accounts/${args.accountId}/`, {
          id: args.accountId,
        });
      },
    }),
  };
});

builder.objectFields(ViewOnlyLink, (t) => ({
  nodes: related(
    t,
    ResearchNode,
    ResearchNodeConnection,
    'Projects this link shows.',
    (r) => path`view_only_links/${idOf(r)}/nodes/`,
  ),
}));

builder.objectFields(Wiki, (t) => ({
  content: t.string({
    description: 'The page text (markdown).',
    resolve: (r, _args, { dataSources }) => dataSources.research.getText(path`wikis/${idOf(r)}/content/`),
  }),
}));

builder.objectFields(ResearchCollection, (t) => ({
  linkedNodeIds: t.stringList({
    description: 'Ids of the projects in this collection, without loading them.',
    resolve: (r, _args, { dataSources }) =>
      dataSources.research.relationshipIds(path`collections/${idOf(r)}/linked_nodes/relationships/`),
  }),
  linkedRegistrationIds: t.stringList({
    description: 'Ids of the registrations in this collection, without loading them.',
    resolve: (r, _args, { dataSources }) =>
      dataSources.research.relationshipIds(path`collections/${idOf(r)}/linked_registrations/relationships/`),
  }),
  collectedMetadata: related(
    t,
    CollectedMetadata,
    CollectedMetadataConnection,
    'How the collection describes its items.',
    (r) => path`collections/${idOf(r)}/collected_metadata/`,
  ),
  collectedMetadataFor: subResource<{ guid: string }>(
    t,
    CollectedMetadata,
    "The collection's description of one item.",
    ['guid'],
    (r, a) => path`collections/${idOf(r)}/collected_metadata/${a.guid}`,
  ),
}));

/** The collection an item's metadata belongs to, for the paths below it. */
function collectionOf(r: JsonApiResource): string {
  return required('research', relatedId(r, 'collection') ?? r.parentId, 'collection');
}

builder.objectFields(CollectedMetadata, (t) => ({
  subjects: related(t, Taxonomy, TaxonomyConnection, 'Subjects of this item in the collection.', (r) => {
    return path`collections/${collectionOf(r)}/collected_metadata/${idOf(r)}/subjects/`;
  }),
  subjectIds: t.stringList({
    description: 'Ids of the subjects, without loading them.',
    resolve: (r, _args, { dataSources }) => {
      return dataSources.research.relationshipIds(
        path`collections/${collectionOf(r)}/collected_metadata/${idOf(r)}/relationships/subjects/`,
      );
    },
  }),
  item: toOne(t, ResearchNode, 'guid', 'nodes/', 'The project described (null for preprints and registrations).'),
}));
