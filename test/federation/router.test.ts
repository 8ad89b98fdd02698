// The gateway's subgraph SDL composes with a second subgraph (which adds `MessagingUser.desk`) in a maintained
// composition library, and a real router (Hive Gateway's runtime) serves the supergraph on loopback: a query
// that crosses both subgraphs answers with one upstream call, and a caller is refused through the router exactly
// as directly, with no credential reaching the other subgraph.
import type { GatewayConfig, ServiceKey } from '../../src/config/index.js';
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import { users } from '../../sandbox/messaging/data.js';
import type { GraphQLResponse } from '../support/harness.js';
import {
  composeSupergraph,
  deskOf,
  startDesksSubgraph,
  startGatewaySubgraph,
  startRouter,
  type DesksSubgraph,
  type GatewaySubgraph,
  type Router,
} from './subgraphs.js';

const asReal = (config: GatewayConfig, key: ServiceKey) => ({ ...config.services[key], sandboxed: false });
const MESSAGING_KEY = 'messaging-only-key-0123456789';
const MARKETPLACE_KEY = 'marketplace-only-key-0123456789';

let gateway: GatewaySubgraph;
let desks: DesksSubgraph;
let supergraph: string;
let router: Router;

beforeAll(async () => {
  // The upstreams count as real ones (the sandbox's demo data needs no scope): the gateway's messaging credential
  // needs the `messaging` scope, or the caller brings their own token.
  gateway = await startGatewaySubgraph({
    services: ['messaging', 'marketplace'],
    env: { GATEWAY_API_KEYS: `${MESSAGING_KEY}:messaging; ${MARKETPLACE_KEY}:marketplace` },
    adjust: (config) => ({ ...config, services: { ...config.services, messaging: asReal(config, 'messaging') } }),
  });
  desks = await startDesksSubgraph();
  supergraph = composeSupergraph(gateway, desks);
  router = startRouter(supergraph);
  // The router loads the supergraph on its first request: warm it up here, not in the first test's time.
  await router.query('{ deskCount }');
}, 120_000);
afterAll(async () => {
  await router?.close();
  await desks?.close();
  await gateway?.close();
});

const messaging = () => gateway.harness.sandbox.service('messaging').recorder;
beforeEach(() => {
  messaging().reset();
  desks.requests.length = 0;
});

const CROSSING = `query ($ids: [ID!]!) { messaging { usersByIds(ids: $ids) { id upstreamId displayName desk } } }`;
const chosen = users.slice(0, 3);
const ids = chosen.map((user) => user.userId);

test('the supergraph has both subgraphs and MessagingUser.desk from the second', () => {
  expect(supergraph).toMatch(/join__graph\(name: "gateway"/);
  expect(supergraph).toMatch(/join__graph\(name: "desks"/);
  expect(supergraph).toMatch(/desk: String! @join__field\(graph: DESKS\)/);
});

test('a query crossing both subgraphs answers, with one upstream call and one entities call', async () => {
  const result = await router.query(CROSSING, { ids }, { 'x-api-key': MESSAGING_KEY });
  expect(result.errors).toBeUndefined();
  const answered = (result.data as { messaging: { usersByIds: Array<Record<string, string>> } }).messaging.usersByIds;
  expect(answered.map((user) => user.upstreamId)).toEqual(ids);
  expect(answered.map((user) => user.displayName)).toEqual(chosen.map((user) => user.displayName));
  for (const user of answered) expect(user.desk).toBe(deskOf(user.id!));
  expect(messaging().count()).toBe(1);
  expect(messaging().count('GET', /\/users\/list$/)).toBe(1);
  expect(desks.requests).toHaveLength(1);
});

test("the router's entity fetch from the gateway batches as nodes(ids:) does", async () => {
  // The desks subgraph starts the plan: the gateway then resolves 3 MessagingUser entities in one _entities call.
  const result = await router.query(
    `{ deskCount messaging { usersByIds(ids: ${JSON.stringify(ids)}) { desk } } }`,
    {},
    { 'x-api-key': MESSAGING_KEY },
  );
  expect(result.errors).toBeUndefined();
  expect(messaging().count('GET', /\/users\/list$/)).toBe(1);
});

describe('credentials and scopes apply through the router as directly', () => {
  const USERS = `query ($ids: [ID!]!) { messaging { usersByIds(ids: $ids) { upstreamId } } }`;
  // The router reports a refusal of the whole request (401) at the root field it asked for; message and code stay.
  const refusal = (result: GraphQLResponse) =>
    result.errors?.map(({ message, extensions }) => ({
      message,
      code: extensions?.code,
      service: extensions?.service,
    }));

  test.each([
    ['no credential at all', {}],
    ['a key without the messaging scope', { 'x-api-key': MARKETPLACE_KEY }],
    ['an unknown key', { 'x-api-key': 'not-a-key-of-this-gateway-0000' }],
  ])('%s: the same refusal, and no upstream call', async (_label, headers: Record<string, string>) => {
    const direct = await gateway.harness.query(USERS, { ids }, headers);
    const routed = await router.query(USERS, { ids }, headers);
    expect(direct.errors?.length).toBeGreaterThan(0);
    expect(refusal(routed)).toEqual(refusal(direct));
    expect(JSON.stringify(routed.data ?? null)).not.toContain('upstreamId');
    expect(messaging().count()).toBe(0);
    expect(desks.requests).toHaveLength(0);
  });

  test("the caller's own messaging token is forwarded to the gateway, never to the other subgraph", async () => {
    const headers = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
    const direct = await gateway.harness.query(USERS, { ids }, headers);
    const routed = await router.query(CROSSING, { ids }, headers);
    expect(direct.errors).toBeUndefined();
    expect(routed.errors).toBeUndefined();
    const [sent] = messaging().requests;
    expect(sent?.headers.authorization).toBe(`Bearer ${MESSAGING_DEMO_TOKEN}`);
    expect(desks.requests).toHaveLength(1);
    for (const header of Object.keys(desks.requests[0]!)) expect(header).not.toMatch(/token|api-key|authorization/);
  });
});
