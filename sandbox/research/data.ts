// Deterministic seed records of the OSF sandbox: 40 projects with two components each (120 nodes), 20 users,
// preprints on three providers, licenses, taxonomy, collections, institutions, logs, registrations and more.
// Every record is a JSON:API resource minus its links; `visibleTo` marks a private record (its contributors).

import { createHash } from 'node:crypto';

export interface SeedRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  /** To-one relationships: the target's type and id (null = none). */
  relationships: Record<string, { type: string; id: string } | null>;
  /** Contributors of a private record: only their tokens see it. Undefined = public. */
  visibleTo?: string[];
  /** Users who administer the record (view-only links are theirs to see). */
  admins?: string[];
}

/** Sandbox personal access tokens and the user each belongs to. */
export const RESEARCH_SANDBOX_TOKENS: Record<string, string> = {
  'osf-sandbox-token-ada': 'ad4l0',
  'osf-sandbox-token-grace': 'gr4c3',
};

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = seeded(20240611);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const guid = () => Array.from({ length: 5 }, () => pick([...'abcdefghjkmnpqrstuvwxyz23456789'])).join('');
const objectId = () => Array.from({ length: 24 }, () => pick([...'0123456789abcdef'])).join('');
const day = (offset: number) => new Date(Date.UTC(2021, 0, 4) + offset * 86_400_000).toISOString();

const PEOPLE: Array<[string, string]> = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Brian', 'Nosek'],
  ['Jeffrey', 'Spies'],
  ['Simine', 'Vazire'],
  ['Daniel', 'Lakens'],
  ['Anne', 'Scheel'],
  ['Chris', 'Chambers'],
  ['Dorothy', 'Bishop'],
  ['Katherine', 'Button'],
  ['Marcus', 'Munafo'],
  ['Lisa', 'DeBruine'],
  ['Richard', 'Morey'],
  ['Eric-Jan', 'Wagenmakers'],
  ['Fiona', 'Fidler'],
  ['Hilde', 'Augusteijn'],
  ['Tim', 'Errington'],
  ['Olivia', 'Kirtley'],
  ['Priya', 'Silverstein'],
  ['Jonas', 'Haslbeck'],
];

export const users: SeedRecord[] = PEOPLE.map(([given, family], index) => ({
  type: 'users',
  id: index === 0 ? 'ad4l0' : index === 1 ? 'gr4c3' : guid(),
  attributes: {
    full_name: `${given} ${family}`,
    given_name: given,
    middle_names: '',
    family_name: family,
    suffix: '',
    date_registered: day(index * 3),
    active: true,
    timezone: pick(['Europe/London', 'America/New_York', 'Europe/Amsterdam', 'Australia/Melbourne']),
    locale: 'en_US',
    social: {
      github: [`${given.toLowerCase()}${family.toLowerCase()}`],
      orcid: `0000-0002-${1000 + index}-${2000 + index}`,
    },
    employment: [{ institution: 'Center for Open Science', title: 'Researcher' }],
    education: [],
  },
  relationships: {},
}));

export const institutions: SeedRecord[] = [
  ['cos', 'Center for Open Science', 'https://ror.org/05d5mza29'],
  ['uva', 'University of Virginia', 'https://ror.org/0153tk833'],
  ['ucl', 'University College London', 'https://ror.org/02jx3x895'],
  ['tue', 'Eindhoven University of Technology', 'https://ror.org/02c2kyt77'],
].map(([id, name, ror]) => ({
  type: 'institutions',
  id: id!,
  attributes: {
    name,
    description: `${name} researchers share their projects on the OSF.`,
    logo_path: `/static/img/institutions/shields/${id}-shield.png`,
    auth_url: null,
    ror_iri: ror,
  },
  relationships: {},
}));
/** Institution of each user, by index. */
export const userInstitution = (userIndex: number) => institutions[userIndex % institutions.length]!.id;

export const licenses: SeedRecord[] = [
  ['CC-By Attribution 4.0 International', 'https://creativecommons.org/licenses/by/4.0/legalcode', []],
  ['CC0 1.0 Universal', 'https://creativecommons.org/publicdomain/zero/1.0/legalcode', []],
  ['MIT License', 'http://opensource.org/licenses/MIT', ['year', 'copyrightHolders']],
  ['Apache License 2.0', 'https://www.apache.org/licenses/LICENSE-2.0', []],
  ['GNU General Public License (GPL) 3.0', 'https://www.gnu.org/licenses/gpl-3.0.en.html', []],
  ['No license', null, ['year', 'copyrightHolders']],
].map(([name, url, required]) => ({
  type: 'licenses',
  id: objectId(),
  attributes: {
    name,
    text: `${name as string}\n\nFull text: ${(url as string | null) ?? 'none'}`,
    url,
    required_fields: required,
  },
  relationships: {},
}));

