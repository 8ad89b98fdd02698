// Registers every service's fields on the shared builder.
import './messaging.js';
import './numbers.js';
