// The OSF record types (spec G), each a short declaration of its JSON:API attributes. Relationships are added in
// src/resolvers/research/.
import type { ResearchRootDto } from '../../datasources/research/index.js';
import type {
  AddonAccountAttributes,
  AddonAttributes,
  AddonFolderAttributes,
  CitationAttributes,
  CitationStyleAttributes,
  CollectionAttributes,
  CommentAttributes,
  ContributorAttributes,
  DraftRegistrationAttributes,
  FileAttributes,
  FileVersionAttributes,
  IdentifierAttributes,
  InstitutionAttributes,
  LicenseAttributes,
  LogAttributes,
  NodeAddonAttributes,
  NodeAttributes,
  PreprintAttributes,
  PreprintProviderAttributes,
  RegistrationAttributes,
  RegistrationSchemaAttributes,
  TaxonomyAttributes,
  UndeclaredAttributes,
  UserAddonAttributes,
  UserAttributes,
  ViewOnlyLinkAttributes,
  WikiAttributes,
} from '@gateway/upstream-types/overlays/research';
import { NODE_CATEGORIES } from '@gateway/upstream-types/values/research';
import { builder, defineNamespace } from '../builder.js';
import { enumName, openEnum } from '../enums.js';
import { resourceConnection, resourceType, type AttributesOf, type OpenEnumType } from './jsonapi.js';
import {
  authorAttribute,
  educationAttribute,
  employmentAttribute,
  fileExtraAttribute,
  freeForm,
  licenseRecordAttribute,
  socialAttribute,
} from './profiles.js';

export const ResearchQuery = defineNamespace(
  'ResearchQuery',
  'research',
  'Research records of the OSF: projects and components, users, preprints, registrations and what links them.',
);

const open = (value: ReturnType<typeof openEnum>) => value as unknown as OpenEnumType;

export const NodeCategory = open(
  openEnum('ResearchNodeCategory', NODE_CATEGORIES.map(enumName), 'What a project or component is.'),
);
export const ReviewsState = open(
  openEnum(
    'PreprintReviewsState',
    ['INITIAL', 'PENDING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'],
    'Where a preprint is in moderation.',
  ),
);
export const ActionTrigger = open(
  openEnum('ResearchActionTrigger', ['SUBMIT', 'ACCEPT', 'REJECT', 'EDIT_COMMENT', 'WITHDRAW', 'REQUEST_WITHDRAWAL']),
);

const nodeAttributes = {
  title: 'string',
  description: 'string',
  category: { enum: NodeCategory },
  custom_citation: 'string',
  date_created: 'date',
  date_modified: 'date',
  fork: 'boolean',
  preprint: 'boolean',
  public: 'boolean',
  registration: 'boolean',
  collection: 'boolean',
  tags: 'strings',
  current_user_permissions: 'strings',
} as const satisfies AttributesOf<NodeAttributes>;

