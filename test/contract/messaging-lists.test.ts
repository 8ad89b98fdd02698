// Messaging (Circuit REST API v2, spec A) against bodies generated from the spec: the list and batch fields of
// users, conversations, webhooks, presence, telephony and the basic space search, one level of relationships down.
import { describeContract } from './support/contract.js';
import { LIST_OPERATIONS, MESSAGING_REFUSALS, messagingContract } from './messaging-contract.js';

describeContract(
  messagingContract(
    [
      { field: 'messaging.users', args: '(name: "ann")' },
      { field: 'messaging.usersByIds', args: '(ids: ["u1", "u2"])' },
      { field: 'messaging.labels' },
      { field: 'messaging.webhooks' },
      { field: 'messaging.conversations', args: '(first: 5)' },
      { field: 'messaging.conversationsByIds', args: '(ids: ["c1", "c2"])' },
      { field: 'messaging.communities', args: '(first: 5)' },
      { field: 'messaging.conversationDetailsByIds', args: '(conversationIds: ["c1", "c2"])' },
      { field: 'messaging.directConversation', args: '(participant: "u1")' },
      { field: 'messaging.favoriteConversations' },
      { field: 'messaging.flaggedMessages' },
      { field: 'messaging.conversationByInviteToken', args: '(token: "t1")' },
      { field: 'messaging.searchConversations', args: '(term: "budget")' },
      { field: 'messaging.presence', args: '(userIds: ["u1", "u2"])' },
      { field: 'messaging.supportInfo' },
      { field: 'messaging.deviceInfos' },
      { field: 'messaging.telephonyConversationId' },
      { field: 'messaging.searchSpaces', args: '(scope: ALL, searchTerm: "budget")' },
    ],
    LIST_OPERATIONS,
    1,
    [MESSAGING_REFUSALS.recordWithoutId],
  ),
);
