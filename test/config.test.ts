// Configuration: typed defaults, one clear line for a bad value, and the server refusing to start on it.
import { ConfigError, SERVICE_KEYS, loadConfig, loadSandboxListen } from '../src/config/index.js';
import { runGateway, spawnGateway } from './support/gateway-process.js';

test('defaults: port 4000, every service sandboxed, the real APIs’ names', () => {
  const config = loadConfig({});
  expect(config.port).toBe(4000);
  expect(Object.values(config.services).every((service) => service.sandboxed && !service.baseUrl)).toBe(true);
  expect(Object.values(config.services).every((service) => service.apiNames === 'real')).toBe(true);
  expect(config.services.numbers.credential.placement).toEqual({ in: 'header', name: 'X-Mathtools-Api-Secret' });
  expect(config.services.certificates.credential.placement).toEqual({ in: 'header', name: 'X-APISETU-APIKEY' });
  expect(config.certificates.clientIdHeader).toBe('X-APISETU-CLIENTID');
  expect(config.services.content.credential.placement).toEqual({ in: 'query', name: 'hapikey' });
  expect(config.fileStorage.providerPath).toBe('Microsoft.NetApp/netAppAccounts');
  expect(config.scheduler.providerNamespace).toBe('Microsoft.Scheduler');
  // Where the names agree, there is one set.
  expect(config.services.marketplace.credential.placement).toEqual({ in: 'header', name: 'authorization' });
});

test('a base URL points the service at a real upstream', () => {
  const config = loadConfig({ NUMBERS_BASE_URL: 'https://api.math.tools/', NUMBERS_TIMEOUT_MS: '2500' });
  expect(config.services.numbers).toMatchObject({
    baseUrl: 'https://api.math.tools',
    sandboxed: false,
    timeoutMs: 2500,
  });
});

test.each([
  ['NUMBERS_BASE_URL', 'not a url'],
  ['NUMBERS_BASE_URL', 'ftp://example.com'],
  ['NUMBERS_BASE_URL', 'https://example.com/?apikey=1'],
  ['PORT', 'eighty'],
  ['NUMBERS_TIMEOUT_MS', '0'],
  ['NUMBERS_API_KEY_HEADER', 'bad header'],
  ['LOG_LEVEL', 'loud'],
  ['API_NAMES', 'azure'],
  ['NUMBERS_API_NAMES', 'Real'],
  ['CONTENT_API_KEY_IN', 'header'],
])('%s=%s is refused with a message naming the variable', (variable, value) => {
  expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
  try {
    loadConfig({ [variable]: value });
  } catch (error) {
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect((error as Error).message).not.toContain('\n');
  }
});

test('API_NAMES=brief keeps the brief’s names for every service where they differ from the real API', () => {
  const config = loadConfig({ API_NAMES: 'brief' });
  expect(config.services.numbers.credential.placement).toEqual({ in: 'header', name: 'X-Numbers-Api-Secret' });
  expect(config.services.certificates.credential.placement).toEqual({ in: 'header', name: 'X-GATEWAY-APIKEY' });
  expect(config.services.content.credential.placement).toEqual({ in: 'query', name: 'apikey' });
  expect(config.fileStorage.providerPath).toBe('Provider.FileStorage/fileStorageAccounts');
  expect(config.scheduler.providerNamespace).toBe('Provider.Scheduler');
  // Where the names agree, nothing changes.
  expect(config.services.marketplace.credential.placement).toEqual({ in: 'header', name: 'authorization' });
  expect(Object.values(config.services).every((service) => service.apiNames === 'brief')).toBe(true);
});

test('the per-service setting wins over API_NAMES, and an explicit name variable over both', () => {
  const config = loadConfig({
    API_NAMES: 'real',
    NUMBERS_API_NAMES: 'brief',
    CERTIFICATES_API_KEY_HEADER: 'X-Custom-Key',
    SCHEDULER_API_NAMES: 'brief',
    FILE_STORAGE_PROVIDER_PATH: 'Other.Provider/accounts',
  });
  expect(config.services.numbers.credential.placement).toEqual({ in: 'header', name: 'X-Numbers-Api-Secret' });
  expect(config.services.certificates.credential.placement).toEqual({ in: 'header', name: 'X-Custom-Key' });
  expect(config.scheduler.providerNamespace).toBe('Provider.Scheduler');
  expect(config.fileStorage.providerPath).toBe('Other.Provider/accounts');
  expect(config.services.content.credential.placement).toEqual({ in: 'query', name: 'hapikey' });
  const one = loadConfig({ CONTENT_API_NAMES: 'brief' });
  expect(one.services.content.credential.placement).toEqual({ in: 'query', name: 'apikey' });
  expect(one.services.numbers.credential.placement).toEqual({ in: 'header', name: 'X-Mathtools-Api-Secret' });
  const back = loadConfig({ API_NAMES: 'brief', CONTENT_API_NAMES: 'real' });
  expect(back.services.content.credential.placement).toEqual({ in: 'query', name: 'hapikey' });
  expect(back.services.numbers.credential.placement).toEqual({ in: 'header', name: 'X-Numbers-Api-Secret' });
});

