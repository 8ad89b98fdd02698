// The tools an MCP client sees with MCP=true: the shipped operations as read-only tools with object input schemas
// (types, required, enums, input objects, lists, defaults, descriptions), paged by tools/list, answering with the
// GraphQL data as structuredContent that matches their outputSchema; mutations only when MCP_MUTATIONS lists them.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { SERVICE_KEYS } from '../../src/config/index.js';
import { listAllTools, nodes, startMcpGateway, structured, type McpGateway } from './support.js';

let gateway: McpGateway;
let client: Client;
let tools: Tool[];
let pages: number;

beforeAll(async () => {
  gateway = await startMcpGateway({ env: { MCP_TOOLS_PAGE_SIZE: '4' } });
  client = await gateway.connect();
  ({ tools, pages } = await listAllTools(client));
});
afterAll(() => gateway.close());

const tool = (name: string) => tools.find((candidate) => candidate.name === name)!;

test('initialize names the server and offers tools', () => {
  expect(client.getServerVersion()?.name).toBe('unified-graphql-gateway');
  expect(client.getServerCapabilities()?.tools).toBeDefined();
});

test('lists ten or more read-only tools with object input schemas, over several pages', () => {
  expect(tools.length).toBeGreaterThanOrEqual(10);
  expect(pages).toBe(Math.ceil(tools.length / 4));
  expect(new Set(tools.map((candidate) => candidate.name)).size).toBe(tools.length);
  for (const listed of tools) {
    expect(listed.inputSchema.type).toBe('object');
    expect(listed.annotations?.readOnlyHint).toBe(true);
    expect(listed.outputSchema?.type).toBe('object');
    expect(listed.description?.length).toBeGreaterThan(20);
  }
});

test('every read service of the gateway has at least one tool', () => {
  const described = tools.map((listed) => listed.description ?? '').join('\n');
  const readServices = SERVICE_KEYS.filter((key) => key !== 'unpacker' && key !== 'certificates');
  for (const key of readServices)
    expect({ key, covered: described.includes(`${key}.`) }).toEqual({ key, covered: true });
});

test('a description is the document comment and the schema descriptions of the fields it reads', () => {
  const valuation = tool('AutomotiveValuation').description!;
  expect(valuation).toContain('Values a vehicle from similar vehicles sold in an area');
  expect(valuation).toContain('automotive.valuation: Market value of vehicles like a VIN');
});

test('input schemas carry types, required, enums, input objects, lists, defaults and descriptions', () => {
  const valuation = tool('AutomotiveValuation').inputSchema as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(valuation.required).toEqual(['vin', 'area']);
  expect(valuation.additionalProperties).toBe(false);
  expect(valuation.properties.vin).toMatchObject({ type: 'string', description: expect.stringContaining('17') });
  expect(valuation.properties.sameYear).toMatchObject({ type: 'boolean', default: false });
  const area = valuation.properties.area;
  expect(area.type).toBe('object');
  expect(area.properties.mileageLow.type).toBe('integer');
  expect(area.properties.latitude.type).toBe('number');
  expect(area.properties.region.enum).toContain('REGION_STATE_CA');
  const search = tool('MessagingSearchConversations').inputSchema as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(search.properties.scope).toMatchObject({ type: 'string', default: 'ALL' });
  expect(search.properties.scope.enum).toEqual(expect.arrayContaining(['ALL']));
  expect(search.properties.term.description).toBe('The search term.');
  const conversations = tool('MessagingConversations').inputSchema as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(conversations.required).toBeUndefined();
  expect(conversations.properties.first).toMatchObject({ type: 'integer', default: 10 });
});

test('a mutation is not a tool unless listed', async () => {
  expect(tools.map((listed) => listed.name)).not.toContain('PullDrivingLicenceCertificate');
  const result = client.callTool({ name: 'PullDrivingLicenceCertificate', arguments: {} });
  await expect(result).rejects.toThrow(/Unknown tool: PullDrivingLicenceCertificate/);
});

test('a call answers the GraphQL data as structuredContent, checked by the client against the outputSchema', async () => {
  gateway.resetCalls();
  const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 1999 } });
  expect(result.isError).toBe(false);
  const { data, errors } = structured(result);
  expect(errors).toBeUndefined();
  expect(data!.numbers.isPrime).toBe(true);
  expect(data!.numbers.fact.fact).toContain('1999');
  expect(data!.numbers.romanNumeral.text).toBe('MCMXCIX');
  // The same JSON as text, for hosts that read only content.
  expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text)).toEqual(structured(result));
  expect(gateway.calls()).toEqual({ numbers: 4 });
});

test('paging arguments and defaults reach the operation', async () => {
  const first = structured(await client.callTool({ name: 'ContentDomains', arguments: { first: 2 } }));
  const page = first.data!.content.domains;
  expect(nodes(page)).toHaveLength(2);
  expect(page.pageInfo.hasNextPage).toBe(true);
  const next = structured(
    await client.callTool({ name: 'ContentDomains', arguments: { first: 2, after: page.pageInfo.endCursor } }),
  );
  const seen = nodes(page).map((domain) => domain.upstreamId);
  for (const domain of nodes(next.data!.content.domains)) expect(seen).not.toContain(domain.upstreamId);
});
