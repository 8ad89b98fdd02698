// A request's credentials are worked out per service on first use: a query that touches one service reads only
// that service's header, and each service still gets exactly its own credential.
import { resolveRequestCredentials } from '../../src/auth/credentials.js';
import { loadConfig } from '../../src/config/index.js';

function countingHeaders(init: Record<string, string>) {
  const headers = new Headers(init);
  const read: string[] = [];
  const get = headers.get.bind(headers);
  headers.get = (name: string) => {
    read.push(name.toLowerCase());
    return get(name);
  };
  return { headers, read };
}

test('only the services a request touches have their credential resolved', () => {
  const config = loadConfig({ FILE_STORAGE_TOKEN: 'storage-token' });
  const { headers, read } = countingHeaders({ 'x-messaging-token': 'Bearer caller-token' });
  const credentials = resolveRequestCredentials(config, headers);
  expect(read).toEqual([]);

  expect(credentials.messaging).toEqual({
    headers: { Authorization: 'Bearer caller-token' },
    searchParams: {},
    source: 'caller',
  });
  expect(read).toEqual(['x-messaging-token']);

  // Resolved once per request, then reused.
  expect(credentials.messaging).toBe(credentials.messaging);
  expect(read).toEqual(['x-messaging-token']);

  expect(credentials.fileStorage?.headers).toEqual({ Authorization: 'Bearer storage-token' });
  expect(credentials.fileStorage?.source).toBe('gateway');
  expect(read).toEqual(['x-messaging-token', 'x-file-storage-token']);
});

test('a service without any credential stays undefined; the API Setu client id rides with its key', () => {
  const config = loadConfig({ CERTIFICATES_API_KEY: 'setu-key', CERTIFICATES_CLIENT_ID: 'client-1' });
  const credentials = resolveRequestCredentials(config, new Headers());
  expect(credentials.numbers).toBeUndefined();
  expect(credentials.certificates?.headers).toEqual({
    'X-APISETU-APIKEY': 'setu-key',
    'X-APISETU-CLIENTID': 'client-1',
  });
});
