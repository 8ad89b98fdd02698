// Messaging (Circuit REST API v2, spec A) against bodies generated from the spec: single users, conversations,
// items, webhooks, calls and the call journal, two levels of relationships down. Lists of them are in
// messaging-lists.test.ts, spaces in messaging-spaces.test.ts.
import { describeContract } from './support/contract.js';
import {
  LIST_OPERATIONS,
  MESSAGING_OPERATIONS,
  MESSAGING_REFUSALS,
  messagingContract,
  SINGLE_RECORD_OPERATIONS,
  SPACE_OPERATIONS,
} from './messaging-contract.js';

describeContract(
  messagingContract(
    [
      { field: 'messaging.user', args: '(id: "u1")' },
      { field: 'messaging.userByEmail', args: '(email: "ann@example.org")' },
      { field: 'messaging.profile' },
      { field: 'messaging.webhook', args: '(id: "w1")' },
      { field: 'messaging.rtcSessions' },
      { field: 'messaging.conversation', args: '(id: "c1")' },
      { field: 'messaging.conversationDetails', args: '(conversationId: "c1")' },
      { field: 'messaging.conversationsByLabel', args: '(labelId: "l1", first: 5)' },
      { field: 'messaging.conversationItem', args: '(id: "i1")' },
      { field: 'messaging.userPresence', args: '(id: "u1")' },
      { field: 'messaging.incomingWebhooks', args: '(userId: "u1", first: 5)' },
      { field: 'messaging.callJournal', args: '(telephonyConversationId: "tc1", first: 5)' },
    ],
    SINGLE_RECORD_OPERATIONS,
    2,
    [MESSAGING_REFUSALS.recordWithoutId, MESSAGING_REFUSALS.rtcSessionWithoutId],
  ),
);

test('the three messaging contract files reach every GET operation of the spec between them', () => {
  const reached = new Set([...SINGLE_RECORD_OPERATIONS, ...LIST_OPERATIONS, ...SPACE_OPERATIONS]);
  expect(MESSAGING_OPERATIONS.filter((operation) => !reached.has(operation))).toEqual([]);
  expect(MESSAGING_OPERATIONS).toHaveLength(51);
});
