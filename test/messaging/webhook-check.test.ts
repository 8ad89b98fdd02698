// Never silent: each upstream webhook of a live subscription is checked (MESSAGING_WEBHOOK_CHECK_INTERVAL_MS). One
// removed upstream is registered again and the subscription keeps receiving; when it cannot be registered again,
// the subscription ends with UPSTREAM_UNAVAILABLE (`reason: live-events-interrupted`) instead of staying open with
// nothing ever to receive. Real gateway on loopback, the messaging sandbox delivering to it over HTTP.
import { loadConfig } from '../../src/config/index.js';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import {
  postItem,
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
const ITEM_ADDED = `subscription ($c: ID) { messagingItemAdded(conversationId: $c) { id: upstreamId text { content } } }`;

beforeAll(async () => {
  live = await startLiveGateway({ MESSAGING_WEBHOOK_CHECK_INTERVAL_MS: '200' });
});
afterAll(() => live.close());

const post = (content: string) => postItem(live, group.convId, content, MESSAGING_DEMO_TOKEN);

/** Removes a webhook upstream as its owner would (the spec's `DELETE /webhooks/{id}`), behind the gateway's back. */
async function removeUpstream(id: string) {
  const base = live.harness.sandbox.services.messaging!.baseUrl;
  const response = await fetch(`${base}/webhooks/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${MESSAGING_DEMO_TOKEN}` },
  });
  expect(response.status).toBe(204);
}

test('a webhook removed upstream is registered again, with the same callback, and events keep arriving', async () => {
  const subscriber = await subscribeSse(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [before] = webhooksOf(live.url, me);
  await removeUpstream(before!.id);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [after] = webhooksOf(live.url, me);
  expect(after!.id).not.toBe(before!.id);
  expect(after!.url).toBe(before!.url);
  expect(live.harness.logs.filter((line) => line.includes('a webhook was removed upstream')).length).toBe(1);

  const id = await post('after the webhook was made again');
  expect((await subscriber.next()).data).toEqual({
    messagingItemAdded: { id, text: { content: 'after the webhook was made again' } },
  });
  await subscriber.close();
  await until(() => webhooksOf(live.url, me).length === 0);
});

test('a webhook that cannot be registered again ends the subscription with a coded error, logged once', async () => {
  const subscriber = await subscribeSse(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [webhook] = webhooksOf(live.url, me);
  // The upstream refuses every new registration from now on (its limit of webhooks is reached).
  live.harness.sandbox
    .service('messaging')
    .faults.inject({ kind: 'status', status: 403 }, { method: 'POST', path: /\/webhooks$/, times: 100 });
  await removeUpstream(webhook!.id);

  const ended = await subscriber.next();
  expect(ended.data ?? null).toBeNull();
  expect(ended.errors?.[0]?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'messaging',
    reason: 'live-events-interrupted',
  });
  expect(live.harness.logs.filter((line) => line.includes('live events interrupted')).length).toBe(1);
  // Its secret is refused from now on.
  const stale = await fetch(webhook!.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item: data.items.find((i) => i.convId === group.convId) }),
  });
  expect(stale.status).toBe(404);
  live.harness.sandbox.service('messaging').faults.clear();
  await subscriber.close();
});

test('over graphql-ws too, a subscription whose webhook cannot be made again ends with the coded error', async () => {
  const subscriber = subscribeWs(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [webhook] = webhooksOf(live.url, me);
  const faults = live.harness.sandbox.service('messaging').faults;
  faults.inject({ kind: 'status', status: 403 }, { method: 'POST', path: /\/webhooks$/, times: 100 });
  try {
    await removeUpstream(webhook!.id);
    const ended = await subscriber.next();
    expect(ended.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'live-events-interrupted',
    });
  } finally {
    faults.clear();
    await subscriber.close();
  }
});

test('a check the upstream refuses (the subscriber\u2019s token no longer valid) ends the subscription, coded', async () => {
  const subscriber = await subscribeSse(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const faults = live.harness.sandbox.service('messaging').faults;
  faults.inject({ kind: 'status', status: 401 }, { method: 'GET', path: /\/webhooks\/[^/]+$/, times: 100 });
  try {
    const ended = await subscriber.next();
    expect(ended.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'live-events-interrupted',
    });
  } finally {
    faults.clear();
    await subscriber.close();
  }
});

test('the check interval is validated at start-up, with a message naming the variable', () => {
  expect(() => loadConfig({ MESSAGING_WEBHOOK_CHECK_INTERVAL_MS: '10' })).toThrow(
    /^Invalid configuration: MESSAGING_WEBHOOK_CHECK_INTERVAL_MS /,
  );
  expect(loadConfig({}).events.webhookCheckIntervalMs).toBe(60_000);
});
