// Assembles the shapes: scalars and every service's types. The behaviour (resolvers/) sits a layer above and is
// added by src/executable-schema.ts, which imports both and builds the schema.
import './scalars.js';
// Shapes shared by several services.
import './binary.js';
import './azure.js';
// Each service's types, in the order of the services table.
import './messaging/index.js';
import './unpacker.js';
import './numbers.js';
import './fileStorage/index.js';
import './scheduler.js';
import './marketplace/index.js';
import './research/index.js';
import './automotive.js';
import './certificates.js';
import './content.js';

export { buildSchema } from './build.js';
