// Research (OSF APIv2, spec G): a user's addon accounts, two levels below a lookup, against bodies generated from
// the upstream's own split spec.
import { describeContract } from './support/contract.js';
import { fieldsBesides, researchEntries, researchFieldArgs } from '../research/contract-entries.js';
import { jsonApiReply, RESEARCH_CONTRACT, SWAGGER } from '../research/contract-reply.js';

// Down that one path only: the user's other fields are read in research-records.test.ts.
describeContract({
  ...RESEARCH_CONTRACT,
  spec: SWAGGER,
  operations: [
    'GET /users/{user_id}/',
    'GET /users/{user_id}/addons/{provider}/',
    'GET /users/{user_id}/addons/{provider}/accounts/',
    'GET /users/{user_id}/addons/{provider}/accounts/{account_id}/',
  ],
  entries: researchEntries(['user']),
  fieldArgs: researchFieldArgs(),
  skipFields: fieldsBesides('ResearchUser', ['id', 'addon']),
  reply: jsonApiReply,
  depth: 2,
});
