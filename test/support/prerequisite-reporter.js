// Lists, at the end of a jest run, every suite skipped (or, under CI=true, failed) for a missing prerequisite.
// The suites run in worker processes: each writes its line as a file into a folder made for this run, whose path
// reaches the workers through the environment they inherit (test/support/prerequisites.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VARIABLE = 'JEST_PREREQUISITES_DIR';

export default class PrerequisiteReporter {
  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'jest-prerequisites-'));
    process.env[VARIABLE] = this.dir;
  }

  onRunComplete() {
    const lines = [...new Set(readdirSync(this.dir).map((name) => readFileSync(join(this.dir, name), 'utf8')))].sort();
    rmSync(this.dir, { recursive: true, force: true });
    if (lines.length === 0) return;
    const failed = lines.some((line) => line.startsWith('FAILED'));
    const heading = failed
      ? 'Missing prerequisites (CI=true refuses skips, so these suites failed):'
      : `Skipped for a missing prerequisite (${lines.length}):`;
    const text = `\n${heading}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
    // Jest's summary reporter always runs after the configured ones: printing at exit puts the list last.
    process.once('exit', () => process.stderr.write(text));
  }

  getLastError() {
    return undefined;
  }
}
