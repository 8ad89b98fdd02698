// The OSF writes on what a project becomes (upstream split spec G): draft registrations and their contributors,
// registrations and their forks, schema responses (revisions of a registration's answers) and their review
// steps, preprints and their contributors, and the caller's own user record.
import { z } from 'zod';
import { UpstreamError } from '../../http/errors.js';
import { badUserInput } from '../../schema/errors.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import {
  Contributor,
  DraftRegistration,
  Preprint,
  Registration,
  ResearchNode,
  ResearchUser,
  SchemaResponse,
  SchemaResponseAction,
} from '../../schema/research/types.js';
import {
  ContributorAddInput,
  DraftRegistrationCreateInput,
  DraftRegistrationUpdateInput,
  draftKey,
  nodeKey,
  PreprintCreateInput,
  preprintKey,
  PreprintUpdateInput,
  registrationKey,
  ResearchUserUpdateInput,
  SchemaResponseTrigger,
  schemaResponseKey,
  SchemaResponseUpdateInput,
  userKey,
} from './writes-inputs.js';
import { attributesOf, resourceDocument, ResearchDeletion, toMany, toOne, writer } from './writes-kit.js';
import { addContributor, NEVER_RETRIED, RETRIED } from './writes.js';

const DRAFT_ATTRIBUTES = {
  title: 'title',
  description: 'description',
  category: 'category',
  tags: 'tags',
  registrationResponses: 'registration_responses',
  registrationMetadata: 'registration_metadata',
};
const PREPRINT_ATTRIBUTES = {
  title: 'title',
  description: 'description',
  doi: 'doi',
  tags: 'tags',
  isPublished: 'is_published',
};
const USER_ATTRIBUTES = {
  fullName: 'full_name',
  givenName: 'given_name',
  middleNames: 'middle_names',
  familyName: 'family_name',
  suffix: 'suffix',
  timezone: 'timezone',
  locale: 'locale',
};

const draftArg = { required: true, validate: draftKey, description: 'The draft (`DraftRegistration.id`).' } as const;
const draftProjectArg = {
  validate: nodeKey,
  description:
    'Its project (`ResearchNode.id` or OSF id): given, the draft is addressed below it ' +
    '(/nodes/{node_id}/draft_registrations/{draft_id}/), as the older OSF paths do.',
} as const;
const responseArg = {
  required: true,
  validate: schemaResponseKey,
  description: 'The schema response (`SchemaResponse.id`).',
} as const;

