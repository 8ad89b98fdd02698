// The queries shown in the README and the service's docs page run as written.
import { readFileSync } from 'node:fs';
import { startHarness } from '../support/harness.js';

/** The `graphql` code blocks of a document that query this namespace. */
function examples(file: string, namespace: string): string[] {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(/```graphql\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .filter((query) => query.includes(`${namespace} {`));
}

test.each(['README.md', 'docs/services/content.md'])(
  'the content examples in %s answer without errors',
  async (file) => {
    const queries = examples(file, 'content');
    expect(queries.length).toBeGreaterThan(0);
    const harness = await startHarness({ services: ['content'] });
    try {
      for (const query of queries) {
        const result = await harness.query<{ content: Record<string, unknown> }>(query);
        expect(result.errors).toBeUndefined();
        expect(Object.values(result.data!.content).every((value) => value !== null)).toBe(true);
      }
    } finally {
      await harness.close();
    }
  },
);
