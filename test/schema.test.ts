// schema.graphql is generated (`npm run codegen`) and committed; it must match the schema the code builds.
import { readFileSync } from 'node:fs';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/executable-schema.js';

test('schema.graphql is up to date (run `npm run codegen` after changing the schema)', () => {
  const committed = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
  expect(printSchema(lexicographicSortSchema(committed))).toBe(printSchema(lexicographicSortSchema(schema)));
});

test('every service namespace is a non-null field of Query', () => {
  // Beside the namespaces, Query has only the Relay lookups by global id.
  const fields = Object.values(schema.getQueryType()!.getFields()).filter((f) => !['node', 'nodes'].includes(f.name));
  expect(fields.length).toBeGreaterThan(5);
  for (const field of fields) {
    expect(String(field.type)).toMatch(/Query!$/);
  }
});
