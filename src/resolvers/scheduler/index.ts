// The scheduler service's fields: Query.scheduler reads and the top-level mutations.
import './reads.js';
import './writes.js';
