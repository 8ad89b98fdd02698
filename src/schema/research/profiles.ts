// Typed shapes of OSF attributes that the specs give by example rather than by schema: a user's `social`,
// `employment` and `education` (the users' examples in the OSF's own spec), and a citation's `author` (described as
// "a list of dictionaries of given and family names"). Read tolerantly: every part is optional, a value of the wrong
// kind is null, and what the spec's declared `type: string` allows (a plain string) is still answered.
import { isRecord } from '../../http/boundary.js';
import { builder } from '../builder.js';
import { asString, type TypedAttribute, type Types } from './jsonapi.js';

type Entry = Record<string, unknown>;

const textOf = (value: unknown) => {
  const text = asString(value);
  return text === null || text.trim() === '' ? null : text;
};
/** OSF writes years as strings (`"2016"`) and leaves them empty; months are 1 to 12, with 0 for none. */
const yearOf = (value: unknown) => {
  const year = Number(textOf(value));
  return Number.isInteger(year) && year > 0 ? year : null;
};
const monthOf = (value: unknown) => {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : null;
};
/** A profile entry that may be one string or a list of them: the non-empty strings. */
const textsOf = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).map(textOf).filter((item): item is string => item !== null);
const entriesOf = (value: unknown): Entry[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function period(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Entry>) {
  return {
    institution: t.string({ description: 'The institution.', resolve: (entry) => textOf(entry.institution) }),
    department: t.string({ description: 'The department.', resolve: (entry) => textOf(entry.department) }),
    startYear: t.int({ description: 'The year it started.', resolve: (entry) => yearOf(entry.startYear) }),
    startMonth: t.int({
      description: 'The month it started (1 to 12).',
      resolve: (entry) => monthOf(entry.startMonth),
    }),
    endYear: t.int({ description: 'The year it ended.', resolve: (entry) => yearOf(entry.endYear) }),
    endMonth: t.int({ description: 'The month it ended (1 to 12).', resolve: (entry) => monthOf(entry.endMonth) }),
    ongoing: t.boolean({
      description: 'Whether it is still going on.',
      resolve: (entry) => (typeof entry.ongoing === 'boolean' ? entry.ongoing : null),
    }),
  };
}

export const ResearchUserEmployment = builder.objectRef<Entry>('ResearchUserEmployment').implement({
  description: 'A position a user lists on their OSF profile.',
  fields: (t) => ({
    title: t.string({ description: 'The job title.', resolve: (entry) => textOf(entry.title) }),
    ...period(t),
  }),
});

export const ResearchUserEducation = builder.objectRef<Entry>('ResearchUserEducation').implement({
  description: 'A degree or course of study a user lists on their OSF profile.',
  fields: (t) => ({
    degree: t.string({ description: 'The degree.', resolve: (entry) => textOf(entry.degree) }),
    ...period(t),
  }),
});

export const ResearchUserSocial = builder.objectRef<Entry>('ResearchUserSocial').implement({
  description: "A user's accounts elsewhere, as listed on their OSF profile (ids or handles, not URLs).",
  fields: (t) => {
    const single = (key: string, description: string) =>
      t.string({ description, resolve: (social) => textsOf(social[key])[0] ?? null });
    const many = (key: string, description: string) =>
      t.stringList({ nullable: false, description, resolve: (social) => textsOf(social[key]) });
    return {
      orcid: single('orcid', 'ORCID iD.'),
      researcherId: single('researcherId', 'ResearcherID.'),
      scholar: single('scholar', 'Google Scholar user id.'),
      ssrn: single('ssrn', 'SSRN author id.'),
      impactStory: single('impactStory', 'ImpactStory id.'),
      baiduScholar: single('baiduScholar', 'Baidu Scholar id.'),
      researchGate: single('researchGate', 'ResearchGate profile name.'),
      academiaInstitution: single('academiaInstitution', 'Academia.edu institution sub-domain.'),
      academiaProfileId: single('academiaProfileID', 'Academia.edu profile id.'),
      github: many('github', 'GitHub user names.'),
      twitter: many('twitter', 'Twitter handles.'),
      linkedIn: many('linkedIn', 'LinkedIn profile paths.'),
      profileWebsites: many('profileWebsites', 'Personal web sites.'),
    };
  },
});

export const CitationAuthor = builder.objectRef<Entry>('CitationAuthor').implement({
  description: 'One bibliographic author of a citation (CSL name).',
  fields: (t) => ({
    given: t.string({ description: 'Given names.', resolve: (author) => textOf(author.given) }),
    family: t.string({ description: 'Family name.', resolve: (author) => textOf(author.family) }),
    literal: t.string({
      description: 'The whole name as one string, when the upstream sends the author that way.',
      resolve: (author) => textOf(author.literal),
    }),
  }),
});

export const socialAttribute: TypedAttribute = {
  field: (t, read) =>
    t.field({
      type: ResearchUserSocial,
      description: "The user's accounts elsewhere; null when the profile lists none.",
      resolve: (user) => {
        const social = read(user);
        return isRecord(social) ? social : null;
      },
    }),
};

export const employmentAttribute: TypedAttribute = {
  field: (t, read) =>
    t.field({
      type: [ResearchUserEmployment],
      nullable: false,
      description: "Positions on the user's profile; entries that are not objects are left out.",
      resolve: (user) => entriesOf(read(user)),
    }),
};

export const educationAttribute: TypedAttribute = {
  field: (t, read) =>
    t.field({
      type: [ResearchUserEducation],
      nullable: false,
      description: "Education on the user's profile; entries that are not objects are left out.",
      resolve: (user) => entriesOf(read(user)),
    }),
};

export const authorAttribute: TypedAttribute = {
  field: (t, read) =>
    t.field({
      type: [CitationAuthor],
      nullable: false,
      description:
        'The bibliographic authors. The spec declares a string but describes (and its examples send) a list of ' +
        '`{ given, family }`: both are read, a plain string as one author with `literal` set.',
      resolve: (citation) => {
        const author = read(citation);
        const text = textOf(author);
        return text !== null && !Array.isArray(author) ? [{ literal: text }] : entriesOf(author);
      },
    }),
};

export const LicenseRecord = builder.objectRef<Entry>('LicenseRecord').implement({
  description: 'What a record says about its license beyond the license itself (OSF `node_license`).',
  fields: (t) => ({
    copyrightHolders: t.stringList({
      nullable: false,
      description: 'Who holds the copyright.',
      resolve: (record) => textsOf(record.copyright_holders),
    }),
    year: t.string({ description: 'The copyright year, as the upstream writes it.', resolve: (r) => textOf(r.year) }),
  }),
});

/** `node_license` / `license_record`: `{ copyright_holders, year }` in the spec's examples; null when absent. */
export const licenseRecordAttribute: TypedAttribute = {
  field: (t, read) =>
    t.field({
      type: LicenseRecord,
      description: 'The copyright holders and year the record gives for its license.',
      resolve: (record) => {
        const value = read(record);
        return isRecord(value) ? value : null;
      },
    }),
};

export const ResearchFileHashes = builder.objectRef<Entry>('ResearchFileHashes').implement({
  description: 'Checksums of the stored file, as the storage provider reports them.',
  fields: (t) => ({
    sha256: t.string({ description: 'SHA-256 of the content, hexadecimal.', resolve: (h) => textOf(h.sha256) }),
    md5: t.string({ description: 'MD5 of the content, hexadecimal.', resolve: (h) => textOf(h.md5) }),
  }),
});

export const ResearchFileExtra = builder.objectRef<Entry>('ResearchFileExtra').implement({
  description: 'Provider details of a file (OSF `extra`): its checksums and download count; any part may be absent.',
  fields: (t) => ({
    hashes: t.field({
      type: ResearchFileHashes,
      description: 'Checksums of the content (folders and some providers have none).',
      resolve: (extra) => (isRecord(extra.hashes) ? extra.hashes : null),
    }),
    downloads: t.int({
      description: 'How often the file was downloaded.',
      resolve: (extra) =>
        typeof extra.downloads === 'number' && Number.isInteger(extra.downloads) ? extra.downloads : null,
    }),
  }),
});

/** A file's `extra`: "contains `hashes` (`sha256`, `md5`) and `downloads` count" (G-osf.yaml, with an example). */
export const fileExtraAttribute: TypedAttribute = {
  field: (t, read) =>
    t.field({
      type: ResearchFileExtra,
      description: 'Checksums and download count of the file; null when the upstream sends none.',
      resolve: (file) => {
        const extra = read(file);
        return isRecord(extra) ? extra : null;
      },
    }),
};

/** An attribute whose shape depends on the record (a registration schema's answers, a log action's parameters). */
export const freeForm = (description: string): TypedAttribute => ({
  field: (t, read) => t.field({ type: 'JSON', description, resolve: (record) => read(record) ?? null }),
});