export const providers: SeedRecord[] = [
  ['osf', 'OSF Preprints', 'preprint'],
  ['psyarxiv', 'PsyArXiv', 'preprint'],
  ['socarxiv', 'SocArXiv', 'paper'],
].map(([id, name, word]) => ({
  type: 'preprint_providers',
  id: id!,
  attributes: {
    name,
    description: `${name}: a free preprint service.`,
    advisory_board: '',
    example: null,
    domain: `https://${id}.example.org/`,
    email_support: `support@${id}.example.org`,
    preprint_word: word,
    allow_submissions: true,
    share_source: name,
  },
  relationships: {},
}));

const SUBJECTS: Array<[string, string | null]> = [
  ['Social and Behavioral Sciences', null],
  ['Psychology', 'Social and Behavioral Sciences'],
  ['Cognitive Psychology', 'Psychology'],
  ['Social Psychology', 'Psychology'],
  ['Sociology', 'Social and Behavioral Sciences'],
  ['Life Sciences', null],
  ['Neuroscience and Neurobiology', 'Life Sciences'],
  ['Physical Sciences and Mathematics', null],
  ['Statistics and Probability', 'Physical Sciences and Mathematics'],
  ['Computer Sciences', 'Physical Sciences and Mathematics'],
  ['Education', null],
  ['Engineering', null],
];
export const taxonomies: SeedRecord[] = [];
for (const [text, parentText] of SUBJECTS) {
  const parent = taxonomies.find((subject) => subject.attributes.text === parentText);
  const parentPath = (parent?.attributes.path as string | undefined) ?? 'bepress';
  taxonomies.push({
    type: 'taxonomies',
    id: objectId(),
    attributes: {
      text,
      parents: parent ? [{ id: parent.id, text: parent.attributes.text }] : [],
      child_count: SUBJECTS.filter(([, p]) => p === text).length,
      share_title: 'bepress',
      path: `${parentPath}|${text}`,
    },
    relationships: {},
  });
}
/** Taxonomies each provider offers: all of them for OSF, the social sciences for the others. */
export const providerTaxonomies = (providerId: string) =>
  providerId === 'osf'
    ? taxonomies
    : taxonomies.filter((subject) => String(subject.attributes.path).includes('Social'));

const TOPICS = [
  'Many Labs replication of anchoring effects',
  'Registered report on ego depletion',
  'Open data on reading fluency',
  'Reproducibility of cancer biology',
  'Crowdsourced analysis of referee bias',
  'Sleep and memory consolidation',
  'Measurement invariance of wellbeing scales',
  'Preregistered study of math anxiety',
  'Teacher expectations in primary schools',
  'Network models of depression symptoms',
  'Power analysis toolkit',
  'Eye tracking of code review',
];
const CATEGORIES = ['project', 'data', 'analysis', 'methods and measures', 'software', 'hypothesis'];

export const nodes: SeedRecord[] = [];
export const contributorships: Array<{
  node: string;
  user: string;
  index: number;
  permission: string;
  bibliographic: boolean;
}> = [];
/** 40 projects: the topics above in successive study waves. */
const PROJECT_TITLES = Array.from({ length: 40 }, (_unused, index) => {
  const topic = TOPICS[index % TOPICS.length]!;
  const wave = Math.floor(index / TOPICS.length);
  return wave === 0 ? topic : `${topic}, study ${wave + 1}`;
});
PROJECT_TITLES.forEach((topic, index) => {
  const isPrivate = index % 8 === 3;
  const team = [
    users[index % users.length]!.id,
    users[(index + 5) % users.length]!.id,
    users[(index + 11) % users.length]!.id,
  ];
  // The two token holders each own a private project so private visibility can be seen from both sides.
  if (index === 3) team[0] = 'ad4l0';
  if (index === 11) team[0] = 'gr4c3';
  const projectId = guid();
  const license = licenses[index % licenses.length]!;
  const make = (id: string, title: string, category: string, parent: string | null, offset: number): SeedRecord => ({
    type: 'nodes',
    id,
    attributes: {
      title,
      description: `${title}. Materials, data and analysis scripts.`,
      category,
      custom_citation: null,
      date_created: day(index * 7 + offset),
      date_modified: day(index * 7 + offset + 30),
      fork: false,
      preprint: false,
      public: !isPrivate,
      registration: false,
      collection: false,
      tags: [category.split(' ')[0]!, topic.split(' ')[0]!.toLowerCase()],
      current_user_permissions: ['read'],
    },
    relationships: {
      parent: parent ? { type: 'nodes', id: parent } : null,
      root: { type: 'nodes', id: projectId },
      license: { type: 'licenses', id: license.id },
    },
    visibleTo: isPrivate ? team : undefined,
    admins: [team[0]!],
  });
  nodes.push(make(projectId, topic, 'project', null, 0));
  nodes.push(make(guid(), `${topic}: data`, 'data', projectId, 1));
  nodes.push(make(guid(), `${topic}: analysis`, CATEGORIES[(index % 4) + 2]!, projectId, 2));
  for (const node of nodes.slice(-3)) {
    team.forEach((user, position) =>
      contributorships.push({
        node: node.id,
        user,
        index: position,
        permission: position === 0 ? 'admin' : 'write',
        bibliographic: position < 2,
      }),
    );
  }
});
/** A consortium: the last project's team is larger than one default page (10) of contributors. */
const consortium = nodes[nodes.length - 3]!;
users
  .filter((user) => !contributorships.some((entry) => entry.node === consortium.id && entry.user === user.id))
  .slice(0, 11)
  .forEach((user, position) =>
    contributorships.push({
      node: consortium.id,
      user: user.id,
      index: 3 + position,
      permission: 'read',
      bibliographic: false,
    }),
  );
