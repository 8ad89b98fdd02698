// A scripted agent session: a fixed sequence of tool calls (no model involved) through the SDK's client, doing ten
// tasks an agent would be asked to do across the services, each answer checked against the sandbox's own data
// (its seed modules, or the same upstream request made directly).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { BRANDS, allListings } from '../../sandbox/automotive/data.js';
import { seedDomains } from '../../sandbox/content/routes.js';
import { FILE_STORAGE_DEMO_TOKEN, FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { MARKETPLACE_DEMO_KEY } from '../../sandbox/marketplace/index.js';
import * as messaging from '../../sandbox/messaging/data.js';
import { contributorships, projects } from '../../sandbox/research/data/projects.js';
import { licenses, users as researchUsers } from '../../sandbox/research/data/people.js';
import { preprints } from '../../sandbox/research/data/publications.js';
import { SCHEDULER_DEMO_TOKEN, SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { nodes, startMcpGateway, structured, type Data, type McpGateway } from './support.js';

let gateway: McpGateway;
let agent: Client;

beforeAll(async () => {
  gateway = await startMcpGateway();
  agent = await gateway.connect();
});
afterAll(() => gateway.close());

/** Calls a tool as the agent would and expects a complete answer. */
async function call(name: string, args: Record<string, unknown> = {}): Promise<Data> {
  const result = await agent.callTool({ name, arguments: args });
  const { data, errors } = structured(result);
  expect({ name, errors }).toEqual({ name, errors: undefined });
  return data!;
}

/** The sandbox upstream answering directly, with its demo credential: the truth the tools are checked against. */
async function upstream(
  service: 'fileStorage' | 'scheduler' | 'marketplace',
  path: string,
  headers: Record<string, string>,
) {
  const response = await fetch(`${gateway.harness.sandbox.service(service).baseUrl}${path}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Data;
}

const userName = (id: string) => messaging.users.find((user) => user.userId === id)!.displayName;

test('1. find the conversation about a topic and name its participants', async () => {
  const target = messaging.conversations.find((conversation) => conversation.type === 'GROUP')!;
  const found = await call('MessagingSearchConversations', { term: target.topic });
  const matches = found.messaging.searchConversations as Data[];
  const match = matches.find((candidate) => candidate.conversationId === target.convId)!;
  expect(match.conversation.topic).toBe(target.topic);
  expect(match.conversation.participants.map((user: Data) => user.displayName).sort()).toEqual(
    target.participants!.map(userName).sort(),
  );
});

test('2. who is behind an email address: their name and job title', async () => {
  const person = messaging.users[7]!;
  const found = await call('MessagingUserByEmail', { email: person.emailAddress });
  expect(found.messaging.userByEmail).toMatchObject({
    upstreamId: person.userId,
    displayName: person.displayName,
    jobTitle: person.jobTitle,
    company: person.company,
  });
});

test("3. a research project's contributors", async () => {
  const project = projects[4]!;
  const found = await call('ResearchProjects', { title: String(project.attributes.title) });
  const node = nodes(found.research.nodes).find((candidate) => candidate.upstreamId === project.id)!;
  const expected = contributorships
    .filter((entry) => entry.node === project.id)
    .sort((a, b) => a.index - b.index)
    .map((entry) => researchUsers.find((user) => user.id === entry.user)!.attributes.full_name);
  expect(expected.length).toBeGreaterThan(0);
  expect(nodes(node.contributors).map((contributor) => contributor.user.fullName)).toEqual(expected);
});

test("4. a preprint's licence, found by its title", async () => {
  const preprint = preprints[5]!;
  const found = await call('ResearchPreprints', { title: String(preprint.attributes.title) });
  const hit = nodes(found.research.preprints).find((candidate) => candidate.upstreamId === preprint.id)!;
  const license = licenses.find((entry) => entry.id === preprint.relationships.license!.id)!;
  expect(hit.license.name).toBe(license.attributes.name);
});

test("5. a vehicle's valuation: decode the VIN, then value it in its region", async () => {
  const listing = allListings().find((candidate) => !candidate.isNew && candidate.brandName === 'Toyota')!;
  const decoded = (await call('AutomotiveVinDecode', { vin: listing.vin })).automotive.vinDecode;
  expect(decoded).toMatchObject({ vin: listing.vin, model: listing.modelName, modelYear: listing.year });
  const recorder = gateway.harness.sandbox.service('automotive').recorder;
  recorder.reset();
  const valued = (await call('AutomotiveValuation', { vin: listing.vin, area: { region: 'REGION_STATE_CA' } }))
    .automotive.valuation;
  expect(valued).toMatchObject({ brandName: 'Toyota', modelName: listing.modelName });
  expect(valued.usedCount).toBeGreaterThan(0);
  // The same upstream request, made directly: the tool answers what the upstream computed.
  const sent = recorder.requests.find((request) => request.path === '/valuation')!;
  const query = new URLSearchParams(sent.query as Record<string, string>);
  const direct = (await (
    await fetch(`${gateway.harness.sandbox.service('automotive').baseUrl}/valuation?${query}`)
  ).json()) as Data;
  expect(valued.usedCount).toBe(direct.data.usedCount);
  expect(valued.usedSaleAverage).toBeCloseTo(direct.data.usedSaleAvg, 6);
});

test('6. which models does each car brand make', async () => {
  const found = await call('AutomotiveBrands');
  const brands = found.automotive.brands as Data[];
  expect(brands.map((brand) => brand.name).sort()).toEqual(BRANDS.map((brand) => brand.name).sort());
  const toyota = brands.find((brand) => brand.name === 'Toyota')!;
  expect(toyota.models.map((model: Data) => model.name).sort()).toEqual(
    BRANDS.find((brand) => brand.name === 'Toyota')!
      .models.map((model) => model.name)
      .sort(),
  );
});

test('7. the latest marketplace orders, then one of them in full', async () => {
  const listed = nodes((await call('MarketplaceOrders', { first: 3 })).marketplace.orders);
  const direct = await upstream('marketplace', '/orders?limit=3', { authorization: MARKETPLACE_DEMO_KEY });
  expect(listed.map((order) => order.orderId)).toEqual((direct.orders as Data[]).map((order) => order.orderId));
  const one = (await call('MarketplaceOrder', { orderId: listed[1]!.orderId })).marketplace.order;
  expect(one).toMatchObject({ orderId: listed[1]!.orderId, totalAmount: listed[1]!.totalAmount });
  expect(one.customer.name).toBe(listed[1]!.customer.name);
  expect(one.items.length).toBeGreaterThan(0);
});

test('8. the file-storage accounts of a resource group and their capacity pools', async () => {
  const args = { subscriptionId: FILE_STORAGE_SUBSCRIPTION, resourceGroupName: 'storage-rg' };
  const accounts = (await call('FileStorageAccounts', args)).fileStorage.accounts as Data[];
  const base = `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/storage-rg/providers/Microsoft.NetApp/netAppAccounts`;
  const auth = { authorization: `Bearer ${FILE_STORAGE_DEMO_TOKEN}` };
  const direct = await upstream('fileStorage', `${base}?api-version=2019-05-01`, auth);
  expect(accounts.map((account) => account.name).sort()).toEqual((direct.value as Data[]).map((a) => a.name).sort());
  const first = accounts[0]!;
  const pools = await upstream('fileStorage', `${base}/${first.name}/capacityPools?api-version=2019-05-01`, auth);
  expect(first.capacityPools.map((pool: Data) => pool.name).sort()).toEqual(
    (pools.value as Data[]).map((pool) => String(pool.name).split('/').pop()).sort(),
  );
});

test('9. the scheduler job collections of a subscription and their jobs', async () => {
  const found = await call('SchedulerJobCollections', { subscriptionId: SCHEDULER_SUBSCRIPTION, first: 50 });
  const collections = nodes(found.scheduler.jobCollections);
  // Every page of the upstream's list, following its nextLink.
  const names: string[] = [];
  const base = gateway.harness.sandbox.service('scheduler').baseUrl;
  let next: string | undefined =
    `/subscriptions/${SCHEDULER_SUBSCRIPTION}/providers/Microsoft.Scheduler/jobCollections?api-version=2016-03-01`;
  while (next) {
    const page = await upstream('scheduler', next, { authorization: `Bearer ${SCHEDULER_DEMO_TOKEN}` });
    names.push(...(page.value as Data[]).map((collection) => String(collection.name)));
    next = page.nextLink ? String(page.nextLink).slice(base.length) : undefined;
  }
  expect(collections.map((collection) => collection.name).sort()).toEqual(names.sort());
  expect(collections.some((collection) => nodes(collection.jobs).length > 0)).toBe(true);
});

test('10. the website domains, page after page, and a number fact for the report', async () => {
  const seen: string[] = [];
  let after: string | undefined;
  do {
    const page = (await call('ContentDomains', { first: 10, ...(after ? { after } : {}) })).content.domains;
    seen.push(...nodes(page).map((domain) => domain.domain));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined;
  } while (after);
  const live = seedDomains()
    .filter((domain) => !domain.archived)
    .map((domain) => domain.domain);
  expect(seen.sort()).toEqual(live.sort());
  const number = (await call('NumberFacts', { number: seen.length })).numbers;
  expect(number.fact.fact).toContain(String(seen.length));
  const factors = (number.primeFactors as Data[]).reduce((product, f) => product * f.factor ** f.times, 1);
  expect(factors).toBe(seen.length);
});
