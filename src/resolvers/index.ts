// Registers every service's fields on the shared builder.
import './messaging.js';
import './unpacker.js';
import './numbers.js';
import './fileStorage.js';
import './scheduler.js';
import './marketplace.js';
import './research/index.js';
import './automotive.js';
import './certificates.js';
import './content.js';
import './node/index.js';
