// Users, institutions, licenses, preprint providers and the subject taxonomy.
import { day, guid, objectId, pick, type SeedRecord } from './seed.js';

export const PEOPLE: Array<[string, string]> = [
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

export const SUBJECTS: Array<[string, string | null]> = [
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

export const TOPICS = [
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
export const CATEGORIES = ['project', 'data', 'analysis', 'methods and measures', 'software', 'hypothesis'];
