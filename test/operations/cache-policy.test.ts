// The response cache's per-service policy, over HTTP against the sandbox: a service's TTL expires, a TTL of 0 keeps
// the service out of the cache, and a write to messaging, marketplace or file storage refreshes the cached read of
// the entity it changed.
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { SCOPE } from '../fileStorage/lro-support.js';
import { listen, type Listening } from './support.js';

let gateway: Listening;
beforeAll(async () => {
  gateway = await listen({
    services: ['messaging', 'marketplace', 'fileStorage', 'numbers', 'content'],
    // Numbers answers are kept 50 ms; content's are never kept.
    env: { RESPONSE_CACHE: 'true', NUMBERS_CACHE_TTL_MS: '50', CONTENT_CACHE_TTL_MS: '0' },
  });
});
afterAll(() => gateway.close());

const calls = (service: 'messaging' | 'marketplace' | 'fileStorage' | 'numbers' | 'content') =>
  gateway.harness.sandbox.service(service).recorder.count();
const ok = async (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => {
  const answer = (await gateway.graphql({ query, variables }, { headers })).json();
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

test("a service's answer is served until its TTL (NUMBERS_CACHE_TTL_MS) has passed, then fetched again", async () => {
  const read = '{ numbers { isPrime(number: 97) } }';
  const before = calls('numbers');
  await ok(read);
  expect(calls('numbers') - before).toBe(1);
  // Polled: each read within the TTL is a hit; the first after it reaches the upstream again.
  for (let polls = 0; calls('numbers') - before === 1; polls += 1) {
    if (polls > 200) throw new Error('the cached answer never expired');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await ok(read);
  }
  expect(calls('numbers') - before).toBe(2);
});

test('CONTENT_CACHE_TTL_MS=0 keeps that service out of the cache: every read reaches the upstream', async () => {
  const read = '{ content { domains(first: 1) { edges { node { domain } } } } }';
  const before = calls('content');
  for (let n = 0; n < 3; n += 1) await ok(read);
  expect(calls('content') - before).toBe(3);
});

test('a messaging write refreshes the cached read of the conversation it changed', async () => {
  // Writes act as a user: the user's own token, for the reads too (its answers are cached under it).
  const user = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
  const me = data.profileUser.userId;
  // A group conversation of the demo user.
  const { convId: id } = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
  const read = 'query ($id: ID!) { messaging { conversation(id: $id) { topic } } }';
  const first = await ok(read, { id }, user);
  const cached = calls('messaging');
  expect(await ok(read, { id }, user)).toEqual(first);
  expect(calls('messaging')).toBe(cached);
  await ok(
    'mutation ($id: ID!) { updateMessagingConversationTopic(conversationId: $id, topic: "Cache test") { id } }',
    {
      id,
    },
    user,
  );
  expect(await ok(read, { id }, user)).toEqual({ messaging: { conversation: { topic: 'Cache test' } } });
});

test('a marketplace write refreshes the cached read of the product it changed', async () => {
  const read = '{ marketplace { product(skuSellerId: "CA-0003") { price { offer } } } }';
  await ok(read);
  const cached = calls('marketplace');
  await ok(read);
  expect(calls('marketplace')).toBe(cached);
  await ok(
    'mutation { updateMarketplaceProductPrice(skuSellerId: "CA-0003", price: { default: 30000, offer: 12345 }) { skuSellerId } }',
  );
  expect(await ok(read)).toEqual({ marketplace: { product: { price: { offer: 12345 } } } });
});

test('a file storage write refreshes the cached read of the account it changed', async () => {
  const read = `{ fileStorage { account(${SCOPE}, accountName: "contoso-files") { tags { name value } } } }`;
  await ok(read);
  const cached = calls('fileStorage');
  await ok(read);
  expect(calls('fileStorage')).toBe(cached);
  await ok(`mutation {
    updateFileStorageAccount(${SCOPE}, accountName: "contoso-files", input: { tags: [{ name: "cache", value: "refreshed" }] }) {
      account { name }
    }
  }`);
  expect(await ok(read)).toEqual({
    fileStorage: { account: { tags: expect.arrayContaining([{ name: 'cache', value: 'refreshed' }]) } },
  });
});
