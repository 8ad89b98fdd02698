// Load scenarios: one GraphQL query each, answered by the canned Circuit-shaped upstream. The direct-REST and
// raw-proxy sides replay exactly the upstream calls the gateway made for one execution of the query, so all three
// do the same upstream work. `peer` is the same question put to Hive Gateway + Mesh (bench/peers/hive), whose
// schema is the stub's OpenAPI description turned into GraphQL (root fields named by operationId).

export interface Scenario {
  /** Short key, also the raw proxy's path. */
  key: string;
  name: string;
  query: string;
  /** Checks one gateway answer, so a broken gateway is never measured as a fast one. */
  check(data: unknown): boolean;
  peer: { query: string; check(data: unknown): boolean };
}

const FIRST_USER = 'u-0001-4d1c-9a7e-5b3f2c1d0e9f';
const FIRST_CONVERSATION = 'c-0001-8f2a-4c6b-a1d3-7e5f9b0c2d4a';
/** Tailcall's N+1 benchmark: 100 posts, each with its author (10 distinct), from a JSONPlaceholder-like upstream. */
const POSTS = 100;

interface ConversationsData {
  messaging: { conversations: { edges: Array<{ node: { participants: Array<{ displayName: string } | null> } }> } };
}
interface PostsData {
  messaging: { conversation: { items: { edges: Array<{ node: ItemData }> } } };
}
interface ItemData {
  text: { content: string } | null;
  creator: { displayName: string } | null;
}
const everyPostHasItsAuthor = (posts: ItemData[]) =>
  posts.length === POSTS && posts.every((post) => post.text?.content && post.creator?.displayName);

export const SCENARIOS: Scenario[] = [
  {
    key: 'q1',
    name: 'q1: one user by id',
    query: `{ messaging { user(id: "${FIRST_USER}") { id upstreamId displayName firstName lastName emailAddress company jobTitle } } }`,
    check: (data) =>
      (data as { messaging: { user: { upstreamId: string } } }).messaging.user?.upstreamId === FIRST_USER,
    peer: {
      query: `{ getUser(userId: "${FIRST_USER}") { userId displayName firstName lastName emailAddress company jobTitle } }`,
      check: (data) => (data as { getUser: { userId: string } | null }).getUser?.userId === FIRST_USER,
    },
  },
  {
    key: 'q2',
    name: "q2: 20 conversations with their participants' names",
    query: '{ messaging { conversations(first: 20) { edges { node { topic participants { displayName } } } } } }',
    check: (data) => {
      const edges = (data as ConversationsData).messaging.conversations.edges;
      return edges.length === 20 && edges.every(({ node }) => node.participants.every((p) => p?.displayName));
    },
    peer: {
      query: '{ listConversations(results: 20) { topic participantUsers { displayName } } }',
      check: (data) => {
        const list = (data as { listConversations: Array<{ participantUsers: Array<{ displayName: string }> }> })
          .listConversations;
        return list.length === 20 && list.every((c) => c.participantUsers.length && c.participantUsers.every(Boolean));
      },
    },
  },
  {
    key: 'n1',
    name: 'n1: 100 posts, each with its author (Tailcall\u2019s N+1)',
    query: `{ messaging { conversation(id: "${FIRST_CONVERSATION}") { items(first: ${POSTS}) { edges { node { text { content } creator { displayName } } } } } } }`,
    check: (data) =>
      everyPostHasItsAuthor((data as PostsData).messaging.conversation.items.edges.map(({ node }) => node)),
    peer: {
      query: `{ listItems(convId: "${FIRST_CONVERSATION}", results: ${POSTS}) { text { content } creator { displayName } } }`,
      check: (data) => everyPostHasItsAuthor((data as { listItems: ItemData[] }).listItems),
    },
  },
];
