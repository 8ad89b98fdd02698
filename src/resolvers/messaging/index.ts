// The messaging service's fields: reads, the relationships between its types, writes and live events.
import './queries.js';
import './relationships.js';
import './writes.js';
import './subscriptions.js';
import './management.js';
import './spaces-writes.js';
import './spaces-items.js';
