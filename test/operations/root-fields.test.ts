// Root fields read from request text (for cache keys and the per-caller limit): within the parser limits, and
// remembered as a few names under a hash, for a bounded number of documents.
import { createRootFieldReader } from '../../src/plugins/support/root-fields.js';

const limits = { maxTokens: 5000, maxNesting: 40 };

test('the root fields of the named operation, through fragments', () => {
  const read = createRootFieldReader(limits);
  const document = `query A { numbers { pi } } mutation B { ...F upsertJob } fragment F on Mutation { runJob }`;
  expect(read(document, 'A')).toEqual({ type: 'query', fields: ['numbers'] });
  expect(read(document, 'B')).toEqual({ type: 'mutation', fields: ['runJob', 'upsertJob'] });
  expect(read(document, 'C')).toBeUndefined();
  expect(read('{ not closed', null)).toBeUndefined();
});

test('a document over a parser limit is not parsed: it has no root fields', () => {
  const read = createRootFieldReader({ maxTokens: 5, maxNesting: 3 });
  expect(read('{ numbers { isPrime(number: 7) } }')).toBeUndefined();
  expect(read('{ a { b { c { d } } } }')).toBeUndefined();
  expect(read('{ numbers }')).toEqual({ type: 'query', fields: ['numbers'] });
});

test('the memo is bounded and keeps no document: 300 large documents leave at most its size', () => {
  const read = createRootFieldReader({ maxTokens: 100_000, maxNesting: 40 }, 16);
  const padding = '#'.repeat(100_000);
  for (let n = 0; n < 300; n += 1) {
    expect(read(`query Q${n} { numbers { pi } }\n${padding}`)).toEqual({ type: 'query', fields: ['numbers'] });
  }
  expect(read.size).toBe(16);
});