export const ResearchNode = resourceType<NodeAttributes>('ResearchNode', 'A project or component.', nodeAttributes);
export const Registration = resourceType<RegistrationAttributes>(
  'Registration',
  'A frozen, timestamped copy of a project.',
  {
    ...nodeAttributes,
    date_registered: 'date',
    withdrawn: 'boolean',
    withdrawal_justification: 'string',
    pending_withdrawal: 'boolean',
    pending_registration_approval: 'boolean',
    pending_embargo_approval: 'boolean',
    embargo_end_date: 'date',
    registration_supplement: 'string',
    registered_meta: freeForm(
      "The answers to the registration schema, keyed by its questions: their shape is the schema's, so the spec " +
        'gives none (JSON).',
    ),
  },
);
export const ResearchUser = resourceType<UserAttributes>('ResearchUser', 'A person with an OSF account.', {
  full_name: 'string',
  given_name: 'string',
  middle_names: 'string',
  family_name: 'string',
  suffix: 'string',
  date_registered: 'date',
  active: 'boolean',
  timezone: 'string',
  locale: 'string',
  social: socialAttribute,
  employment: employmentAttribute,
  education: educationAttribute,
});
export const Addon = resourceType<AddonAttributes>('Addon', 'A storage or citation service a project can connect.', {
  name: 'string',
  description: 'string',
  url: 'string',
  categories: 'strings',
});
export const ResearchAction = resourceType<UndeclaredAttributes>(
  'ResearchAction',
  'A moderation step taken on a preprint.',
  {
    trigger: { enum: ActionTrigger },
    comment: 'string',
    from_state: 'string',
    to_state: 'string',
    date_created: 'date',
    date_modified: 'date',
  },
);
export const License = resourceType<LicenseAttributes>('License', 'A license a record can be published under.', {
  name: 'string',
  text: 'string',
  url: 'string',
  required_fields: 'strings',
});
export const Preprint = resourceType<PreprintAttributes>(
  'Preprint',
  'A paper shared before (or alongside) peer review.',
  {
    title: 'string',
    description: 'string',
    date_created: 'date',
    date_modified: 'date',
    date_published: 'date',
    original_publication_date: 'date',
    doi: 'string',
    is_published: 'boolean',
    is_preprint_orphan: 'boolean',
    public: 'boolean',
    reviews_state: { enum: ReviewsState },
    date_withdrawn: 'date',
    tags: 'strings',
    license_record: licenseRecordAttribute,
  },
);
export const PreprintProvider = resourceType<PreprintProviderAttributes>(
  'PreprintProvider',
  'A preprint server hosted on the OSF.',
  {
    name: 'string',
    description: 'string',
    advisory_board: 'string',
    example: 'string',
    domain: 'string',
    email_support: 'string',
    preprint_word: 'string',
    allow_submissions: 'boolean',
    share_source: 'string',
  },
);
export const Taxonomy = resourceType<TaxonomyAttributes>('Taxonomy', 'A subject in the bepress taxonomy.', {
  text: 'string',
  child_count: 'int',
  share_title: 'string',
  path: 'string',
});
export const ResearchCollection = resourceType<CollectionAttributes>(
  'ResearchCollection',
  'A curated set of projects and preprints.',
  {
    title: 'string',
    date_created: 'date',
    date_modified: 'date',
    bookmarks: 'boolean',
    is_promoted: 'boolean',
    is_public: 'boolean',
    status_choices: 'strings',
    collected_type_choices: 'strings',
  },
);
export const Institution = resourceType<InstitutionAttributes>(
  'Institution',
  'A university or organisation affiliated with records.',
  {
    name: 'string',
    description: 'string',
    logo_path: 'string',
    auth_url: 'string',
    ror_iri: 'string',
  },
);
export const ResearchLog = resourceType<LogAttributes>('ResearchLog', 'One change recorded on a project.', {
  date: 'date',
  action: 'string',
  params: freeForm(
    'The parameters of the change (the project, the file, the addon, the contributors... as the action has them). ' +
      'The spec names about 40 of them, each declared a string while its examples send objects and lists, and ' +
      'which are present depends on the action: passed on as the upstream sends them (JSON).',
  ),
});
export const Contributor = resourceType<ContributorAttributes>(
  'Contributor',
  "A user's place on a record: permission and visibility.",
  {
    bibliographic: 'boolean',
    permission: 'string',
    index: 'int',
    unregistered_contributor: 'string',
  },
);
export const ResearchFile = resourceType<FileAttributes>(
  'ResearchFile',
  'A file or folder in a storage provider of a record.',
  {
    name: 'string',
    kind: 'string',
    path: 'string',
    materialized_path: 'string',
    provider: 'string',
    size: 'int',
    date_created: 'date',
    date_modified: 'date',
    current_version: 'int',
    extra: fileExtraAttribute,
    tags: 'strings',
  },
);
export const Wiki = resourceType<WikiAttributes>('Wiki', 'A wiki page of a record.', {
  name: 'string',
  kind: 'string',
  path: 'string',
  materialized_path: 'string',
  size: 'int',
  date_modified: 'date',
  current_user_can_comment: 'boolean',
});
export const ResearchComment = resourceType<CommentAttributes>(
  'ResearchComment',
  'A comment on a record, a file or a wiki page.',
  {
    content: 'string',
    page: 'string',
    date_created: 'date',
    date_modified: 'date',
    modified: 'boolean',
    deleted: 'boolean',
    is_abuse: 'boolean',
    has_children: 'boolean',
    can_edit: 'boolean',
  },
);
export const Citation = resourceType<CitationAttributes>('Citation', 'How to cite a record.', {
  title: 'string',
  author: authorAttribute,
  publisher: 'string',
  type: 'string',
  doi: 'string',
  citation: 'string',
});
export const ViewOnlyLink = resourceType<ViewOnlyLinkAttributes>(
  'ViewOnlyLink',
  'A secret link that shows a private record read-only.',
  {
    name: 'string',
    anonymous: 'boolean',
    date_created: 'date',
  },
);

