// Upstream calls of the fields that batch: relationships resolved through a batch loader (src/datasources/
// loaders.ts), whose lookups for every parent item become one call per `maxBatchSize` keys. Every other field
// counts by default (cost-spec.ts), which is an upper bound: a field missing here is over-counted, never under.
// A test checks that each coordinate names a field of the schema.
import { MESSAGING_BATCH_LIMIT } from '../../datasources/messaging/reads.js';
import { RESEARCH_MAX_PAGE_SIZE } from '../../datasources/research/index.js';
import type { CostTable } from './cost.js';
import type { FieldCost } from './cost-spec.js';

/** Circuit's batch lookups: `/users/list`, `/conversations/byIds`, ... (MESSAGING_BATCH_LIMIT ids a call). */
const messagingBatch: FieldCost = { calls: 'batch', maxBatchSize: MESSAGING_BATCH_LIMIT };
/** OSF's `filter[id]=a,b,...`, one call per page of ids (JsonApiDataSource.load). */
const researchBatch: FieldCost = { calls: 'batch', maxBatchSize: RESEARCH_MAX_PAGE_SIZE };

export const UPSTREAM_CALLS: CostTable = {
  'Conversation.participants': messagingBatch,
  'Conversation.creator': messagingBatch,
  'Conversation.details': messagingBatch,
  'ConversationItem.creator': messagingBatch,
  'ConversationItem.conversation': messagingBatch,
  'TextItem.likedBy': messagingBatch,
  'RtcParticipant.user': messagingBatch,
  'ConversationSearchMatch.conversation': messagingBatch,
  'Space.creator': messagingBatch,
  'Space.owner': messagingBatch,
  'ResearchNode.license': researchBatch,
  'Registration.license': researchBatch,
  'Registration.registeredFrom': researchBatch,
  'Registration.registeredBy': researchBatch,
  'Contributor.user': researchBatch,
  'Preprint.license': researchBatch,
  'Preprint.provider': researchBatch,
  'Preprint.node': researchBatch,
  'ResearchLog.node': researchBatch,
  'ResearchLog.user': researchBatch,
  'ResearchAction.target': researchBatch,
  'ResearchAction.creator': researchBatch,
  'ResearchAction.provider': researchBatch,
  'ResearchComment.user': researchBatch,
};
