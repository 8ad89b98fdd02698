// Inputs of the OSF writes (upstream split spec G): the writable attributes of each request body, in camelCase,
// and its relationships as ids. An id argument takes the OSF's own id or the gateway's global id of the record
// (`ResearchNode.id`), decoded here: a malformed id, or one of another type, is BAD_USER_INPUT before any call.
import { z } from 'zod';
import { NODE_CATEGORIES } from '@gateway/upstream-types/values/research';
import { builder } from '../../schema/builder.js';
import { inputEnum } from '../../schema/enums.js';
import { keyOrGlobalID } from '../../schema/global-id.js';
import { choiceEnum, researchId } from './relations.js';

/** The most ids one relationship change sends (the gateway's limit; the spec sets none). */
export const MAX_LINKED_IDS = 100;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const tags = z
  .array(text(128))
  .max(100, 'must list at most 100 tags')
  .refine((list) => new Set(list).size === list.length, 'must not repeat a tag');
const jsonObject = z.record(z.string(), z.unknown(), { message: 'must be a JSON object' });
const doi = z.string().regex(/^10\.\d{4,9}\/\S{1,200}$/, 'must be a DOI (10.<registrant>/<suffix>)');

export const nodeKey = keyOrGlobalID(researchId, 'ResearchNode');
export const registrationKey = keyOrGlobalID(researchId, 'Registration');
export const draftKey = keyOrGlobalID(researchId, 'DraftRegistration');
export const preprintKey = keyOrGlobalID(researchId, 'Preprint');
export const collectionKey = keyOrGlobalID(researchId, 'ResearchCollection');
export const commentKey = keyOrGlobalID(researchId, 'ResearchComment');
export const fileKey = keyOrGlobalID(researchId, 'ResearchFile');
export const schemaResponseKey = keyOrGlobalID(researchId, 'SchemaResponse');
export const userKey = keyOrGlobalID(researchId, 'ResearchUser');
const schemaKey = keyOrGlobalID(researchId, 'RegistrationSchema');
const providerKey = keyOrGlobalID(researchId, 'PreprintProvider');
const licenseKey = keyOrGlobalID(researchId, 'License');
export const subjectKey = keyOrGlobalID(researchId, 'Taxonomy');
/** What a collection can hold: a project, a registration or a preprint. */
export const collectableKey = keyOrGlobalID(researchId, 'ResearchNode', 'Registration', 'Preprint');
/** An addon's provider name (`github`, `osfstorage`). */
export const providerName = z.string().regex(/^[a-z0-9_]{1,32}$/, 'must be an addon provider name (a-z, 0-9, "_")');

/** A list of ids for a relationship change: 1 to MAX_LINKED_IDS, each decoded by `key`, without repeats. */
export const idList = (key: z.ZodType<string, string>) =>
  z
    .array(key)
    .min(1, 'must name at least one id')
    .max(MAX_LINKED_IDS, `must name at most ${MAX_LINKED_IDS} ids`)
    .transform((ids) => [...new Set(ids)]);

const category = () =>
  choiceEnum({ kind: 'choice', field: 'category', values: NODE_CATEGORIES, enum: 'ResearchNodeCategoryInput' });

export const ContributorPermission = inputEnum(
  'ResearchContributorPermission',
  ['READ', 'WRITE', 'ADMIN'],
  'What a contributor may do with the record.',
  { READ: 'read', WRITE: 'write', ADMIN: 'admin' },
);

export const SchemaResponseTrigger = inputEnum(
  'SchemaResponseTrigger',
  ['SUBMIT', 'APPROVE', 'ADMIN_REJECT', 'ACCEPT', 'MODERATOR_REJECT'],
  'A review step to take on a schema response.',
  {
    SUBMIT: 'submit',
    APPROVE: 'approve',
    ADMIN_REJECT: 'admin_reject',
    ACCEPT: 'accept',
    MODERATOR_REJECT: 'moderator_reject',
  },
);

export const ResearchNodeCreateInput = builder.inputType('ResearchNodeCreateInput', {
  description: 'A new project or component (`nodes` attributes).',
  fields: (t) => ({
    title: t.string({ required: true, validate: text(512), description: 'Title (at most 512 characters).' }),
    category: t.field({ type: category(), required: true, description: 'What it is.' }),
    description: t.string({ validate: z.string().max(5000), description: 'Description (at most 5000 characters).' }),
    public: t.boolean({ description: 'Whether everyone may see it (default: private).' }),
    tags: t.stringList({ validate: tags, description: 'Tags (at most 100, each at most 128 characters).' }),
    templateFrom: t.string({
      validate: nodeKey,
      description: 'A project to copy the structure of (`ResearchNode.id` or its OSF id).',
    }),
  }),
});