/** A public project (one of the first token holder's) with a private component: children differ by caller. */
const privateComponent = nodes[15 * 3 + 2]!;
privateComponent.visibleTo = contributorships
  .filter((entry) => entry.node === privateComponent.id)
  .map((entry) => entry.user);
privateComponent.attributes.public = false;
export const projects = nodes.filter((node) => node.relationships.parent === null);

/** Linked nodes: each project links to the next one. */
export const nodeLinks = projects.map((project, index) => ({
  from: project.id,
  to: projects[(index + 1) % projects.length]!.id,
}));
/** Forks: the first project was forked once, as a copy owned by the second user. */
export const forks: SeedRecord[] = [projects[0]!].map((project) => ({
  ...project,
  id: guid(),
  attributes: { ...project.attributes, title: `Fork of ${String(project.attributes.title)}`, fork: true },
  relationships: { ...project.relationships, forked_from: { type: 'nodes', id: project.id }, parent: null },
}));
export const nodeInstitutions = (nodeId: string) => {
  const owner = contributorships.find((entry) => entry.node === nodeId && entry.index === 0)?.user;
  const index = users.findIndex((user) => user.id === owner);
  return index < 0 ? [] : [userInstitution(index)];
};

export const logs: SeedRecord[] = nodes.flatMap((node, index) => {
  const owner = contributorships.find((entry) => entry.node === node.id && entry.index === 0)!.user;
  const second = contributorships.find((entry) => entry.node === node.id && entry.index === 1)!.user;
  return [
    { action: 'project_created', user: owner, offset: 0, params: {} },
    { action: 'contributor_added', user: owner, offset: 1, params: { contributors: [second] } },
    { action: 'osf_storage_file_added', user: second, offset: 3, params: { path: '/data.csv' } },
  ].map((entry) => ({
    type: 'logs',
    id: objectId(),
    attributes: {
      date: day(index * 2 + entry.offset),
      action: entry.action,
      params: { node: node.id, ...entry.params },
    },
    relationships: {
      node: { type: 'nodes', id: node.id },
      original_node: { type: 'nodes', id: node.id },
      user: { type: 'users', id: entry.user },
    },
    visibleTo: node.visibleTo,
  }));
});

export const files: SeedRecord[] = nodes.flatMap((node, index) =>
  ['data.csv', 'analysis.R'].map((name, position) => ({
    type: 'files',
    id: objectId(),
    attributes: {
      name,
      kind: 'file',
      path: `/${String(index).padStart(4, '0')}${position}`,
      materialized_path: `/${name}`,
      provider: 'osfstorage',
      size: 1024 * (index + 1) + position * 512,
      date_created: day(index * 2 + 3),
      date_modified: day(index * 2 + 5),
      current_version: position + 1,
      extra: {
        // The sha256 is derived, not drawn, so that the seeded data after it stays as it was.
        hashes: {
          md5: objectId().slice(0, 32),
          sha256: createHash('sha256').update(`${node.id}/${name}`).digest('hex'),
        },
        downloads: index * 3 + position,
      },
      tags: [],
    },
    relationships: { node: { type: 'nodes', id: node.id } },
    visibleTo: node.visibleTo,
  })),
);

