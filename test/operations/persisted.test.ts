// Trusted documents (only the codegen manifest's operations run) and APQ for other clients.
import { createHash } from 'node:crypto';
import { loadConfig } from '../../src/config/index.js';
import { listen, type Listening } from './support.js';

const MANIFEST = 'examples/client/src/gql/persisted-documents.json';
const persisted = (sha256Hash: string, rest: Record<string, unknown> = {}) => ({
  ...rest,
  extensions: { persistedQuery: { version: 1, sha256Hash } },
});

describe('trusted documents', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers'], env: { PERSISTED_DOCUMENTS: MANIFEST } });
  });
  afterAll(() => gateway.close());

  test('the typed client runs its documents by id from the manifest', async () => {
    process.env.GATEWAY_URL = `http://127.0.0.1:${gateway.port}/graphql`;
    process.env.GATEWAY_TRUSTED_DOCUMENTS = 'true';
    try {
      const { request } = await import('../../examples/client/src/index.js');
      const { NumberFactsDocument } = await import('../../examples/client/src/gql/graphql.js');
      const result = await request(NumberFactsDocument, { number: 28 });
      expect(result.errors).toBeUndefined();
      expect(result.data?.numbers.isPrime).toBe(false);
    } finally {
      delete process.env.GATEWAY_TRUSTED_DOCUMENTS;
    }
  });

  test('a document sent in full, or an id not in the manifest, is refused before any upstream call', async () => {
    const upstream = gateway.harness.sandbox.service('numbers').recorder;
    const before = upstream.count();
    const full = await gateway.graphql({ query: '{ numbers { isPrime(number: 7) } }' });
    expect(full.status).toBe(400);
    expect(full.json().errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const unknown = await gateway.graphql(persisted('0'.repeat(64)));
    expect(unknown.json().errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(upstream.count()).toBe(before);
  });

  test('an unreadable manifest stops start-up naming the variable', () => {
    expect(() => loadConfig({ PERSISTED_DOCUMENTS: 'does-not-exist.json' })).toThrow(/PERSISTED_DOCUMENTS/);
  });
});

describe('APQ', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers'] });
  });
  afterAll(() => gateway.close());

  test('hash first, then hash and document once, then the hash alone runs', async () => {
    const query = '{ numbers { isPrime(number: 13) } }';
    const hash = createHash('sha256').update(query).digest('hex');
    const miss = await gateway.graphql(persisted(hash));
    expect(miss.json().errors?.[0]?.message).toBe('PersistedQueryNotFound');
    const register = await gateway.graphql(persisted(hash, { query }));
    expect(register.json()).toEqual({ data: { numbers: { isPrime: true } } });
    const hit = await gateway.graphql(persisted(hash), { from: '127.0.0.2' });
    expect(hit.json()).toEqual({ data: { numbers: { isPrime: true } } });
  });

  test('a document whose hash does not match is refused', async () => {
    const answer = await gateway.graphql(persisted('f'.repeat(64), { query: '{ numbers { isPrime(number: 5) } }' }));
    expect(answer.json().errors?.[0]?.message).toBe('PersistedQueryMismatch');
  });

  test('arbitrary documents still run for clients without APQ', async () => {
    const answer = await gateway.graphql({ query: '{ numbers { isPrime(number: 5) } }' });
    expect(answer.json()).toEqual({ data: { numbers: { isPrime: true } } });
  });
});