export const ResearchNodeUpdateInput = builder.inputType('ResearchNodeUpdateInput', {
  description: 'Attributes of a project or component to change; those not given stay as they are.',
  fields: (t) => ({
    title: t.string({ validate: text(512), description: 'Title (at most 512 characters).' }),
    category: t.field({ type: category(), description: 'What it is.' }),
    description: t.string({ validate: z.string().max(5000), description: 'Description (at most 5000 characters).' }),
    public: t.boolean({ description: 'Whether everyone may see it.' }),
    tags: t.stringList({ validate: tags, description: 'The tags, replacing the current ones.' }),
  }),
});

export const NodeAddonUpdateInput = builder.inputType('NodeAddonUpdateInput', {
  description: "An addon's configuration on a project; fields not given stay as they are.",
  fields: (t) => ({
    externalAccountId: t.string({
      validate: researchId,
      description: 'The connected account to use (`AddonAccount.upstreamId`).',
    }),
    folderId: t.string({ validate: text(1024), description: 'The folder of that account to show on the project.' }),
    enabled: t.boolean({ description: 'False disconnects the addon from the project.' }),
  }),
});

export const ContributorAddInput = builder.inputType('ContributorAddInput', {
  description: 'A user to add as a contributor.',
  fields: (t) => ({
    userId: t.string({ required: true, validate: userKey, description: 'The user (`ResearchUser.id` or OSF id).' }),
    permission: t.field({ type: ContributorPermission, description: 'What they may do (upstream default: write).' }),
    bibliographic: t.boolean({ description: 'Whether they are listed as an author (upstream default: true).' }),
    index: t.int({ validate: z.number().int().min(0), description: 'Their position in the list (0 = first).' }),
  }),
});

export const ContributorUpdateInput = builder.inputType('ContributorUpdateInput', {
  description: "A contributor's place to change; fields not given stay as they are.",
  fields: (t) => ({
    permission: t.field({ type: ContributorPermission, description: 'What they may do.' }),
    bibliographic: t.boolean({ description: 'Whether they are listed as an author.' }),
    index: t.int({ validate: z.number().int().min(0), description: 'Their position in the list (0 = first).' }),
  }),
});

const draftFields = {
  title: 'Title (at most 512 characters).',
  description: 'Description (at most 5000 characters).',
  tags: 'Tags, replacing the current ones.',
  registrationResponses:
    "Answers keyed by the registration schema's question ids (`registration_responses`, a JSON object): their shape " +
    "is the schema's, so the spec gives none.",
  registrationMetadata:
    "Metadata keyed by the registration schema's questions (`registration_metadata`, a JSON object): their shape is " +
    "the schema's, so the spec gives none.",
} as const;

type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
/** The attributes a draft registration is created or updated with. */
const draftAttributes = (t: InputFieldBuilder) => ({
  title: t.string({ validate: text(512), description: draftFields.title }),
  description: t.string({ validate: z.string().max(5000), description: draftFields.description }),
  category: t.field({ type: category(), description: 'What is registered.' }),
  tags: t.stringList({ validate: tags, description: draftFields.tags }),
  registrationResponses: t.field({
    type: 'JSON',
    validate: jsonObject,
    description: draftFields.registrationResponses,
  }),
  registrationMetadata: t.field({
    type: 'JSON',
    validate: jsonObject,
    description: draftFields.registrationMetadata,
  }),
});

export const DraftRegistrationCreateInput = builder.inputType('DraftRegistrationCreateInput', {
  description: 'A new draft registration.',
  fields: (t) => ({
    registrationSchemaId: t.string({
      required: true,
      validate: schemaKey,
      description: 'The form to fill in (`RegistrationSchema.id` or its OSF id).',
    }),
    projectId: t.string({
      validate: nodeKey,
      description:
        'The project to register (`ResearchNode.id` or OSF id): the draft is created below it ' +
        '(POST /nodes/{node_id}/draft_registrations/); without one, a draft with no project (POST /draft_registrations/).',
    }),
    ...draftAttributes(t),
  }),
});

