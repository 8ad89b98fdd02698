// The sandboxes of numbers, unpacker and content answer an unknown path in their upstream's own error shape
// (as the specs describe their errors), never in the HTTP framework's default 404 body.
import { loadConfig } from '../../src/config/index.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { CONTENT_DEMO_KEY } from '../../sandbox/content/index.js';
import { NUMBERS_DEMO_KEY } from '../../sandbox/numbers/index.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({})), ['numbers', 'unpacker', 'content']);
});
afterAll(() => sandbox.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('numbers: { error: { code, message } }', async () => {
  const base = sandbox.service('numbers').baseUrl;
  const { status, body } = await get(`${base}/numbers/no-such-thing`, { 'x-mathtools-api-secret': NUMBERS_DEMO_KEY });
  expect(status).toBe(404);
  expect(body).toEqual({ error: { code: 404, message: 'Not Found' } });
});

test('unpacker: { status, message }', async () => {
  const { status, body } = await get(`${sandbox.service('unpacker').baseUrl}/no-such-thing`);
  expect(status).toBe(404);
  expect(body).toEqual({ status: 404, message: 'Not Found' });
});

test('content: HubSpot { status, message, correlationId, category }', async () => {
  const base = sandbox.service('content').baseUrl;
  const { status, body } = await get(`${base}/cms/v3/no-such-thing?hapikey=${CONTENT_DEMO_KEY}`);
  expect(status).toBe(404);
  expect(body).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND' });
  expect(typeof body.correlationId).toBe('string');
  expect(body).not.toHaveProperty('statusCode');
});
