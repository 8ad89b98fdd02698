// Live events across replicas: with REDIS_URL, a webhook registered by one replica may be delivered to another
// (a load balancer picks any), which verifies it against the shared store and publishes through Redis pub/sub, so
// the subscriber on the first replica still receives it; while Redis is away, the replica holding a registration
// still accepts its deliveries. Real redis-server, two gateways listening on loopback.
import { Redis } from 'ioredis';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { startLiveGateway, subscribeSse, until, webhooksOf, type LiveGateway } from '../messaging/live-support.js';
import { startRedis, type RedisServer } from './redis-server.js';
import { requireBinary } from '../support/prerequisites.js';
import { until as eventually } from '../chaos/cluster.js';

const me = data.profileUser.userId;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const ITEM_ADDED = `subscription ($c: ID) { messagingItemAdded(conversationId: $c) { id: upstreamId text { content } } }`;

requireBinary('redis-server', 'apt-get install redis-server')(
  'live events across two replicas sharing one redis-server',
  () => {
    let redis: RedisServer;
    let first: LiveGateway;
    let second: LiveGateway;

    beforeAll(async () => {
      redis = await startRedis();
      const env = {
        REDIS_URL: redis.url,
        REDIS_NAMESPACE: 'live-events',
        STORE_KEY_SECRET: 'one-secret-for-every-replica',
      };
      [first, second] = await Promise.all([startLiveGateway(env), startLiveGateway(env)]);
      // Until a replica's first PING succeeds it keeps state locally: a webhook secret written then would not be shared.
      for (const replica of [first, second]) {
        while ((await (await fetch(`${replica.url}/readiness`)).json()).store?.redis !== 'up') {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }, 60_000);

    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
      await redis?.stop();
    });

    test('a delivery that reaches the other replica is published to the subscriber on this one', async () => {
      const subscriber = await subscribeSse(second.url, ITEM_ADDED, { c: group.convId }, own);
      await until(() => webhooksOf(second.url, me).length === 1);
      // Redis pub/sub keeps nothing for a channel nobody listens to yet: wait until the subscriber's replica listens.
      const probe = new Redis(redis.url);
      while ((await probe.pubsub('CHANNELS', 'gw:live-events:*')).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      probe.disconnect();
      // The load balancer sends the upstream's deliveries for this webhook to the first replica.
      const [webhook] = webhooksOf(second.url, me);
      webhook!.url = first.url + new URL(webhook!.url!).pathname;

      // Posted through the replica whose sandbox holds the webhook; the delivery goes to the first replica.
      const posted = await second.harness.query<{ postMessagingMessage: { id: string } }>(
        `mutation ($c: ID!) { postMessagingMessage(conversationId: $c, input: { content: "via the other replica" }) { id: upstreamId } }`,
        { c: group.convId },
        own,
      );
      expect(posted.errors).toBeUndefined();
      expect(await subscriber.next()).toEqual({
        data: {
          messagingItemAdded: { id: posted.data!.postMessagingMessage.id, text: { content: 'via the other replica' } },
        },
      });
      // The callback's secret (it authenticates deliveries) appears in no log line of the replica it reached: its
      // access line shows the path as /webhooks/messaging/{secret}.
      const secret = new URL(webhook!.url!).pathname.split('/').at(-1)!;
      expect(first.harness.logs.some((line) => line.includes(secret))).toBe(false);
      expect(first.harness.logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({ method: 'POST', path: '/webhooks/messaging/{secret}', status: 204 }),
      ]);
      await subscriber.close();
    }, 60_000);

    test('a Redis blip while subscribing (the secret\u2019s first write times out): the secret still reaches Redis', async () => {
      const storeOf = async (replica: LiveGateway) => (await (await fetch(`${replica.url}/readiness`)).json()).store;
      redis.pause();
      let subscriber;
      try {
        subscriber = await subscribeSse(second.url, ITEM_ADDED, { c: group.convId }, own);
        // Registered upstream after the secret's write to Redis timed out; Redis is back well before it counts as lost.
        await until(() => webhooksOf(second.url, me).length === 1);
      } finally {
        redis.resume();
      }
      expect(second.harness.logs.filter((line) => line.includes('webhook secret not shared yet')).length).toBe(1);
      expect((await storeOf(second)).redis).toBe('up');
      const [webhook] = webhooksOf(second.url, me);
      const item = data.items.find((i) => i.convId === group.convId)!;
      // The other replica learns the secret from Redis once the retried write lands: its delivery is accepted.
      await eventually(
        async () =>
          (
            await fetch(first.url + new URL(webhook!.url!).pathname, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                type: 'CONVERSATION.ADD_ITEM',
                item: { ...item, text: { content: 'after the blip' } },
              }),
            })
          ).status === 204,
        'the secret written to Redis after the blip',
      );
      expect((await subscriber.next()).data).toEqual({
        messagingItemAdded: { id: item.itemId, text: { content: 'after the blip' } },
      });
      await subscriber.close();
      await until(() => webhooksOf(second.url, me).length === 0);
    }, 60_000);

    test('a write of the secret that Redis refuses (out of memory) is retried until it lands; no fallback', async () => {
      const admin = new Redis(redis.url);
      await admin.config('SET', 'maxmemory-policy', 'noeviction');
      await admin.config('SET', 'maxmemory', '1');
      let subscriber;
      try {
        subscriber = await subscribeSse(second.url, ITEM_ADDED, { c: group.convId }, own);
        await until(() => webhooksOf(second.url, me).length === 1);
        await eventually(
          () => second.harness.logs.some((line) => line.includes('webhook secret not shared yet')),
          'the refused write logged',
        );
      } finally {
        await admin.config('SET', 'maxmemory', '0');
        admin.disconnect();
      }
      const [webhook] = webhooksOf(second.url, me);
      const item = data.items.find((i) => i.convId === group.convId)!;
      await eventually(
        async () =>
          (
            await fetch(first.url + new URL(webhook!.url!).pathname, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item: { ...item, text: { content: 'retried' } } }),
            })
          ).status === 204,
        'the secret written to Redis by a retry',
      );
      expect((await subscriber.next()).data).toEqual({
        messagingItemAdded: { id: item.itemId, text: { content: 'retried' } },
      });
      // Redis answered throughout: no replica fell back to local state.
      for (const replica of [first, second]) {
        expect(replica.harness.logs.filter((line) => line.includes('redis unavailable')).length).toBe(0);
      }
      await subscriber.close();
      await until(() => webhooksOf(second.url, me).length === 0);
    }, 60_000);

    test('Redis killed: the holder still accepts its deliveries, another replica answers 503; after an empty restart the secret is shared again', async () => {
      const subscriber = await subscribeSse(second.url, ITEM_ADDED, { c: group.convId }, own);
      await until(() => webhooksOf(second.url, me).length === 1);
      const [webhook] = webhooksOf(second.url, me);
      const path = new URL(webhook!.url!).pathname;
      const item = data.items.find((i) => i.convId === group.convId)!;
      const deliver = (to: LiveGateway, at = path, text = 'delivered while Redis is away') =>
        fetch(to.url + at, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'CONVERSATION.ADD_ITEM', item: { ...item, text: { content: text } } }),
        });
      const storeOf = async (replica: LiveGateway) => (await (await fetch(`${replica.url}/readiness`)).json()).store;
      await redis.kill();
      try {
        for (const replica of [first, second])
          await eventually(async () => (await storeOf(replica)).redis === 'down', 'redis down');
        // Only the holder can tell: the other replica cannot say whose secret this is, so the balancer tries again.
        expect((await deliver(first)).status).toBe(503);
        expect((await deliver(second)).status).toBe(204);
        expect((await subscriber.next()).data).toEqual({
          messagingItemAdded: { id: item.itemId, text: { content: 'delivered while Redis is away' } },
        });
        // A secret nobody holds is never accepted.
        const unknown = `/webhooks/messaging/${'A'.repeat(43)}`;
        expect((await deliver(second, unknown)).status).toBe(503);
      } finally {
        await redis.restart();
      }
      for (const replica of [first, second])
        await eventually(async () => (await storeOf(replica)).redis === 'up', 'redis up');
      // Redis came back empty; the holder wrote its secret again, so the other replica takes the delivery.
      await eventually(async () => (await deliver(first, path, 'after the restart')).status === 204, 're-asserted');
      expect((await subscriber.next()).data).toEqual({
        messagingItemAdded: { id: item.itemId, text: { content: 'after the restart' } },
      });
      expect((await deliver(first, `/webhooks/messaging/${'A'.repeat(43)}`)).status).toBe(404);
      await subscriber.close();
    }, 60_000);
  },
);
