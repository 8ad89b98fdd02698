// Preprints, registrations, collections, addons, review actions and citation styles.
import { day, guid, objectId, pick, type SeedRecord } from './seed.js';
import { licenses, providers } from './people.js';
import { contributorships, nodes, projects } from './projects.js';

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
/**
 * Contributors of a preprint: its own list once a write made one (under the preprint's id), else those of its
 * project; the private one is Ada's alone.
 */
export const preprintContributors = (preprint: SeedRecord) => {
  const own = contributorships.filter((entry) => entry.node === preprint.id);
  if (own.length > 0) return own;
  return preprint.visibleTo
    ? [{ node: preprint.id, user: 'ad4l0', index: 0, permission: 'admin', bibliographic: true }]
    : contributorships.filter((entry) => entry.node === preprint.relationships.node?.id);
};

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
export interface CollectionMembers {
  nodes: SeedRecord[];
  preprints: SeedRecord[];
  registrations: SeedRecord[];
}
const members = new Map<string, CollectionMembers>();
/**
 * What each collection holds: every third public project, preprint and registration from its offset (a collection
 * made by a write starts empty). The lists are kept, so that writes linking and unlinking records change them.
 */
export const collectionMembers = (collection: SeedRecord): CollectionMembers => {
  let held = members.get(collection.id);
  if (!held) {
    const offset = collections.indexOf(collection);
    const every = <T>(items: T[]) => items.filter((_item, index) => index % 3 === offset);
    held = { nodes: every(projects), preprints: every(preprints), registrations: every(registrations) };
    members.set(collection.id, held);
  }
  return held;
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
