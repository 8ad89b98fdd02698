// The rest of the OSF graph: citations, identifiers, registrations and preprints, files and their versions, node
// addons; drafts and schema responses are in drafts.ts, what users keep besides projects in user-records.ts.
import { required } from '../../http/boundary.js';
import { relatedId } from '../../datasources/jsonapi.js';
import { path } from '../../datasources/paths.js';
import { builder } from '../../schema/builder.js';
import {
  AddonFolder,
  AddonFolderConnection,
  Citation,
  CitationStyle,
  CitationStyleConnection,
  Contributor,
  DraftRegistration,
  DraftRegistrationConnection,
  FileVersion,
  FileVersionConnection,
  Identifier,
  IdentifierConnection,
  NodeAddon,
  NodeAddonConnection,
  Preprint,
  Registration,
  RegistrationSchema,
  RegistrationSchemaConnection,
  ResearchComment,
  ResearchFile,
  ResearchFileConnection,
  ResearchNode,
  ResearchQuery,
  SchemaResponse,
  SchemaResponseConnection,
  ViewOnlyLink,
  Wiki,
} from '../../schema/research/types.js';
import {
  collectionPage,
  idOf,
  related,
  researchId,
  subResource,
  toOne,
  type ResourceFieldBuilder,
} from './relations.js';

export const contributorId = (parentId: string, args: { userId: string }) => `${parentId}-${args.userId}`;
/** OSF names a storage provider of a record `<record id>:<provider>`. */
const providerId = (parentId: string, args: { provider: string }) => `${parentId}:${args.provider}`;
/** In osfstorage a file's path is its id; other providers' paths are not ids. */
const storedFileId = (_parentId: string, args: { provider: string; path: string }) =>
  args.provider === 'osfstorage' ? args.path : undefined;

/** Files stored at OSF for a project or a registration: the same fields over its own paths. */
function storedFileFields(t: ResourceFieldBuilder, collection: 'nodes' | 'registrations') {
  return {
    storedFiles: t.connection(
      {
        type: ResearchFile,
        description: 'Files at the top of a storage provider (default "osfstorage").',
        args: { provider: t.arg.string({ defaultValue: 'osfstorage', validate: researchId }) },
        resolve: (r, args, context) =>
          collectionPage(
            context,
            path`${collection}/${idOf(r)}/files/${args.provider ?? 'osfstorage'}/`,
            {},
            args,
            undefined,
            undefined,
            idOf(r),
          ),
      },
      ResearchFileConnection,
    ),
    storedFile: subResource<{ provider: string; path: string }>(
      t,
      ResearchFile,
      'One file by provider and path (the path without its leading "/").',
      ['provider', 'path'],
      (r, a) => path`${collection}/${idOf(r)}/files/${a.provider}/${a.path}/`,
      storedFileId,
    ),
  };
}

builder.objectFields(ResearchQuery, (t) => {
  const byId = (type: typeof Wiki, description: string, pathOf: (id: string) => string) =>
    t.field({
      type,
      description,
      args: { id: t.arg.string({ required: true, validate: researchId }) },
      resolve: (_root, args, { dataSources }) => dataSources.research.resource(pathOf(args.id), { id: args.id }),
    });
  return {
    citationStyles: t.connection(
      {
        type: CitationStyle,
        description: 'Citation styles records can be cited in.',
        resolve: (_root, args, context) => collectionPage(context, 'citations/styles/', {}, args),
      },
      CitationStyleConnection,
    ),
    citationStyle: byId(CitationStyle, 'A citation style by id (e.g. "apa").', (id) => path`citations/styles/${id}/`),
    comment: byId(ResearchComment, 'A comment by id.', (id) => path`comments/${id}/`),
    file: byId(ResearchFile, 'A file by id.', (id) => path`files/${id}/`),
    registrationSchemas: t.connection(
      {
        type: RegistrationSchema,
        description: 'Forms registrations are made with.',
        resolve: (_root, args, context) => collectionPage(context, 'schemas/registrations/', {}, args),
      },
      RegistrationSchemaConnection,
    ),
    registrationSchema: byId(
      RegistrationSchema,
      'A registration form by id.',
      (id) => path`schemas/registrations/${id}`,
    ),
    schemaResponses: t.connection(
      {
        type: SchemaResponse,
        description: 'Answers of registrations to their schemas, with revisions.',
        resolve: (_root, args, context) => collectionPage(context, 'schema_responses/', {}, args),
      },
      SchemaResponseConnection,
    ),
    schemaResponse: byId(SchemaResponse, 'A schema response by id.', (id) => path`schema_responses/${id}`),
    draftRegistrations: t.connection(
      {
        type: DraftRegistration,
        description: "The token holder's draft registrations (empty without a token).",
        resolve: (_root, args, context) => collectionPage(context, 'draft_registrations/', {}, args),
      },
      DraftRegistrationConnection,
    ),
    draftRegistration: byId(DraftRegistration, 'A draft registration by id.', (id) => path`draft_registrations/${id}/`),
    viewOnlyLink: byId(ViewOnlyLink, 'A view-only link by id.', (id) => path`view_only_links/${id}/`),
    wiki: byId(Wiki, 'A wiki page by id.', (id) => path`wikis/${id}/`),
  };
});

