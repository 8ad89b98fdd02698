// Demand control: the upstream calls an operation will make, estimated before it runs; refused over
// MAX_UPSTREAM_CALLS_PER_OPERATION before any call; reported with COST_EXTENSIONS next to the calls really made.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isObjectType, Kind, parse, print, type GraphQLObjectType, type OperationDefinitionNode } from 'graphql';
import { loadConfig } from '../../src/config/index.js';
import { useDemandControl } from '../../src/plugins/demand-control.js';
import { costOf } from '../../src/plugins/support/cost.js';
import { UPSTREAM_CALLS } from '../../src/plugins/support/cost-table.js';
import { schema } from '../../src/executable-schema.js';
import { examplesOf } from '../docs/examples.js';
import { startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';
import { listen, type Listening } from './support.js';

interface Cost {
  estimatedUpstreamCalls: number;
  actualUpstreamCalls: number;
}
const costIn = (result: GraphQLResponse & { extensions?: { cost?: Cost } }) => result.extensions?.cost;

/**
 * Upstream requests every sandbox received for operations, all services together: the automotive token exchange
 * is the gateway's own business, made once per token lifetime, not an operation's call.
 */
const upstreamRequests = (harness: Harness) =>
  Object.values(harness.sandbox.services).reduce(
    (sum, running) => sum + running!.recorder.count() - running!.recorder.count('GET', '/getToken'),
    0,
  );

describe('MAX_UPSTREAM_CALLS_PER_OPERATION', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers'], env: { MAX_UPSTREAM_CALLS_PER_OPERATION: '3' } });
  });
  afterAll(() => gateway.close());

  test('an operation estimated above the limit is refused with its estimate, before any upstream call', async () => {
    const answer = await gateway.graphql({
      query:
        '{ numbers { a: isPrime(number: 7) b: isPrime(number: 8) c: isPrime(number: 9) fact(number: 1) { fact } } }',
    });
    expect(answer.status).toBe(400);
    const [error] = answer.json().errors ?? [];
    expect(error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'too-many-upstream-calls',
      estimatedUpstreamCalls: 4,
      maxUpstreamCalls: 3,
    });
    expect(gateway.harness.sandbox.service('numbers').recorder.count()).toBe(0);
  });

  test('one at the limit runs, and without COST_EXTENSIONS carries no cost', async () => {
    const answer = await gateway.graphql({
      query: '{ numbers { a: isPrime(number: 7) b: isPrime(number: 8) fact(number: 1) { fact } } }',
    });
    expect(answer.status).toBe(200);
    expect(answer.json().errors).toBeUndefined();
    expect(answer.json<{ extensions?: unknown }>().extensions).toBeUndefined();
    expect(gateway.harness.sandbox.service('numbers').recorder.count()).toBe(3);
  });

  test('list sizes count: a `first` multiplies the calls made for each item', async () => {
    const deep = (first: number) => ({
      query: `{ research { preprints(first: ${first}) { edges { node { title contributors(first: 2) { edges { node { id } } } } } } } }`,
    });
    const small = await gateway.graphql(deep(1));
    expect(small.json().errors?.[0]?.extensions?.reason).not.toBe('too-many-upstream-calls');
    const large = await gateway.graphql(deep(50));
    expect(large.json().errors?.[0]?.extensions).toMatchObject({
      reason: 'too-many-upstream-calls',
      estimatedUpstreamCalls: 51,
    });
  });
});

test('every batching field of the cost table is a field of the schema, resolved with the context', () => {
  for (const coordinate of Object.keys(UPSTREAM_CALLS)) {
    const [typeName, fieldName] = coordinate.split('.') as [string, string];
    const type = schema.getType(typeName);
    expect(isObjectType(type) && type.getFields()[fieldName] ? coordinate : `${coordinate} (missing)`).toBe(coordinate);
    // Without the table it would count one call per parent item: the table only ever lowers the estimate.
    expect(costOf(type as GraphQLObjectType, (type as GraphQLObjectType).getFields()[fieldName]!, {}).calls).toBe(
      'item',
    );
  }
});

describe('with the response cache', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers'], env: { RESPONSE_CACHE: 'true', COST_EXTENSIONS: 'true' } });
  });
  afterAll(() => gateway.close());

  test('an answer from the cache made no call and carries no cost', async () => {
    const query = { query: '{ numbers { isPrime(number: 7) fact(number: 42) { fact } } }' };
    const first = (await gateway.graphql(query)).json<{ extensions?: { cost?: Cost } }>();
    expect(first.extensions?.cost).toEqual({ estimatedUpstreamCalls: 2, actualUpstreamCalls: 2 });
    const upstream = gateway.harness.sandbox.service('numbers').recorder;
    const calls = upstream.count();
    const cached = (await gateway.graphql(query)).json<{ data?: unknown; extensions?: { cost?: Cost } }>();
    expect(upstream.count()).toBe(calls);
    expect(cached.data).toBeDefined();
    expect(cached.extensions?.cost).toBeUndefined();
  });
});

