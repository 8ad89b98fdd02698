// The id arguments of the writes take the upstream's own key or the global `id` a client read from that type
// (Relay): a normalised client cache holds only `id`. A global id of another type is refused before any call.
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { SCOPE, SUBNET } from '../fileStorage/lro-support.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const me = data.profileUser.userId;
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const item = data.items.find((i) => i.convId === group.convId && i.type === 'TEXT')!;
const outsider = data.users.find((u) => u.userId !== me && !group.participants!.includes(u.userId))!;
const space = data.spaces.find((s) => s.members.some((m) => m.userId === me))!;
const topic = space.topics[0]!.spaceItem;
const otherSpace = data.spaces.find((s) => s.spaceId !== space.spaceId && s.topics.length > 0)!;

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging', 'marketplace', 'fileStorage'] });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('messaging').recorder.reset();
  harness.sandbox.service('marketplace').recorder.reset();
  harness.sandbox.service('fileStorage').recorder.reset();
});

/** The global ids of records, read the way a client reads them. */
async function globalIds() {
  const messaging = await harness.query<{
    messaging: Record<'conversation' | 'conversationItem' | 'user' | 'space', { id: string }> & {
      spaceTopic: { topic: { id: string } };
    };
  }>(
    `query ($c: ID!, $i: ID!, $u: ID!, $s: ID!, $t: ID!) { messaging {
      conversation(id: $c) { id } conversationItem(id: $i) { id } user(id: $u) { id } space(id: $s) { id }
      spaceTopic(spaceId: $s, topicId: $t, numberOfReplies: 0) { topic { id } }
    } }`,
    { c: group.convId, i: item.itemId, u: outsider.userId, s: space.spaceId, t: topic.itemId },
    own,
  );
  const marketplace = await harness.query<{ marketplace: Record<'order' | 'product', { id: string }> }>(
    '{ marketplace { order(orderId: "CAO-00009") { id } product(skuSellerId: "CA-0040") { id } } }',
  );
  expect(messaging.errors).toBeUndefined();
  expect(marketplace.errors).toBeUndefined();
  const { conversation, conversationItem, user, space: spaceRecord, spaceTopic } = messaging.data!.messaging;
  const { order, product } = marketplace.data!.marketplace;
  return {
    conversation: conversation.id,
    item: conversationItem.id,
    user: user.id,
    space: spaceRecord.id,
    topic: spaceTopic.topic.id,
    order: order.id,
    product: product.id,
  };
}

test('messaging writes take the global ids of a conversation, an item and a user', async () => {
  const ids = await globalIds();
  expect(ids.conversation).not.toBe(group.convId);
  const recorder = harness.sandbox.service('messaging').recorder;
  recorder.reset();

  const posted = await harness.query<{ postMessagingMessage: { id: string; conversationId: string } }>(
    `mutation ($c: ID!) { postMessagingMessage(conversationId: $c, input: { content: "by global id" }) {
      id conversationId } }`,
    { c: ids.conversation },
    own,
  );
  expect(posted.errors).toBeUndefined();
  expect(posted.data!.postMessagingMessage.conversationId).toBe(group.convId);
  expect(recorder.count('POST', `/conversations/${group.convId}/messages`)).toBe(1);

  // The new item's own `id` names it in the next write, as a client cache would.
  const liked = await harness.query<{ likeMessagingMessage: { likedUserIds: string[] } }>(
    `mutation ($c: ID!, $i: ID!) { likeMessagingMessage(conversationId: $c, itemId: $i) { text { likedUserIds } } }`,
    { c: ids.conversation, i: posted.data!.postMessagingMessage.id },
    own,
  );
  expect(liked.errors).toBeUndefined();
  expect(liked.data).toMatchObject({ likeMessagingMessage: { text: { likedUserIds: [me] } } });

  const added = await harness.query<{ addMessagingConversationParticipants: { participantIds: string[] } }>(
    `mutation ($c: ID!, $u: [ID!]!) { addMessagingConversationParticipants(conversationId: $c, participants: $u) {
      participantIds } }`,
    { c: ids.conversation, u: [ids.user] },
    own,
  );
  expect(added.errors).toBeUndefined();
  expect(added.data!.addMessagingConversationParticipants.participantIds).toContain(outsider.userId);
  // Upstream keys still work beside them.
  const byKey = await harness.query(
    `mutation ($c: ID!, $i: ID!) { unlikeMessagingMessage(conversationId: $c, itemId: $i) { id } }`,
    { c: group.convId, i: posted.data!.postMessagingMessage.id },
    own,
  );
  expect(byKey.errors).toBeUndefined();
});

