// The research (OSF APIv2) data source: its reads and the writes it inherits.
export * from './writes.js';
export { RESEARCH_MAX_PAGE_SIZE, ResearchDataSource, type ResearchRootDto } from './client.js';
