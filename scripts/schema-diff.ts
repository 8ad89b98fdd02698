// `npm run schema:diff`: every change of the schema the code builds against the last released schema
// (schema.released.graphql), breaking ones first, each marked with whether the changelog's Unreleased section lists
// it; description-only changes are counted, and listed with `-- --descriptions`. `-- --markdown` prints the unlisted breaking changes as changelog lines to paste. Exits 1 while a breaking
// change is unlisted.
import { readFileSync } from 'node:fs';
import { schema } from '../src/executable-schema.js';
import {
  changelogFile,
  changelogKey,
  isBreaking,
  releasedSchema,
  schemaChanges,
  unlistedBreakingChanges,
  unreleasedNotes,
} from './schema-changes.js';

const changes = await schemaChanges(releasedSchema(), schema);
const unlisted = new Set(unlistedBreakingChanges(changes, unreleasedNotes(readFileSync(changelogFile, 'utf8'))));

if (process.argv.includes('--markdown')) {
  for (const change of unlisted) console.log(`- ${changelogKey(change)}: ${change.message}`);
} else {
  const showDescriptions = process.argv.includes('--descriptions');
  const isDescription = (change: (typeof changes)[number]) => change.type.includes('DESCRIPTION');
  for (const change of changes.filter((candidate) => showDescriptions || !isDescription(candidate))) {
    const listed = isBreaking(change) ? (unlisted.has(change) ? '  NOT IN CHANGELOG' : '  (in changelog)') : '';
    console.log(`${change.criticality.level.padEnd(12)} ${change.path ?? '-'}: ${change.message}${listed}`);
  }
  const breaking = changes.filter(isBreaking).length;
  const descriptions = changes.filter(isDescription).length;
  console.log(
    `${changes.length} changes since the last release (${descriptions} of descriptions), ${breaking} breaking, ` +
      `${unlisted.size} of them not in the changelog`,
  );
}
process.exitCode = unlisted.size > 0 ? 1 : 0;
