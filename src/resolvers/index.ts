// Registers every service's fields on the shared builder.
import './messaging/index.js';
import './unpacker.js';
import './numbers.js';
import './fileStorage.js';
import './scheduler/index.js';
import './marketplace.js';
import './research/index.js';
import './automotive.js';
import './certificates.js';
import './content.js';
import './marketplace-writes.js';
import './fileStorage-writes.js';
import './node/index.js';
