// Query.node answers for a service only as that service's namespace does: a caller without scope for it gets
// FORBIDDEN at that record, with no upstream call, and the records of the services it may use still answer.
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { MARKETPLACE_DEMO_KEY } from '../../sandbox/marketplace/index.js';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import { users } from '../../sandbox/messaging/data.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const MESSAGING_KEY = 'messaging-only-key-0123456789';
const MARKETPLACE_KEY = 'marketplace-only-key-0123456789';
const id = (text: string) => Buffer.from(text).toString('base64url');
const USER = id(`messaging:MessagingUser:${users[0]!.userId}`);

let upstreams: Harness;
let gateway: Gateway;
let order: string;

async function post(query: string, variables: Record<string, unknown>, key: string): Promise<GraphQLResponse> {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse;
}
const calls = (service: 'messaging' | 'marketplace') => upstreams.sandbox.service(service).recorder.count();

beforeAll(async () => {
  upstreams = await startHarness({ services: ['messaging', 'marketplace'] });
  gateway = createGateway(
    loadConfig({
      LOG_LEVEL: 'silent',
      MESSAGING_BASE_URL: upstreams.sandbox.service('messaging').baseUrl,
      MESSAGING_TOKEN: MESSAGING_DEMO_TOKEN,
      MARKETPLACE_BASE_URL: upstreams.sandbox.service('marketplace').baseUrl,
      MARKETPLACE_API_KEY: MARKETPLACE_DEMO_KEY,
      GATEWAY_API_KEYS: `${MESSAGING_KEY}:messaging; ${MARKETPLACE_KEY}:marketplace`,
    }),
    { logger: createLogger('silent') },
  );
  const orders = await post('{ marketplace { orders(first: 1) { edges { node { id } } } } }', {}, MARKETPLACE_KEY);
  order = (orders.data as { marketplace: { orders: { edges: Array<{ node: { id: string } }> } } }).marketplace.orders
    .edges[0]!.node.id;
});
afterAll(async () => {
  await gateway.dispose();
  await upstreams.close();
});
beforeEach(() => {
  upstreams.sandbox.service('messaging').recorder.reset();
  upstreams.sandbox.service('marketplace').recorder.reset();
});

test('node of a service without scope is FORBIDDEN, before any upstream call', async () => {
  const result = await post('query ($id: ID!) { node(id: $id) { id } }', { id: USER }, MARKETPLACE_KEY);
  expect(result.data).toEqual({ node: null });
  expect(errorAt(result, ['node'])?.extensions).toMatchObject({ code: 'FORBIDDEN', service: 'messaging' });
  expect(calls('messaging')).toBe(0);
});

test('nodes answers the records the caller may see and refuses the others at their place', async () => {
  const result = await post(
    'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
    { ids: [order, USER] },
    MARKETPLACE_KEY,
  );
  expect(result.data).toEqual({ nodes: [{ __typename: 'Order', id: order }, null] });
  expect(errorAt(result, ['nodes', 1])?.extensions).toMatchObject({ code: 'FORBIDDEN', service: 'messaging' });
  expect(calls('messaging')).toBe(0);
  expect(calls('marketplace')).toBe(1);
});

test('with the scope, the same node answers', async () => {
  const result = await post(
    'query ($id: ID!) { node(id: $id) { ... on MessagingUser { upstreamId } } }',
    { id: USER },
    MESSAGING_KEY,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ node: { upstreamId: users[0]!.userId } });
});
