// Chaos: the faults replicas exist for, from outside. Two gateway replicas (child processes) share one real
// redis-server; the messaging sandbox delivers its webhooks through a small load balancer that spreads them over
// both (and tries the other replica on a 503 or a refused connection, as nginx's proxy_next_upstream does). A
// subscriber on each replica counts the events it receives while Redis is saturated by CPU load, blips during a
// subscribe, hangs (SIGSTOP), dies and restarts empty (SIGKILL), and while a replica is killed. Asserted: events
// delivered (by count), errors by code, no fallback while Redis answers, and the registrations shared again after
// recovery. The figures go to stdout in one line. CHAOS_CPU_SECONDS (default 10) sets the CPU saturation's length.
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { startRedis, type RedisServer } from '../replicas/redis-server.js';
import { sandboxEnv, startReplicas, type Replica } from '../replicas/replicas.js';
import { requireBinary } from '../support/prerequisites.js';
import { saturateCpu, startBalancer, subscribeItems, until, type Balancer, type LiveSubscriber } from './cluster.js';

jest.setTimeout(120_000);

const NAMESPACE = 'chaos';
const me = data.profileUser.userId;
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const CPU_SECONDS = Number(process.env.CHAOS_CPU_SECONDS ?? '10');
/** Concurrent query loops per replica during the CPU saturation. */
const LOAD_LOOPS = 6;