export const DraftRegistrationUpdateInput = builder.inputType('DraftRegistrationUpdateInput', {
  description: 'Attributes of a draft registration to change; those not given stay as they are.',
  fields: (t) => ({
    ...draftAttributes(t),
  }),
});

export const SchemaResponseUpdateInput = builder.inputType('SchemaResponseUpdateInput', {
  description: "A revision of a registration's answers; fields not given stay as they are.",
  fields: (t) => ({
    revisionJustification: t.string({ validate: text(5000), description: 'Why the answers are revised.' }),
    revisionResponses: t.field({
      type: 'JSON',
      validate: jsonObject,
      description:
        "The revised answers keyed by the registration schema's question ids (a JSON object): their shape is the " +
        "schema's, so the spec gives none.",
    }),
  }),
});

export const PreprintCreateInput = builder.inputType('PreprintCreateInput', {
  description: 'A new preprint: the file to publish, the server to publish it on, and the project it comes from.',
  fields: (t) => ({
    projectId: t.string({
      required: true,
      validate: nodeKey,
      description: 'The project (`ResearchNode.id` or OSF id).',
    }),
    primaryFileId: t.string({
      required: true,
      validate: fileKey,
      description: 'The paper, a file of the project (`ResearchFile.id` or OSF id).',
    }),
    providerId: t.string({
      required: true,
      validate: providerKey,
      description: 'The preprint server (`PreprintProvider.id` or OSF id, e.g. `osf`).',
    }),
    licenseId: t.string({ validate: licenseKey, description: 'The license (`License.id` or OSF id).' }),
    title: t.string({ validate: text(512), description: 'Title (at most 512 characters).' }),
    description: t.string({ validate: z.string().max(5000), description: 'Abstract (at most 5000 characters).' }),
    doi: t.string({ validate: doi, description: 'DOI of the peer-reviewed article, when there is one.' }),
    subjectIds: t.stringList({
      validate: z.array(subjectKey).max(MAX_LINKED_IDS),
      description: 'Subjects of the bepress taxonomy (`Taxonomy.id` or OSF ids).',
    }),
  }),
});

export const PreprintUpdateInput = builder.inputType('PreprintUpdateInput', {
  description: 'Attributes of a preprint to change; those not given stay as they are.',
  fields: (t) => ({
    title: t.string({ validate: text(512), description: 'Title (at most 512 characters).' }),
    description: t.string({ validate: z.string().max(5000), description: 'Abstract (at most 5000 characters).' }),
    doi: t.string({ validate: doi, description: 'DOI of the peer-reviewed article.' }),
    tags: t.stringList({ validate: tags, description: 'Tags, replacing the current ones.' }),
    isPublished: t.boolean({ description: 'True publishes it (it cannot be unpublished).' }),
    licenseId: t.string({ validate: licenseKey, description: 'The license (`License.id` or OSF id).' }),
  }),
});

export const ResearchUserUpdateInput = builder.inputType('ResearchUserUpdateInput', {
  description: "A user's names and settings to change; fields not given stay as they are.",
  fields: (t) => ({
    fullName: t.string({ validate: text(186), description: 'The name shown (at most 186 characters).' }),
    givenName: t.string({ validate: text(255), description: 'Given name.' }),
    middleNames: t.string({ validate: z.string().max(255), description: 'Middle names.' }),
    familyName: t.string({ validate: text(255), description: 'Family name.' }),
    suffix: t.string({ validate: z.string().max(255), description: 'Suffix (Jr., III).' }),
    timezone: t.string({
      validate: z.string().regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, 'must be an IANA time zone name'),
      description: 'IANA time zone, e.g. `Europe/Berlin`.',
    }),
    locale: t.string({
      validate: z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, 'must be a locale such as en_US'),
      description: 'Locale, e.g. `en_US`.',
    }),
  }),
});

export const CollectedMetadataInput = builder.inputType('CollectedMetadataInput', {
  description: "How a collection describes one of its items (the collection's own choices apply).",
  fields: (t) => ({
    collectedType: t.string({ validate: text(127), description: "One of the collection's `collectedTypeChoices`." }),
    status: t.string({ validate: text(127), description: "One of the collection's `statusChoices`." }),
    volume: t.string({ validate: z.string().max(127), description: 'Volume.' }),
    issue: t.string({ validate: z.string().max(127), description: 'Issue.' }),
    programArea: t.string({ validate: z.string().max(127), description: 'Program area.' }),
  }),
});
