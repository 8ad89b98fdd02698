// Bad input at /mcp: an unknown tool, wrong or missing arguments, an oversized body, malformed JSON-RPC, a session
// id that does not exist, one session too many, a session left idle. Each gets a clear MCP/JSON-RPC error, no
// upstream is called, and the gateway goes on answering.
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startMcpGateway, structured, type McpGateway } from './support.js';

let gateway: McpGateway;
let client: Client;

beforeAll(async () => {
  gateway = await startMcpGateway({
    services: ['numbers', 'automotive'],
    env: { MCP_MAX_SESSIONS: '3', MAX_REQUEST_BODY_BYTES: '20000' },
  });
  client = await gateway.connect();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.resetCalls());
afterEach(() => expect(gateway.calls()).toEqual({}));

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });

test('an unknown tool is a JSON-RPC invalid-params error', async () => {
  await expect(client.callTool({ name: 'NoSuchTool', arguments: {} })).rejects.toMatchObject({
    code: -32602,
    message: expect.stringContaining('Unknown tool: NoSuchTool'),
  });
});

test('a missing required argument is a tool error naming it, with code BAD_USER_INPUT', async () => {
  const result = await client.callTool({ name: 'NumberFacts', arguments: {} });
  expect(result.isError).toBe(true);
  const { errors } = structured(result);
  expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(errors?.[0]?.message).toMatch(/NumberFacts.*number/);
});

test('an argument of the wrong type, an unknown argument and a value outside an enum are refused', async () => {
  for (const args of [{ number: 'seven' }, { number: 7, extra: true }, { number: 7.5 }]) {
    const result = await client.callTool({ name: 'NumberFacts', arguments: args });
    expect({ args, isError: result.isError, code: structured(result).errors?.[0]?.extensions?.code }).toEqual({
      args,
      isError: true,
      code: 'BAD_USER_INPUT',
    });
  }
  const region = await client.callTool({
    name: 'AutomotiveValuation',
    arguments: { vin: '1FTFW1ET5DFC10312', area: { region: 'ATLANTIS' } },
  });
  expect(structured(region).errors?.[0]?.message).toMatch(/area\/region|must be equal to one of the allowed values/);
});

test('a value GraphQL refuses after the schema check is its coded error, before any upstream call', async () => {
  // 2^31 passes the JSON Schema's integer but not GraphQL's Int.
  const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 2 ** 31 } });
  expect(result.isError).toBe(true);
  expect(structured(result).errors?.[0]?.message).toContain('Int cannot represent');
});

test('an oversized request is refused with 413 before it is parsed', async () => {
  const huge = 'x'.repeat(30_000);
  await expect(client.callTool({ name: 'AutomotiveVinDecode', arguments: { vin: huge } })).rejects.toMatchObject({
    code: 413,
    message: expect.stringContaining('Payload Too Large: Request body must not exceed 20000 bytes'),
  });
});

test('malformed JSON and a message that is not JSON-RPC get JSON-RPC errors', async () => {
  const session = { 'mcp-session-id': (client.transport as StreamableHTTPClientTransport).sessionId! };
  const parseError = await post('{"jsonrpc": "2.0", "method": ', session);
  expect(parseError.status).toBe(400);
  expect(((await parseError.json()) as { error: { code: number } }).error.code).toBe(-32700);
  const invalid = await post(JSON.stringify({ hello: 'world' }), session);
  expect(invalid.status).toBe(400);
  expect(((await invalid.json()) as { error: { code: number } }).error.code).toBeLessThan(-32000);
});

test('a session id that does not exist is 404 "Session not found"', async () => {
  const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), {
    'mcp-session-id': '00000000-0000-4000-8000-000000000000',
    'mcp-protocol-version': '2025-06-18',
  });
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: -32001, message: 'Session not found' } });
});

test('a request without a session that is not an initialize opens none', async () => {
  const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
  expect(response.status).toBe(400);
  const { sessions } = (await response.json()) as { sessions?: unknown };
  expect(sessions).toBeUndefined();
});

test('sessions are capped: one more initialize is 503 until a session ends', async () => {
  const second = await gateway.connect();
  const third = await gateway.connect();
  await expect(gateway.connect()).rejects.toMatchObject({
    code: 503,
    message: expect.stringContaining('Too many open sessions'),
  });
  await (third.transport as StreamableHTTPClientTransport).terminateSession();
  const again = await gateway.connect();
  expect((await again.listTools()).tools.length).toBeGreaterThan(0);
  await (second.transport as StreamableHTTPClientTransport).terminateSession();
});

test('after all of it the gateway still answers a valid call', async () => {
  const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 7 } });
  expect(result.isError).toBe(false);
  expect(structured(result).data!.numbers.isPrime).toBe(true);
  gateway.resetCalls();
});

describe('an idle session', () => {
  let idle: McpGateway;
  beforeAll(async () => {
    idle = await startMcpGateway({ services: ['numbers'], env: { MCP_SESSION_IDLE_MS: '1000' } });
  });
  afterAll(() => idle.close());

  test('is closed after MCP_SESSION_IDLE_MS: its id is then unknown', async () => {
    const session = await idle.connect();
    expect((await session.listTools()).tools.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expect(session.listTools()).rejects.toThrow(/404|Session not found/);
  });
});