test('CONTENT_API_KEY_IN=bearer sends the HubSpot key as a bearer token', () => {
  const config = loadConfig({ CONTENT_API_KEY_IN: 'bearer' });
  expect(config.services.content.credential.placement).toEqual({
    in: 'header',
    name: 'Authorization',
    scheme: 'Bearer',
  });
});

test('start-up logs which names each service uses, one line per service, without a secret', async () => {
  // Ended by stop() below, or with this file whatever happens (test/support/gateway-process.ts).
  const gateway = spawnGateway({ env: { PORT: '0', NUMBERS_API_KEY: 'numbers-secret-value' } });
  await gateway.ready();
  await gateway.stop();
  const output = gateway.output();
  const lines = output
    .split('\n')
    .filter((line) => line.includes('"upstream names"'))
    .map((line) => JSON.parse(line) as Record<string, string>);
  expect(lines.map((line) => line.service).sort()).toEqual([...SERVICE_KEYS].sort());
  expect(lines.find((line) => line.service === 'numbers')).toMatchObject({
    apiNames: 'real',
    credential: 'header X-Mathtools-Api-Secret',
  });
  expect(lines.find((line) => line.service === 'fileStorage')).toMatchObject({
    provider: 'Microsoft.NetApp/netAppAccounts',
  });
  expect(output).not.toContain('numbers-secret-value');
}, 60_000);

test.each([
  [{ CERTIFICATES_API_KEY: 'setu-key' }, 'CERTIFICATES_CLIENT_ID is required when CERTIFICATES_API_KEY is set'],
  [{ CERTIFICATES_CLIENT_ID: 'setu-client' }, 'CERTIFICATES_API_KEY is required when CERTIFICATES_CLIENT_ID is set'],
])('API Setu needs its key and its client id together: %j is refused naming the other', (env, message) => {
  expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${message} `));
  expect(() => loadConfig({ ...env, API_NAMES: 'brief' })).toThrow(ConfigError);
  const both = loadConfig({ CERTIFICATES_API_KEY: 'setu-key', CERTIFICATES_CLIENT_ID: 'setu-client' });
  expect(both.certificates.clientId).toBe('setu-client');
});

test('a certificates key without its client id stops start-up with one line, and no secret', async () => {
  const result = await runGateway({ env: { CERTIFICATES_API_KEY: 'setu-secret-value' } });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'Invalid configuration: CERTIFICATES_CLIENT_ID is required when CERTIFICATES_API_KEY is set (API Setu needs both)',
  ]);
  expect(result.stdout + result.stderr).not.toContain('setu-secret-value');
}, 60_000);

test('a malformed NUMBERS_BASE_URL stops start-up with a one-line message', async () => {
  const result = await runGateway({ env: { NUMBERS_BASE_URL: 'htp:/broken' } });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'Invalid configuration: NUMBERS_BASE_URL must be an absolute http(s) URL',
  ]);
}, 60_000);

test('`npm run sandbox`’s address: loopback and free ports by default; SANDBOX_PORT gives each service its own', () => {
  expect(loadSandboxListen({})).toEqual({ host: '127.0.0.1', ports: undefined });
  const { host, ports } = loadSandboxListen({ SANDBOX_HOST: '0.0.0.0', SANDBOX_PORT: '4100' });
  expect(host).toBe('0.0.0.0');
  // One after another in SERVICE_KEYS order: messaging first, content last.
  expect(SERVICE_KEYS.map((key) => ports![key])).toEqual(SERVICE_KEYS.map((_key, index) => 4100 + index));
  expect(loadSandboxListen({ SANDBOX_PORT: '65526' }).ports!.content).toBe(65_535);
  expect(loadSandboxListen({ SANDBOX_HOST: '::' }).host).toBe('::');
  expect(loadSandboxListen({ SANDBOX_HOST: 'sandbox.internal' }).host).toBe('sandbox.internal');
  // The gateway itself reads neither: a bad value there stops only `npm run sandbox`.
  expect(() => loadConfig({ SANDBOX_PORT: 'x' })).not.toThrow();
});

test.each([
  ['SANDBOX_PORT', '41OO'],
  ['SANDBOX_PORT', '4100.5'],
  ['SANDBOX_PORT', '-1'],
  ['SANDBOX_PORT', '65527'],
  ['SANDBOX_HOST', 'http://sandbox'],
  ['SANDBOX_HOST', 'sandbox:4100'],
  ['SANDBOX_HOST', 'two words'],
])('%s=%s is refused with one line naming the variable', (variable, value) => {
  expect(() => loadSandboxListen({ [variable]: value })).toThrow(
    new RegExp(`^Invalid configuration: ${variable} must be [^\\n]+$`),
  );
});
