// The automotive service's fields: Query.automotive reads, the relationships between its types, and the
// sub-user keys of the gateway's account (admin scope).
import './account.js';
import './queries.js';
import './relationships.js';
