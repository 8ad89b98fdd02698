// Tool calls pass the same door as GraphQL requests: API keys and JWTs with their scopes from the MCP request's
// headers (a tool of a service without scope is FORBIDDEN with no upstream call), the caller's own x-*-token sent to
// its upstream only, each upstream receiving only its own credential, none of them in a tool result, an MCP error
// or a log line, and the per-caller rate limit counting tool calls.
import { SignJWT } from 'jose';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startMcpGateway, structured, type McpGateway } from './support.js';
import { credentialsByService, RESEARCH_CALLER_TOKEN } from '../support/credentials.js';

const NUMBERS_KEY = 'numbers-only-key-0123456789';
const EVERY_KEY = 'every-scope-key-0123456789';
const JWT_SECRET = 'a-shared-secret-of-at-least-32-characters!';

let gateway: McpGateway;

beforeAll(async () => {
  gateway = await startMcpGateway({
    env: {
      GATEWAY_API_KEYS: `${NUMBERS_KEY}:numbers;${EVERY_KEY}:*`,
      GATEWAY_JWT_SECRET: JWT_SECRET,
      MCP_MUTATIONS: 'PullDrivingLicenceCertificate',
    },
    // As with real upstreams: the gateway's own credentials are spent only for callers with the scope.
    adjust: (config) => ({
      ...config,
      services: Object.fromEntries(
        Object.entries(config.services).map(([key, service]) => [key, { ...service, sandboxed: false }]),
      ) as typeof config.services,
    }),
  });
});
afterAll(() => gateway.close());

/** One call of a tool of each service, with sandbox arguments. */
const EVERY_SERVICE: Array<{ name: string; arguments: Record<string, unknown> }> = [
  { name: 'MessagingConversations', arguments: { first: 5 } },
  { name: 'NumberFacts', arguments: { number: 42 } },
  {
    name: 'FileStorageAccounts',
    arguments: { subscriptionId: '5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31', resourceGroupName: 'storage-rg' },
  },
  { name: 'SchedulerJobCollections', arguments: { subscriptionId: '9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70' } },
  { name: 'MarketplaceOrders', arguments: { first: 5 } },
  { name: 'ResearchPreprints', arguments: { first: 5 } },
  { name: 'AutomotiveBrands', arguments: {} },
  { name: 'ContentDomains', arguments: { first: 5 } },
  {
    name: 'PullDrivingLicenceCertificate',
    arguments: {
      input: {
        licenceNumber: 'DL0420110012345',
        fullName: 'Sunil Kumar',
        dateOfBirth: '31-12-1980',
        aadhaarNumber: '123412341234',
      },
    },
  },
];

test('a caller without the scope of a service gets FORBIDDEN from its tool, and the upstream is not called', async () => {
  for (const headers of [{}, { 'x-api-key': NUMBERS_KEY }] as Array<Record<string, string>>) {
    const client = await gateway.connect(headers);
    gateway.resetCalls();
    const result = await client.callTool({ name: 'MarketplaceOrders', arguments: {} });
    expect(result.isError).toBe(true);
    const { data, errors } = structured(result);
    expect(data).toEqual({ marketplace: { orders: null } });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', service: 'marketplace' });
    expect(gateway.calls()).toEqual({});
  }
});

test('the scope of an API key or a JWT opens its service to tool calls', async () => {
  const jwt = await new SignJWT({ scope: 'numbers' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('agent-1')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(JWT_SECRET));
  for (const headers of [{ 'x-api-key': NUMBERS_KEY }, { authorization: `Bearer ${jwt}` }] as Array<
    Record<string, string>
  >) {
    const client = await gateway.connect(headers);
    gateway.resetCalls();
    const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 7 } });
    expect(structured(result)).toMatchObject({ data: { numbers: { isPrime: true } } });
    expect(Object.keys(gateway.calls())).toEqual(['numbers']);
  }
});

test('a wrong API key is refused as UNAUTHENTICATED, with no upstream call', async () => {
  const client = await gateway.connect({ 'x-api-key': 'not-a-key-of-this-gateway' });
  gateway.resetCalls();
  const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 7 } });
  expect(result.isError).toBe(true);
  expect(structured(result).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(gateway.calls()).toEqual({});
});