export const wikis: SeedRecord[] = projects.map((project, index) => ({
  type: 'wikis',
  id: objectId(),
  attributes: {
    name: 'home',
    kind: 'file',
    path: `/${objectId()}`,
    materialized_path: '/home',
    size: 600 + index * 40,
    date_modified: day(index * 7 + 10),
    current_user_can_comment: true,
    content: `# ${String(project.attributes.title)}\n\nSee the components for data and analysis.`,
  },
  relationships: { node: { type: 'nodes', id: project.id } },
  visibleTo: project.visibleTo,
}));

export const comments: SeedRecord[] = projects.flatMap((project, index) => {
  const commenter = users[(index + 2) % users.length]!.id;
  return [
    {
      type: 'comments',
      id: objectId(),
      attributes: {
        content: `Is the preregistration for "${String(project.attributes.title)}" public yet?`,
        page: 'node',
        date_created: day(index * 7 + 12),
        date_modified: day(index * 7 + 12),
        modified: false,
        deleted: false,
        is_abuse: false,
        has_children: false,
        can_edit: false,
      },
      relationships: { user: { type: 'users', id: commenter }, node: { type: 'nodes', id: project.id } },
      visibleTo: project.visibleTo,
    },
  ];
});

export const viewOnlyLinks: SeedRecord[] = projects
  .filter((project) => project.visibleTo)
  .map((project, index) => ({
    type: 'view_only_links',
    id: objectId(),
    attributes: {
      name: `Reviewers ${index + 1}`,
      anonymous: index % 2 === 0,
      date_created: day(index * 9 + 20),
      key: objectId(),
    },
    relationships: { node: { type: 'nodes', id: project.id } },
    visibleTo: project.admins,
  }));

export const preprints: SeedRecord[] = Array.from({ length: 24 }, (_unused, index) => {
  const project = projects[index % projects.length]!;
  const provider = providers[index % providers.length]!;
  const license = licenses[(index * 5) % licenses.length]!;
  const isPrivate = index === 23;
  return {
    type: 'preprints',
    id: guid(),
    attributes: {
      title: `${String(project.attributes.title)} (preprint ${Math.floor(index / projects.length) + 1})`,
      description: `Preprint reporting ${String(project.attributes.title).toLowerCase()}.`,
      date_created: day(100 + index * 5),
      date_modified: day(100 + index * 5 + 2),
      date_published: isPrivate ? null : day(100 + index * 5 + 1),
      original_publication_date: null,
      doi: index % 3 === 0 ? `10.1037/sandbox${1000 + index}` : null,
      is_published: !isPrivate,
      is_preprint_orphan: false,
      public: !isPrivate,
      reviews_state: isPrivate ? 'initial' : pick(['accepted', 'accepted', 'pending', 'rejected']),
      date_withdrawn: null,
      tags: ['replication'],
      license_record: { year: '2021', copyright_holders: [String(project.attributes.title)] },
    },
    relationships: {
      provider: { type: 'preprint_providers', id: provider.id },
      license: { type: 'licenses', id: license.id },
      node: { type: 'nodes', id: project.id },
    },
    visibleTo: isPrivate ? ['ad4l0'] : undefined,
  };
});
/** Contributors of a preprint: those of its project; the private one is Ada's alone. */
export const preprintContributors = (preprint: SeedRecord) =>
  preprint.visibleTo
    ? [{ node: preprint.id, user: 'ad4l0', index: 0, permission: 'admin', bibliographic: true }]
    : contributorships.filter((entry) => entry.node === preprint.relationships.node?.id);

export const registrations: SeedRecord[] = nodes
  .filter((node) => !node.visibleTo && nodes.indexOf(node) % 6 < 3 && nodes.indexOf(node) < 24)
  .map((node) => ({
    ...node,
    type: 'registrations',
    id: guid(),
    attributes: {
      ...node.attributes,
      registration: true,
      date_registered: day(200 + nodes.indexOf(node)),
      withdrawn: false,
      withdrawal_justification: null,
      pending_withdrawal: false,
      pending_registration_approval: false,
      pending_embargo_approval: false,
      embargo_end_date: null,
      registration_supplement: 'OSF Preregistration',
      registered_meta: { summary: { value: `Hypotheses of ${String(node.attributes.title)}` } },
    },
    relationships: { ...node.relationships, registered_from: { type: 'nodes', id: node.id } },
  }));
