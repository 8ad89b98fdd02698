// Breaking schema changes are visible in review: each one since the last release (schema.released.graphql) is
// named in CHANGELOG.md's Unreleased section. `npm run schema:diff` prints the whole diff.
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import {
  changelogFile,
  releasedSchema,
  schemaChanges,
  unlistedBreakingChanges,
  unreleasedNotes,
} from '../scripts/schema-changes.js';
import { schema } from '../src/executable-schema.js';

test('every breaking change since the last release is listed in the changelog (run `npm run schema:diff`)', async () => {
  const notes = unreleasedNotes(readFileSync(changelogFile, 'utf8'));
  expect(notes).toMatch(/^## Unreleased/);
  const unlisted = unlistedBreakingChanges(await schemaChanges(releasedSchema(), schema), notes);
  expect(unlisted.map((change) => `${change.path}: ${change.message}`)).toEqual([]);
});

describe('the changelog check', () => {
  const released = buildSchema(`
    type Query { book(id: ID!, format: String): Book, shelf: String }
    type Book { title: String, genre: Genre }
    enum Genre { NOVEL, EPIC }
    type Old { x: Int }
  `);
  const current = buildSchema(`
    type Query { book(id: ID!): Book, shelf: Int, count: Int }
    type Book { title: String, genre: Genre }
    enum Genre { NOVEL }
  `);
  const changelog = [
    '# Changelog',
    '## Unreleased',
    '- `Query.shelf` is an `Int`.',
    '### Enums',
    '- `Genre.EPIC` is gone (a subsection of Unreleased still counts).',
    '## 1.0',
    '- `Old` was removed long ago (an older section does not count).',
  ].join('\n');

  test('names the breaking changes the Unreleased section leaves out, and nothing else', async () => {
    const changes = await schemaChanges(released, current);
    expect(changes.map((change) => change.criticality.level)).toContain('NON_BREAKING');
    const unlisted = unlistedBreakingChanges(changes, unreleasedNotes(changelog));
    expect(unlisted.map((change) => change.path).sort()).toEqual(['Old', 'Query.book.format']);
  });

  test('reads only the Unreleased section', () => {
    const notes = unreleasedNotes(changelog);
    expect(notes).toContain('`Genre.EPIC`');
    expect(notes).not.toContain('`Old`');
    expect(unreleasedNotes('# Changelog\n## 1.0\n- `Old`')).toBe('');
  });
});
