// Registers the messaging service's shapes (Circuit REST API v2, spec A) on the shared builder.
import './fields.js';
import './enums.js';
import './users.js';
import './conversations.js';
import './spaces.js';
import './connections.js';