test('marketplace writes take the global ids of an order and a product, in arguments and in inputs', async () => {
  const ids = await globalIds();
  const recorder = harness.sandbox.service('marketplace').recorder;
  recorder.reset();
  const result = await harness.query<Record<string, unknown>>(
    `mutation ($o: String!, $p: String!) {
      stock: updateMarketplaceProductStock(skuSellerId: $p, stock: { quantity: 12 }) { skuSellerId stock }
      stocks: updateMarketplaceProductStocks(stocks: [{ skuSellerId: $p, stock: { quantity: 13 } }]) {
        products { skuSellerId stock } }
      cancel: cancelMarketplaceShipment(orderId: $o, refund: { items: [{ skuSellerId: "CA-0009", quantity: 1 }], info: "by global id" }) { orderId }
    }`,
    { o: ids.order, p: ids.product },
  );
  expect(result.data).toMatchObject({
    stock: { skuSellerId: 'CA-0040', stock: 12 },
    stocks: { products: [{ skuSellerId: 'CA-0040', stock: 13 }] },
  });
  expect(recorder.count('PUT', '/product/CA-0040/stock')).toBe(1);
  // The order's key reached the upstream (whatever the sandbox then says about this transition).
  expect(recorder.count('POST', '/order/CAO-00009/shipment/cancel')).toBe(1);
});

test('a space topic reply takes the global ids of the space and the topic (whose id carries its space)', async () => {
  const ids = await globalIds();
  expect(ids.topic).not.toBe(topic.itemId);
  const recorder = harness.sandbox.service('messaging').recorder;
  const reply = `mutation ($s: ID!, $t: ID!) { replyToMessagingSpaceTopic(spaceId: $s, topicId: $t, content: "by global id") {
    content spaceId } }`;
  for (const spaceId of [ids.space, space.spaceId]) {
    recorder.reset();
    const result = await harness.query(reply, { s: spaceId, t: ids.topic }, own);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      replyToMessagingSpaceTopic: { content: 'by global id', spaceId: space.spaceId },
    });
    expect(recorder.count('POST', `/spaces/${space.spaceId}/topic/${topic.itemId}/reply`)).toBe(1);
  }
  // The topic's own key still works beside it.
  recorder.reset();
  const byKey = await harness.query(reply, { s: ids.space, t: topic.itemId }, own);
  expect(byKey.errors).toBeUndefined();
  expect(recorder.count('POST', `/spaces/${space.spaceId}/topic/${topic.itemId}/reply`)).toBe(1);
});

test("a topic's global id under another space's id is BAD_USER_INPUT, with no upstream call", async () => {
  const ids = await globalIds();
  const recorder = harness.sandbox.service('messaging').recorder;
  recorder.reset();
  const result = await harness.query(
    `mutation ($s: ID!, $t: ID!) { replyToMessagingSpaceTopic(spaceId: $s, topicId: $t, content: "misplaced") { upstreamId } }`,
    { s: otherSpace.spaceId, t: ids.topic },
    own,
  );
  expect(result.errors?.map((error) => error.extensions)).toEqual([
    expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'topicId' }),
  ]);
  expect(result.errors?.[0]?.message).toBe('Argument "topicId" names a record of another "spaceId"');
  expect(recorder.count()).toBe(0);
});

