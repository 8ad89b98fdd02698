// The marketplace service's fields: Query.marketplace reads and relationships, and the writes.
import './reads.js';
import './writes.js';
import './product-writes.js';
