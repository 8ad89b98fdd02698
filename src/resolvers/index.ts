// Registers every service's fields on the shared builder.
import './numbers.js';
import './marketplace.js';
import './content.js';