export const ResearchNodeConnection = resourceConnection(ResearchNode, 'ResearchNode');
export const RegistrationConnection = resourceConnection(Registration, 'Registration');
export const ResearchUserConnection = resourceConnection(ResearchUser, 'ResearchUser');
export const AddonConnection = resourceConnection(Addon, 'Addon');
export const ResearchActionConnection = resourceConnection(ResearchAction, 'ResearchAction');
export const LicenseConnection = resourceConnection(License, 'License');
export const PreprintConnection = resourceConnection(Preprint, 'Preprint');
export const PreprintProviderConnection = resourceConnection(PreprintProvider, 'PreprintProvider');
export const TaxonomyConnection = resourceConnection(Taxonomy, 'Taxonomy');
export const ResearchCollectionConnection = resourceConnection(ResearchCollection, 'ResearchCollection');
export const InstitutionConnection = resourceConnection(Institution, 'Institution');
export const ResearchLogConnection = resourceConnection(ResearchLog, 'ResearchLog');
export const ContributorConnection = resourceConnection(Contributor, 'Contributor');
export const ResearchFileConnection = resourceConnection(ResearchFile, 'ResearchFile');
export const WikiConnection = resourceConnection(Wiki, 'Wiki');
export const ResearchCommentConnection = resourceConnection(ResearchComment, 'ResearchComment');
export const ViewOnlyLinkConnection = resourceConnection(ViewOnlyLink, 'ViewOnlyLink');

export const ResearchRoot = builder.objectRef<ResearchRootDto>('ResearchRoot').implement({
  description: 'The API root: its version and, when a token is sent, the user it belongs to.',
  fields: (t) => ({
    version: t.exposeString('version'),
    message: t.exposeString('message'),
  }),
});