test.each([
  ['a Space id as a conversation', 'space', 'postMessagingMessage', 'conversationId'],
  ['an Order id as a conversation', 'order', 'archiveMessagingConversation', 'conversationId'],
  ['a Conversation id as an item', 'conversation', 'likeMessagingMessage', 'itemId'],
  ['a Product id as an order', 'product', 'exchangeMarketplaceShipment', 'orderId'],
  ['a Conversation id as a SKU', 'conversation', 'updateMarketplaceProductStatus', 'skuSellerId'],
  ['a ConversationItem id as a topic', 'item', 'replyToMessagingSpaceTopic', 'topicId'],
  ['a SpaceTopic id as a space', 'topic', 'createMessagingSpaceTopic', 'spaceId'],
] as const)('%s is BAD_USER_INPUT naming the argument, with no upstream call', async (_what, kind, field, argument) => {
  const ids = await globalIds();
  harness.sandbox.service('messaging').recorder.reset();
  harness.sandbox.service('marketplace').recorder.reset();
  const value = ids[kind];
  const queries: Record<string, string> = {
    postMessagingMessage: `postMessagingMessage(conversationId: "${value}", input: { content: "x" }) { id }`,
    archiveMessagingConversation: `archiveMessagingConversation(conversationId: "${value}") { id }`,
    likeMessagingMessage: `likeMessagingMessage(conversationId: "${group.convId}", itemId: "${value}") { id }`,
    exchangeMarketplaceShipment: `exchangeMarketplaceShipment(orderId: "${value}", refund: { items: [{ skuSellerId: "CA-0009", quantity: 1 }], info: "x" }) { orderId }`,
    updateMarketplaceProductStatus: `updateMarketplaceProductStatus(skuSellerId: "${value}", active: true) { skuSellerId }`,
    replyToMessagingSpaceTopic: `replyToMessagingSpaceTopic(spaceId: "${space.spaceId}", topicId: "${value}", content: "x") { upstreamId }`,
    createMessagingSpaceTopic: `createMessagingSpaceTopic(spaceId: "${value}", input: { subject: "x" }) { upstreamId }`,
  };
  const result = await harness.query(`mutation { ${queries[field]} }`, undefined, own);
  expect(result.errors?.map((error) => error.extensions)).toEqual([
    expect.objectContaining({ code: 'BAD_USER_INPUT', argument }),
  ]);
  expect(result.errors?.[0]?.message).toMatch(/is the id of a \w+, not of a \w+/);
  expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  expect(harness.sandbox.service('marketplace').recorder.count()).toBe(0);
});

describe('a volume created from a snapshot', () => {
  const POOL = `${SCOPE}, accountName: "contoso-files", poolName: "premium-pool"`;
  const HOME = `${POOL}, volumeName: "home"`;
  const SNAPSHOT_PATH = /\/volumes\/home\/snapshots\/home-daily-2$/;
  const create = (name: string, snapshotId: string) =>
    harness.query<{ createFileStorageVolume: { volume: { snapshotId: string } } }>(
      `mutation ($input: VolumeInput!) { createFileStorageVolume(${POOL}, volumeName: "${name}", input: $input) {
        volume { snapshotId } } }`,
      {
        input: {
          location: 'westeurope',
          creationToken: name,
          usageThreshold: 107374182400,
          subnetId: SUBNET,
          snapshotId,
        },
      },
    );
  const ids = async () => {
    const read = await harness.query<{
      fileStorage: { snapshot: { id: string; snapshotId: string }; volume: { id: string } };
    }>(`{ fileStorage { snapshot(${HOME}, snapshotName: "home-daily-2") { id snapshotId } volume(${HOME}) { id } } }`);
    expect(read.errors).toBeUndefined();
    return read.data!.fileStorage;
  };

  test("takes the snapshot's global id: the snapshot is read for its UUID, which the PUT carries", async () => {
    const { snapshot } = await ids();
    const recorder = harness.sandbox.service('fileStorage').recorder;
    recorder.reset();
    const created = await create('restored', snapshot.id);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createFileStorageVolume.volume.snapshotId).toBe(snapshot.snapshotId);
    expect(recorder.matching().map((request) => request.method)).toEqual(['GET', 'PUT']);
    expect(recorder.count('GET', SNAPSHOT_PATH)).toBe(1);
    // The UUID itself still works, with no read.
    recorder.reset();
    const byUuid = await create('restored-2', snapshot.snapshotId);
    expect(byUuid.data!.createFileStorageVolume.volume.snapshotId).toBe(snapshot.snapshotId);
    expect(recorder.matching().map((request) => request.method)).toEqual(['PUT']);
  });

  test('the global id of a snapshot that does not exist is BAD_USER_INPUT after its read, with no PUT', async () => {
    const { snapshot } = await ids();
    // Global ids are opaque, not secret: one of a snapshot that is not there is well-formed.
    const key = Buffer.from(snapshot.id, 'base64url')
      .toString('utf8')
      .replace(/home-daily-2$/, 'not-taken');
    const recorder = harness.sandbox.service('fileStorage').recorder;
    recorder.reset();
    const result = await create('orphan', Buffer.from(key, 'utf8').toString('base64url'));
    expect(result.errors?.map((error) => error.extensions)).toEqual([
      expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'input.snapshotId' }),
    ]);
    expect(recorder.matching().map((request) => request.method)).toEqual(['GET']);
  });

  test("a volume's global id as snapshotId is BAD_USER_INPUT, with no upstream call", async () => {
    const { volume } = await ids();
    const recorder = harness.sandbox.service('fileStorage').recorder;
    recorder.reset();
    const result = await create('misnamed', volume.id);
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toMatch(/snapshotId.*is the id of a Volume, not of a Snapshot/s);
    expect(recorder.count()).toBe(0);
  });
});
