// The research service's fields: Query.research, and every record's relationships as graph fields.
import './queries.js';
import './relationships.js';
import './more-records.js';
import './drafts.js';
import './user-records.js';
import './writes.js';
import './writes-records.js';
import './writes-collections.js';
