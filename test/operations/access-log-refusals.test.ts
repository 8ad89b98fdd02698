// Every request the gateway answers has its access line, also one refused before GraphQL sees it or answered beside
// GraphQL: read from the log of the production bundle (`npm run serve`'s command), one real request per kind. Each
// line carries the status the caller got and the request id of its `x-request-id` response header (most of these
// requests send none: the gateway's own id is the one logged), and no credential, variable, query string, path
// secret or body. Probes (/health, /readiness, a served /metrics) write none.
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { structured } from '../mcp/support.js';
import { sandboxEnv } from '../replicas/replicas.js';
import { spawnGateway, withEveryBaseUrl, type GatewayProcess } from '../support/gateway-process.js';

const MAX_BODY = 4096;
const METRICS_TOKEN = 'access-log-metrics-token-0123456789';
const PER_CALLER = 20;
const ALLOWED_ORIGIN = 'https://app.example.com';
/** What a caller sends that no log line may hold: a credential, a variable, a query string, a path secret, a body. */
const SECRETS = {
  token: 'caller-token-that-stays-out-of-logs',
  variable: 'variable-value-that-stays-out-of-logs',
  query: 'query-string-value-that-stays-out-of-logs',
  path: 'path-secret-that-stays-out-of-logs',
  body: 'body-text-that-stays-out-of-logs',
};

let sandbox: Sandbox;
let gateway: GatewayProcess;
let port: number;

beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({})), ['numbers']);
  gateway = spawnGateway({
    runtime: 'bundle',
    env: withEveryBaseUrl({
      ...sandboxEnv(sandbox),
      PORT: '0',
      LOG_LEVEL: 'info',
      MCP: 'true',
      GRAPHIQL: 'true',
      CORS_ORIGINS: ALLOWED_ORIGIN,
      MAX_REQUEST_BODY_BYTES: String(MAX_BODY),
      RATE_LIMIT_PER_CALLER: String(PER_CALLER),
      // The rate-limit case is a caller of its own, by the address a load balancer saw.
      TRUSTED_PROXY_HOPS: '1',
      // /metrics on the public port, for who has the token.
      METRICS_TOKEN,
    }),
  });
  port = await gateway.ready();
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

interface Answer {
  status: number;
  requestId: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request over node:http, which sends any Host, method and body as given. */
function send(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { 'x-messaging-token': SECRETS.token, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            requestId: String(response.headers['x-request-id'] ?? ''),
            body: text,
            headers: response.headers,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = (payload: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});
const PRIME = {
  query: 'query Prime($n: Int!) { numbers { isPrime(number: $n) } }',
  variables: { n: 7, note: SECRETS.variable },
};

/** The access lines of a request id, once there is one; then the same id's lines again a moment later. */
async function accessLinesOf(requestId: string) {
  expect(requestId).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  await gateway.waitFor(new RegExp(`"requestId":"${requestId}".*"msg":"request"`), 10_000);
  return gateway.logLines().filter((line) => line.msg === 'request' && line.requestId === requestId);
}

/** The codes of a JSON answer's errors, as the access line lists them; none for any other answer. */
function codesOf(body: string): string[] | undefined {
  let parsed: { errors?: Array<{ extensions?: { code?: string } }> };
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const codes = [...new Set((parsed.errors ?? []).map((error) => error.extensions?.code ?? 'UNCODED'))];
  return codes.length ? codes : undefined;
}

/**
 * The request's one access line: its status, id and error codes are the answer's; nothing the caller sent is in
 * the log.
 */
async function expectOneLine(answer: Answer, expected: Record<string, unknown>) {
  const lines = await accessLinesOf(answer.requestId);
  expect(lines).toEqual([
    expect.objectContaining({
      level: 30,
      requestId: answer.requestId,
      status: answer.status,
      durationMs: expect.any(Number),
      ...expected,
    }),
  ]);
  expect(lines[0]!.errorCodes).toEqual(codesOf(answer.body));
  for (const secret of Object.values(SECRETS)) expect(gateway.stdout()).not.toContain(secret);
  // A caller's refused request is no alarm: nothing at warn or above since the gateway was ready.
  const all = gateway.logLines();
  const ready = all.findIndex((line) => String(line.msg).startsWith('Gateway ready'));
  expect(all.slice(ready + 1).filter((line) => (line.level as number) >= 40)).toEqual([]);
  return lines[0]!;
}

test('a Host the gateway does not serve: 403, one line with FORBIDDEN', async () => {
  const answer = await send(`/graphql?token=${SECRETS.query}`, {
    ...json(PRIME),
    headers: { 'content-type': 'application/json', host: 'rebound.attacker.example' },
  });
  expect(answer.status).toBe(403);
  await expectOneLine(answer, { method: 'POST', path: '/graphql', errorCodes: ['FORBIDDEN'], upstreamCalls: 0 });
});

test.each([
  ['a Host header', '/graphql', 'exa mple:4000'],
  ['an absolute request target', 'http://[bad/graphql', undefined],
])(
  '%s no URL can be made of: a coded 400 with the security headers, one line, no stack trace',
  async (_what, path, host) => {
    const answer = await send(path, {
      ...json(PRIME),
      headers: { 'content-type': 'application/json', 'x-request-id': 'malformed-target-1', ...(host ? { host } : {}) },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          message: expect.stringContaining('no valid URL'),
          extensions: { code: 'BAD_REQUEST', reason: 'malformed-request-target' },
        },
      ],
    });
    expect(answer.body).not.toMatch(/at |node_modules|dist\//);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-request-id': 'malformed-target-1',
    });
    await expectOneLine(answer, { method: 'POST', path: 'other', errorCodes: ['BAD_REQUEST'], upstreamCalls: 0 });
    // The next request on a fresh connection is served as ever.
    expect((await send('/graphql', json(PRIME))).status).toBe(200);
  },
);

