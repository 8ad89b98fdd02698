// @defer and @stream over real HTTP: a multipart client (meros) gets the fast services' part while the slow upstream
// is still held, server-sent events carry the same parts, and the operations features keep working with them.
import { meros } from 'meros/node';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { gateUpstream, type UpstreamGate } from './defer-gate.js';
import { listen, type Listening } from './support.js';

const DEFERRED = `query Deferred {
  numbers {
    isPrime(number: 7)
    ... @defer(label: "fact") { fact(number: 42) { fact } }
  }
}`;

interface Part {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  incremental?: Array<{
    data?: Record<string, unknown>;
    items?: unknown[];
    path: Array<string | number>;
    label?: string;
  }>;
  hasNext?: boolean;
}

/** POSTs a GraphQL request over loopback HTTP and hands back the raw response (a stream). */
function post(port: number, body: unknown, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** The parts of a multipart/mixed answer, as meros reads them, one at a time. */
async function multipart(port: number, body: unknown, headers: Record<string, string> = {}) {
  const response = await post(port, body, { accept: 'multipart/mixed', ...headers });
  const parts = await meros<Part>(response);
  if (!(Symbol.asyncIterator in parts)) throw new Error(`not multipart: ${String(response.headers['content-type'])}`);
  const iterator = parts[Symbol.asyncIterator]();
  return {
    response,
    async next(): Promise<Part> {
      const { value, done } = await iterator.next();
      if (done) throw new Error('the answer ended early');
      if (!value.json) throw new Error('a part is not JSON');
      return value.body;
    },
    async rest(): Promise<Part[]> {
      const all: Part[] = [];
      for (let step = await iterator.next(); !step.done; step = await iterator.next())
        all.push(step.value.body as Part);
      return all;
    },
  };
}

/** The initial part with every increment merged in, as a client ends up with it. */
function merged(parts: Part[]): Record<string, unknown> {
  const data = structuredClone(parts[0]?.data ?? {}) as Record<string, unknown>;
  for (const part of parts.slice(1))
    for (const increment of part.incremental ?? []) {
      let target: Record<string, unknown> = data;
      for (const key of increment.path) target = target[key] as Record<string, unknown>;
      Object.assign(target, increment.data ?? {});
    }
  return data;
}

describe('@defer over multipart/mixed', () => {
  let gate: UpstreamGate;
  let gateway: Listening;
  beforeAll(async () => {
    gate = await gateUpstream(/\/numbers\/fact$/);
    gateway = await listen({
      services: ['numbers'],
      adjust: (config) => ({
        ...config,
        services: {
          ...config.services,
          numbers: { ...config.services.numbers, baseUrl: gate.front(config.services.numbers.baseUrl!) },
        },
      }),
    });
  });
  afterAll(async () => {
    await gateway.close();
    await gate.close();
  });

  test('the fast part arrives while the slow upstream is still held, the deferred part once it answers', async () => {
    const answer = await multipart(gateway.port, { query: DEFERRED });
    expect(answer.response.headers['content-type']).toMatch(/^multipart\/mixed/);
    const first = await answer.next();
    expect(first).toMatchObject({ data: { numbers: { isPrime: true } }, hasNext: true });
    expect(first.data?.numbers).not.toHaveProperty('fact');
    // The slow upstream was asked, and has not answered: the first part did not wait for it.
    await gate.arrived();
    expect(gate.received).toBe(1);
    expect(gate.answered).toBe(0);
    gate.release();
    const rest = await answer.rest();
    expect(rest.at(-1)?.hasNext).toBe(false);
    const increments = rest.flatMap((part) => part.incremental ?? []);
    expect(increments).toEqual([{ data: { fact: { fact: expect.any(String) } }, path: ['numbers'], label: 'fact' }]);
    expect(gate.answered).toBe(1);
  });

  test('a deferred operation run again (when compiled execution takes repeated documents) still arrives in parts', async () => {
    for (let run = 0; run < 2; run++) {
      const answer = await multipart(gateway.port, { query: DEFERRED });
      const first = await answer.next();
      expect(first).toMatchObject({ data: { numbers: { isPrime: true } }, hasNext: true });
      expect(first.data?.numbers).not.toHaveProperty('fact');
      const increments = (await answer.rest()).flatMap((part) => part.incremental ?? []);
      expect(increments).toEqual([{ data: { fact: { fact: expect.any(String) } }, path: ['numbers'], label: 'fact' }]);
    }
  });
});

/** The `next` events of a server-sent-events answer, read to its end. */
async function serverSentEvents(port: number, body: unknown): Promise<{ type: string; events: Part[] }> {
  const response = await post(port, body, { accept: 'text/event-stream' });
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) text += chunk as string;
  const events = text
    .split('\n\n')
    .filter((block) => block.includes('event: next'))
    .map(
      (block) =>
        JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))!
            .slice(6),
        ) as Part,
    );
  return { type: String(response.headers['content-type']), events };
}

const metricsOf = async (gateway: Listening) => (await gateway.send({ path: '/metrics', method: 'GET' })).text;

