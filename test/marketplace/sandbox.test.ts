// The Marketplace sandbox answers like the real API where the gateway does not look: a path the API does not have
// answers with the spec's `Error` body ({ type, message }), not the HTTP framework's own 404 body.
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { loadConfig } from '../../src/config/index.js';
import { MARKETPLACE_DEMO_KEY } from '../../sandbox/marketplace/index.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({ LOG_LEVEL: 'silent' })), ['marketplace']);
});
afterAll(() => sandbox.close());

test.each(['/orders/unknown/path', '/nothing', '/order/A-1/nope'])(
  '%s is a 404 in the API error shape',
  async (path) => {
    const response = await fetch(`${sandbox.service('marketplace').baseUrl}${path}`, {
      headers: { authorization: MARKETPLACE_DEMO_KEY },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['message', 'type']);
    expect(body.type).toBe('NOT_FOUND');
  },
);
