// The automotive sandbox (CIS Automotive API, spec H): its token route and data routes over the seed data.
export { automotiveSandbox } from './routes.js';
export { AUTOMOTIVE_DEMO, revokeIssuedTokens } from './token.js';
