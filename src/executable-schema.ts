// The schema the gateway serves: every service's shapes (schema/), then the behaviour resolvers/ adds to them, built
// once. It sits above both, so that neither imports the other's floor upward.
import { buildSchema } from './schema/index.js';
import './resolvers/index.js';

export const schema = buildSchema();
