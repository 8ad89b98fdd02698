// Where the upstream specs are, for every test and script that reads them. The spec files are never committed:
// `SPECS_DIR` names a folder explicitly; otherwise `../shared/specs` beside the checkout, otherwise the project's
// git-ignored `specs/`, which `npm run specs:fetch` fills with the pinned versions listed in manifest.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const MANIFEST_PATH = join(PROJECT_ROOT, 'scripts/specs/manifest.json');
/** The folder `npm run specs:fetch` fills when SPECS_DIR is not set. */
export const PROJECT_SPECS_DIR = join(PROJECT_ROOT, 'specs');
/** The specs beside the checkout, as a development machine or CI keeps them. */
export const SIBLING_SPECS_DIR = resolve(PROJECT_ROOT, '../shared/specs');

export interface ManifestEntry {
  /** Path inside the specs folder, e.g. `A-circuit.yaml` or `G-osf-upstream/swagger-spec/swagger.yaml`. */
  file: string;
  repo: string;
  /** Path inside `repo` at `commit`. */
  path: string;
  commit: string;
  url: string;
  sha256: string;
  /** Why the raw URL may not give these bytes (a transcription rather than a git copy). */
  note?: string;
}

export interface Manifest {
  description: string;
  files: ManifestEntry[];
}

export function readManifest(path = MANIFEST_PATH): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

export interface SpecsLocation {
  /** The folder holding every file of the manifest; undefined when none does. */
  dir?: string;
  /** The folders looked at, in order, and what each lacks (for the message when none is usable). */
  tried: Array<{ dir: string; missing: number }>;
}

/** The candidate folders in order: SPECS_DIR alone when it is set (an explicit choice does not fall back). */
export function specsCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.SPECS_DIR) return [resolve(env.SPECS_DIR)];
  return [SIBLING_SPECS_DIR, PROJECT_SPECS_DIR];
}

/** The first candidate folder that holds every file the manifest lists. */
export function locateSpecs(env: NodeJS.ProcessEnv = process.env, manifest = readManifest()): SpecsLocation {
  const tried: SpecsLocation['tried'] = [];
  for (const dir of specsCandidates(env)) {
    const missing = manifest.files.filter((entry) => !existsSync(join(dir, entry.file))).length;
    if (missing === 0) return { dir, tried };
    tried.push({ dir, missing });
  }
  return { tried };
}

/** Why no folder was usable, in one sentence. */
export function describeMissing(location: SpecsLocation): string {
  return `upstream specs not found (${location.tried
    .map(({ dir, missing }) => `${relative(PROJECT_ROOT, dir) || '.'}: ${missing} files missing`)
    .join('; ')})`;
}

/** The specs folder; throws with where it looked when there is none. */
export function specsDir(env: NodeJS.ProcessEnv = process.env): string {
  const location = locateSpecs(env);
  if (!location.dir) throw new Error(`${describeMissing(location)}; run \`npm run specs:fetch\` or set SPECS_DIR`);
  return location.dir;
}