describe('off', () => {
  test('with neither variable set the plugin is not in the list', () => {
    expect(useDemandControl(loadConfig({}).operations)).toBeUndefined();
    expect(useDemandControl(loadConfig({ COST_EXTENSIONS: 'true' }).operations)).toBeDefined();
    expect(useDemandControl(loadConfig({ MAX_UPSTREAM_CALLS_PER_OPERATION: '10' }).operations)).toBeDefined();
    expect(() => loadConfig({ MAX_UPSTREAM_CALLS_PER_OPERATION: '0' })).toThrow(/MAX_UPSTREAM_CALLS_PER_OPERATION/);
  });
});

/** Every operation of the typed client's documents, with variables for the ones that need them. */
function clientOperations(): Array<{ name: string; query: string; variables?: Record<string, unknown> }> {
  const folder = 'examples/client/documents';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => {
      const document = parse(readFileSync(join(folder, file), 'utf8'));
      const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
      return document.definitions
        .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({
          name: `${file} ${operation.name?.value ?? 'anonymous'}`,
          query: print({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }),
        }));
    });
}

describe('COST_EXTENSIONS: the estimate against the calls made', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { COST_EXTENSIONS: 'true' } });
  });
  afterAll(() => harness.close());

  /** Runs an operation; checks the answer's cost against the sandbox's own count of what it received. */
  async function measured(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
    const before = upstreamRequests(harness);
    const result = await harness.query(query, variables, headers);
    const cost = costIn(result);
    expect(cost).toBeDefined();
    expect(cost!.actualUpstreamCalls).toBe(upstreamRequests(harness) - before);
    return { result, cost: cost! };
  }

  const variablesFor: Record<string, () => Promise<Record<string, unknown>>> = {
    NumberFacts: async () => ({ number: 28 }),
    ResearchNodes: async () => ({ first: 5 }),
    RefetchNode: async () => {
      const listed = await harness.query<{ messaging: { conversations: { edges: Array<{ node: { id: string } }> } } }>(
        '{ messaging { conversations(first: 1) { edges { node { id } } } } }',
      );
      return { id: listed.data!.messaging.conversations.edges[0]!.node.id };
    },
  };

  test.each(clientOperations().map((operation) => [operation.name, operation] as const))(
    'example client %s: the estimate is an upper bound, within 2x',
    async (_name, operation) => {
      const name = operation.name.split(' ')[1]!;
      const variables = await (variablesFor[name] ?? (async () => undefined))();
      const { result, cost } = await measured(operation.query, variables);
      expect(result.errors).toBeUndefined();
      expect(cost.actualUpstreamCalls).toBeGreaterThan(0);
      expect(cost.estimatedUpstreamCalls).toBeGreaterThanOrEqual(cost.actualUpstreamCalls);
      expect(cost.estimatedUpstreamCalls).toBeLessThanOrEqual(2 * cost.actualUpstreamCalls);
    },
  );

  const readmeOperations = examplesOf('README.md').filter((example) => !/^\s*subscription\b/.test(example.query));
  test.each(readmeOperations.map((example) => [`README.md:${example.line}`, example] as const))(
    '%s: the estimate is an upper bound, within 2x',
    async (_where, example) => {
      // A gateway API key decides access, not calls: this gateway has none configured.
      const headers = Object.fromEntries(Object.entries(example.headers).filter(([name]) => name !== 'x-api-key'));
      const { cost } = await measured(example.query, example.variables, headers);
      expect(cost.estimatedUpstreamCalls).toBeGreaterThanOrEqual(cost.actualUpstreamCalls);
      expect(cost.estimatedUpstreamCalls).toBeLessThanOrEqual(2 * cost.actualUpstreamCalls);
    },
  );

  test('a deferred operation carries its cost on its last part, all parts counted', async () => {
    const response = await harness.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed' },
      body: JSON.stringify({
        query: '{ numbers { isPrime(number: 5) ... @defer { fact(number: 5) { fact } } } }',
      }),
    });
    const parts = (await response.text())
      .split(/\r\n--[-\w]*/)
      .map((chunk) => chunk.slice(chunk.indexOf('{')))
      .filter((chunk) => chunk.startsWith('{'))
      .map((chunk) => JSON.parse(chunk) as { hasNext?: boolean; extensions?: { cost?: Cost } });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]?.extensions?.cost).toBeUndefined();
    expect(parts.at(-1)).toMatchObject({
      hasNext: false,
      extensions: { cost: { estimatedUpstreamCalls: 2, actualUpstreamCalls: 2 } },
    });
  });

  test('the metrics record both per operation', async () => {
    await measured('query CostedFacts { numbers { isPrime(number: 7) fact(number: 42) { fact } } }');
    const metrics = await (await harness.gateway.fetch('http://gateway.test/metrics')).text();
    expect(metrics).toMatch(
      /gateway_operation_upstream_calls_estimated_sum\{operationName="CostedFacts",operationType="query"\} 2\b/,
    );
    expect(metrics).toMatch(
      /gateway_operation_upstream_calls_actual_sum\{operationName="CostedFacts",operationType="query"\} 2\b/,
    );
  });
});
