// Registers every service's fields on the shared builder.
import './messaging/index.js';
import './unpacker.js';
import './numbers.js';
import './fileStorage/index.js';
import './scheduler/index.js';
import './marketplace/index.js';
import './research/index.js';
import './automotive/index.js';
import './certificates/index.js';
import './content.js';
import './node/index.js';
