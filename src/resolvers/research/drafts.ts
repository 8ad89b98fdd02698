// Draft registrations and schema responses of the OSF graph: their relationships as graph fields.
import { path } from '../../datasources/paths.js';
import { builder } from '../../schema/builder.js';
import {
  Contributor,
  ContributorConnection,
  DraftRegistration,
  Institution,
  InstitutionConnection,
  Registration,
  RegistrationSchema,
  ResearchNode,
  ResearchUser,
  SchemaBlock,
  SchemaBlockConnection,
  SchemaResponse,
  SchemaResponseAction,
  SchemaResponseActionConnection,
  Taxonomy,
  TaxonomyConnection,
} from '../../schema/research/types.js';
import { idOf, related, subResource, toOne } from './relations.js';
import { contributorId } from './more-records.js';

builder.objectFields(DraftRegistration, (t) => ({
  branchedFrom: toOne(t, ResearchNode, 'branched_from', 'nodes/', 'The project the draft registers.'),
  initiator: toOne(t, ResearchUser, 'initiator', 'users/', 'Who started the draft.'),
  registrationSchema: toOne(
    t,
    RegistrationSchema,
    'registration_schema',
    'schemas/registrations/',
    'The form being filled in.',
  ),
  contributors: related(
    t,
    Contributor,
    ContributorConnection,
    'People on this draft.',
    (r) => path`draft_registrations/${idOf(r)}/contributors/`,
  ),
  contributor: subResource<{ userId: string }>(
    t,
    Contributor,
    'One contributor by user id.',
    ['userId'],
    (r, a) => path`draft_registrations/${idOf(r)}/contributors/${a.userId}/`,
    contributorId,
  ),
  institutions: related(
    t,
    Institution,
    InstitutionConnection,
    'Institutions of this draft.',
    (r) => path`draft_registrations/${idOf(r)}/institutions/`,
  ),
  subjects: related(
    t,
    Taxonomy,
    TaxonomyConnection,
    'Subjects of this draft.',
    (r) => path`draft_registrations/${idOf(r)}/subjects/`,
  ),
}));

builder.objectFields(SchemaResponse, (t) => ({
  registration: toOne(t, Registration, 'registration', 'registrations/', 'The registration answered for.'),
  registrationSchema: toOne(
    t,
    RegistrationSchema,
    'registration_schema',
    'schemas/registrations/',
    'The form answered.',
  ),
  actions: related(
    t,
    SchemaResponseAction,
    SchemaResponseActionConnection,
    'Review steps of this response.',
    (r) => path`schema_responses/${idOf(r)}/actions/`,
  ),
  action: subResource<{ actionId: string }>(
    t,
    SchemaResponseAction,
    'One review step by id.',
    ['actionId'],
    (r, a) => path`schema_responses/${idOf(r)}/actions/${a.actionId}`,
  ),
  schemaBlocks: related(
    t,
    SchemaBlock,
    SchemaBlockConnection,
    'The questions answered.',
    (r) => path`schema_responses/${idOf(r)}/schema_blocks/`,
  ),
  schemaBlock: subResource<{ blockId: string }>(
    t,
    SchemaBlock,
    'One question by id.',
    ['blockId'],
    (r, a) => path`schema_responses/${idOf(r)}/schema_blocks/${a.blockId}`,
  ),
}));
