// Bad ids, page sizes, filter values and cursors are refused with BAD_USER_INPUT naming the argument, before any
// upstream call.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('research').recorder.reset());

const upstreamCalls = () => harness.sandbox.service('research').recorder.count();
const foreignCursor = Buffer.from(JSON.stringify({ p: 'https://evil.example/v2/nodes/?page=2', s: 0 })).toString(
  'base64url',
);

test.each([
  ['an id that climbs out of the path', '{ research { node(id: "../users") { id: upstreamId } } }', 'id'],
  ['an id with a slash', '{ research { user(id: "a/b") { id: upstreamId } } }', 'id'],
  ['an empty id', '{ research { preprint(id: "") { id: upstreamId } } }', 'id'],
  ['a page size of 0', '{ research { nodes(first: 0) { totalCount } } }', 'first'],
  ['a page size above 100', '{ research { preprints(first: 101) { totalCount } } }', 'first'],
  ['an empty title filter', '{ research { registrations(title: "") { totalCount } } }', 'title'],
  ['a cursor that is not one', '{ research { nodes(after: "nonsense") { totalCount } } }', 'after'],
  ['a cursor pointing at another host', `{ research { nodes(after: "${foreignCursor}") { totalCount } } }`, 'after'],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(upstreamCalls()).toBe(0);
});

test.each([
  ['an unknown category', '{ research { nodes(category: BANANA) { totalCount } } }', 'ResearchNodeCategoryInput'],
  ['a category as a string', '{ research { nodes(category: "data") { totalCount } } }', 'ResearchNodeCategoryInput'],
  ['an unknown sort', '{ research { nodes(sort: COLOUR_ASC) { totalCount } } }', 'ResearchNodeSort'],
  ['the old string sort', '{ research { nodes(sort: "-title") { totalCount } } }', 'ResearchNodeSort'],
  ['a sort of another list', '{ research { users(sort: TITLE_ASC) { totalCount } } }', 'ResearchUserSort'],
  [
    'an unknown reviews state',
    '{ research { preprints(reviewsState: MAYBE) { totalCount } } }',
    'PreprintReviewsStateInput',
  ],
  // UNKNOWN belongs to the output enum only: it is not a value a filter can send.
  [
    'the output-only UNKNOWN',
    '{ research { preprints(reviewsState: UNKNOWN) { totalCount } } }',
    'PreprintReviewsStateInput',
  ],
])('%s is a GraphQL validation error naming the enum, no upstream call', async (_label, query, enumType) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(result.errors?.[0]?.message).toContain(enumType);
  expect(upstreamCalls()).toBe(0);
});

test('a date that is not one', async () => {
  const result = await harness.query(
    'query ($from: DateTime) { research { nodes(createdFrom: $from) { totalCount } } }',
    {
      from: 'last tuesday',
    },
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: '$from' });
  expect(upstreamCalls()).toBe(0);
});

test('a bad relationship argument fails that field only', async () => {
  const result = await harness.query(
    '{ research { licenses(first: 1) { totalCount } nodes(first: 1) { edges { node { children(first: 500) { totalCount } } } } } }',
  );
  expect(result.data).toMatchObject({ research: { licenses: { totalCount: 6 } } });
  expect(result.errors?.[0]).toMatchObject({
    path: ['research', 'nodes', 'edges', 0, 'node', 'children'],
    extensions: { code: 'BAD_USER_INPUT', argument: 'first' },
  });
  expect(harness.sandbox.service('research').recorder.count('GET', /children/)).toBe(0);
});
