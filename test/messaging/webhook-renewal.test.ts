// The stored webhook secret expires (MESSAGING_WEBHOOK_SECRET_TTL_MS) unless renewed: a live subscription renews
// it, so deliveries keep arriving long after one TTL; once the last subscriber left, the secret is gone for good.
import { loadConfig } from '../../src/config/index.js';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { postItem, startLiveGateway, subscribeSse, until, webhooksOf, type LiveGateway } from './live-support.js';

const TTL_MS = 500;
let live: LiveGateway;
const me = data.profileUser.userId;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const ITEM_ADDED = `subscription ($c: ID) { messagingItemAdded(conversationId: $c) { id: upstreamId text { content } } }`;

beforeAll(async () => {
  live = await startLiveGateway({ MESSAGING_WEBHOOK_SECRET_TTL_MS: String(TTL_MS) });
});
afterAll(() => live.close());

const post = (content: string) => postItem(live, group.convId, content, MESSAGING_DEMO_TOKEN);

test('a subscription still receives deliveries after several secret TTLs; its secret goes with it', async () => {
  const subscriber = await subscribeSse(live.url, ITEM_ADDED, { c: group.convId }, own);
  await until(() => webhooksOf(live.url, me).length === 1);
  const [webhook] = webhooksOf(live.url, me);
  const first = await post('before the TTL');
  expect((await subscriber.next()).data).toEqual({
    messagingItemAdded: { id: first, text: { content: 'before the TTL' } },
  });

  // The secret was first stored before the webhook was registered; three TTLs later only renewals keep it known.
  await new Promise((resolve) => setTimeout(resolve, 3 * TTL_MS));
  const later = await post('after three TTLs');
  expect((await subscriber.next()).data).toEqual({
    messagingItemAdded: { id: later, text: { content: 'after three TTLs' } },
  });
  // The same upstream webhook throughout: nothing was registered again.
  expect(webhooksOf(live.url, me)).toEqual([webhook]);
  expect(live.harness.sandbox.service('messaging').recorder.count('POST', '/webhooks')).toBe(1);

  await subscriber.close();
  await until(() => webhooksOf(live.url, me).length === 0);
  // Renewal stopped with the registration: its callback path is unknown now.
  const stale = await fetch(webhook!.url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item: data.items.find((i) => i.convId === group.convId) }),
  });
  expect(stale.status).toBe(404);
});

test('the TTL is validated at start-up, with a message naming the variable', () => {
  expect(() => loadConfig({ MESSAGING_WEBHOOK_SECRET_TTL_MS: '10' })).toThrow(
    /^Invalid configuration: MESSAGING_WEBHOOK_SECRET_TTL_MS /,
  );
  expect(loadConfig({}).events.webhookSecretTtlMs).toBe(24 * 3600 * 1000);
});
