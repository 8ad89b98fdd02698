// Relay connections over Circuit's own paging: modification time + direction + count, search pointers, start index.
import { BUSY_CONVERSATION, conversations, items, labels, profileUser, spaces } from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('messaging').recorder.reset());

const recorder = () => harness.sandbox.service('messaging').recorder;

interface Page {
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Follows `after` until the last page and returns every node id in order. */
async function walk(field: (after: string | null) => string, pick: (data: unknown) => Page): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let round = 0; round < 100; round += 1) {
    const result = await harness.query(`{ messaging { ${field(after)} } }`);
    expect(result.errors).toBeUndefined();
    const page = pick(result.data);
    ids.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}
const afterArg = (after: string | null) => (after ? `, after: "${after}"` : '');
const PAGE = 'edges { cursor node { id: upstreamId } } pageInfo { hasNextPage endCursor }';

test('walking all conversations with first/after returns each exactly once, newest first', async () => {
  const ids = await walk(
    (after) => `conversations(first: 7${afterArg(after)}) { ${PAGE} }`,
    (data) => (data as { messaging: { conversations: Page } }).messaging.conversations,
  );
  const mine = conversations
    .filter((conversation) => conversation.participants!.includes(profileUser.userId))
    .sort((a, b) => b.modificationTime! - a.modificationTime!)
    .map((conversation) => conversation.convId);
  expect(ids).toEqual(mine);
  expect(new Set(ids).size).toBe(ids.length);
  const calls = recorder().matching('GET', '/conversations');
  expect(calls[0]!.query).toEqual({ direction: 'BEFORE', results: '7' });
  for (const call of calls) expect(Number(call.query.results)).toBeLessThanOrEqual(100);
});

test('oldest first with direction AFTER', async () => {
  const ids = await walk(
    (after) =>
      `conversations(first: 10, direction: AFTER, modifiedAt: "2020-01-01T00:00:00Z"${afterArg(after)}) { ${PAGE} }`,
    (data) => (data as { messaging: { conversations: Page } }).messaging.conversations,
  );
  const mine = conversations
    .filter((conversation) => conversation.participants!.includes(profileUser.userId))
    .sort((a, b) => a.modificationTime! - b.modificationTime!)
    .map((conversation) => conversation.convId);
  expect(ids).toEqual(mine);
});

test('items of a busy conversation page by modification time past the upstream page size', async () => {
  const conversation = conversations[BUSY_CONVERSATION]!;
  const ids = await walk(
    (after) => `conversation(id: "${conversation.convId}") { items(first: 40${afterArg(after)}) { ${PAGE} } }`,
    (data) => (data as { messaging: { conversation: { items: Page } } }).messaging.conversation.items,
  );
  const expected = items
    .filter((item) => item.convId === conversation.convId)
    .sort((a, b) => b.modificationTime! - a.modificationTime!)
    .map((item) => item.itemId);
  expect(expected.length).toBeGreaterThan(100);
  expect(ids).toEqual(expected);
  // Each page resumes from the modification time of the last item before it: nothing is fetched twice.
  const modTimeOf = (itemId: string) =>
    new Date(items.find((item) => item.itemId === itemId)!.modificationTime!).toISOString();
  const continuations = recorder()
    .matching('GET', `/conversations/${conversation.convId}/items`)
    .filter((call) => call.query.modTime !== undefined)
    .map((call) => call.query.modTime);
  expect(continuations).toEqual(expected.filter((_, index) => (index + 1) % 40 === 0).map(modTimeOf));
});

test('flagged items page by search pointer and hasMore', async () => {
  const ids = await walk(
    (after) =>
      `flaggedItems(first: 3${afterArg(after)}) { edges { cursor node { id: item { id: upstreamId } } } pageInfo { hasNextPage endCursor } }`,
    (data) => {
      const page = (
        data as {
          messaging: { flaggedItems: { edges: Array<{ cursor: string; node: { id: { id: string } } }> } & Page };
        }
      ).messaging.flaggedItems;
      return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: { id: edge.node.id.id } })) };
    },
  );
  expect(ids.length).toBeGreaterThan(6);
  expect(new Set(ids).size).toBe(ids.length);
  const calls = recorder().matching('GET', '/spaces/flagged');
  expect(calls[0]!.query.searchPointer).toBeUndefined();
  // Circuit answers at most FLAGGED_PAGE_CAP per call and a pointer for the rest: the walk follows it.
  expect(calls.some((call) => /^sp-\d+$/.test(String(call.query.searchPointer)))).toBe(true);
  // A pointer travels with the time it was issued for.
  const started = calls.filter((call) => call.query.searchPointer === undefined).map((call) => call.query.timestamp);
  for (const call of calls) expect(started).toContain(call.query.timestamp);
});

test('conversations of a label and a space directory page by pointer; communities by start index', async () => {
  const label = labels[0]!;
  const byLabel = await walk(
    (after) => `conversationsByLabel(labelId: "${label.labelId}", first: 2${afterArg(after)}) { ${PAGE} }`,
    (data) => (data as { messaging: { conversationsByLabel: Page } }).messaging.conversationsByLabel,
  );
  expect(byLabel.length).toBeGreaterThan(2);
  expect(new Set(byLabel).size).toBe(byLabel.length);

  const directory = await walk(
    (after) => `spaceDirectory(first: 5, sortBy: NAME${afterArg(after)}) { ${PAGE} }`,
    (data) => (data as { messaging: { spaceDirectory: Page } }).messaging.spaceDirectory,
  );
  const visible = spaces.filter(
    (space) => space.type !== 'SECRET' || space.members.some((m) => m.userId === profileUser.userId),
  );
  expect(directory).toEqual([...visible].sort((a, b) => a.name!.localeCompare(b.name!)).map((space) => space.spaceId));

  const communities = await walk(
    (after) => `communities(first: 1, includeOwn: true${afterArg(after)}) { ${PAGE} }`,
    (data) => (data as { messaging: { communities: Page } }).messaging.communities,
  );
  expect(communities.sort()).toEqual(
    conversations
      .filter((c) => c.type === 'COMMUNITY')
      .map((c) => c.convId)
      .sort(),
  );
});

test('a cursor from elsewhere is refused with BAD_USER_INPUT, no upstream call', async () => {
  const result = await harness.query(
    '{ messaging { conversations(first: 2, after: "not-a-cursor") { edges { cursor } } } }',
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  expect(recorder().count()).toBe(0);
});

test('a well-formed cursor carrying a continuation the gateway never issued is refused', async () => {
  const forged = (continuation: string) =>
    Buffer.from(JSON.stringify({ p: continuation, s: 0 }), 'utf8').toString('base64url');
  for (const [field, continuation] of [
    ['conversations', 'not-a-time'],
    ['communities', '12; DROP'],
    ['flaggedItems', '{"t":"yesterday"}'],
  ] as const) {
    const result = await harness.query(
      `{ messaging { ${field}(first: 2, after: "${forged(continuation)}") { edges { cursor } } } }`,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  }
  expect(recorder().count()).toBe(0);
});
