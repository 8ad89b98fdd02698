// Registration schemas and responses, drafts, identifiers, file versions, addon folders and accounts, collected
// metadata.
import { day, objectId, type SeedRecord } from './seed.js';
import { taxonomies } from './people.js';
import { contributorships, projects } from './projects.js';
import { collectionMembers, collections, registrations } from './publications.js';

export const registrationSchemas: SeedRecord[] = [
  ['OSF Preregistration', 'A preregistration of hypotheses, design and analysis plan.'],
  ['Open-Ended Registration', 'A free-text summary of what is being registered.'],
].map(([name, description]) => ({
  type: 'registration-schemas',
  id: objectId(),
  attributes: { name, description, active: true, schema_version: 3 },
  relationships: {},
}));
registrations.forEach((registration, index) => {
  registration.relationships.registration_schema = {
    type: 'registration-schemas',
    id: registrationSchemas[index % registrationSchemas.length]!.id,
  };
});

export const schemaBlocks: SeedRecord[] = registrationSchemas.flatMap((schema) =>
  [
    ['page-heading', 'Study information', null, false],
    ['long-text-input', 'Hypotheses', 'q-hypotheses', true],
    ['long-text-input', 'Design plan', 'q-design', true],
    ['long-text-input', 'Analysis plan', 'q-analysis', false],
  ].map(([blockType, text, key, required], index) => ({
    type: 'schema-blocks',
    id: objectId(),
    attributes: {
      registration_response_key: key,
      schema_block_group_key: key ? `${String(key)}-group` : null,
      block_type: blockType,
      display_text: text,
      example_text: null,
      help_text: `Describe the ${String(text).toLowerCase()}.`,
      required,
      index,
    },
    relationships: { schema: { type: 'registration-schemas', id: schema.id } },
  })),
);

export const schemaResponses: SeedRecord[] = registrations.map((registration, index) => ({
  type: 'schema-responses',
  id: objectId(),
  attributes: {
    revision_justification: index % 4 === 0 ? 'Corrected the sample size.' : '',
    date_created: day(200 + index),
    date_submitted: day(201 + index),
    date_modified: day(201 + index),
    revision_responses: { 'q-hypotheses': `Hypotheses of ${String(registration.attributes.title)}` },
    reviews_state: 'approved',
    is_pending_current_user_approval: false,
    is_original_response: index % 4 !== 0,
    updated_response_keys: index % 4 === 0 ? ['q-design'] : [],
  },
  relationships: {
    registration: { type: 'registrations', id: registration.id },
    registration_schema: registration.relationships.registration_schema ?? null,
    initiated_by: registration.relationships.registered_by ?? null,
  },
}));

export const schemaResponseActions: SeedRecord[] = schemaResponses.flatMap((response, index) =>
  [
    ['submit', 'in_progress', 'unapproved'],
    ['approve', 'unapproved', 'approved'],
  ].map(([trigger, from, to], step) => ({
    type: 'schema-response-actions',
    id: objectId(),
    attributes: {
      trigger,
      from_state: from,
      to_state: to,
      comment: '',
      date_created: day(200 + index + step),
      auto: step === 1,
      visible: true,
    },
    relationships: {
      target: { type: 'schema-responses', id: response.id },
      creator: response.relationships.initiated_by ?? null,
    },
  })),
);

export const draftRegistrations: SeedRecord[] = projects.slice(0, 6).map((project, index) => {
  const team = contributorships.filter((entry) => entry.node === project.id).map((entry) => entry.user);
  return {
    type: 'draft_registrations',
    id: objectId(),
    attributes: {
      title: `Preregistration: ${String(project.attributes.title)}`,
      description: `Draft preregistration of ${String(project.attributes.title)}.`,
      category: 'project',
      tags: ['preregistration'],
      node_license: null,
      current_user_permissions: ['read', 'write', 'admin'],
      has_project: true,
      datetime_initiated: day(150 + index),
      datetime_updated: day(155 + index),
      registration_metadata: {},
      registration_responses: { 'q-hypotheses': 'To be written.' },
    },
    relationships: {
      branched_from: { type: 'nodes', id: project.id },
      initiator: { type: 'users', id: team[0]! },
      registration_schema: { type: 'registration-schemas', id: registrationSchemas[0]!.id },
    },
    visibleTo: team,
  };
});

