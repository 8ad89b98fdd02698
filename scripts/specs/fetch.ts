// `npm run specs:fetch`: downloads every spec file manifest.json lists into SPECS_DIR (else the project's
// git-ignored specs/), keeping a file only when its sha256 is the pinned one. Files already there with the right
// hash are not downloaded again. SPECS_SOURCE_URL replaces the raw-file host (a mirror, or a test's loopback server).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import got from 'got';
import { PROJECT_SPECS_DIR, readManifest, type Manifest, type ManifestEntry } from './location.js';
import { RAW_BASE_URL } from './manifest.js';

export interface FetchOptions {
  dir: string;
  manifest?: Manifest;
  /** Replaces https://raw.githubusercontent.com in every url. */
  sourceUrl?: string;
  log?: (line: string) => void;
}

export interface FetchOutcome {
  downloaded: string[];
  present: string[];
  /** One line per file that could not be had: download error or hash mismatch (nothing written for it). */
  failures: string[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function hasPinnedHash(path: string, entry: ManifestEntry): boolean {
  return existsSync(path) && sha256(readFileSync(path)) === entry.sha256;
}

export function sourceUrlOf(entry: ManifestEntry, sourceUrl?: string): string {
  if (!sourceUrl) return entry.url;
  if (!entry.url.startsWith(`${RAW_BASE_URL}/`)) throw new Error(`${entry.file}: url is not on ${RAW_BASE_URL}`);
  return `${sourceUrl.replace(/\/+$/, '')}${entry.url.slice(RAW_BASE_URL.length)}`;
}

async function fetchOne(entry: ManifestEntry, options: FetchOptions): Promise<'downloaded' | 'present'> {
  const target = join(options.dir, entry.file);
  if (hasPinnedHash(target, entry)) return 'present';
  const url = sourceUrlOf(entry, options.sourceUrl);
  const body = await got(url, { responseType: 'buffer', retry: { limit: 2 }, timeout: { request: 60_000 } }).buffer();
  const actual = sha256(body);
  if (actual !== entry.sha256) {
    const note = entry.note ? ` (${entry.note})` : '';
    throw new Error(`sha256 mismatch: ${url} gave ${actual}, the manifest pins ${entry.sha256}${note}`);
  }
  // Written beside the target and renamed: an interrupted run never leaves a partial file under the real name.
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  writeFileSync(partial, body);
  renameSync(partial, target);
  return 'downloaded';
}

export async function fetchSpecs(options: FetchOptions): Promise<FetchOutcome> {
  const manifest = options.manifest ?? readManifest();
  const outcome: FetchOutcome = { downloaded: [], present: [], failures: [] };
  const queue = [...manifest.files];
  // A few downloads at a time: 178 small files, one host.
  const workers = Array.from({ length: 6 }, async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      try {
        const result = await fetchOne(entry, options);
        outcome[result].push(entry.file);
        if (result === 'downloaded') options.log?.(`downloaded ${entry.file}`);
      } catch (error) {
        outcome.failures.push(`${entry.file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
  await Promise.all(workers);
  return outcome;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.env.SPECS_DIR ? resolve(process.env.SPECS_DIR) : PROJECT_SPECS_DIR;
  const outcome = await fetchSpecs({ dir, sourceUrl: process.env.SPECS_SOURCE_URL, log: console.log });
  for (const failure of outcome.failures) console.error(`specs:fetch: ${failure}`);
  console.log(
    `specs:fetch: ${outcome.downloaded.length} downloaded, ${outcome.present.length} already present, ` +
      `${outcome.failures.length} failed (${dir})`,
  );
  if (outcome.failures.length) process.exitCode = 1;
}
