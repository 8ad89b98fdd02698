// The automotive service's fields: Query.automotive reads and the relationships between its types.
import './queries.js';
import './relationships.js';
