// Configuration: typed defaults, one clear line for a bad value, and the server refusing to start on it.
import { spawnSync } from 'node:child_process';
import { ConfigError, loadConfig } from '../src/config.js';

test('defaults: port 4000, every service sandboxed, brief header names', () => {
  const config = loadConfig({});
  expect(config.port).toBe(4000);
  expect(Object.values(config.services).every((service) => service.sandboxed && !service.baseUrl)).toBe(true);
  expect(config.services.numbers.credential.placement).toEqual({ in: 'header', name: 'X-Numbers-Api-Secret' });
  expect(config.services.content.credential.placement).toEqual({ in: 'query', name: 'apikey' });
  expect(config.fileStorage.providerPath).toBe('Provider.FileStorage/fileStorageAccounts');
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
])('%s=%s is refused with a message naming the variable', (variable, value) => {
  expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
  try {
    loadConfig({ [variable]: value });
  } catch (error) {
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect((error as Error).message).not.toContain('\n');
  }
});

test('a malformed NUMBERS_BASE_URL stops start-up with a one-line message', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { PATH: process.env.PATH, NUMBERS_BASE_URL: 'htp:/broken' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'Invalid configuration: NUMBERS_BASE_URL must be an absolute http(s) URL',
  ]);
});
