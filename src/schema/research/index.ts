// Registers the research service's shapes (OSF JSON:API) on the shared builder.
import './types.js';
