// Registers the marketplace shapes, and the inputs and payloads of its writes, on the shared builder.
import './types.js';
import './writes.js';
