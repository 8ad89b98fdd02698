// What the text around each GraphQL example of the README and docs/ says of its answer. Every example must match
// exactly one claim (by its document and a piece of its text), and every claim an example: a new example without a
// claim fails `examples.test.ts`, so the docs cannot show a query nobody checked.
import * as messagingData from '../../sandbox/messaging/data.js';
import { loadConfig } from '../../src/config/index.js';
import { createGateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { startLiveGateway, subscribeSse, until, webhooksOf } from '../messaging/live-support.js';
import { packToy } from '../../sandbox/unpacker/index.js';
import { sampleExecutable, upload } from '../unpacker/multipart.js';
import type { GraphQLResponse, Harness } from '../support/harness.js';
import { examplesOf, type DocExample } from './examples.js';

export interface ClaimContext {
  /** Sandbox upstreams of every service and a gateway on them, shared by all examples. */
  harness: Harness;
  /** Upstream calls per service since the example started (services with none are left out). */
  calls(): Record<string, number>;
  /** Runs the example as written: its document, variables and headers. */
  run(example: DocExample, headers?: Record<string, string>): Promise<GraphQLResponse>;
}

export interface Claim {
  file: string;
  /** A piece of the example's text that identifies it in its document. */
  contains: string;
  /** What the text says, as the test's name. */
  says: string;
  check(context: ClaimContext, example: DocExample): Promise<void>;
}

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Runs the example and expects an answer without errors. */
async function answer(context: ClaimContext, example: DocExample): Promise<Data> {
  const result = await context.run(example);
  expect(result.errors).toBeUndefined();
  return result.data as Data;
}

const edges = (connection: Data) => (connection.edges as Array<{ node: Data }>).map((edge) => edge.node);

export const claims: Claim[] = [
  {
    file: 'README.md',
    contains: 'subscription NewItems',
    says: 'with the webhook base URL set, a subscriber with the demo token receives the message posted in another tab',
    async check(_context, example) {
      const live = await startLiveGateway();
      try {
        const subscriber = await subscribeSse(live.url, example.query, {}, example.headers);
        await until(() => webhooksOf(live.url, messagingData.profileUser.userId).length === 1);
        const post = examplesOf('README.md').find((candidate) => candidate.query.includes('postMessagingMessage'))!;
        const posted = await live.harness.query(post.query, post.variables, post.headers);
        expect(posted.errors).toBeUndefined();
        const event = await subscriber.next();
        expect(event.data?.messagingItemAdded).toMatchObject({
          conversationId: post.variables!.conversationId,
          text: { content: 'Hello from GraphiQL' },
        });
        await subscriber.close();
      } finally {
        await live.close();
      }
    },
  },
  {
    file: 'README.md',
    contains: 'postMessagingMessage(conversationId: $conversationId, input: { content: "Hello from GraphiQL" })',
    says: 'posts as the caller with the demo token; writes without the caller token are refused, nothing sent',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.postMessagingMessage.text.content).toBe('Hello from GraphiQL');
      expect(context.calls()).toEqual({ messaging: 1 });
      const withoutToken = await context.run(example, {});
      expect(withoutToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(context.calls()).toEqual({ messaging: 1 });
    },
  },
  {
    file: 'README.md',
    contains: '{ numbers { isPrime(number: 8191) fact(number: 42) { fact } } }',
    says: 'a plain JSON POST answers a number check and fact',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.numbers.isPrime).toBe(true);
      expect(data.numbers.fact.fact).toContain('42');
    },
  },
  {
    file: 'README.md',
    contains: 'content { domains(first: 3) { edges { node { domain } } } }',
    says: 'asks four services for four upstream calls, participants in one batched call',
    async check(context, example) {
      const data = await answer(context, example);
      const conversations = edges(data.messaging.conversations);
      expect(conversations).toHaveLength(20);
      expect(conversations.every((conversation) => conversation.participants.length > 0)).toBe(true);
      expect(data.numbers.fact.fact).toContain('42');
      expect(edges(data.content.domains)).toHaveLength(3);
      expect(context.calls()).toEqual({ messaging: 2, numbers: 1, content: 1 });
      expect(context.harness.sandbox.service('messaging').recorder.count('GET', '/users/list')).toBe(1);
    },
  },
  {
    file: 'README.md',
    contains: 'node(id: $id)',
    says: 'node(id:) reads a conversation again by its global id',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.node).toMatchObject({ __typename: 'Conversation', id: example.variables!.id });
      expect(typeof data.node.topic).toBe('string');
    },
  },
  {
    file: 'README.md',
    contains: '"query":"{ numbers { isPrime(number: 8191) } }"',
    says: 'a real-upstream key is spent only for a caller whose API key carries the service scope',
    async check(context, example) {
      // The command's own settings, with the base URL and key of the sandbox in place of the real host's.
      const settings = Object.fromEntries(
        [...example.command!.matchAll(/\b([A-Z_]+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]),
      );
      expect(Object.keys(settings).sort()).toEqual(['GATEWAY_API_KEYS', 'NUMBERS_API_KEY', 'NUMBERS_BASE_URL']);
      const numbers = context.harness.sandbox.service('numbers');
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        GATEWAY_API_KEYS: settings.GATEWAY_API_KEYS!,
        NUMBERS_BASE_URL: numbers.baseUrl,
        NUMBERS_API_KEY: numbers.demo.secret!,
      });
      const gateway = createGateway(config, { logger: createLogger('silent') });
      try {
        const post = async (headers: Record<string, string>) => {
          const response = await gateway.fetch('http://localhost:4000/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ query: example.query }),
          });
          return (await response.json()) as GraphQLResponse<Data>;
        };
        expect((await post(example.headers)).data).toEqual({ numbers: { isPrime: true } });
        expect(context.calls()).toEqual({ numbers: 1 });
        const anonymous = await post({});
        expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'missing-scope' });
        expect(context.calls()).toEqual({ numbers: 1 });
      } finally {
        await gateway.dispose();
      }
    },
  },
  {
    file: 'docs/services/automotive.md',
    contains: 'dealerListings(dealerId: 1001, first: 5)',
    says: 'brands with their models, a dealer’s listings, price statistics, top models and a VIN decode',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.automotive.brands.length).toBeGreaterThan(0);
      expect(data.automotive.brands.every((brand: Data) => brand.models.length > 0)).toBe(true);
      expect(edges(data.automotive.dealerListings).length).toBeGreaterThan(0);
      expect(edges(data.automotive.dealerListings).length).toBeLessThanOrEqual(5);
      expect(data.automotive.vinDecode).not.toBeNull();
    },
  },
  {
    file: 'docs/services/certificates.md',
    contains: 'pullDrivingLicenceCertificate(input: $input)',
    says: 'a sandbox licence is pulled and parsed; without the Aadhaar number it is refused before any call',
    async check(context, example) {
      const data = await answer(context, example);
      const { licence, txnId } = data.pullDrivingLicenceCertificate;
      expect(txnId).toMatch(/^[0-9a-f-]{36}$/);
      expect(licence.licenceNumber).toBe((example.variables!.input as Data).licenceNumber);
      expect(licence.holder.name).toBe('SUNIL KUMAR');
      expect(licence.vehicleClasses.map((vehicleClass: Data) => vehicleClass.abbreviation)).toEqual(['MCWG', 'LMV']);
      const { aadhaarNumber, ...withoutAadhaar } = example.variables!.input as Data;
      expect(aadhaarNumber).toMatch(/^\d{12}$/);
      const refused = await context.harness.query(example.query, { input: withoutAadhaar });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(context.calls()).toEqual({ certificates: 1 });
    },
  },
  {
    file: 'docs/services/content.md',
    contains: 'domains(first: 10, createdAfter: "2024-01-01T00:00:00Z", sort: "domain")',
    says: 'domains created after 2024-01-01, sorted by domain, with a total and a next page',
    async check(context, example) {
      const data = await answer(context, example);
      const domains = edges(data.content.domains);
      expect(domains).toHaveLength(10);
      expect(domains.every((domain) => domain.createdAt >= '2024-01-01')).toBe(true);
      const names = domains.map((domain) => domain.domain as string);
      expect(names).toEqual([...names].sort());
      expect(data.content.domains.pageInfo.hasNextPage).toBe(true);
    },
  },
  {
    file: 'docs/services/fileStorage.md',
    contains: 'accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg")',
    says: 'the seeded account tree: contoso-files (premium-pool: home, builds; standard-pool: archive), fabrikam-files',
    async check(context, example) {
      const data = await answer(context, example);
      const tree = Object.fromEntries(
        data.fileStorage.accounts.map((account: Data) => [
          account.name,
          Object.fromEntries(
            account.capacityPools.map((pool: Data) => [pool.name, pool.volumes.map((volume: Data) => volume.name)]),
          ),
        ]),
      );
      expect(tree).toEqual({
        'contoso-files': { 'premium-pool': ['home', 'builds'], 'standard-pool': ['archive'] },
        'fabrikam-files': { 'ultra-pool': ['scratch'] },
      });
    },
  },
  {
    file: 'docs/services/fileStorage.md',
    contains: 'createFileStorageSnapshot(',
    says: 'a create answers at once with its provisioning state and an operation id',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.createFileStorageSnapshot.snapshot).toMatchObject({ provisioningState: 'Creating' });
      expect(data.createFileStorageSnapshot.operation.operationId).toEqual(expect.any(String));
      expect(context.calls()).toEqual({ fileStorage: 1 });
    },
  },
  {
    file: 'docs/services/fileStorage.md',
    contains: 'fileStorageOperation(operationId: $id)',
    says: 'the subscription follows a create to SUCCEEDED over server-sent events (the sandbox finishes on poll 2)',
    async check(context, example) {
      const create = await context.harness.query<Data>(
        `mutation { createFileStorageSnapshot(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31",
          resourceGroupName: "storage-rg", accountName: "contoso-files", poolName: "premium-pool",
          volumeName: "builds", snapshotName: "docs-example", input: { location: "westeurope" }) {
          operation { operationId } } }`,
      );
      expect(create.errors).toBeUndefined();
      const id = create.data!.createFileStorageSnapshot.operation.operationId as string;
      const response = await context.harness.gateway.fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: example.query, variables: { id } }),
      });
      const events = (await response.text())
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as GraphQLResponse<Data>)
        .filter((event) => event.data || event.errors);
      expect(events.every((event) => event.errors === undefined)).toBe(true);
      expect(events.at(-1)!.data!.fileStorageOperation).toMatchObject({ state: 'SUCCEEDED', done: true });
    },
  },
  {
    file: 'docs/services/marketplace.md',
    contains: 'orders(status: APPROVED, first: 5)',
    says: 'the approved orders with their items and products',
    async check(context, example) {
      const data = await answer(context, example);
      const orders = edges(data.marketplace.orders);
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.every((order) => order.status === 'APPROVED' && order.items.length > 0)).toBe(true);
      expect(context.calls().marketplace).toBeGreaterThan(0);
    },
  },
  {
    file: 'docs/services/marketplace.md',
    contains: 'updateMarketplaceProductPrice(skuSellerId: "CA-0002"',
    says: 'a price update returns the product with its new price',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.updateMarketplaceProductPrice).toMatchObject({
        skuSellerId: 'CA-0002',
        price: { default: 47900, offer: 43900 },
      });
    },
  },
  {
    file: 'docs/services/messaging.md',
    contains: 'profile {',
    says: 'the 20 conversations with participants and creators cost 2 calls; each items list one more',
    async check(context, example) {
      const data = await answer(context, example);
      const conversations = edges(data.messaging.conversations);
      expect(conversations).toHaveLength(20);
      const recorder = context.harness.sandbox.service('messaging').recorder;
      expect(recorder.count('GET', '/conversations')).toBe(1);
      expect(recorder.count('GET', '/users/list')).toBe(1);
      // Profile and presence, the page and its users, and one items call per conversation.
      expect(context.calls()).toEqual({ messaging: 2 + 2 + conversations.length });
    },
  },
  {
    file: 'docs/services/messaging.md',
    contains: 'mutation Post($conversationId: ID!)',
    says: 'a message is posted with the caller’s own token',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.postMessagingMessage.text).toEqual({
        content: '<b>Shipped</b> 🎉',
        subject: 'Release',
        state: 'CREATED',
      });
    },
  },
  {
    file: 'docs/services/messaging.md',
    contains: 'mutation Reply($spaceId: ID!, $topicId: ID!)',
    says: 'a reply to a space topic is posted with the caller’s own token',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.replyToMessagingSpaceTopic.content).toBe('Agreed');
      expect(context.calls()).toEqual({ messaging: 1 });
    },
  },
  {
    file: 'docs/services/messaging.md',
    contains: 'mutation Community {',
    says: 'the caller opens a community of their own, unmoderated, in one call',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.createMessagingCommunity).toMatchObject({
        type: 'COMMUNITY',
        topic: 'Release notes',
        description: 'What shipped, and when',
        participantIds: [messagingData.profileUser.userId],
        isModerated: false,
      });
      expect(context.calls()).toEqual({ messaging: 1 });
    },
  },
  {
    file: 'docs/services/numbers.md',
    contains: 'isMersennePrime(number: 8191)',
    says: 'each field is one upstream call, and the answers are the arithmetic’s',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.numbers).toMatchObject({
        isPrime: true,
        isMersennePrime: true,
        base: { answer: '11111111' },
        cardinal: { text: 'two thousand three hundred forty-two' },
        romanNumeral: { text: 'MCMXCIV' },
        primeFactors: [
          { factor: 2, times: 2 },
          { factor: 3, times: 1 },
          { factor: 19, times: 1 },
        ],
      });
      expect(data.numbers.random.numbers).toHaveLength(3);
      expect(context.calls()).toEqual({ numbers: Object.keys(data.numbers).length });
    },
  },
  {
    file: 'docs/services/research.md',
    contains: 'nodes(first: 5, category: PROJECT, sort: DATE_MODIFIED_DESC)',
    says: 'projects newest first with contributors and children, and preprints, anonymously',
    async check(context, example) {
      const data = await answer(context, example);
      const projects = edges(data.research.nodes);
      expect(projects).toHaveLength(5);
      expect(projects.every((project) => project.category === 'PROJECT' && project.public)).toBe(true);
      expect(data.research.root.currentUser).toBeNull();
      expect(data.research.nodes.pageInfo.hasNextPage).toBe(true);
    },
  },
  {
    file: 'docs/services/research.md',
    contains: 'createResearchNode(input: { title: "Sleep and memory"',
    says: "a project created with the caller's own token, private, read back through node(id)",
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.createResearchNode).toMatchObject({ title: 'Sleep and memory', public: false });
      expect(context.calls()).toEqual({ research: 1 });
      const read = await context.harness.query<Data>(
        'query($id: ID!) { node(id: $id) { ... on ResearchNode { title tags } } }',
        { id: data.createResearchNode.id },
        example.headers,
      );
      expect(read.data?.node).toEqual({ title: 'Sleep and memory', tags: ['sleep'] });
    },
  },
  {
    file: 'docs/services/scheduler.md',
    contains: 'jobs(first: 3, state: ENABLED)',
    says: 'the nightly collection’s enabled jobs with their failed runs',
    async check(context, example) {
      const data = await answer(context, example);
      const jobs = edges(data.scheduler.jobCollection.jobs);
      expect(jobs).toHaveLength(3);
      for (const job of jobs) {
        expect(job.history.edges.length).toBeLessThanOrEqual(2);
      }
    },
  },
  {
    file: 'docs/services/scheduler.md',
    contains: 'upsertJob(',
    says: 'a job is created or replaced and returned',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.upsertJob).toMatchObject({ name: expect.any(String), state: 'ENABLED' });
      expect(context.calls()).toEqual({ scheduler: 1 });
    },
  },
  {
    file: 'docs/services/unpacker.md',
    contains: 'unpackFile(file: $file)',
    says: 'the curl upload of a packed file answers the unpacked payload',
    async check(context, example) {
      const payload = sampleExecutable();
      const result = await upload<Data>(context.harness, example.query, example.variables!, [
        { path: 'variables.file', fileName: 'packed.exe', bytes: packToy(payload) },
      ]);
      expect(result.errors).toBeUndefined();
      expect(Buffer.from(result.data!.unpackFile.base64, 'base64')).toEqual(payload);
      expect(result.data!.unpackFile.size).toBe(payload.length);
      // The command's CSRF header is what lets a multipart request through.
      expect(example.headers).toEqual({ 'x-graphql-yoga-csrf': '1' });
    },
  },
  {
    file: 'docs/services/unpacker.md',
    contains: 'mutation Scan($file: File!)',
    says: 'the rule matches the DOS stub string of an executable',
    async check(context, example) {
      const result = await upload<Data>(context.harness, example.query, {}, [
        { path: 'variables.file', fileName: 'sample.exe', bytes: sampleExecutable() },
      ]);
      expect(result.errors).toBeUndefined();
      expect(result.data!.applyYaraRules.success).toBe(true);
      expect(result.data!.applyYaraRules.matchedRules.map((match: Data) => match.rule)).toEqual(['dos_stub']);
    },
  },
  {
    file: 'docs/operations.md',
    contains: '... @defer(label: "slow")',
    says: 'numbers comes first, research follows in an incremental part',
    async check(context, example) {
      const response = await context.harness.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'multipart/mixed' },
        body: JSON.stringify({ query: example.query }),
      });
      expect(response.headers.get('content-type')).toMatch(/^multipart\/mixed/);
      // Each part is a JSON body after its part headers.
      const parts = (await response.text())
        .split(/\r\n--[-\w]*/)
        .map((chunk) => chunk.slice(chunk.indexOf('{')))
        .filter((chunk) => chunk.startsWith('{'))
        .map((chunk) => JSON.parse(chunk) as Data);
      expect(parts[0]).toEqual({ data: { numbers: { isPrime: true } }, hasNext: true });
      const increments = parts.slice(1).flatMap((part) => part.incremental ?? []);
      expect(increments).toHaveLength(1);
      expect(increments[0]).toMatchObject({ label: 'slow', path: [] });
      expect(increments[0].data.research.preprints.edges).toHaveLength(3);
      expect(parts.at(-1)!.hasNext).toBe(false);
    },
  },
  {
    file: 'docs/services/messaging.md',
    contains: 'mutation CreateSpace',
    says: 'a space is created with the caller as its owner and only participant',
    async check(context, example) {
      const data = await answer(context, example);
      expect(data.createMessagingSpace).toMatchObject({
        name: 'Release Train',
        type: 'CLOSED',
        status: 'ENABLED',
        ownerId: messagingData.profileUser.userId,
        numberOfParticipants: 1,
      });
      expect(context.calls()).toEqual({ messaging: 1 });
    },
  },
  {
    file: 'docs/services/messaging.md',
    contains: 'mutation LikeAndPin(',
    says: 'a topic is liked and pinned first, each read back as it now is',
    async check(context, example) {
      const data = await answer(context, example);
      const topicId = example.variables!.topicId as string;
      const likers = messagingData.spaceLikes.get(topicId)!;
      expect(likers).toContain(messagingData.profileUser.userId);
      expect(data.likeMessagingSpaceItem).toMatchObject({ upstreamId: topicId, numberOfLikes: likers.length });
      expect(data.pinMessagingSpaceTopic).toMatchObject({
        subject: 'Customer onboarding (Engineering Guild)',
        pinned: true,
      });
      // Each write, then one read of the topic.
      expect(context.calls()).toEqual({ messaging: 4 });
    },
  },
];
