// The file storage service's fields: Query.fileStorage reads and traversal, and the writes.
import './reads.js';
import './writes.js';
