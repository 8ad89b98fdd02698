// Global object identification: which types are Nodes and how each is fetched again by its id.
import './records.js';
import './azure.js';
import './research.js';
