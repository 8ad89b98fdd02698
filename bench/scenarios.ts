// Load scenarios: one GraphQL query each, answered by the canned Circuit-shaped upstream. The direct-REST and
// raw-proxy sides replay exactly the upstream calls the gateway made for one execution of the query, so all three
// do the same upstream work.

export interface Scenario {
  /** Short key, also the raw proxy's path. */
  key: string;
  name: string;
  query: string;
  /** Checks one gateway answer, so a broken gateway is never measured as a fast one. */
  check(data: unknown): boolean;
}

const FIRST_USER = 'u-0001-4d1c-9a7e-5b3f2c1d0e9f';

interface ConversationsData {
  messaging: { conversations: { edges: Array<{ node: { participants: Array<{ displayName: string } | null> } }> } };
}

export const SCENARIOS: Scenario[] = [
  {
    key: 'q1',
    name: 'q1: one user by id',
    query: `{ messaging { user(id: "${FIRST_USER}") { id upstreamId displayName firstName lastName emailAddress company jobTitle } } }`,
    check: (data) =>
      (data as { messaging: { user: { upstreamId: string } } }).messaging.user?.upstreamId === FIRST_USER,
  },
  {
    key: 'q2',
    name: "q2: 20 conversations with their participants' names",
    query: '{ messaging { conversations(first: 20) { edges { node { topic participants { displayName } } } } } }',
    check: (data) => {
      const edges = (data as ConversationsData).messaging.conversations.edges;
      return edges.length === 20 && edges.every(({ node }) => node.participants.every((p) => p?.displayName));
    },
  },
];
