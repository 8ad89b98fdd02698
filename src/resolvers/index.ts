// Registers every service's fields on the shared builder.
import './messaging.js';
import './numbers.js';
import './research/index.js';
import './marketplace.js';
import './content.js';
import './automotive.js';
import './fileStorage.js';
import './scheduler.js';
import './unpacker.js';
import './certificates.js';