requireBinary('redis-server', 'apt-get install redis-server')(
  'live events through Redis faults and replica loss (two replicas, one redis-server, a load balancer)',
  () => {
    let redis: RedisServer;
    let sandbox: Sandbox;
    let balancer: Balancer;
    let replicas: Replica[] = [];
    let a: Replica;
    let b: Replica;
    let onA: LiveSubscriber;
    let onB: LiveSubscriber;
    const subscribers: LiveSubscriber[] = [];
    const figures: Record<string, string> = {};
    let posted = 0;

    beforeAll(async () => {
      [redis, sandbox] = await Promise.all([
        startRedis(),
        startSandbox(sandboxSettings(loadConfig({ LOG_LEVEL: 'silent' })), ['messaging', 'numbers']),
      ]);
      balancer = await startBalancer(() => replicas.map((replica) => replica.port));
      replicas = await startReplicas(2, {
        ...sandboxEnv(sandbox),
        MESSAGING_BASE_URL: sandbox.services.messaging!.baseUrl,
        MESSAGING_WEBHOOK_BASE_URL: balancer.url,
        GATEWAY_ANONYMOUS_SCOPES: 'messaging,numbers',
        REDIS_URL: redis.url,
        REDIS_NAMESPACE: NAMESPACE,
        STORE_KEY_SECRET: 'chaos-test-secret-0123456789',
        // Every query uses Redis: a cache lookup and a per-caller limit far above what the test sends.
        RESPONSE_CACHE: 'true',
        RATE_LIMIT_PER_CALLER: '1000000',
      });
      [a, b] = replicas as [Replica, Replica];
      for (const replica of replicas) await until(async () => (await store(replica)).redis === 'up', 'redis up');
    }, 180_000);

    afterAll(async () => {
      process.stdout.write(
        `chaos figures: ${Object.entries(figures)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ')}\n`,
      );
      for (const subscriber of subscribers) subscriber.close();
      // SIGKILL: nothing is left running, also when a test timed out (the harness ends the rest with the file).
      await Promise.all(replicas.map((replica) => replica.kill()));
      await balancer?.close();
      await sandbox?.close();
      await redis?.stop();
    });

    const store = async (replica: Replica) =>
      (await replica.get('/health')).json<{ store: { redis?: string; fallbacks?: number } }>().store;
    const fallbacks = async () => (await Promise.all(replicas.map(store))).map((state) => state.fallbacks ?? -1);

    /** Posts an item through a replica (the mutation of the schema, with the subscriber's own token). */
    async function post(replica: Replica, text: string): Promise<void> {
      const response = await fetch(`http://127.0.0.1:${replica.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-messaging-token': MESSAGING_DEMO_TOKEN },
        body: JSON.stringify({
          query:
            'mutation ($c: ID!, $t: String!) { postMessagingMessage(conversationId: $c, input: { content: $t }) { id } }',
          variables: { c: group.convId, t: text },
        }),
      });
      const answer = (await response.json()) as { errors?: unknown[] };
      if (answer.errors) throw new Error(`post failed: ${JSON.stringify(answer.errors)}`);
      posted += 1;
    }

    /** Posts `count` items, alternating over the replicas given, spaced by `gapMs`; returns their texts. */
    async function postMany(label: string, count: number, through: Replica[], gapMs = 150): Promise<string[]> {
      const texts: string[] = [];
      for (let n = 0; n < count; n += 1) {
        const text = `${label}-${n}`;
        await post(through[n % through.length]!, text);
        texts.push(text);
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      return texts;
    }

    /** How many of `texts` the subscriber received, once it has them all or no more arrive for 5 s. */
    async function received(subscriber: LiveSubscriber, texts: string[]): Promise<number> {
      const got = () => texts.filter((text) => subscriber.texts.includes(text)).length;
      let last = got();
      let quietSince = Date.now();
      while (last < texts.length && Date.now() - quietSince < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (got() !== last) [last, quietSince] = [got(), Date.now()];
      }
      return got();
    }

    /** Subscribes, then posts probes until one arrives (the upstream webhook exists and deliveries reach it). */
    async function subscribe(replica: Replica): Promise<LiveSubscriber> {
      const subscriber = await subscribeItems(`http://127.0.0.1:${replica.port}`, group.convId, MESSAGING_DEMO_TOKEN);
      subscribers.push(subscriber);
      for (let n = 0; !subscriber.texts.some((text) => text.startsWith('probe-')); n += 1) {
        if (n >= 40) throw new Error('the subscription never received a probe');
        await post(replica, `probe-${replica.port}-${n}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return subscriber;
    }

    /** Webhook secrets Redis holds now (each registration of a live replica must be there). */
    async function sharedSecrets(): Promise<number> {
      const raw = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await raw.connect();
        return (await raw.keys(`gw:${NAMESPACE}:events:messaging:webhook:*`)).length;
      } finally {
        raw.disconnect();
      }
    }

    test('baseline: a subscriber on each replica receives every event, deliveries spread over both replicas', async () => {
      [onA, onB] = [await subscribe(a), await subscribe(b)];
      const texts = await postMany('baseline', 6, [a, b]);
      expect([await received(onA, texts), await received(onB, texts)]).toEqual([6, 6]);
      expect(await sharedSecrets()).toBe(2);
      expect(balancer.answers.get(204)).toBeGreaterThanOrEqual(12);
    });

    test(
      'both cores saturated while Redis answers: no replica falls back, queries and events all succeed',
      async () => {
        const before = await fallbacks();
        const cpu = saturateCpu(CPU_SECONDS * 1000 + 30_000);
        const probeTimes: number[] = [];
        let queries = 0;
        let failedQueries = 0;
        let texts: string[] = [];
        try {
          const end = Date.now() + CPU_SECONDS * 1000;
          const load = async (replica: Replica) => {
            for (let n = 0; Date.now() < end; n += 1) {
              const answer = await replica.graphql({ query: `{ numbers { isPrime(number: ${1000 + n}) } }` });
              queries += 1;
              if (answer.status !== 200 || answer.json().errors) failedQueries += 1;
            }
          };
          const probe = async () => {
            while (Date.now() < end) {
              for (const replica of replicas) {
                const started = performance.now();
                const ready = await replica.get('/readiness');
                probeTimes.push(performance.now() - started);
                expect(ready.status).toBe(200);
              }
              await new Promise((resolve) => setTimeout(resolve, 200));
            }
          };
          const events = async () => {
            const batch = Math.max(4, Math.floor(CPU_SECONDS));
            texts = await postMany('cpu', batch, [a, b], Math.floor((CPU_SECONDS * 1000) / batch));
          };
          const loops = replicas.flatMap((replica) => Array.from({ length: LOAD_LOOPS }, () => load(replica)));
          await Promise.all([...loops, probe(), events()]);
        } finally {
          await cpu.stop();
        }
        const counts = [await received(onA, texts), await received(onB, texts)];
        probeTimes.sort((x, y) => x - y);
        figures.cpuFallbacks = String((await fallbacks()).map((after, i) => after - before[i]!));
        figures.cpuEvents = `${counts.join('+')}/${texts.length * 2}`;
        figures.cpuQueries = `${queries - failedQueries}/${queries}`;
        figures.readinessMsUnderLoad = `p50 ${probeTimes[Math.floor(probeTimes.length / 2)]?.toFixed(0)}, max ${probeTimes.at(-1)?.toFixed(0)}`;
        expect(await fallbacks()).toEqual(before);
        expect(
          replicas.flatMap((replica) => replica.logs).filter((line) => line.includes('redis unavailable')),
        ).toEqual([]);
        expect(failedQueries).toBe(0);
        expect(counts).toEqual([texts.length, texts.length]);
      },
      CPU_SECONDS * 1000 + 60_000,
    );

    test('a Redis blip while subscribing: nothing lost, the secret reaches Redis, no fallback', async () => {
      const before = await fallbacks();
      const upstream = () => data.webhooks.filter((webhook) => webhook.url?.startsWith(balancer.url)).length;
      const registeredWithA = upstream();
      onA.close();
      await onA.ended;
      // The last subscription to leave drops the secret from Redis first and then removes the webhook upstream:
      // wait for both, or the count taken below could still hold the closing one.
      await until(async () => (await sharedSecrets()) === 1, 'the closed registration removed');
      await until(() => upstream() === registeredWithA - 1, 'the closed webhook removed upstream');
      const registered = upstream();
      const notShared = () => a.logs.filter((line) => line.includes('webhook secret not shared yet')).length;
      const warnedBefore = notShared();
      // A blip, not an outage: Redis holds its writes (CLIENT PAUSE ... WRITE) while it answers every read and
      // PING, so the secret's write times out and nothing else does, however long the loaded machine takes.
      const control = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      const pausedAt = performance.now();
      await control.call('CLIENT', 'PAUSE', '20000', 'WRITE');
      const subscribing = subscribeItems(`http://127.0.0.1:${a.port}`, group.convId, MESSAGING_DEMO_TOKEN);
      try {
        await until(() => notShared() > warnedBefore, 'the secret write timed out during the blip');
      } finally {
        await control.call('CLIENT', 'UNPAUSE');
        control.disconnect();
        figures.blipMs = (performance.now() - pausedAt).toFixed(0);
      }
      onA = await subscribing;
      subscribers.push(onA);
      await until(() => upstream() === registered + 1, 'the webhook registered upstream');
      // Written again once Redis answers: the other replica can take this registration's deliveries.
      await until(async () => (await sharedSecrets()) === 2, 'the secret written to Redis after the blip');
      const texts = await postMany('blip', 10, [a, b]);
      const counts = [await received(onA, texts), await received(onB, texts)];
      figures.blipEvents = `${counts.join('+')}/${texts.length * 2}`;
      expect(counts).toEqual([10, 10]);
      expect(await fallbacks()).toEqual(before);
    });

    test('Redis hung (SIGSTOP 5 s): events posted during and after it arrive; queries keep answering', async () => {
      redis.pause();
      let during: string[];
      let queriesFailed = 0;
      try {
        const end = Date.now() + 5000;
        const queries = async () => {
          while (Date.now() < end) {
            for (const replica of replicas) {
              const answer = await replica.graphql({ query: '{ numbers { isPrime(number: 97) } }' });
              if (answer.status !== 200 || answer.json().errors) queriesFailed += 1;
            }
          }
        };
        [during] = await Promise.all([postMany('hang', 12, [a, b], 400), queries()]);
        // Both replicas saw Redis hang and run on local state.
        for (const replica of replicas) expect((await store(replica)).redis).toBe('down');
      } finally {
        redis.resume();
      }
      for (const replica of replicas) await until(async () => (await store(replica)).redis === 'up', 'redis back');
      const after = await postMany('after-hang', 8, [a, b]);
      const duringCounts = [await received(onA, during), await received(onB, during)];
      const afterCounts = [await received(onA, after), await received(onB, after)];
      figures.hangEventsDuring = `${duringCounts.join('+')}/${during.length * 2}`;
      figures.hangEventsAfter = `${afterCounts.join('+')}/${after.length * 2}`;
      expect(queriesFailed).toBe(0);
      for (const count of duringCounts) expect(count).toBeGreaterThanOrEqual(Math.ceil(during.length * 0.9));
      expect(afterCounts).toEqual([8, 8]);
      expect(onA.errors.concat(onB.errors)).toEqual([]);
    });

    test('Redis killed and restarted empty: the registrations are shared again and >= 90 % of later events arrive', async () => {
      await redis.kill();
      const down = await postMany('redis-dead', 4, [a, b]);
      await redis.restart();
      for (const replica of replicas) await until(async () => (await store(replica)).redis === 'up', 'redis back');
      await until(async () => (await sharedSecrets()) === 2, 'both registrations written to the empty Redis');
      const after = await postMany('after-restart', 16, [a, b]);
      const downCounts = [await received(onA, down), await received(onB, down)];
      const afterCounts = [await received(onA, after), await received(onB, after)];
      figures.redisDeadEvents = `${downCounts.join('+')}/${down.length * 2}`;
      figures.afterEmptyRestartEvents = `${afterCounts.join('+')}/${after.length * 2}`;
      for (const count of afterCounts) expect(count).toBeGreaterThanOrEqual(Math.ceil(after.length * 0.9));
      expect(onA.errors.concat(onB.errors)).toEqual([]);
    });

    test('a replica killed (SIGKILL): the survivor\u2019s subscriber receives everything; the other reconnects and receives', async () => {
      await a.kill();
      await onA.ended;
      const during = await postMany('replica-dead', 10, [b]);
      const survivor = await received(onB, during);
      figures.replicaDeadEventsOnSurvivor = `${survivor}/${during.length}`;
      expect(survivor).toBe(during.length);
      // The client of the dead replica subscribes again through the balancer's survivor.
      const again = await subscribe(b);
      const after = await postMany('reconnected', 6, [b]);
      expect([await received(again, after), await received(onB, after)]).toEqual([6, 6]);
      // Deliveries for the dead replica's webhook are taken by the survivor; none went unanswered.
      expect(balancer.answers.get(0) ?? 0).toBe(0);
      figures.posted = String(posted);
      figures.balancerRetries = String(balancer.retries);
    });
  },
);