describe('incremental delivery with the operations features', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers', 'research'],
      env: { RESPONSE_CACHE: 'true', RESEARCH_RATE_LIMIT: '1' },
    });
  });
  afterAll(() => gateway.close());

  test('server-sent events carry the same parts to a client that accepts only them', async () => {
    const { type, events } = await serverSentEvents(gateway.port, {
      query: DEFERRED.replace('isPrime(number: 7)', 'isPrime(number: 11)'),
    });
    expect(type).toMatch(/^text\/event-stream/);
    expect(events[0]).toMatchObject({ data: { numbers: { isPrime: true } }, hasNext: true });
    expect(events.at(-1)?.hasNext).toBe(false);
    expect(merged(events)).toEqual({ numbers: { isPrime: true, fact: { fact: expect.any(String) } } });
  });

  test('@stream sends the first items, then the rest as increments', async () => {
    const answer = await multipart(gateway.port, {
      query: '{ numbers { primeFactors(number: 360) @stream(initialCount: 1) { factor times } } }',
    });
    const parts = [await answer.next(), ...(await answer.rest())];
    expect(parts[0]).toMatchObject({ hasNext: true });
    const initial = (parts[0]?.data?.numbers as { primeFactors: unknown[] }).primeFactors;
    expect(initial).toHaveLength(1);
    const items = parts.flatMap((part) => part.incremental ?? []).flatMap((increment) => increment.items ?? []);
    expect([...initial, ...items]).toEqual([
      { factor: 2, times: 3 },
      { factor: 3, times: 2 },
      { factor: 5, times: 1 },
    ]);
  });

  test('the response cache keeps a deferred answer whole, once complete, and replays it whole', async () => {
    const upstream = gateway.harness.sandbox.service('numbers').recorder;
    const first = await multipart(gateway.port, { query: DEFERRED });
    const firstParts = [await first.next(), ...(await first.rest())];
    expect(firstParts.length).toBeGreaterThan(1);
    const calls = upstream.count();
    const again = await multipart(gateway.port, { query: DEFERRED });
    const againParts = [await again.next(), ...(await again.rest())];
    // No upstream call: the answer came from the cache, with the deferred field in it, not only the first part.
    expect(upstream.count()).toBe(calls);
    expect(merged(againParts)).toEqual(merged(firstParts));
    expect(merged(againParts)).toEqual({ numbers: { isPrime: true, fact: { fact: expect.any(String) } } });
    expect(await metricsOf(gateway)).toMatch(/gateway_response_cache_lookups_total\{result="hit"\} 1\b/);
  });

  test('the per-upstream rate limit counts a deferred root field, and refuses over the quota', async () => {
    const deferredResearch = (first: number) => ({
      query: `{ ... @defer { research { preprints(first: ${first}) { edges { node { title } } } } } }`,
    });
    const allowed = await multipart(gateway.port, deferredResearch(1));
    const allowedParts = [await allowed.next(), ...(await allowed.rest())];
    expect(merged(allowedParts)).toMatchObject({ research: { preprints: { edges: [{ node: {} }] } } });
    const refused = await gateway.graphql(deferredResearch(2));
    expect(refused.status).toBe(429);
    expect(refused.json().errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  test('the operation metrics count a deferred operation once, with no error', async () => {
    const answer = await multipart(gateway.port, {
      query: DEFERRED.replace('query Deferred', 'query DeferredMetrics').replace('number: 42', 'number: 43'),
    });
    await answer.next();
    await answer.rest();
    const metrics = await metricsOf(gateway);
    expect(metrics).toMatch(/graphql_envelop_request\{[^}]*operationName="DeferredMetrics"[^}]*\} 1\b/);
    expect(metrics).toMatch(/graphql_envelop_phase_execute_count\{[^}]*operationName="DeferredMetrics"[^}]*\} 1\b/);
    expect(metrics).not.toMatch(/graphql_envelop_error_result\{[^}]*operationName="DeferredMetrics"/);
  });

  test('GraphiQL knows the directives and its fetcher reads multipart and event-stream answers', async () => {
    const introspection = await gateway.graphql({ query: '{ __schema { directives { name } } }' });
    const names = introspection.json<{ data: { __schema: { directives: Array<{ name: string }> } } }>().data.__schema
      .directives;
    expect(names.map((directive) => directive.name)).toEqual(expect.arrayContaining(['defer', 'stream']));
    const page = await gateway.send({ path: '/graphql', method: 'GET', headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    // The page's fetcher asks for multipart/mixed and reads either incremental transport.
    expect(page.text).toContain('application/graphql-response+json, application/json, multipart/mixed');
    expect(page.text).toMatch(/includes\(\\?"text\/event-stream\\?"\)/);
  });
});

describe('trusted documents with @defer', () => {
  let directory: string;
  let gateway: Listening;
  const id = 'deferred-numbers';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'defer-manifest-'));
    await writeFile(join(directory, 'manifest.json'), JSON.stringify({ [id]: DEFERRED }));
    gateway = await listen({ services: ['numbers'], env: { PERSISTED_DOCUMENTS: join(directory, 'manifest.json') } });
  });
  afterAll(async () => {
    await gateway.close();
    await rm(directory, { recursive: true });
  });

  test('a persisted deferred document runs by id and answers in parts', async () => {
    const answer = await multipart(gateway.port, { extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
    const parts = [await answer.next(), ...(await answer.rest())];
    expect(parts[0]).toMatchObject({ hasNext: true });
    expect(merged(parts)).toEqual({ numbers: { isPrime: true, fact: { fact: expect.any(String) } } });
  });
});

describe('DEFER_STREAM=false', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers'], env: { DEFER_STREAM: 'false' } });
  });
  afterAll(() => gateway.close());

  test('@defer is refused as an unknown directive, before any upstream call', async () => {
    const answer = await gateway.graphql({ query: DEFERRED });
    expect(answer.status).toBe(400);
    expect(answer.json().errors?.[0]?.message).toMatch(/Unknown directive "@defer"/);
    expect(gateway.harness.sandbox.service('numbers').recorder.count()).toBe(0);
  });
});
