// The Automotive sandbox answers like the real API (a FastAPI app) where the gateway does not look: a path the API
// does not have is FastAPI's 404 body, not the HTTP framework's; lot statistics name the variance as the spec does.
import { loadConfig } from '../../src/config/index.js';
import { AUTOMOTIVE_DEMO } from '../../sandbox/automotive/index.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';

let sandbox: Sandbox;
let base: string;
beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({ LOG_LEVEL: 'silent' })), ['automotive']);
  base = sandbox.service('automotive').baseUrl;
});
afterAll(() => sandbox.close());

async function token(): Promise<string> {
  const query = new URLSearchParams({ apiID: AUTOMOTIVE_DEMO.apiId, apiKey: AUTOMOTIVE_DEMO.apiKey });
  const response = await fetch(`${base}/getToken?${query}`);
  return ((await response.json()) as { token: string }).token;
}

test.each(['/nothing', '/getBrands/extra', '/listings3'])('%s is a 404 with FastAPI body', async (path) => {
  const response = await fetch(`${base}${path}?jwt=${await token()}`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ detail: 'Not Found' });
});

test('daysSupply names the population variance pVar, as the spec describes it', async () => {
  const response = await fetch(`${base}/daysSupply?brandName=Ford&regionName=REGION_STATE_CA&jwt=${await token()}`);
  const body = (await response.json()) as { data: Record<string, unknown> };
  expect(Object.keys(body.data).sort()).toEqual(['average', 'median', 'pVar', 'stdDev', 'wholeRegionAverage']);
});
