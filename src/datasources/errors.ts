// Moved to src/http/errors.ts, the shared HTTP layer below auth/ and datasources/. This re-export keeps the data
// sources that still import the old path working; import from src/http/errors.ts, and delete this file once nothing
// imports it.
export * from '../http/errors.js';
