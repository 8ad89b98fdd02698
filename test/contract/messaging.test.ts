// Messaging (Circuit REST API v2, spec A) against bodies generated from the spec: single users, conversations,
// items, webhooks, calls and the call journal, two levels of relationships down. Lists of them are in
// messaging-lists.test.ts, spaces in messaging-spaces.test.ts.
import { describeContract } from './support/contract.js';
import { messagingContract } from './messaging-contract.js';

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
    [
      'GET /conversations/byIds',
      'GET /conversations/conversationdetails',
      'GET /conversations/label/{labelId}',
      'GET /conversations/messages/{itemId}',
      'GET /conversations/{convId}',
      'GET /conversations/{convId}/conversationdetails',
      'GET /conversations/{convId}/items',
      'GET /conversations/{convId}/messages/flag',
      'GET /conversations/{convId}/participants',
      'GET /conversations/{convId}/pins',
      'GET /rtc/sessions',
      'GET /telephony/{telephonyConversationId}/journal',
      'GET /users/list',
      'GET /users/presence',
      'GET /users/profile',
      'GET /users/{emailAddress}/getUserByEmail',
      'GET /users/{id}',
      'GET /users/{id}/presence',
      'GET /webhooks/incoming/user/{userId}',
      'GET /webhooks/{id}',
    ],
  ),
);
