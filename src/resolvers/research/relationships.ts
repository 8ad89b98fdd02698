// Every record's relationships as graph fields: to-one links load through the per-type batch loader, related
// collections are connections over the upstream's own relationship endpoints.
import { path } from '../../datasources/paths.js';
import { builder } from '../../schema/builder.js';
import {
  Contributor,
  ContributorConnection,
  Institution,
  InstitutionConnection,
  License,
  LicenseConnection,
  Preprint,
  PreprintConnection,
  PreprintProvider,
  Registration,
  RegistrationConnection,
  ResearchAction,
  ResearchCollection,
  ResearchComment,
  ResearchCommentConnection,
  ResearchFile,
  ResearchFileConnection,
  ResearchLog,
  ResearchLogConnection,
  ResearchNode,
  ResearchNodeConnection,
  ResearchUser,
  ResearchUserConnection,
  Taxonomy,
  TaxonomyConnection,
  ViewOnlyLink,
  ViewOnlyLinkConnection,
  Wiki,
  WikiConnection,
} from '../../schema/research/types.js';
import { NODE_LIST } from './lists.js';
import { CONTRIBUTOR_USER, idOf, related, toOne } from './relations.js';

/** Related lists OSF serializes among the relationships of each record type: the ones `embed` accepts. */
const EMBEDDABLE: Record<'nodes' | 'registrations', readonly string[]> = {
  nodes: ['children', 'contributors', 'files', 'forks', 'linked_nodes', 'logs', 'wikis', 'comments'],
  registrations: ['children', 'contributors', 'files', 'logs', 'wikis'],
};

/** The relationships projects and registrations share, under their own path prefix. */
function nodeLikeRelationships(prefix: 'nodes' | 'registrations') {
  const embed = (relationship: string) => (EMBEDDABLE[prefix].includes(relationship) ? relationship : undefined);
  return (t: Parameters<Parameters<typeof builder.objectFields<typeof ResearchNode>>[1]>[0]) => ({
    parent: toOne(
      t,
      prefix === 'nodes' ? ResearchNode : Registration,
      'parent',
      `${prefix}/`,
      'The record this one is a component of.',
    ),
    root: toOne(
      t,
      prefix === 'nodes' ? ResearchNode : Registration,
      'root',
      `${prefix}/`,
      'The top-level project of this record.',
    ),
    license: toOne(t, License, 'license', 'licenses/', 'The license the record is published under.'),
    children: related(
      t,
      prefix === 'nodes' ? ResearchNode : Registration,
      prefix === 'nodes' ? ResearchNodeConnection : RegistrationConnection,
      'Components of this record.',
      (r) => path`${prefix}/${idOf(r)}/children/`,
      NODE_LIST,
      embed('children'),
    ),
    contributors: related(
      t,
      Contributor,
      ContributorConnection,
      'People on this record.',
      (r) => path`${prefix}/${idOf(r)}/contributors/`,
      {
        filters: {
          bibliographic: {
            kind: 'boolean',
            field: 'bibliographic',
            description: 'Only authors (true) or only non-authors.',
          },
        },
      },
      embed('contributors'),
    ),
    files: related(
      t,
      ResearchFile,
      ResearchFileConnection,
      'Storage providers of this record (each a folder).',
      (r) => path`${prefix}/${idOf(r)}/files/`,
      {},
      embed('files'),
    ),
    forks: related(
      t,
      ResearchNode,
      ResearchNodeConnection,
      'Forks of this record.',
      (r) => path`${prefix}/${idOf(r)}/forks/`,
      NODE_LIST,
      embed('forks'),
    ),
    linkedNodes: related(
      t,
      ResearchNode,
      ResearchNodeConnection,
      'Projects this record links to.',
      (r) => path`${prefix}/${idOf(r)}/linked_nodes/`,
      NODE_LIST,
      embed('linked_nodes'),
    ),
    institutions: related(
      t,
      Institution,
      InstitutionConnection,
      'Institutions this record is affiliated with.',
      (r) => path`${prefix}/${idOf(r)}/institutions/`,
    ),
    logs: related(
      t,
      ResearchLog,
      ResearchLogConnection,
      'Changes on this record, newest first.',
      (r) => path`${prefix}/${idOf(r)}/logs/`,
      {
        filters: {
          action: {
            kind: 'text',
            field: 'action',
            description: 'Only changes of this action (e.g. "project_created").',
          },
        },
      },
      embed('logs'),
    ),
    comments: related(
      t,
      ResearchComment,
      ResearchCommentConnection,
      'Comments on this record.',
      (r) => path`${prefix}/${idOf(r)}/comments/`,
      {},
      embed('comments'),
    ),
    wikis: related(
      t,
      Wiki,
      WikiConnection,
      'Wiki pages of this record.',
      (r) => path`${prefix}/${idOf(r)}/wikis/`,
      { filters: { name: { kind: 'text', field: 'name', description: 'Only wiki pages with this name.' } } },
      embed('wikis'),
    ),
    viewOnlyLinks: related(
      t,
      ViewOnlyLink,
      ViewOnlyLinkConnection,
      'Secret read-only links (administrators only).',
      (r) => path`${prefix}/${idOf(r)}/view_only_links/`,
    ),
  });
}

