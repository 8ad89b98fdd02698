// The automotive sandbox (CIS Automotive API, spec H): its routes over the seed dealers and listings.
export { AUTOMOTIVE_DEMO, automotiveSandbox, revokeIssuedTokens } from './routes.js';
