// Suites that need something outside the project (the upstream specs, redis-server, nginx, Chromium) declare it
// here instead of failing on ENOENT or a timeout. Without the prerequisite the suite is skipped with one line (what,
// why, the command that enables it), which the prerequisite reporter lists at the end of the run. Under CI=true
// nothing may be skipped: the suite fails with that line instead.
import { randomUUID } from 'node:crypto';
import { accessSync, constants, existsSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { describeMissing, locateSpecs, PROJECT_ROOT } from '../../scripts/specs/location.js';

/** The per-run folder the reporter creates; each missing prerequisite is one file in it (workers share nothing else). */
export const PREREQUISITES_DIR_VARIABLE = 'JEST_PREREQUISITES_DIR';

/** `describe`, `describe.skip`, or (under CI) a describe whose one test fails with the missing prerequisite. */
export type Suite = (name: string, body: () => void) => void;

interface Missing {
  why: string;
  /** The command (or setting) that provides the prerequisite. */
  enable: string;
}

export const refusesSkips = (env: NodeJS.ProcessEnv = process.env) => /^(true|1)$/i.test(env.CI ?? '');

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The executable `name` as PATH finds it. */
export function onPath(name: string, path = process.env.PATH ?? ''): string | undefined {
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(executable);
}

/** Chromium for the browser test: CHROMIUM_PATH when set, else /usr/bin/chromium, else `chromium` on PATH. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return executable('/usr/bin/chromium') ? '/usr/bin/chromium' : onPath('chromium', env.PATH);
}

function record(line: string): void {
  const dir = process.env[PREREQUISITES_DIR_VARIABLE];
  if (dir) writeFileSync(join(dir, `${randomUUID()}.txt`), line);
}

function suiteFor(missing: Missing | undefined): Suite {
  if (!missing) return describe;
  const testPath = expect.getState().testPath;
  const file = testPath ? relative(PROJECT_ROOT, testPath) : 'test';
  return (name, body) => {
    const line = `${file} › ${name}: ${missing.why}; to run it: ${missing.enable}`;
    if (refusesSkips()) {
      record(`FAILED ${line}`);
      describe(name, () => {
        test('has its prerequisite', () => {
          throw new Error(`missing prerequisite (CI=true refuses skips): ${line}`);
        });
      });
    } else {
      record(`SKIPPED ${line}`);
      describe.skip(name, body);
    }
  };
}

/** The upstream specs (SPECS_DIR, ../shared/specs or specs/), every file of scripts/specs/manifest.json. */
export function requireSpecs(): Suite {
  const location = locateSpecs();
  return suiteFor(
    location.dir ? undefined : { why: describeMissing(location), enable: 'npm run specs:fetch (or set SPECS_DIR)' },
  );
}

/** An executable on PATH, e.g. `requireBinary('redis-server', 'apt-get install redis-server')`. */
export function requireBinary(name: string, enable: string): Suite {
  return suiteFor(onPath(name) ? undefined : { why: `${name} is not on PATH`, enable });
}

/** A file outside the project, e.g. the README of the specs folder the manifest is made from. */
export function requireFile(path: string, what: string, enable: string): Suite {
  return suiteFor(existsSync(path) ? undefined : { why: `${what} not found (${path})`, enable });
}

export function requireChromium(): Suite {
  if (chromiumPath()) return suiteFor(undefined);
  const why = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH (${process.env.CHROMIUM_PATH}) is not an executable`
    : 'no Chromium (CHROMIUM_PATH unset, no /usr/bin/chromium, no chromium on PATH)';
  return suiteFor({ why, enable: 'apt-get install chromium (or set CHROMIUM_PATH)' });
}