test('a foreign origin without a preflight: 403, one line with FORBIDDEN', async () => {
  const answer = await send('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    body: JSON.stringify(PRIME),
  });
  expect(answer.status).toBe(403);
  await expectOneLine(answer, { method: 'POST', path: '/graphql', errorCodes: ['FORBIDDEN'] });
});

test('a CORS preflight, answered by Yoga before any plugin: one line', async () => {
  const answer = await send('/graphql', {
    method: 'OPTIONS',
    headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
  });
  expect(answer.status).toBe(204);
  await expectOneLine(answer, { method: 'OPTIONS', path: '/graphql' });
});

test('the GraphiQL page, answered by Yoga before any plugin: one line', async () => {
  const answer = await send('/graphql', { headers: { accept: 'text/html' } });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('<html');
  await expectOneLine(answer, { method: 'GET', path: '/graphql' });
});

test('a body over MAX_REQUEST_BODY_BYTES: 413, one line with its code', async () => {
  const answer = await send(
    '/graphql',
    json({ ...PRIME, variables: { n: 7, padding: SECRETS.body.repeat(MAX_BODY / SECRETS.body.length + 1) } }),
  );
  expect(answer.status).toBe(413);
  // The code the caller got (BAD_USER_INPUT, with `maxBodyBytes`).
  await expectOneLine(answer, { method: 'POST', path: '/graphql', errorCodes: ['BAD_USER_INPUT'] });
});

test('malformed JSON: 400, one line with its code', async () => {
  const answer = await send('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"query": "{ numbers { isPrime(number: 7) } }", "variables": {"note": "${SECRETS.variable}"`,
  });
  expect(answer.status).toBe(400);
  const line = await expectOneLine(answer, { method: 'POST', path: '/graphql' });
  expect(line.errorCodes).toHaveLength(1);
});

test('a multipart request without the CSRF header: 403, one line with FORBIDDEN', async () => {
  const boundary = 'access-log-csrf';
  const answer = await send('/graphql', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body:
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(PRIME)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
  });
  expect(answer.status).toBe(403);
  await expectOneLine(answer, { method: 'POST', path: '/graphql', errorCodes: ['FORBIDDEN'] });
});

test('a path the gateway does not serve: 404, one line that does not echo the path', async () => {
  const answer = await send(`/no/such/${SECRETS.path}?key=${SECRETS.query}`);
  expect(answer.status).toBe(404);
  await expectOneLine(answer, { method: 'GET', path: 'other' });
});

