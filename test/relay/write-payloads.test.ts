// A normalised client cache keys what a mutation returns by its `id` and may fetch it again with `node(id:)`: the
// records the writes return must be read back that way, with the state the write left (one write per service, and
// both space topic writes, whose ids are composite).
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { allEvents, SCOPE } from '../fileStorage/lro-support.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    services: ['messaging', 'marketplace', 'fileStorage'],
    env: { FILE_STORAGE_OPERATION_POLL_MS: '5' },
  });
});
afterAll(() => harness.close());

const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const me = data.profileUser.userId;
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const space = data.spaces.find((s) => s.members.some((m) => m.userId === me))!;

/** The record `node(id:)` answers for an id, with the fields of `selection` on `typename`. */
async function node(id: string, typename: string, selection: string, headers?: Record<string, string>) {
  const result = await harness.query<{ node: Record<string, unknown> | null }>(
    `query ($id: ID!) { node(id: $id) { __typename id ... on ${typename} { ${selection} } } }`,
    { id },
    headers,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.node;
}

/** The data of a mutation that must succeed. */
async function write<T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
  const result = await harness.query<T>(query, variables, headers);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

test('a created space topic and a reply to it are read again through node(id:) by their returned ids', async () => {
  const { createMessagingSpaceTopic: topic } = await write<{
    createMessagingSpaceTopic: { id: string; upstreamId: string; subject: string };
  }>(
    `mutation ($s: ID!) { createMessagingSpaceTopic(spaceId: $s, input: { subject: "Cache keys", content: "Read me again" }) {
      id upstreamId subject } }`,
    { s: space.spaceId },
    own,
  );
  expect(await node(topic.id, 'SpaceTopic', 'upstreamId subject space { upstreamId }', own)).toEqual({
    __typename: 'SpaceTopic',
    id: topic.id,
    upstreamId: topic.upstreamId,
    subject: 'Cache keys',
    space: { upstreamId: space.spaceId },
  });

  // The topic's returned id also names it in the reply (its key carries the space).
  const { replyToMessagingSpaceTopic: reply } = await write<{
    replyToMessagingSpaceTopic: { id: string; upstreamId: string; content: string };
  }>(
    `mutation ($s: ID!, $t: ID!) { replyToMessagingSpaceTopic(spaceId: $s, topicId: $t, content: "Found again") {
      id upstreamId content } }`,
    { s: space.spaceId, t: topic.id },
    own,
  );
  expect(await node(reply.id, 'SpaceItem', 'upstreamId content spaceId', own)).toEqual({
    __typename: 'SpaceItem',
    id: reply.id,
    upstreamId: reply.upstreamId,
    content: 'Found again',
    spaceId: space.spaceId,
  });
});

test('a posted message is read again through node(id:) by its returned id', async () => {
  const { postMessagingMessage: posted } = await write<{ postMessagingMessage: { id: string; upstreamId: string } }>(
    `mutation ($c: ID!) { postMessagingMessage(conversationId: $c, input: { content: "Normalised", subject: "Cache" }) {
      id upstreamId } }`,
    { c: group.convId },
    own,
  );
  expect(await node(posted.id, 'ConversationItem', 'upstreamId conversationId text { content subject }', own)).toEqual({
    __typename: 'ConversationItem',
    id: posted.id,
    upstreamId: posted.upstreamId,
    conversationId: group.convId,
    text: { content: 'Normalised', subject: 'Cache' },
  });
});

test('an order after a shipment transition is read again through node(id:) with its new status', async () => {
  // CAO-00002 is approved, with items CAO-2-1 and CAO-2-2: one shipped leaves it partially sent.
  const { markMarketplaceShipmentSent: order } = await write<{
    markMarketplaceShipmentSent: { id: string; status: string };
  }>(
    `mutation ($shipment: ShipmentStatusInput!) {
      markMarketplaceShipmentSent(orderId: "CAO-00002", shipment: $shipment) { id status } }`,
    {
      shipment: {
        sellerShipmentId: 'ENV-N-1',
        occurredAt: '2026-03-10T12:00:00Z',
        itemIds: ['CAO-2-1'],
        courier: { name: 'Correios' },
        invoice: { number: '9001', serie: '1', accessKey: '3526'.padEnd(44, '7') },
        trackingNumber: 'BR123456789BR',
      },
    },
  );
  expect(order.status).toBe('PARTIALLY_SENT');
  expect(await node(order.id, 'Order', 'orderId status shipments { sellerShipmentId }')).toEqual({
    __typename: 'Order',
    id: order.id,
    orderId: 'CAO-00002',
    status: 'PARTIALLY_SENT',
    shipments: [expect.objectContaining({ sellerShipmentId: 'ENV-N-1' })],
  });
});

test('a created snapshot is read again through node(id:) by its returned id once provisioning completes', async () => {
  const { createFileStorageSnapshot: created } = await write<{
    createFileStorageSnapshot: {
      snapshot: { id: string; provisioningState: string };
      operation: { operationId: string };
    };
  }>(
    `mutation { createFileStorageSnapshot(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool",
      volumeName: "home", snapshotName: "cache-key", input: { location: "westeurope" }) {
      snapshot { id provisioningState } operation { operationId } } }`,
  );
  expect(created.snapshot.provisioningState).toBe('Creating');
  const events = await allEvents(
    harness,
    'subscription ($id: ID!) { fileStorageOperation(operationId: $id) { state } }',
    { id: created.operation.operationId },
  );
  expect(events.at(-1)?.data.data).toEqual({ fileStorageOperation: { state: 'SUCCEEDED' } });
  expect(await node(created.snapshot.id, 'Snapshot', 'name provisioningState')).toEqual({
    __typename: 'Snapshot',
    id: created.snapshot.id,
    name: 'cache-key',
    provisioningState: 'Succeeded',
  });
});
