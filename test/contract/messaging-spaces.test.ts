// Messaging (Circuit REST API v2, spec A) against bodies generated from the spec: spaces, their topics, replies,
// participants and searches, and the relationships reached from them.
import { describeContract } from './support/contract.js';
import { messagingContract, SPACE_OPERATIONS } from './messaging-contract.js';

describeContract(
  messagingContract(
    [
      { field: 'messaging.spaces', args: '(first: 5)' },
      { field: 'messaging.spacesByIds', args: '(ids: ["s1", "s2"])' },
      { field: 'messaging.space', args: '(id: "s1")', mayBeNull: true },
      { field: 'messaging.flaggedItems', args: '(first: 5)' },
      { field: 'messaging.spaceDirectory', args: '(first: 5)' },
      { field: 'messaging.spaceNameExists', args: '(name: "Design")' },
      { field: 'messaging.recentSpaceSearches' },
      { field: 'messaging.searchSpace', args: '(spaceId: "s1", scope: ALL, searchTerm: "budget")' },
      { field: 'messaging.spaceTopic', args: '(spaceId: "s1", topicId: "t1")' },
    ],
    SPACE_OPERATIONS,
  ),
);
