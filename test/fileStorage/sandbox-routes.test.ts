// The Azure sandboxes answer like ARM under either set of names (the brief's and the real API's), and a path they
// have no route for with ARM's error body `{ error: { code, message } }`, not the HTTP framework's.
import { loadConfig } from '../../src/config/index.js';
import { FILE_STORAGE_DEMO_TOKEN, FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { SCHEDULER_DEMO_TOKEN, SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';

describe.each([
  ['the brief’s names', { API_NAMES: 'brief' }, 'Provider.FileStorage/fileStorageAccounts', 'Provider.Scheduler'],
  ['the real API’s names (the default)', {}, 'Microsoft.NetApp/netAppAccounts', 'Microsoft.Scheduler'],
])('under %s', (_label, env, accounts, scheduler) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox(sandboxSettings(loadConfig({ LOG_LEVEL: 'silent', ...env })), [
      'fileStorage',
      'scheduler',
    ]);
  });
  afterAll(() => sandbox.close());

  const get = (service: 'fileStorage' | 'scheduler', path: string, token: string) =>
    fetch(
      `${sandbox.service(service).baseUrl}${path}?api-version=${service === 'fileStorage' ? '2019-05-01' : '2016-03-01'}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );

  test('the provider paths answer', async () => {
    const files = await get(
      'fileStorage',
      `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/storage-rg/providers/${accounts}`,
      FILE_STORAGE_DEMO_TOKEN,
    );
    expect(files.status).toBe(200);
    expect(((await files.json()) as { value: unknown[] }).value.length).toBeGreaterThan(0);
    const jobs = await get(
      'scheduler',
      `/subscriptions/${SCHEDULER_SUBSCRIPTION}/providers/${scheduler}/jobCollections`,
      SCHEDULER_DEMO_TOKEN,
    );
    expect(jobs.status).toBe(200);
  });

  test.each([
    ['fileStorage', FILE_STORAGE_DEMO_TOKEN],
    ['scheduler', SCHEDULER_DEMO_TOKEN],
  ] as const)('%s: an unknown route is a 404 with an ARM error body', async (service, token) => {
    const response = await get(service, '/subscriptions/no/such/route', token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NotFound', message: expect.stringContaining('/subscriptions/no/such/route') },
    });
  });
});
