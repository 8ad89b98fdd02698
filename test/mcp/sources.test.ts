// Where the tools come from: a folder named by MCP_OPERATIONS, or the trusted-documents manifest (tools run by
// their document's id, and only manifest documents exist as tools); MCP_GENERIC_TOOLS adds search_schema and
// run_query; an operations folder the schema does not validate leaves /mcp answering 503 with the reason, logged.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listAllTools, startMcpGateway, structured, type McpGateway } from './support.js';

const MANIFEST = 'examples/client/src/gql/persisted-documents.json';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-mcp-operations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('a folder named by MCP_OPERATIONS', () => {
  let gateway: McpGateway;
  beforeAll(async () => {
    const dir = folder({
      'primes.graphql': [
        '# Whether a number is prime.',
        'query IsPrime($number: Int!) { numbers { isPrime(number: $number) } }',
        'fragment Fact on NumberFact { fact }',
        '# A fact about a number.',
        'query Fact($number: Int!) { numbers { fact(number: $number) { ...Fact } } }',
        'subscription Ignored($id: ID!) { fileStorageOperation(operationId: $id) { __typename } }',
      ].join('\n'),
      'notes.txt': 'not an operation',
    });
    gateway = await startMcpGateway({ services: ['numbers'], env: { MCP_OPERATIONS: dir } });
  });
  afterAll(() => gateway.close());

  test('makes its operations the tools, each with its own comment, fragments included', async () => {
    const client = await gateway.connect();
    const { tools } = await listAllTools(client);
    expect(tools.map((tool) => tool.name)).toEqual(['IsPrime', 'Fact']);
    expect(tools[0]!.description).toMatch(/^Whether a number is prime\./);
    expect(tools[1]!.description).toMatch(/^A fact about a number\./);
    const fact = await client.callTool({ name: 'Fact', arguments: { number: 12 } });
    expect(structured(fact).data!.numbers.fact.fact).toContain('12');
    expect(gateway.harness.logs.join('\n')).toContain('is a subscription');
  });
});

describe('the trusted-documents manifest', () => {
  let gateway: McpGateway;
  beforeAll(async () => {
    gateway = await startMcpGateway({ env: { PERSISTED_DOCUMENTS: MANIFEST } });
  });
  afterAll(() => gateway.close());

  test('is the default source with trusted documents on: its operations are the tools, run by id', async () => {
    const client = await gateway.connect();
    const { tools } = await listAllTools(client);
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['Dashboard', 'RecentConversations', 'NumberFacts', 'ResearchNodes']),
    );
    expect(tools.map((tool) => tool.name)).not.toContain('MarketplaceOrders');
    const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 8191 } });
    expect(result.isError).toBe(false);
    expect(JSON.stringify(structured(result).data)).toContain('8191');
  });
});

describe('MCP_GENERIC_TOOLS=true', () => {
  let gateway: McpGateway;
  beforeAll(async () => {
    gateway = await startMcpGateway({ services: ['numbers', 'marketplace'], env: { MCP_GENERIC_TOOLS: 'true' } });
  });
  afterAll(() => gateway.close());

  test('search_schema finds fields with their arguments', async () => {
    const client = await gateway.connect();
    const found = await client.callTool({ name: 'search_schema', arguments: { text: 'roman numeral' } });
    const matches = structured(found).data!.matches as Array<{ coordinate: string; arguments?: unknown[] }>;
    expect(matches.map((match) => match.coordinate)).toContain('NumbersQuery.romanNumeral');
  });

  test('run_query runs a valid query through the same door, and refuses invalid ones and mutations', async () => {
    const client = await gateway.connect();
    const ran = await client.callTool({
      name: 'run_query',
      arguments: { query: 'query ($n: Int!) { numbers { isPrime(number: $n) } }', variables: { n: 13 } },
    });
    expect(structured(ran).data).toEqual({ numbers: { isPrime: true } });
    gateway.resetCalls();
    for (const query of [
      '{ numbers { notAField } }',
      '{ numbers { isPrime(number: 3) }',
      'mutation { cancelMarketplaceOrder(orderId: "1") { orderId } }',
    ]) {
      const refused = await client.callTool({ name: 'run_query', arguments: { query } });
      expect({ query, isError: refused.isError, code: structured(refused).errors?.[0]?.extensions?.code }).toEqual({
        query,
        isError: true,
        code: 'BAD_USER_INPUT',
      });
    }
    expect(gateway.calls()).toEqual({});
  });
});

describe('an operations folder the schema does not validate', () => {
  let gateway: McpGateway;
  beforeAll(async () => {
    const dir = folder({ 'broken.graphql': 'query Broken { numbers { noSuchField } }' });
    gateway = await startMcpGateway({ services: ['numbers'], env: { MCP_OPERATIONS: dir } });
  });
  afterAll(() => gateway.close());

  test('leaves /mcp answering 503 with the file and the reason, logged; /graphql is unaffected', async () => {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain('broken.graphql: Cannot query field "noSuchField"');
    expect(gateway.harness.logs.join('\n')).toContain('MCP: the tools could not be loaded');
    const graphql = await gateway.harness.query('{ numbers { isPrime(number: 5) } }');
    expect(graphql.data).toEqual({ numbers: { isPrime: true } });
  });
});