export const CitationStyle = resourceType<CitationStyleAttributes>(
  'CitationStyle',
  'A citation style (CSL), e.g. "apa".',
  {
    title: 'string',
    short_title: 'string',
    summary: 'string',
    date_parsed: 'date',
  },
);
export const Identifier = resourceType<IdentifierAttributes>(
  'ResearchIdentifier',
  'A persistent identifier of a record (DOI, ARK).',
  {
    category: 'string',
    value: 'string',
  },
);
export const DraftRegistration = resourceType<DraftRegistrationAttributes>(
  'DraftRegistration',
  'A registration being prepared.',
  {
    title: 'string',
    description: 'string',
    category: { enum: NodeCategory },
    tags: 'strings',
    node_license: licenseRecordAttribute,
    current_user_permissions: 'strings',
    has_project: 'boolean',
    datetime_initiated: 'date',
    datetime_updated: 'date',
    registration_metadata: freeForm(
      "Metadata keyed by the registration schema's questions: its shape is the schema's, so the spec gives none (JSON).",
    ),
    registration_responses: freeForm(
      "The answers keyed by the registration schema's question ids: their shape is the schema's, so the spec gives " +
        'none (JSON).',
    ),
  },
);
export const RegistrationSchema = resourceType<RegistrationSchemaAttributes>(
  'RegistrationSchema',
  'A form registrations are filled in with.',
  {
    name: 'string',
    active: 'boolean',
    schema_version: 'int',
    description: 'string',
  },
);
export const SchemaResponse = resourceType<UndeclaredAttributes>(
  'SchemaResponse',
  "A registration's answers to its schema, or a revision.",
  {
    revision_justification: 'string',
    date_created: 'date',
    date_submitted: 'date',
    date_modified: 'date',
    revision_responses: freeForm(
      "The revised answers keyed by the registration schema's question ids: their shape is the schema's, so the spec " +
        'gives none (JSON).',
    ),
    reviews_state: 'string',
    is_pending_current_user_approval: 'boolean',
    is_original_response: 'boolean',
    updated_response_keys: 'strings',
  },
);
export const SchemaResponseAction = resourceType<UndeclaredAttributes>(
  'SchemaResponseAction',
  'A review step on a schema response.',
  {
    trigger: 'string',
    from_state: 'string',
    to_state: 'string',
    comment: 'string',
    date_created: 'date',
    auto: 'boolean',
    visible: 'boolean',
  },
);
export const SchemaBlock = resourceType<UndeclaredAttributes>(
  'SchemaBlock',
  'One question or heading of a registration schema.',
  {
    registration_response_key: 'string',
    schema_block_group_key: 'string',
    block_type: 'string',
    display_text: 'string',
    example_text: 'string',
    help_text: 'string',
    required: 'boolean',
    index: 'int',
  },
);
export const FileVersion = resourceType<FileVersionAttributes>('ResearchFileVersion', 'One stored version of a file.', {
  size: 'int',
  content_type: 'string',
  date_created: 'date',
  name: 'string',
});
export const NodeAddon = resourceType<NodeAddonAttributes>('NodeAddon', 'An addon as configured on one project.', {
  external_account_id: 'string',
  folder_id: 'string',
  folder_path: 'string',
  configured: 'boolean',
  enabled: 'boolean',
  node_has_auth: 'boolean',
  url: 'string',
  label: 'string',
});
export const AddonFolder = resourceType<AddonFolderAttributes>(
  'AddonFolder',
  'A folder in a connected addon account.',
  {
    name: 'string',
    folder_id: 'string',
    path: 'string',
    kind: 'string',
    provider: 'string',
  },
);
export const UserAddon = resourceType<UserAddonAttributes>('UserAddon', 'An addon a user has connected.', {
  user_has_auth: 'boolean',
});
export const AddonAccount = resourceType<AddonAccountAttributes>(
  'AddonAccount',
  'An external account behind a user addon.',
  {
    display_name: 'string',
    provider: 'string',
    profile_url: 'string',
  },
);
export const CollectedMetadata = resourceType<UndeclaredAttributes>(
  'CollectedMetadata',
  'How a collection describes one of its items.',
  {
    collected_type: 'string',
    status: 'string',
    volume: 'string',
    issue: 'string',
    program_area: 'string',
  },
);

export const CitationStyleConnection = resourceConnection(CitationStyle, 'CitationStyle');
export const IdentifierConnection = resourceConnection(Identifier, 'ResearchIdentifier');
export const DraftRegistrationConnection = resourceConnection(DraftRegistration, 'DraftRegistration');
export const RegistrationSchemaConnection = resourceConnection(RegistrationSchema, 'RegistrationSchema');
export const SchemaResponseConnection = resourceConnection(SchemaResponse, 'SchemaResponse');
export const SchemaResponseActionConnection = resourceConnection(SchemaResponseAction, 'SchemaResponseAction');
export const SchemaBlockConnection = resourceConnection(SchemaBlock, 'SchemaBlock');
export const FileVersionConnection = resourceConnection(FileVersion, 'ResearchFileVersion');
export const NodeAddonConnection = resourceConnection(NodeAddon, 'NodeAddon');
export const AddonFolderConnection = resourceConnection(AddonFolder, 'AddonFolder');
export const UserAddonConnection = resourceConnection(UserAddon, 'UserAddon');
export const AddonAccountConnection = resourceConnection(AddonAccount, 'AddonAccount');
export const CollectedMetadataConnection = resourceConnection(CollectedMetadata, 'CollectedMetadata');
