// Deterministic seed records of the OSF sandbox: 40 projects with two components each (120 nodes), 20 users,
// preprints on three providers, licenses, taxonomy, collections, institutions, logs, registrations and more.
// Every record is a JSON:API resource minus its links; `visibleTo` marks a private record (its contributors).
// The parts evaluate in this order, each drawing its share of one random sequence: keep it.
export { type SeedRecord, RESEARCH_SANDBOX_TOKENS } from './data/seed.js';
export {
  users,
  institutions,
  userInstitution,
  licenses,
  providers,
  taxonomies,
  providerTaxonomies,
} from './data/people.js';
export {
  nodes,
  contributorships,
  projects,
  nodeLinks,
  forks,
  nodeInstitutions,
  logs,
  files,
  wikis,
  comments,
  viewOnlyLinks,
} from './data/projects.js';
export {
  preprints,
  preprintContributors,
  registrations,
  collections,
  collectionMembers,
  addons,
  actions,
  citationStyles,
  styledCitation,
} from './data/publications.js';
export {
  registrationSchemas,
  schemaBlocks,
  schemaResponses,
  schemaResponseActions,
  draftRegistrations,
  identifiers,
  fileVersions,
  nodeAddons,
  addonFolders,
  userAddons,
  addonAccounts,
  collectedMetadata,
  collectedSubjects,
  chosenSubjects,
} from './data/related.js';
