// Live messaging events: the gateway registers a Circuit webhook with the subscriber's own token, the sandbox
// delivers to it like Circuit, and subscribers over SSE and graphql-ws receive what their token may read.
import { MESSAGING_DEMO_TOKEN, messagingUserToken } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { startHarness } from '../support/harness.js';
import {
  postItem,
  untilListening,
  startLiveGateway,
  subscribeSse,
  subscribeWs,
  until,
  webhooksOf,
  type LiveGateway,
} from './live-support.js';

let live: LiveGateway;
const me = data.profileUser.userId;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const ITEM_ADDED = `subscription ($c: ID) { messagingItemAdded(conversationId: $c) { id: upstreamId conversationId text { content } } }`;

beforeAll(async () => {
  live = await startLiveGateway();
});
afterAll(() => live.close());

const isProbe = (result: { data?: Record<string, unknown> | null }) =>
  (result.data?.messagingItemAdded as { text?: { content?: string } } | undefined)?.text?.content === 'probe';

const post = (convId: string, content: string, token = MESSAGING_DEMO_TOKEN) => postItem(live, convId, content, token);

test('an SSE subscriber receives the item posted through a mutation; the webhook goes when it leaves', async () => {
  const subscriber = await subscribeSse(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [webhook] = webhooksOf(live.url, me);
  expect(webhook!.filter).toEqual(['CONVERSATION.ADD_ITEM']);
  // Registered with the subscriber's own token.
  const [registration] = live.harness.sandbox.service('messaging').recorder.matching('POST', '/webhooks');
  expect(registration?.headers.authorization).toBe(`Bearer ${MESSAGING_DEMO_TOKEN}`);

  const id = await post(group.convId, 'live over SSE');
  expect(await subscriber.next()).toEqual({
    data: { messagingItemAdded: { id, conversationId: group.convId, text: { content: 'live over SSE' } } },
  });
  await subscriber.close();
  await until(() => webhooksOf(live.url, me).length === 0);
  expect(live.harness.sandbox.service('messaging').recorder.count('DELETE', `/webhooks/${webhook!.id}`)).toBe(1);
});

test('a graphql-ws subscriber receives it too; subscribers of one token share one webhook until the last leaves', async () => {
  const first = subscribeWs(live.url, ITEM_ADDED, {}, own);
  const second = subscribeWs(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  // The second share of the webhook calls nothing upstream when it starts: an event shows it listens.
  await untilListening([first, second], () => post(group.convId, 'probe'), isProbe);
  const id = await post(group.convId, 'live over graphql-ws');
  const expected = {
    messagingItemAdded: { id, conversationId: group.convId, text: { content: 'live over graphql-ws' } },
  };
  expect((await first.next()).data).toEqual(expected);
  expect((await second.next()).data).toEqual(expected);

  const [webhook] = webhooksOf(live.url, me);
  await first.close();
  // Another subscriber still needs it: it stays.
  const other = data.conversations.find((c) => c.type === 'GROUP' && c.participants!.includes(me) && c !== group)!;
  await post(other.convId, 'not for the second subscriber');
  const next = await post(group.convId, 'still live');
  expect((await second.next()).data).toMatchObject({ messagingItemAdded: { id: next } });
  expect(webhooksOf(live.url, me)).toEqual([webhook]);
  await second.close();
  await until(() => webhooksOf(live.url, me).length === 0);
});

test('a subscriber receives no item of a conversation its token cannot read', async () => {
  const outsider = data.users[3]!;
  const token = messagingUserToken(3);
  const foreign = data.conversations.find((c) => c.type === 'GROUP' && !c.participants!.includes(outsider.userId))!;
  const mine = data.conversations.find((c) => c.type === 'GROUP' && c.participants!.includes(outsider.userId))!;

  // Asking for that conversation is refused at once.
  const refused = subscribeWs(live.url, ITEM_ADDED, { c: foreign.convId }, { 'x-messaging-token': token });
  expect((await refused.next()).errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  await refused.close();

  const subscriber = await subscribeSse(live.url, ITEM_ADDED, {}, { 'x-messaging-token': token });
  await until(() => webhooksOf(live.url, outsider.userId).length === 1);
  // A delivery to the outsider's own webhook that names a conversation it cannot read (the gateway checks with
  // the upstream, it does not trust the delivery), then a real one.
  const [webhook] = webhooksOf(live.url, outsider.userId);
  const foreignItem = data.items.find((i) => i.convId === foreign.convId)!;
  const forged = await fetch(webhook!.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', webhookId: webhook!.id, item: foreignItem }),
  });
  expect(forged.status).toBe(204);
  const id = await post(mine.convId, 'for the outsider too');
  expect((await subscriber.next()).data).toMatchObject({ messagingItemAdded: { id, conversationId: mine.convId } });
  await subscriber.close();
});

test('a delivery with a wrong secret publishes nothing (404); an oversized one is refused (413)', async () => {
  const subscriber = await subscribeSse(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [webhook] = webhooksOf(live.url, me);
  const item = { ...data.items.find((i) => i.convId === group.convId)!, text: { content: 'forged' } };
  const forged = await fetch(`${live.url}/webhooks/messaging/${'A'.repeat(43)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item }),
  });
  expect(forged.status).toBe(404);
  const oversized = await fetch(webhook!.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item: { ...item, text: { content: 'x'.repeat(300_000) } } }),
  });
  expect(oversized.status).toBe(413);
  const wrongShape = await fetch(webhook!.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item: 'not an item' }),
  });
  expect(wrongShape.status).toBe(400);
  const id = await post(group.convId, 'the genuine one');
  expect((await subscriber.next()).data).toMatchObject({
    messagingItemAdded: { id, text: { content: 'the genuine one' } },
  });
  await subscriber.close();
});

test('conversation updates and presence changes reach their subscribers', async () => {
  const conversations = subscribeWs(
    live.url,
    `subscription ($c: ID) { messagingConversationUpdated(conversationId: $c) { id: upstreamId topic } }`,
    { c: group.convId },
    own,
  );
  const followed = data.users[2]!;
  const presence = subscribeWs(
    live.url,
    `subscription ($u: [ID!]!) { messagingPresenceChanged(userIds: $u) { userId state statusMessage } }`,
    { u: [followed.userId] },
    own,
  );
  await until(() => webhooksOf(live.url, me).length === 2);
  const renamed = await live.harness.query(
    `mutation ($c: ID!) { updateMessagingConversationTopic(conversationId: $c, topic: "Renamed live") { id: upstreamId } }`,
    { c: group.convId },
    own,
  );
  expect(renamed.errors).toBeUndefined();
  expect((await conversations.next()).data).toEqual({
    messagingConversationUpdated: { id: group.convId, topic: 'Renamed live' },
  });
  const changed = await live.harness.query(
    `mutation { setMessagingPresence(input: { state: BUSY, statusMessage: "In a call" }) { state } }`,
    undefined,
    { 'x-messaging-token': messagingUserToken(2) },
  );
  expect(changed.errors).toBeUndefined();
  expect((await presence.next()).data).toEqual({
    messagingPresenceChanged: { userId: followed.userId, state: 'BUSY', statusMessage: 'In a call' },
  });
  await conversations.close();
  await presence.close();
  await until(() => webhooksOf(live.url, me).length === 0);
});

test('without the caller’s own token, or without a public URL, a subscription is a coded error', async () => {
  const anonymous = subscribeWs(live.url, ITEM_ADDED, {}, {});
  expect((await anonymous.next()).errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  await anonymous.close();

  const harness = await startHarness({ services: ['messaging'] });
  try {
    const response = await harness.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...own },
      body: JSON.stringify({ query: ITEM_ADDED }),
    });
    const text = await response.text();
    expect(text).toContain('"code":"UPSTREAM_UNAVAILABLE"');
    expect(text).toContain('"reason":"live-events-not-configured"');
    expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});
