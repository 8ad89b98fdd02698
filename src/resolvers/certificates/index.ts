// The certificates service's fields: its mutations, with the consent artifact they take.
import './mutations.js';