export const identifiers: SeedRecord[] = [
  ...registrations.map((registration) => ({ referent: registration, category: 'doi' })),
  ...registrations.map((registration) => ({ referent: registration, category: 'ark' })),
  ...projects.filter((_project, index) => index % 2 === 0).map((project) => ({ referent: project, category: 'doi' })),
].map(({ referent, category }) => ({
  type: 'identifiers',
  id: objectId(),
  attributes: {
    category,
    value: category === 'doi' ? `10.17605/OSF.IO/${referent.id.toUpperCase()}` : `c7605/osf.io/${referent.id}`,
  },
  relationships: { referent: { type: referent.type, id: referent.id } },
}));

/** Versions of a file: one per `current_version`, newest first. */
export const fileVersions = (file: SeedRecord): SeedRecord[] =>
  Array.from({ length: Number(file.attributes.current_version ?? 1) }, (_unused, index) => ({
    type: 'file_versions',
    id: String(index + 1),
    attributes: {
      size: Number(file.attributes.size) - index * 100,
      content_type: String(file.attributes.name).endsWith('.csv') ? 'text/csv' : 'text/plain',
      date_created: day(10 + index),
      name: file.attributes.name,
    },
    relationships: {},
  })).reverse();

export const nodeAddons: SeedRecord[] = projects
  .filter((_project, index) => index % 5 === 0)
  .map((project) => ({
    type: 'node_addons',
    id: 'github',
    attributes: {
      external_account_id: objectId(),
      folder_id: 'osf-replication/materials',
      folder_path: '/materials',
      configured: true,
      enabled: true,
      node_has_auth: true,
      url: 'https://github.com/osf-replication/materials',
      label: 'materials',
    },
    relationships: { node: { type: 'nodes', id: project.id } },
    visibleTo: project.visibleTo,
  }));
export const addonFolders = (nodeId: string): SeedRecord[] =>
  ['materials', 'analysis'].map((name) => ({
    type: 'node_addon_folders',
    id: `${nodeId}-${name}`,
    attributes: { name, folder_id: `osf-replication/${name}`, path: `/${name}`, kind: 'folder', provider: 'github' },
    relationships: {},
  }));

export const userAddons: SeedRecord[] = ['github', 'zotero'].map((provider) => ({
  type: 'user_addons',
  id: provider,
  attributes: { user_has_auth: true },
  relationships: { user: { type: 'users', id: 'ad4l0' } },
  visibleTo: ['ad4l0'],
}));
export const addonAccounts: SeedRecord[] = userAddons.map((addon) => ({
  type: 'external_accounts',
  id: objectId(),
  attributes: {
    display_name: 'Ada Lovelace',
    provider: addon.id,
    profile_url: addon.id === 'github' ? 'https://github.com/adalovelace' : null,
  },
  relationships: { addon: { type: 'user_addons', id: addon.id } },
  visibleTo: ['ad4l0'],
}));

export const collectedMetadata: SeedRecord[] = collections.flatMap((collection, offset) =>
  collectionMembers(collection).nodes.map((node, index) => ({
    type: 'collected-metadata',
    id: node.id,
    attributes: {
      collected_type: offset === 1 ? 'Teaching' : 'Research',
      status: ['Proposed', 'Ongoing', 'Completed'][index % 3],
      volume: '',
      issue: '',
      program_area: offset === 1 ? 'Education' : 'Psychology',
    },
    relationships: {
      collection: { type: 'collections', id: collection.id },
      guid: { type: 'nodes', id: node.id },
    },
  })),
);
/** Subjects set by writes, by collected-metadata record. */
export const chosenSubjects = new WeakMap<SeedRecord, SeedRecord[]>();
export const collectedSubjects = (entry: SeedRecord) =>
  chosenSubjects.get(entry) ??
  taxonomies.filter((_subject, index) => (index + entry.id.charCodeAt(0)) % 5 === 0).slice(0, 2);
