// Registers every service's fields on the shared builder.
import './numbers.js';
import './research/index.js';
