// The typed-client example works against a listening gateway.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { DEFAULT_GRAPHIQL_QUERY } from '../src/plugins/graphiql.js';
import { startHarness } from './support/harness.js';

test('the generated NumberFacts document runs through the example client', async () => {
  const harness = await startHarness({ services: ['numbers'] });
  const server = createServer(harness.gateway);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
    const { request } = await import('../examples/client/src/index.js');
    const { NumberFactsDocument } = await import('../examples/client/src/gql/graphql.js');
    const result = await request(NumberFactsDocument, { number: 28 });
    expect(result.errors).toBeUndefined();
    expect(result.data?.numbers.isPrime).toBe(false);
    expect(result.data?.numbers.primeFactors).toEqual([
      { factor: 2, times: 2 },
      { factor: 7, times: 1 },
    ]);
    expect(result.data?.numbers.romanNumeral?.text).toBe('XXVIII');
  } finally {
    server.close();
    await harness.close();
  }
});

test('the GraphiQL default query answers from every sandbox without an error', async () => {
  const harness = await startHarness();
  try {
    const result = await harness.query(DEFAULT_GRAPHIQL_QUERY);
    expect(result.errors).toBeUndefined();
    const data = result.data as Record<string, Record<string, unknown>>;
    for (const namespace of [
      'messaging',
      'numbers',
      'fileStorage',
      'marketplace',
      'research',
      'automotive',
      'content',
    ]) {
      expect(Object.values(data[namespace] ?? {}).every((value) => value !== null)).toBe(true);
    }
  } finally {
    await harness.close();
  }
});

test('the dashboard document asks eight services in one query for 15 upstream calls (14 once the JWT is cached)', async () => {
  const harness = await startHarness();
  const dashboard = readFileSync(new URL('../examples/client/documents/dashboard.graphql', import.meta.url), 'utf8');
  const upstreamCalls = () =>
    Object.values(harness.sandbox.services).reduce((sum, running) => sum + running!.recorder.count(), 0);
  try {
    const first = await harness.query(dashboard);
    expect(first.errors).toBeUndefined();
    expect(Object.keys(first.data ?? {})).toHaveLength(8);
    expect(upstreamCalls()).toBe(15);
    for (const running of Object.values(harness.sandbox.services)) running!.recorder.reset();
    const second = await harness.query(dashboard);
    expect(second).toEqual(first);
    expect(upstreamCalls()).toBe(14);
  } finally {
    await harness.close();
  }
});

test('the normalised-cache example refetches a record by its global id into the same cache entry', async () => {
  const harness = await startHarness({ services: ['messaging'] });
  const server = createServer(harness.gateway);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`;
    const { NormalizedCache, refreshFirstConversation } = await import('../examples/client/src/normalized-cache.js');
    const cache = new NormalizedCache();
    const recorder = harness.sandbox.service('messaging').recorder;
    recorder.reset();
    const record = await refreshFirstConversation(cache);
    // Three conversations listed, one of them fetched again: still three entries, the refetched one merged.
    expect(cache.size).toBe(3);
    expect(record).toMatchObject({ __typename: 'Conversation', upstreamId: expect.any(String) });
    expect(record?.id).not.toBe(record?.upstreamId);
    expect(recorder.count('GET', /\/conversations\/byIds$/)).toBe(1);
  } finally {
    server.close();
    await harness.close();
  }
});
