// The admin scope: `automotive:admin` covers the automotive account operations and the automotive reads, nothing
// else; it exists for automotive only, and `*` includes it.
import { allows, parseScopes, type Principal } from '../../src/auth/access.js';
import { loadConfig } from '../../src/config/index.js';

const principal = (raw: string): Principal => ({ kind: 'api-key', scopes: parseScopes(raw) });

test('automotive:admin is a scope name; other services have none', () => {
  expect(parseScopes('automotive:admin numbers')).toEqual(['automotive:admin', 'numbers']);
  expect(() => parseScopes('numbers:admin')).toThrow('unknown service "numbers:admin"');
  expect(() => parseScopes('automotive:root')).toThrow('unknown service "automotive:root"');
  const config = loadConfig({ GATEWAY_API_KEYS: 'a-key-of-sixteen-chars:automotive:admin' });
  expect(config.security.access.apiKeys[0]?.scopes).toEqual(['automotive:admin']);
});

test('what the admin scope allows, and which scopes allow admin', () => {
  expect(allows(principal('automotive:admin'), 'automotive', 'admin')).toBe(true);
  expect(allows(principal('automotive:admin'), 'automotive', 'read')).toBe(true);
  expect(allows(principal('automotive:admin'), 'automotive', 'write')).toBe(false);
  expect(allows(principal('automotive:admin'), 'numbers', 'read')).toBe(false);
  expect(allows(principal('automotive'), 'automotive', 'admin')).toBe(false);
  expect(allows(principal('automotive:write'), 'automotive', 'admin')).toBe(false);
  expect(allows(principal('*'), 'automotive', 'admin')).toBe(true);
});
