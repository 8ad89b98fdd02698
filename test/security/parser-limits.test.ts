// Operations are refused before any work: token count and nesting (list literals included) on the raw text, depth
// with introspection counted; all as BAD_USER_INPUT with HTTP 400 and no upstream call.
import { getIntrospectionQuery } from 'graphql';
import { startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('numbers').recorder.reset());

async function send(query: string) {
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

test('a list literal nested 5,000 deep is a 400 BAD_USER_INPUT (nesting), not a stack overflow', async () => {
  const deep = '['.repeat(5000) + '1' + ']'.repeat(5000);
  const { status, body } = await send(`{ numbers { isPrime(number: ${deep}) } }`);
  expect(status).toBe(400);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'nesting' });
  expect(body.errors?.[0]?.message).toMatch(/maximum of 40 levels/);
  expect(harness.sandbox.service('numbers').recorder.count()).toBe(0);
});

test('nested input objects count too', async () => {
  const deep = '{a:'.repeat(100) + '1' + '}'.repeat(100);
  const { status, body } = await send(`{ numbers { isPrime(number: ${deep}) } }`);
  expect(status).toBe(400);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'nesting' });
});

test('more tokens than MAX_QUERY_TOKENS is a 400 BAD_USER_INPUT (tokens)', async () => {
  const wide = Array.from({ length: 6000 }, () => '1').join(' ');
  const { status, body } = await send(`{ numbers { isPrime(number: [${wide}]) } }`);
  expect(status).toBe(400);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'tokens' });
});

test('a deep ofType introspection chain is counted by the depth limit', async () => {
  let selection = 'name';
  for (let level = 0; level < 30; level += 1) selection = `ofType { ${selection} }`;
  const { status, body } = await send(`{ __schema { types { ${selection} } } }`);
  expect(status).toBe(400);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'depth' });
});

test("the standard introspection query (GraphiQL's) still fits the default depth", async () => {
  const { status, body } = await send(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
});

test('a syntax error stays a syntax error', async () => {
  const { status, body } = await send('{ numbers { isPrime(number: ) } }');
  expect(status).toBe(400);
  expect(body.errors?.[0]?.message).toMatch(/^Syntax Error/);
});

test('an oversized JSON body is a 413 about the request body, not an upload', async () => {
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '900000000' },
    body: JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' }),
  });
  expect(response.status).toBe(413);
  const body = (await response.json()) as GraphQLResponse;
  expect(body.errors?.[0]?.message).toMatch(/^The request body is larger than the maximum of \d+ bytes$/);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
});
