// An upstream the gateway cannot reach (refused, unknown host, connection reset) is one warn line naming the
// service, host:port and the system's cause code: what an operator needs first, and never a credential, a query
// string or a body.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { startHarness, type Harness } from '../support/harness.js';

const NUMBERS_KEY = 'numbers-secret-3f9a1c';
const CONTENT_KEY = 'content-secret-77b2e0';

let harness: Harness;
let refusedPort: number;

beforeAll(async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  refusedPort = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  harness = await startHarness({
    services: ['content'],
    env: {
      NUMBERS_BASE_URL: `http://127.0.0.1:${refusedPort}`,
      NUMBERS_API_KEY: NUMBERS_KEY,
      RESEARCH_BASE_URL: 'https://no-such-host.invalid/v2',
      CONTENT_API_KEY: CONTENT_KEY,
      GATEWAY_ANONYMOUS_SCOPES: 'numbers,content,research',
      NUMBERS_RETRIES: '0',
      RESEARCH_RETRIES: '0',
      CONTENT_RETRIES: '0',
    },
  });
});
afterAll(() => harness.close());

interface LogLine {
  msg: string;
  service?: string;
  host?: string;
  cause?: string;
}

const unreachable = () =>
  harness.logs.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'upstream unreachable');

test('refused, unknown host and reset: service, host:port and cause, nothing secret', async () => {
  harness.sandbox.service('content').faults.inject({ kind: 'reset' });
  const contentPort = new URL(harness.sandbox.service('content').baseUrl).port;
  const result = await harness.query(`{
    numbers { isPrime(number: 7) }
    research { preprints(first: 1) { edges { node { id } } } }
    content { domains(first: 2, after: null) { totalCount } }
  }`);
  expect(result.errors?.map((error) => error.extensions?.code)).toEqual([
    'UPSTREAM_UNAVAILABLE',
    'UPSTREAM_UNAVAILABLE',
    'UPSTREAM_UNAVAILABLE',
  ]);

  const lines = unreachable();
  expect(lines.find((line) => line.service === 'numbers')).toMatchObject({
    host: `127.0.0.1:${refusedPort}`,
    cause: 'ECONNREFUSED',
  });
  expect(lines.find((line) => line.service === 'research')).toMatchObject({ host: 'no-such-host.invalid:443' });
  expect(lines.find((line) => line.service === 'research')?.cause).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
  expect(lines.find((line) => line.service === 'content')).toMatchObject({
    host: `127.0.0.1:${contentPort}`,
    cause: 'ECONNRESET',
  });

  const text = harness.logs.join('\n');
  for (const secret of [NUMBERS_KEY, CONTENT_KEY]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/hapikey|\?/);
});

test('an upstream that answers with an error status is no unreachable line', async () => {
  harness.sandbox.service('content').faults.clear();
  harness.sandbox.service('content').faults.inject({ kind: 'status', status: 503 }, { times: 1 });
  const before = unreachable().length;
  await harness.query('{ content { domain(domainId: "3210329704") { domain } } }');
  expect(unreachable()).toHaveLength(before);
  const failed = harness.logs
    .map((line) => JSON.parse(line) as LogLine)
    .filter((l) => l.msg === 'upstream call failed');
  expect(failed.at(-1)).toMatchObject({ service: 'content' });
  expect(failed.at(-1)).not.toHaveProperty('cause');
});