builder.objectFields(ResearchNode, (t) => ({
  citation: t.field({
    type: Citation,
    description: 'The citation data of this project.',
    // OSF gives a record's citation the record's id.
    resolve: (r, _args, { dataSources }) =>
      dataSources.research.resource(path`nodes/${idOf(r)}/citation/`, { id: idOf(r), parentId: idOf(r) }),
  }),
  styledCitation: subResource<{ style: string }>(
    t,
    Citation,
    'This project cited in a style.',
    ['style'],
    (r, a) => path`nodes/${idOf(r)}/citation/${a.style}/`,
  ),
  contributor: subResource<{ userId: string }>(
    t,
    Contributor,
    'One contributor by user id.',
    ['userId'],
    (r, a) => path`nodes/${idOf(r)}/contributors/${a.userId}/`,
    contributorId,
  ),
  identifiers: related(
    t,
    Identifier,
    IdentifierConnection,
    'DOIs and ARKs of this project.',
    (r) => path`nodes/${idOf(r)}/identifiers/`,
  ),
  draftRegistrations: related(
    t,
    DraftRegistration,
    DraftRegistrationConnection,
    'Draft registrations of this project.',
    (r) => path`nodes/${idOf(r)}/draft_registrations/`,
  ),
  draftRegistration: subResource<{ draftId: string }>(
    t,
    DraftRegistration,
    'One draft registration of this project.',
    ['draftId'],
    (r, a) => path`nodes/${idOf(r)}/draft_registrations/${a.draftId}/`,
  ),
  viewOnlyLink: subResource<{ linkId: string }>(
    t,
    ViewOnlyLink,
    'One view-only link of this project.',
    ['linkId'],
    (r, a) => path`nodes/${idOf(r)}/view_only_links/${a.linkId}/`,
  ),
  addons: related(
    t,
    NodeAddon,
    NodeAddonConnection,
    'Addons configured on this project.',
    (r) => path`nodes/${idOf(r)}/addons/`,
  ),
  addon: subResource<{ provider: string }>(
    t,
    NodeAddon,
    'One configured addon (e.g. "github").',
    ['provider'],
    (r, a) => path`nodes/${idOf(r)}/addons/${a.provider}/`,
  ),
  fileProvider: subResource<{ provider: string }>(
    t,
    ResearchFile,
    'A storage provider of this project, as a folder.',
    ['provider'],
    (r, a) => path`nodes/${idOf(r)}/files/providers/${a.provider}/`,
    providerId,
  ),
  ...storedFileFields(t, 'nodes'),
}));

builder.objectFields(NodeAddon, (t) => ({
  folders: t.connection(
    {
      type: AddonFolder,
      description: 'Folders of the connected account.',
      resolve: (r, args, context) => {
        // The node: its relationship, else the node whose path returned this addon.
        const nodeId = required('research', relatedId(r, 'node') ?? r.parentId, 'node');
        return collectionPage(context, path`nodes/${nodeId}/addons/${idOf(r)}/folders/`, {}, args);
      },
    },
    AddonFolderConnection,
  ),
}));

builder.objectFields(Registration, (t) => ({
  citations: related(
    t,
    CitationStyle,
    CitationStyleConnection,
    'Styles this registration can be cited in.',
    (r) => path`registrations/${idOf(r)}/citations/`,
  ),
  citation: subResource<{ style: string }>(
    t,
    Citation,
    'This registration cited in a style.',
    ['style'],
    (r, a) => path`registrations/${idOf(r)}/citations/${a.style}/`,
  ),
  contributor: subResource<{ userId: string }>(
    t,
    Contributor,
    'One contributor by user id.',
    ['userId'],
    (r, a) => path`registrations/${idOf(r)}/contributors/${a.userId}/`,
    contributorId,
  ),
  identifiers: related(
    t,
    Identifier,
    IdentifierConnection,
    'DOIs and ARKs of this registration.',
    (r) => path`registrations/${idOf(r)}/identifiers/`,
  ),
  viewOnlyLink: subResource<{ linkId: string }>(
    t,
    ViewOnlyLink,
    'One view-only link of this registration.',
    ['linkId'],
    (r, a) => path`registrations/${idOf(r)}/view_only_links/${a.linkId}/`,
  ),
  ...storedFileFields(t, 'registrations'),
  registrationSchema: toOne(
    t,
    RegistrationSchema,
    'registration_schema',
    'schemas/registrations/',
    'The form it was made with.',
  ),
}));

builder.objectFields(Preprint, (t) => ({
  citation: t.field({
    type: Citation,
    description: 'The citation data of this preprint.',
    // OSF gives a record's citation the record's id.
    resolve: (r, _args, { dataSources }) =>
      dataSources.research.resource(path`preprints/${idOf(r)}/citation/`, { id: idOf(r), parentId: idOf(r) }),
  }),
  styledCitation: subResource<{ style: string }>(
    t,
    Citation,
    'This preprint cited in a style.',
    ['style'],
    (r, a) => path`preprints/${idOf(r)}/citation/${a.style}/`,
  ),
  contributor: subResource<{ userId: string }>(
    t,
    Contributor,
    'One contributor by user id.',
    ['userId'],
    (r, a) => path`preprints/${idOf(r)}/contributors/${a.userId}/`,
    contributorId,
  ),
}));

builder.objectFields(ResearchFile, (t) => ({
  versions: related(
    t,
    FileVersion,
    FileVersionConnection,
    'Stored versions, newest first.',
    (r) => path`files/${idOf(r)}/versions/`,
  ),
  version: subResource<{ versionId: string }>(
    t,
    FileVersion,
    'One version by number.',
    ['versionId'],
    (r, a) => path`files/${idOf(r)}/versions/${a.versionId}/`,
  ),
}));
