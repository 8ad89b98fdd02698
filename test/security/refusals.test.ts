// One status rule for refused requests: each carries an `extensions.code`, and the HTTP status is the one that code
// means (403 FORBIDDEN, 400 BAD_REQUEST) whatever the Accept header; nothing reaches an upstream.
import { startHarness, type Harness } from '../support/harness.js';

const QUERY = '{ numbers { isPrime(number: 7) } }';
const ACCEPTS = ['application/json', 'application/graphql-response+json', '*/*'];
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('numbers').recorder.reset());
afterEach(() => expect(harness.sandbox.service('numbers').recorder.count()).toBe(0));

async function refusal(response: Response) {
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors: unknown[] } };
}

function multipart(operations: string, map?: string): FormData {
  const form = new FormData();
  form.set('operations', operations);
  if (map !== undefined) form.set('map', map);
  form.set('0', new Blob(['MZ']), 'sample.exe');
  return form;
}

const CSRF_REFUSAL = {
  message: 'This request needs one of the headers x-graphql-yoga-csrf, apollo-require-preflight',
  extensions: { code: 'FORBIDDEN', reason: 'csrf-header-missing' },
};

test.each(ACCEPTS)('a GET without the CSRF header is 403 FORBIDDEN csrf-header-missing (Accept %s)', async (accept) => {
  const url = `http://gateway.test/graphql?query=${encodeURIComponent(QUERY)}`;
  const { status, body } = await refusal(await harness.gateway.fetch(url, { headers: { accept } }));
  expect(status).toBe(403);
  expect(body).toEqual({ errors: [CSRF_REFUSAL] });
});

test('a multipart request without the CSRF header is 403 FORBIDDEN csrf-header-missing', async () => {
  const form = multipart(JSON.stringify({ query: QUERY }), '{}');
  const { status, body } = await refusal(
    await harness.gateway.fetch('http://gateway.test/graphql', { method: 'POST', body: form }),
  );
  expect(status).toBe(403);
  expect(body).toEqual({ errors: [CSRF_REFUSAL] });
});

test.each([
  [
    'a map that is not JSON',
    JSON.stringify({ query: QUERY }),
    'not json',
    'Multipart form field "map" must be a valid JSON string',
  ],
  ['operations that are not JSON', 'not json', '{}', 'Multipart form field "operations" must be a valid JSON string'],
  [
    'a map entry that is not a list of paths',
    JSON.stringify({ query: QUERY }),
    '{"0": 5}',
    'Multipart form field "map" must map each file to paths',
  ],
])('a multipart request with %s is 400 BAD_REQUEST', async (_case, operations, map, message) => {
  for (const accept of ACCEPTS) {
    const { status, body } = await refusal(
      await harness.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { accept, 'x-graphql-yoga-csrf': '1' },
        body: multipart(operations, map),
      }),
    );
    expect([accept, status]).toEqual([accept, 400]);
    expect(body).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  }
});

test('a body without `query` is 400 BAD_REQUEST whatever the Accept header, over POST and GET', async () => {
  for (const accept of ACCEPTS) {
    const post = await refusal(
      await harness.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { accept, 'content-type': 'application/json' },
        body: JSON.stringify({ variables: { n: 7 } }),
      }),
    );
    expect([accept, post.status]).toEqual([accept, 400]);
    expect(post.body).toEqual({
      errors: [{ message: 'Must provide query string.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const get = await harness.gateway.fetch('http://gateway.test/graphql?operationName=x', {
      headers: { accept, 'x-graphql-yoga-csrf': '1' },
    });
    expect([accept, get.status]).toEqual([accept, 400]);
  }
});

test('a well-formed multipart request with the header still runs (the wrappers refuse only what they must)', async () => {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: QUERY }));
  form.set('map', '{}');
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1' },
    body: form,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { numbers: { isPrime: true } } });
  harness.sandbox.service('numbers').recorder.reset();
});

test('a foreign Origin is 403 FORBIDDEN origin-not-allowed', async () => {
  const { status, body } = await refusal(
    await harness.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ query: QUERY }),
    }),
  );
  expect(status).toBe(403);
  expect(body).toEqual({
    errors: [
      {
        message: 'This origin may not call the gateway',
        extensions: { code: 'FORBIDDEN', reason: 'origin-not-allowed' },
      },
    ],
  });
});