builder.objectFields(ResearchNode, (t) => ({
  ...nodeLikeRelationships('nodes')(t),
  preprints: related(
    t,
    Preprint,
    PreprintConnection,
    'Preprints of this project.',
    (r) => path`nodes/${idOf(r)}/preprints/`,
  ),
  registrations: related(
    t,
    Registration,
    RegistrationConnection,
    'Registrations of this project.',
    (r) => path`nodes/${idOf(r)}/registrations/`,
    NODE_LIST,
  ),
}));

builder.objectFields(Registration, (t) => ({
  ...nodeLikeRelationships('registrations')(t),
  registeredFrom: toOne(t, ResearchNode, 'registered_from', 'nodes/', 'The project this registration froze.'),
  registeredBy: toOne(t, ResearchUser, 'registered_by', 'users/', 'Who registered it.'),
}));

builder.objectFields(Contributor, (t) => ({
  user: toOne(t, ResearchUser, CONTRIBUTOR_USER, 'users/', 'The user behind this contributorship.'),
}));

builder.objectFields(Preprint, (t) => ({
  license: toOne(t, License, 'license', 'licenses/', 'The license the preprint is published under.'),
  provider: toOne(t, PreprintProvider, 'provider', 'preprint_providers/', 'The preprint server it was posted to.'),
  node: toOne(t, ResearchNode, 'node', 'nodes/', 'The project holding supplemental material.'),
  contributors: related(
    t,
    Contributor,
    ContributorConnection,
    'People on this preprint.',
    (r) => path`preprints/${idOf(r)}/contributors/`,
    {},
    'contributors',
  ),
  bibliographicContributors: related(
    t,
    Contributor,
    ContributorConnection,
    'The authors of this preprint.',
    (r) => path`preprints/${idOf(r)}/bibliographic_contributors/`,
    {},
    'bibliographic_contributors',
  ),
}));

builder.objectFields(PreprintProvider, (t) => ({
  preprints: related(
    t,
    Preprint,
    PreprintConnection,
    'Preprints posted to this server.',
    (r) => path`preprint_providers/${idOf(r)}/preprints/`,
  ),
  taxonomies: related(
    t,
    Taxonomy,
    TaxonomyConnection,
    'Subjects this server offers.',
    (r) => path`preprint_providers/${idOf(r)}/taxonomies/`,
  ),
  licenses: related(
    t,
    License,
    LicenseConnection,
    'Licenses this server accepts.',
    (r) => path`preprint_providers/${idOf(r)}/licenses/`,
  ),
}));

builder.objectFields(ResearchUser, (t) => ({
  nodes: related(
    t,
    ResearchNode,
    ResearchNodeConnection,
    'Projects this user contributes to.',
    (r) => path`users/${idOf(r)}/nodes/`,
    NODE_LIST,
  ),
  preprints: related(
    t,
    Preprint,
    PreprintConnection,
    'Preprints of this user.',
    (r) => path`users/${idOf(r)}/preprints/`,
  ),
  registrations: related(
    t,
    Registration,
    RegistrationConnection,
    'Registrations of this user.',
    (r) => path`users/${idOf(r)}/registrations/`,
    NODE_LIST,
  ),
  institutions: related(
    t,
    Institution,
    InstitutionConnection,
    'Institutions of this user.',
    (r) => path`users/${idOf(r)}/institutions/`,
  ),
}));

builder.objectFields(Institution, (t) => ({
  users: related(
    t,
    ResearchUser,
    ResearchUserConnection,
    'Users affiliated with this institution.',
    (r) => path`institutions/${idOf(r)}/users/`,
  ),
  nodes: related(
    t,
    ResearchNode,
    ResearchNodeConnection,
    'Projects affiliated with this institution.',
    (r) => path`institutions/${idOf(r)}/nodes/`,
    NODE_LIST,
  ),
  registrations: related(
    t,
    Registration,
    RegistrationConnection,
    'Registrations affiliated with this institution.',
    (r) => path`institutions/${idOf(r)}/registrations/`,
    NODE_LIST,
  ),
}));

builder.objectFields(ResearchLog, (t) => ({
  node: toOne(t, ResearchNode, 'node', 'nodes/', 'The project the change was made on.'),
  user: toOne(t, ResearchUser, 'user', 'users/', 'Who made the change.'),
}));

builder.objectFields(ResearchAction, (t) => ({
  target: toOne(t, Preprint, 'target', 'preprints/', 'The preprint the action was taken on.'),
  creator: toOne(t, ResearchUser, 'creator', 'users/', 'Who took the action.'),
  provider: toOne(t, PreprintProvider, 'provider', 'preprint_providers/', 'The server whose moderators acted.'),
}));

builder.objectFields(ResearchCollection, (t) => ({
  linkedNodes: related(
    t,
    ResearchNode,
    ResearchNodeConnection,
    'Projects in this collection.',
    // The specs name this path without a trailing slash.
    (r) => path`collections/${idOf(r)}/linked_nodes`,
    NODE_LIST,
  ),
  linkedPreprints: related(
    t,
    Preprint,
    PreprintConnection,
    'Preprints in this collection.',
    (r) => path`collections/${idOf(r)}/linked_preprints/`,
  ),
  linkedRegistrations: related(
    t,
    Registration,
    RegistrationConnection,
    'Registrations in this collection.',
    (r) => path`collections/${idOf(r)}/linked_registrations/`,
    NODE_LIST,
  ),
}));

builder.objectFields(ResearchComment, (t) => ({
  user: toOne(t, ResearchUser, 'user', 'users/', 'Who wrote the comment.'),
}));
