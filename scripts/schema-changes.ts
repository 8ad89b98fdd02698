// What changed in the schema since the last release, read by `npm run schema:diff` and by
// test/schema-changes.test.ts. The last released schema is kept as `schema.released.graphql`; the changelog is
// CHANGELOG.md, whose `## Unreleased` part must name every breaking change by its schema path in
// backticks, as @graphql-inspector reports it (`Type`, `Type.field`, `Type.field.argument`, `Enum.VALUE`).
import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, printSchema, type GraphQLSchema } from 'graphql';

export const releasedSchemaFile = new URL('../schema.released.graphql', import.meta.url);
export const changelogFile = new URL('../CHANGELOG.md', import.meta.url);

export function releasedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(releasedSchemaFile, 'utf8'));
}

/** The `## Unreleased` part of the changelog: up to the next heading of level 1 or 2 (empty when there is none). */
export function unreleasedNotes(markdown: string): string {
  const start = markdown.search(/^## Unreleased\b.*$/m);
  if (start < 0) return '';
  const rest = markdown.slice(start).split('\n');
  const end = rest.findIndex((line, index) => index > 0 && /^#{1,2} /.test(line));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

/** How the changelog names a change: its schema path in backticks, or its message when it has no path. */
export function changelogKey(change: Change): string {
  return change.path ? `\`${change.path}\`` : change.message;
}

export const isBreaking = (change: Change) => change.criticality.level === CriticalityLevel.Breaking;

/**
 * Every change from `released` to `current`, breaking ones first. Both are compared as printed SDL, as clients see
 * them: a schema built in code holds enum defaults as internal values and `@specifiedBy` as a property, which would
 * read as changes against one built from SDL.
 */
export async function schemaChanges(released: GraphQLSchema, current: GraphQLSchema): Promise<Change[]> {
  const order = [CriticalityLevel.Breaking, CriticalityLevel.Dangerous, CriticalityLevel.NonBreaking];
  const asPrinted = (schema: GraphQLSchema) => buildSchema(printSchema(schema));
  const changes = await diff(asPrinted(released), asPrinted(current));
  return changes.sort((a, b) => order.indexOf(a.criticality.level) - order.indexOf(b.criticality.level));
}

/** Breaking changes the Unreleased notes do not name. */
export function unlistedBreakingChanges(changes: Change[], notes: string): Change[] {
  return changes.filter((change) => isBreaking(change) && !notes.includes(changelogKey(change)));
}