test('a mutation sent with GET: 405, one line', async () => {
  const query = encodeURIComponent('mutation { __typename }');
  const variables = encodeURIComponent(JSON.stringify({ note: SECRETS.variable }));
  const answer = await send(`/graphql?query=${query}&variables=${variables}`, {
    headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
  });
  expect(answer.status).toBe(405);
  await expectOneLine(answer, { method: 'GET', path: '/graphql' });
});

test('a method the endpoint does not take: 405, one line', async () => {
  const answer = await send('/graphql', { ...json(PRIME), method: 'PUT' });
  expect(answer.status).toBe(405);
  await expectOneLine(answer, { method: 'PUT', path: '/graphql' });
});

test('rate limited: 429, one line with RATE_LIMITED', async () => {
  const from = { 'x-forwarded-for': '203.0.113.7' };
  let answer: Answer;
  for (let n = 0; ; n += 1) {
    answer = await send('/graphql', { ...json(PRIME), headers: { 'content-type': 'application/json', ...from } });
    if (answer.status === 429 || n > PER_CALLER) break;
  }
  expect(answer.status).toBe(429);
  await expectOneLine(answer, { method: 'POST', path: '/graphql', errorCodes: ['RATE_LIMITED'] });
});

test('a messaging webhook delivery: one line, its secret not shown', async () => {
  const answer = await send(`/webhooks/messaging/${SECRETS.path}`, json({ type: 'CONVERSATION.ADD_ITEM' }));
  expect(answer.status).toBe(404);
  await expectOneLine(answer, { method: 'POST', path: '/webhooks/messaging/{secret}' });
});

test('/mcp: one line per request, and a tool call’s GraphQL request its own, with the same id, via mcp', async () => {
  const answers: Array<{ method: string; status: number; requestId: string; toolCall: boolean }> = [];
  const client = new Client({ name: 'access-log-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), {
      requestInit: { headers: { 'x-messaging-token': SECRETS.token } },
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        answers.push({
          method: init?.method ?? 'GET',
          status: response.status,
          requestId: response.headers.get('x-request-id') ?? '',
          toolCall: String(init?.body ?? '').includes('"tools/call"'),
        });
        return response;
      },
    }),
  );
  const result = structured(await client.callTool({ name: 'NumberFacts', arguments: { number: 1999 } }));
  expect(result.errors).toBeUndefined();
  await client.close();
  expect(answers.length).toBeGreaterThan(1);
  for (const answer of answers) {
    const lines = await accessLinesOf(answer.requestId);
    const own = lines.filter((line) => line.path === '/mcp');
    expect(own).toEqual([expect.objectContaining({ method: answer.method, status: answer.status })]);
    // The tool call's GraphQL request is the gateway's own, on the MCP request's behalf.
    expect(lines.filter((line) => line.path !== '/mcp')).toEqual(
      answer.toolCall
        ? [expect.objectContaining({ path: '/graphql', via: 'mcp', status: 200, operationName: 'NumberFacts' })]
        : [],
    );
  }
  for (const secret of Object.values(SECRETS)) expect(gateway.stdout()).not.toContain(secret);
}, 30_000);

test('probes write no line (/health, /readiness, a served /metrics); a refused /metrics writes one', async () => {
  const probes = [
    await send('/health'),
    await send('/readiness'),
    await send('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
  ];
  for (const probe of probes) expect(probe.status).toBe(200);
  // Without the token: refused, which is worth a line.
  const refused = await send('/metrics', { headers: { authorization: `Bearer ${SECRETS.token}` } });
  expect(refused.status).toBe(401);
  await expectOneLine(refused, { method: 'GET', path: '/metrics' });
  expect(gateway.stdout()).not.toContain(METRICS_TOKEN);
  // Lines are written in order: once the line of the request after them is there, theirs would be too.
  for (const probe of probes) {
    expect(probe.requestId).not.toBe('');
    expect(gateway.logLines().filter((line) => line.requestId === probe.requestId)).toEqual([]);
  }
});

test('a caller’s own x-request-id is the one answered and logged, for a refusal too', async () => {
  const answer = await send('/graphql', {
    ...json(PRIME),
    headers: { 'content-type': 'application/json', host: 'rebound.attacker.example', 'x-request-id': 'caller-id-1' },
  });
  expect(answer).toMatchObject({ status: 403, requestId: 'caller-id-1' });
  await expectOneLine(answer, { status: 403, errorCodes: ['FORBIDDEN'] });
});
