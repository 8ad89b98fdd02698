// Content (HubSpot CMS domains v3, spec J) against bodies generated from the spec.
import { describeContract } from './support/contract.js';

describeContract({
  service: 'content',
  spec: 'J-hubspot-cms-domains.yaml',
  env: { CONTENT_API_KEY: 'contract-key', CONTENT_API_NAMES: 'real' },
  authorize: (request) => request.query.get('hapikey') === 'contract-key',
  operations: ['GET /cms/v3/domains/', 'GET /cms/v3/domains/{domainId}'],
  entries: [
    { field: 'content.domains', args: '(first: 5)' },
    { field: 'content.domain', args: '(domainId: "1234")' },
  ],
});
