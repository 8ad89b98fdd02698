// Bad Content input is refused with BAD_USER_INPUT naming the argument, before any upstream call.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['content'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('content').recorder.reset());

test.each([
  ['a non-numeric domain id', '{ content { domain(domainId: "abc") { id: upstreamId } } }', 'domainId'],
  ['a domain id that climbs the path', '{ content { domain(domainId: "../domains") { id: upstreamId } } }', 'domainId'],
  ['an empty domain id', '{ content { domain(domainId: "") { id: upstreamId } } }', 'domainId'],
  ['a date that is not one', '{ content { domains(createdAfter: "last tuesday") { totalCount } } }', 'createdAfter'],
  [
    'createdAfter not before createdBefore',
    '{ content { domains(createdAfter: "2024-03-01T00:00:00Z", createdBefore: "2024-02-01T00:00:00Z") { totalCount } } }',
    'createdAfter',
  ],
  [
    'updatedAfter not before updatedBefore',
    '{ content { domains(updatedAfter: "2024-03-01T00:00:00Z", updatedBefore: "2024-03-01T00:00:00Z") { totalCount } } }',
    'updatedAfter',
  ],
  ['a page above the maximum', '{ content { domains(first: 101) { totalCount } } }', 'first'],
  ['a negative page size', '{ content { domains(first: -1) { totalCount } } }', 'first'],
  ['a cursor the gateway did not issue', '{ content { domains(after: "not-ours") { totalCount } } }', 'after'],
  // `sort` is a list (a single string is a list of one): the error names the entry.
  ['a sort that is not a property', '{ content { domains(sort: "domain;drop") { totalCount } } }', 'sort.0'],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(harness.sandbox.service('content').recorder.count()).toBe(0);
});

test('one bad field does not stop the good ones', async () => {
  const result = await harness.query(
    '{ content { bad: domain(domainId: "x") { id: upstreamId } good: domain(domainId: "3210329704") { id: upstreamId } } }',
  );
  expect(result.data).toEqual({ content: { bad: null, good: { id: '3210329704' } } });
  expect(result.errors).toHaveLength(1);
  expect(harness.sandbox.service('content').recorder.count()).toBe(1);
});