test('each upstream receives only its own credential, and none reaches a tool result, an MCP error or a log', async () => {
  const client: Client = await gateway.connect({ 'x-api-key': EVERY_KEY, 'x-research-token': RESEARCH_CALLER_TOKEN });
  const seen: string[] = [];
  for (const call of EVERY_SERVICE) {
    const result = await client.callTool(call);
    expect({ tool: call.name, errors: structured(result).errors }).toEqual({ tool: call.name, errors: undefined });
    seen.push(JSON.stringify(result));
  }
  // Failures too: every upstream breaks, so error paths are part of the check.
  for (const running of Object.values(gateway.harness.sandbox.services))
    running!.faults.inject(
      { kind: 'status', status: 500, body: { error: 'boom', detail: 'upstream body' } },
      { times: 3 },
    );
  for (const call of EVERY_SERVICE) {
    const result = await client.callTool(call).catch((error: Error) => ({ rejected: error.message }));
    seen.push(JSON.stringify(result));
  }
  for (const running of Object.values(gateway.harness.sandbox.services)) running!.faults.clear();
  // An MCP error of the protocol itself, and a refused argument.
  seen.push(
    await client.callTool({ name: 'NoSuchTool' }).then(
      (result) => JSON.stringify(result),
      (error: Error) => error.message,
    ),
  );
  seen.push(JSON.stringify(await client.callTool({ name: 'NumberFacts', arguments: { number: 'x' } })));
  expect(seen.join('\n')).toContain('UPSTREAM_');
  expect(seen.join('\n')).not.toContain('upstream body');

  const recorder = gateway.harness.sandbox.service('automotive').recorder;
  const jwtParam = gateway.harness.config.automotive.jwtParam;
  const jwts = [...new Set(recorder.requests.flatMap((request) => request.query[jwtParam] ?? []))] as string[];
  expect(jwts.length).toBeGreaterThan(0);
  const sandboxes = Object.values(gateway.harness.sandbox.services).map((running) => running!);
  const everything = [...seen, ...gateway.harness.logs].join('\n');
  for (const [owner, credential] of credentialsByService(gateway.harness.config, jwts)) {
    for (const running of sandboxes) {
      expect({ credential, upstream: running.key, seen: running.recorder.sawValue(credential) }).toEqual({
        credential,
        upstream: running.key,
        seen: running.key === owner,
      });
    }
    expect(everything).not.toContain(credential);
  }
  for (const key of [EVERY_KEY, NUMBERS_KEY]) expect(everything).not.toContain(key);
});

test("a caller's own research token reaches the research upstream; without it, no other caller's is sent", async () => {
  const research = gateway.harness.sandbox.service('research').recorder;
  const withToken = await gateway.connect({ 'x-research-token': RESEARCH_CALLER_TOKEN });
  research.reset();
  await withToken.callTool({ name: 'ResearchPreprints', arguments: { first: 2 } });
  expect(research.count()).toBeGreaterThan(0);
  expect(
    research.requests.every((request) => request.headers.authorization === `Bearer ${RESEARCH_CALLER_TOKEN}`),
  ).toBe(true);
  const withoutToken = await gateway.connect({ 'x-api-key': EVERY_KEY });
  research.reset();
  await withoutToken.callTool({ name: 'ResearchPreprints', arguments: { first: 2 } });
  expect(research.count()).toBeGreaterThan(0);
  expect(research.sawValue(RESEARCH_CALLER_TOKEN)).toBe(false);
});

test('a listed mutation is a tool, not read-only', async () => {
  const client = await gateway.connect();
  const { tools } = await client.listTools();
  const pull = tools.find((tool) => tool.name === 'PullDrivingLicenceCertificate');
  expect(pull?.annotations?.readOnlyHint).toBe(false);
  const input = pull?.inputSchema.properties?.input as { properties: Record<string, unknown> };
  expect(input.properties.format).toMatchObject({
    enum: expect.arrayContaining(['XML', 'PDF']),
    default: 'XML',
  });
});

describe('the per-caller rate limit', () => {
  let limited: McpGateway;
  beforeAll(async () => {
    limited = await startMcpGateway({ services: ['numbers'], env: { RATE_LIMIT_PER_CALLER: '2' } });
  });
  afterAll(() => limited.close());

  test('counts tool calls as it counts GraphQL requests: the third is RATE_LIMITED, with no upstream call', async () => {
    const client = await limited.connect();
    for (const number of [2, 3]) {
      const result = await client.callTool({ name: 'NumberFacts', arguments: { number } });
      expect(result.isError).toBe(false);
    }
    limited.resetCalls();
    const third = await client.callTool({ name: 'NumberFacts', arguments: { number: 5 } });
    expect(third.isError).toBe(true);
    expect(structured(third).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(limited.calls()).toEqual({});
  });
});

describe('demand control', () => {
  let limited: McpGateway;
  beforeAll(async () => {
    limited = await startMcpGateway({
      services: ['messaging', 'numbers'],
      env: { MAX_UPSTREAM_CALLS_PER_OPERATION: '1' },
    });
  });
  afterAll(() => limited.close());

  test('refuse a tool whose operation would make too many upstream calls, before any call', async () => {
    const client = await limited.connect();
    limited.resetCalls();
    // The conversations and, batched, their participants: two calls estimated, over the limit of one.
    const refused = await client.callTool({ name: 'MessagingConversations', arguments: { first: 5 } });
    expect(refused.isError).toBe(true);
    expect(structured(refused).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'too-many-upstream-calls',
    });
    expect(limited.calls()).toEqual({});
  });
});
