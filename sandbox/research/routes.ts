// Sandbox of the OSF APIv2 (spec G): JSON:API documents, `page`/`page[size]` paging with absolute `links.next`,
// `meta.total`, `filter[...]` (contains for text, equality for the rest, [gte]/[lte] for dates, comma lists for
// ids), `sort`, JSON:API error bodies, private records that only their contributors' tokens see, and the writes
// (stateful: reads afterwards see them).
import type { SandboxDefinition } from '../framework.js';
import { registerRecords } from './routes/records.js';
import { registerProjects } from './routes/projects.js';
import { registerPeople } from './routes/people.js';
import { registerCollections } from './routes/collections.js';
import { registerCitations } from './routes/citations.js';
import { registerContributors } from './routes/contributors.js';
import { registerFiles } from './routes/files.js';
import { registerRegistrations } from './routes/registrations.js';
import { researchRoutes } from './routes/kit.js';
import { writeTools } from './writes.js';
import { registerNodeWrites } from './writes-nodes.js';
import { registerRecordWrites } from './writes-records.js';
import { registerCollectionWrites } from './writes-collections.js';

export const researchSandbox: SandboxDefinition = {
  key: 'research',
  basePath: '/v2',
  // No demo token: without a caller's own token the gateway calls anonymously and sees public records only.
  demo: {},
  register(app, { settings }) {
    const routes = researchRoutes(app, settings);
    registerRecords(routes);
    registerProjects(routes);
    registerPeople(routes);
    registerCollections(routes);
    registerCitations(routes);
    registerContributors(routes);
    registerFiles(routes);
    registerRegistrations(routes);
    const writes = writeTools(routes);
    registerNodeWrites(writes);
    registerRecordWrites(writes);
    registerCollectionWrites(writes);
  },
};
