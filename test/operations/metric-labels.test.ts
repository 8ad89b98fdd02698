// The GraphQL metrics' labels stay bounded whatever clients send: many distinct operation names share one `other`
// series past a bound, and an error's field label is the path of field names (no alias, no list index).
import { parse } from 'graphql';
import { fieldPathOf, OperationNameLabels } from '../../src/plugins/support/operation-names.js';
import { listen, type Listening } from './support.js';

const series = (metrics: string, name: string) => metrics.split('\n').filter((line) => line.startsWith(`${name}{`));

describe('over HTTP', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers'], env: { NUMBERS_RETRIES: '0' } });
  });
  afterAll(() => gateway.close());

  test('errors under many aliases and list items count under one field label', async () => {
    gateway.harness.sandbox.service('numbers').faults.inject({ kind: 'status', status: 404 });
    try {
      for (let n = 0; n < 20; n += 3) {
        const answer = await gateway.graphql({
          query: `query Facts { n${n}: numbers { a${n}: fact(number: 1) { fact } b${n}: fact(number: 2) { fact } c${n}: fact(number: 3) { fact } } }`,
        });
        expect(answer.json().errors).toHaveLength(3);
      }
    } finally {
      gateway.harness.sandbox.service('numbers').faults.clear();
    }
    const metrics = (await gateway.send({ path: '/metrics', method: 'GET' })).text;
    const errors = series(metrics, 'graphql_envelop_error_result').filter((line) => line.includes('Facts'));
    expect(errors).toEqual([
      'graphql_envelop_error_result{operationName="Facts",operationType="query",phase="execute",code="NOT_FOUND",service="numbers",field="numbers.fact"} 21',
    ]);
  });

  test('200 more distinct operation names make at most 100 named series (Facts among them) and one `other`', async () => {
    for (let n = 0; n < 200; n += 1) {
      const answer = await gateway.graphql({ query: `query Name${n} { __typename }` });
      expect(answer.json().data).toEqual({ __typename: 'Query' });
    }
    // An operationName the document does not define takes no place.
    await gateway.graphql({ query: 'query Real { __typename }', operationName: 'Invented' });
    const metrics = (await gateway.send({ path: '/metrics', method: 'GET' })).text;
    const requests = series(metrics, 'graphql_envelop_request');
    expect(requests).toHaveLength(101);
    expect(requests).toContain('graphql_envelop_request{operationName="Facts",operationType="query"} 7');
    expect(requests).toContain('graphql_envelop_request{operationName="Name0",operationType="query"} 1');
    expect(requests).toContain('graphql_envelop_request{operationName="Name98",operationType="query"} 1');
    expect(requests).toContain('graphql_envelop_request{operationName="other",operationType="query"} 101');
    expect(metrics).not.toContain('Invented');
    // The duration histograms share the bound (one series per bucket per name).
    const durations = new Set(
      series(metrics, 'graphql_envelop_request_duration_count').map((line) => line.split(' ')[0]),
    );
    expect(durations.size).toBe(101);
  });
});

test('a field path maps aliases back through fragments and drops list indices', () => {
  const document = parse(`
    query Inbox { box: messaging { ...Convos } }
    fragment Convos on MessagingQuery { list: conversations(first: 2) { edges { ... on MessagingConversationEdge { n: node { topic } } } } }
  `);
  expect(fieldPathOf(['box', 'list', 'edges', 3, 'n', 'topic'], document, 'Inbox')).toBe(
    'messaging.conversations.edges.node.topic',
  );
  // A path the document does not explain stops where it stops matching.
  expect(fieldPathOf(['box', 'unknown', 'x'], document, 'Inbox')).toBe('messaging');
  expect(fieldPathOf(['box'], undefined)).toBe('');
});

test('known names (trusted documents) are always labelled; malformed names never are', () => {
  const labels = new OperationNameLabels(['Trusted'], 1);
  expect(labels.label('First')).toBe('First');
  expect(labels.label('Second')).toBe('other');
  expect(labels.label('Trusted')).toBe('Trusted');
  expect(labels.label(undefined)).toBe('Anonymous');
  expect(new OperationNameLabels([], 5).label('x'.repeat(101))).toBe('other');
});
