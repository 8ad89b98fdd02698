// The CIS Automotive data source (its data reads with the gateway's JWT) and its account operations (sub-user keys).
export * from './client.js';
export * from './account.js';