serviceMutationFields('research', (t) => ({
  createDraftRegistration: t.field({
    type: DraftRegistration,
    description:
      'Starts a draft registration on a registration schema, of a project (POST /nodes/{node_id}/draft_registrations/) ' +
      `or with none (POST /draft_registrations/). ${NEVER_RETRIED}`,
    args: { input: t.arg({ type: DraftRegistrationCreateInput, required: true, description: 'What to write.' }) },
    resolve: (_root, { input }, context) =>
      writer(context).createDraftRegistration(
        resourceDocument('draft_registrations', attributesOf(input, DRAFT_ATTRIBUTES), {
          registration_schema: toOne('registration-schemas', input.registrationSchemaId),
        }),
        input.projectId ?? undefined,
      ),
  }),
  updateDraftRegistration: t.field({
    type: DraftRegistration,
    description:
      "Changes a draft registration's attributes and answers (PATCH /draft_registrations/{draft_id}/, or below its " +
      `project). ${RETRIED}`,
    args: {
      id: t.arg.string(draftArg),
      projectId: t.arg.string(draftProjectArg),
      input: t.arg({ type: DraftRegistrationUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { id, projectId, input }, context) =>
      writer(context).updateDraftRegistration(
        id,
        resourceDocument('draft_registrations', attributesOf(input, DRAFT_ATTRIBUTES), {}, id),
        projectId ?? undefined,
      ),
  }),
  deleteDraftRegistration: t.field({
    type: ResearchDeletion,
    description: `Deletes a draft registration (DELETE /draft_registrations/{draft_id}/, or below its project). ${RETRIED}`,
    args: { id: t.arg.string(draftArg), projectId: t.arg.string(draftProjectArg) },
    resolve: async (_root, { id, projectId }, context) => {
      await writer(context).deleteDraftRegistration(id, projectId ?? undefined);
      return { typename: 'DraftRegistration', key: id, upstreamId: id };
    },
  }),
  addDraftRegistrationContributor: t.field({
    type: Contributor,
    description: `Adds a contributor to a draft registration (POST /draft_registrations/{draft_id}/contributors/). ${NEVER_RETRIED}`,
    args: {
      draftId: t.arg.string(draftArg),
      input: t.arg({ type: ContributorAddInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { draftId, input }, context) => addContributor(context, 'draft_registrations', draftId, input),
  }),

  updateRegistration: t.field({
    type: Registration,
    description: `Makes a registration public (PATCH /registrations/{registration_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string({
        required: true,
        validate: registrationKey,
        description: 'The registration (`Registration.id`).',
      }),
      public: t.arg.boolean({
        required: true,
        description: 'True makes it public (a registration cannot be made private again).',
      }),
    },
    resolve: (_root, args, context) =>
      writer(context).updateRegistration(
        args.id,
        resourceDocument('registrations', { public: args.public }, {}, args.id),
      ),
  }),
  forkRegistration: t.field({
    type: ResearchNode,
    description: `Forks a registration into a new project of the caller (POST /registrations/{registration_id}/forks/). ${NEVER_RETRIED}`,
    args: {
      id: t.arg.string({
        required: true,
        validate: registrationKey,
        description: 'The registration (`Registration.id`).',
      }),
    },
    resolve: (_root, { id }, context) => writer(context).forkRegistration(id, resourceDocument('nodes', {})),
  }),

  createSchemaResponse: t.field({
    type: SchemaResponse,
    description: `Starts a revision of a registration's answers (POST /schema_responses/). ${NEVER_RETRIED}`,
    args: {
      registrationId: t.arg.string({
        required: true,
        validate: registrationKey,
        description: 'The registration to revise (`Registration.id`).',
      }),
    },
    resolve: (_root, { registrationId }, context) =>
      writer(context).createSchemaResponse(
        resourceDocument('schema-responses', {}, { registration: toOne('registrations', registrationId) }),
      ),
  }),
  updateSchemaResponse: t.field({
    type: SchemaResponse,
    description: `Changes a revision in progress (PATCH /schema_responses/{schema_response_id}). ${RETRIED}`,
    args: {
      id: t.arg.string(responseArg),
      input: t.arg({ type: SchemaResponseUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { id, input }, context) =>
      writer(context).updateSchemaResponse(
        id,
        resourceDocument(
          'schema-responses',
          attributesOf(input, {
            revisionJustification: 'revision_justification',
            revisionResponses: 'revision_responses',
          }),
          {},
          id,
        ),
      ),
  }),
  deleteSchemaResponse: t.field({
    type: ResearchDeletion,
    description: `Deletes a revision still in progress (DELETE /schema_responses/{schema_response_id}). ${RETRIED}`,
    args: { id: t.arg.string(responseArg) },
    resolve: async (_root, { id }, context) => {
      await writer(context).deleteSchemaResponse(id);
      return { typename: 'SchemaResponse', key: id, upstreamId: id };
    },
  }),
  createSchemaResponseAction: t.field({
    type: SchemaResponseAction,
    description:
      'Takes a review step on a schema response: submit, approve, reject (POST /schema_responses/{schema_response_id}/actions/). ' +
      NEVER_RETRIED,
    args: {
      schemaResponseId: t.arg.string(responseArg),
      trigger: t.arg({ type: SchemaResponseTrigger, required: true, description: 'The step.' }),
      comment: t.arg.string({ validate: z.string().max(5000), description: 'Why (at most 5000 characters).' }),
    },
    resolve: (_root, { schemaResponseId, trigger, comment }, context) =>
      writer(context).createSchemaResponseAction(
        schemaResponseId,
        resourceDocument(
          'schema-response-actions',
          attributesOf({ trigger, comment }, { trigger: 'trigger', comment: 'comment' }),
          {
            target: toOne('schema-responses', schemaResponseId),
          },
        ),
      ),
  }),

  createPreprint: t.field({
    type: Preprint,
    description: `Creates a preprint of a project's file on a preprint server (POST /preprints/). ${NEVER_RETRIED}`,
    args: { input: t.arg({ type: PreprintCreateInput, required: true, description: 'What to write.' }) },
    resolve: (_root, { input }, context) =>
      writer(context).createPreprint(
        resourceDocument('preprints', attributesOf(input, PREPRINT_ATTRIBUTES), {
          node: toOne('nodes', input.projectId),
          primary_file: toOne('files', input.primaryFileId),
          provider: toOne('preprint_providers', input.providerId),
          license: toOne('licenses', input.licenseId),
          subjects: input.subjectIds?.length ? toMany('subjects', input.subjectIds) : undefined,
        }),
      ),
  }),
  updatePreprint: t.field({
    type: Preprint,
    description: `Changes a preprint's attributes, or publishes it (PATCH /preprints/{preprint_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string({ required: true, validate: preprintKey, description: 'The preprint (`Preprint.id`).' }),
      input: t.arg({ type: PreprintUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { id, input }, context) =>
      writer(context).updatePreprint(
        id,
        resourceDocument(
          'preprints',
          attributesOf(input, PREPRINT_ATTRIBUTES),
          { license: toOne('licenses', input.licenseId) },
          id,
        ),
      ),
  }),
  addPreprintContributor: t.field({
    type: Contributor,
    description: `Adds a contributor to a preprint (POST /preprints/{preprint_id}/contributors/). ${NEVER_RETRIED}`,
    args: {
      preprintId: t.arg.string({ required: true, validate: preprintKey, description: 'The preprint (`Preprint.id`).' }),
      input: t.arg({ type: ContributorAddInput, required: true, description: 'What to write.' }),
    },
    resolve: (_root, { preprintId, input }, context) => addContributor(context, 'preprints', preprintId, input),
  }),

  updateResearchUser: t.field({
    type: ResearchUser,
    description: `Changes the caller's own names and settings (PATCH /users/{user_id}/). ${RETRIED}`,
    args: {
      id: t.arg.string({
        validate: userKey,
        description: "The user (`ResearchUser.id`); only the token's own user may be changed. Default: that user.",
      }),
      input: t.arg({ type: ResearchUserUpdateInput, required: true, description: 'What to write.' }),
    },
    resolve: async (_root, { id, input }, context) => {
      // An update that changes nothing is refused before any call, as every other update is.
      const attributes = attributesOf(input, USER_ATTRIBUTES);
      if (!Object.keys(attributes).length) throw badUserInput('Argument "input": names nothing to change', 'input');
      const research = writer(context);
      // The document names the user by id: without one given, the token's own user, as the API root tells it.
      const userId = id ?? (await research.getRoot()).currentUser?.id;
      if (!userId) throw new UpstreamError('research', 'unauthenticated');
      return research.updateUser(userId, resourceDocument('users', attributes, {}, userId));
    },
  }),
}));
