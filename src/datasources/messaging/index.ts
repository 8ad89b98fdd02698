// The messaging data source: its reads (with the writes it hands out), and the upstream DTOs.
export * from './dto.js';
export { MESSAGING_BATCH_LIMIT, MESSAGING_PAGE_LIMITS, MessagingDataSource } from './reads.js';
export { MessagingWriter } from './writes.js';
export { MessagingManagementWriter } from './management.js';
