// The content sandbox (HubSpot CMS domains API v3, spec J): its routes over the seed domains.
export { CONTENT_DEMO_KEY, contentSandbox, seedDomains } from './routes.js';
