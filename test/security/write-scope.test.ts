// The write scope: `<service>:write` covers that service's writes and reads; a service key covers reads only.
import { allows, parseScopes, type Principal } from '../../src/auth/access.js';
import { loadConfig } from '../../src/config/index.js';

const principal = (raw: string): Principal => ({ kind: 'api-key', scopes: parseScopes(raw) });

test('write scopes parse beside read scopes; unknown services and modes stop start-up', () => {
  expect(parseScopes('marketplace:write, numbers fileStorage:write')).toEqual([
    'marketplace:write',
    'numbers',
    'fileStorage:write',
  ]);
  expect(() => parseScopes('warehouse:write')).toThrow('unknown service "warehouse:write"');
  expect(() => parseScopes('marketplace:read')).toThrow('unknown service "marketplace:read"');
  expect(() => loadConfig({ GATEWAY_API_KEYS: 'a-key-of-sixteen-chars:marketplace:admin' })).toThrow(
    'GATEWAY_API_KEYS',
  );
});

test('what each scope allows', () => {
  expect(allows(principal('marketplace'), 'marketplace', 'read')).toBe(true);
  expect(allows(principal('marketplace'), 'marketplace', 'write')).toBe(false);
  expect(allows(principal('marketplace:write'), 'marketplace', 'write')).toBe(true);
  expect(allows(principal('marketplace:write'), 'marketplace', 'read')).toBe(true);
  expect(allows(principal('marketplace:write'), 'fileStorage', 'read')).toBe(false);
  expect(allows(principal('*'), 'fileStorage', 'write')).toBe(true);
});
