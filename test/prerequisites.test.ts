// A suite whose prerequisite is missing: jest run as a developer runs it skips the suite and ends with one line per
// skipped suite (what, why, the command that enables it); under CI=true the same suite fails with that line.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../scripts/specs/location.js';
import { chromiumPath, onPath } from './support/prerequisites.js';

const SUITES = ['test/automotive/token-variants.test.ts', 'test/replicas/live-events.test.ts'];

/** jest on the two suites with no specs folder and a PATH (an empty folder) where redis-server is not. */
function jest(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const emptyPath = mkdtempSync(join(tmpdir(), 'no-binaries-'));
  // The outer run's CI setting is not the one under test. Nor is its run id: the nested run's end-of-run check
  // would take the outer run's live gateways for its own survivors, and kill them.
  const inherited = { ...process.env };
  delete inherited.CI;
  delete inherited.GATEWAY_TEST_RUN;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', '--runTestsByPath', ...SUITES],
      { cwd: PROJECT_ROOT, env: { ...inherited, PATH: emptyPath, SPECS_DIR: join(emptyPath, 'specs'), ...env } },
      (error, _stdout, stderr) => {
        rmSync(emptyPath, { recursive: true, force: true });
        resolve({ code: error ? Number(error.code) : 0, stderr });
      },
    );
  });
}

// Both nested runs at once: each is a whole jest start-up, and neither depends on the other.
let developerRun: ReturnType<typeof jest>;
let ciRun: ReturnType<typeof jest>;
beforeAll(() => {
  developerRun = jest({});
  ciRun = jest({ CI: 'true' });
});

test('missing specs and redis-server: both suites are skipped, and the run ends with one line for each', async () => {
  const { code, stderr } = await developerRun;
  expect(code).toBe(0);
  const list = stderr.slice(stderr.lastIndexOf('Skipped for a missing prerequisite (2):'));
  expect(list.trim().split('\n')).toEqual([
    'Skipped for a missing prerequisite (2):',
    expect.stringMatching(
      /^ {2}SKIPPED test\/automotive\/token-variants\.test\.ts › .+: upstream specs not found \(.*specs: 178 files missing\); to run it: npm run specs:fetch/,
    ),
    expect.stringMatching(
      /^ {2}SKIPPED test\/replicas\/live-events\.test\.ts › .+: redis-server is not on PATH; to run it: apt-get install redis-server$/,
    ),
  ]);
}, 120_000);

test('under CI=true a missing prerequisite fails its suite with that line', async () => {
  const { code, stderr } = await ciRun;
  expect(code).toBe(1);
  expect(stderr).toContain('missing prerequisite (CI=true refuses skips): test/replicas/live-events.test.ts › ');
  expect(stderr).toContain('Missing prerequisites (CI=true refuses skips, so these suites failed):');
  expect(stderr).toMatch(/Tests: +2 failed, 2 total/);
}, 120_000);

test('a binary is found on PATH only; CHROMIUM_PATH, when set, is the only Chromium considered', () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-binaries-'));
  try {
    expect(onPath('node', `${empty}:${join(process.execPath, '..')}`)).toBe(process.execPath);
    expect(onPath('node', empty)).toBeUndefined();
    expect(chromiumPath({ CHROMIUM_PATH: join(empty, 'chromium'), PATH: empty })).toBeUndefined();
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