// Registrations mirror the project tree: parent/root point at the registrations of the parent/root nodes.
for (const registration of registrations) {
  const registrationOf = (nodeId: string | undefined) =>
    registrations.find((candidate) => candidate.relationships.registered_from?.id === nodeId);
  const parent = registrationOf(registration.relationships.parent?.id);
  const root = registrationOf(registration.relationships.root?.id);
  registration.relationships.parent = parent ? { type: 'registrations', id: parent.id } : null;
  registration.relationships.root = { type: 'registrations', id: (root ?? registration).id };
  const owner = contributorships.find(
    (entry) => entry.node === registration.relationships.registered_from?.id && entry.index === 0,
  );
  registration.relationships.registered_by = owner ? { type: 'users', id: owner.user } : null;
}

export const collections: SeedRecord[] = [
  ['Replication studies', 0],
  ['Open educational resources', 1],
  ['Preregistration challenge', 2],
].map(([title, offset]) => ({
  type: 'collections',
  id: guid(),
  attributes: {
    title,
    date_created: day(50 + Number(offset) * 10),
    date_modified: day(60 + Number(offset) * 10),
    bookmarks: false,
    is_promoted: offset === 0,
    is_public: true,
    status_choices: ['Proposed', 'Ongoing', 'Completed'],
    collected_type_choices: ['Research', 'Teaching'],
  },
  relationships: {},
}));
/** What each collection holds: every third public project, preprint and registration from its offset. */
export const collectionMembers = (collection: SeedRecord) => {
  const offset = collections.indexOf(collection);
  const every = <T>(items: T[]) => items.filter((_item, index) => index % 3 === offset);
  return { nodes: every(projects), preprints: every(preprints), registrations: every(registrations) };
};

export const addons: SeedRecord[] = [
  ['box', 'Box', ['storage']],
  ['dataverse', 'Dataverse', ['storage']],
  ['dropbox', 'Dropbox', ['storage']],
  ['figshare', 'figshare', ['storage']],
  ['github', 'GitHub', ['storage']],
  ['gitlab', 'GitLab', ['storage']],
  ['googledrive', 'Google Drive', ['storage']],
  ['mendeley', 'Mendeley', ['citations']],
  ['zotero', 'Zotero', ['citations']],
].map(([id, name, categories]) => ({
  type: 'addons',
  id: id as string,
  attributes: {
    name,
    description: `Connect ${name as string} to your project.`,
    url: `https://${id as string}.com`,
    categories,
  },
  relationships: {},
}));

/** Moderation actions: submit, then accept or reject, on the moderated preprints; moderators (tokens) see them. */
export const actions: SeedRecord[] = preprints
  .filter((preprint) => preprint.attributes.reviews_state !== 'initial')
  .slice(0, 8)
  .flatMap((preprint, index) => {
    const steps: Array<[string, string, string]> = [['submit', 'initial', 'pending']];
    const state = String(preprint.attributes.reviews_state);
    if (state === 'accepted') steps.push(['accept', 'pending', 'accepted']);
    if (state === 'rejected') steps.push(['reject', 'pending', 'rejected']);
    return steps.map(([trigger, from, to], step) => ({
      type: 'actions',
      id: objectId(),
      attributes: {
        trigger,
        comment: step === 0 ? '' : 'Reviewed by the moderation team.',
        from_state: from,
        to_state: to,
        date_created: day(100 + index * 5 + step),
        date_modified: day(100 + index * 5 + step),
      },
      relationships: {
        target: { type: 'preprints', id: preprint.id },
        provider: preprint.relationships.provider ?? null,
        creator: { type: 'users', id: step === 0 ? 'ad4l0' : 'gr4c3' },
      },
    }));
  });

export const citationStyles: SeedRecord[] = [
  ['apa', 'American Psychological Association 7th edition', 'APA'],
  ['modern-language-association', 'Modern Language Association 9th edition', 'MLA'],
  ['chicago-author-date', 'Chicago Manual of Style 17th edition (author-date)', 'Chicago'],
  ['harvard1', 'Harvard reference format 1 (deprecated)', 'Harvard'],
].map(([id, title, short], index) => ({
  type: 'citation-styles',
  id: id!,
  attributes: { title, short_title: short, summary: null, date_parsed: day(10 + index) },
  relationships: {},
}));

/** A citation of a record in a style: authors "Family, G." joined, year, title, publisher. */
export function styledCitation(record: SeedRecord, authors: string[], style: string): string {
  const year = String(record.attributes.date_created ?? '2021').slice(0, 4);
  const names = authors.join(', ');
  const title = String(record.attributes.title);
  return style === 'modern-language-association'
    ? `${names}. "${title}." OSF, ${year}.`
    : `${names} (${year}). ${title}. OSF.`;
}

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
export const collectedSubjects = (entry: SeedRecord) =>
  taxonomies.filter((_subject, index) => (index + entry.id.charCodeAt(0)) % 5 === 0).slice(0, 2);
