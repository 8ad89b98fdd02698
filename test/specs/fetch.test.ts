// `npm run specs:fetch` against a loopback server standing in for the raw-file host (SPECS_SOURCE_URL): each file
// kept only with its pinned sha256, nothing written for a mismatch, nothing downloaded twice; and the committed
// manifest is what `npm run specs:manifest` makes of the specs folder.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { fetchSpecs } from '../../scripts/specs/fetch.js';
import { locateSpecs, PROJECT_ROOT, readManifest, type Manifest } from '../../scripts/specs/location.js';
import { buildManifest, manifestSourceDir, RAW_BASE_URL } from '../../scripts/specs/manifest.js';
import { requireFile, requireSpecs } from '../support/prerequisites.js';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Serves `bodies` by URL path (below the raw host) on loopback and records every path asked for. */
async function rawHost(bodies: Map<string, Buffer>): Promise<{ url: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url!);
    const body = bodies.get(request.url!);
    if (body) response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    else response.writeHead(404).end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, asked, server };
}

/** A manifest of two small files (one nested), whose bodies the test controls. */
function smallManifest(): { manifest: Manifest; bodies: Map<string, Buffer> } {
  const files = [
    { file: 'A-one.yaml', path: 'APIs/one/openapi.yaml', text: 'openapi: 3.0.0\n' },
    { file: 'G-split/spec/root.yaml', path: 'spec/root.yaml', text: 'swagger: "2.0"\n' },
  ];
  const bodies = new Map<string, Buffer>();
  const manifest: Manifest = {
    description: 'test',
    files: files.map(({ file, path, text }) => {
      const url = `${RAW_BASE_URL}/owner/repo/${'a'.repeat(40)}/${path}`;
      bodies.set(url.slice(RAW_BASE_URL.length), Buffer.from(text));
      return { file, repo: 'owner/repo', path, commit: 'a'.repeat(40), url, sha256: sha256(text) };
    }),
  };
  return { manifest, bodies };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'specs-fetch-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('every file is downloaded from the override base and kept; a second run downloads nothing', async () => {
  const { manifest, bodies } = smallManifest();
  const host = await rawHost(bodies);
  try {
    const first = await fetchSpecs({ dir, manifest, sourceUrl: host.url });
    expect(first).toEqual({
      downloaded: expect.arrayContaining(['A-one.yaml', 'G-split/spec/root.yaml']),
      present: [],
      failures: [],
    });
    expect(readFileSync(join(dir, 'G-split/spec/root.yaml'), 'utf8')).toBe('swagger: "2.0"\n');
    expect(host.asked.sort()).toEqual([...bodies.keys()].sort());

    host.asked.length = 0;
    const second = await fetchSpecs({ dir, manifest, sourceUrl: host.url });
    expect(second.downloaded).toEqual([]);
    expect(second.present.sort()).toEqual(['A-one.yaml', 'G-split/spec/root.yaml']);
    expect(host.asked).toEqual([]);
  } finally {
    host.server.close();
  }
});

test('a body whose sha256 is not the pinned one is refused with a clear error and not written', async () => {
  const { manifest, bodies } = smallManifest();
  const key = [...bodies.keys()][0];
  bodies.set(key, Buffer.from('openapi: 3.0.0\n# changed upstream\n'));
  const host = await rawHost(bodies);
  try {
    const outcome = await fetchSpecs({ dir, manifest, sourceUrl: host.url });
    expect(outcome.downloaded).toEqual(['G-split/spec/root.yaml']);
    expect(outcome.failures).toHaveLength(1);
    expect(outcome.failures[0]).toMatch(
      /^A-one\.yaml: sha256 mismatch: http:\/\/127\.0\.0\.1:\d+\/owner\/repo\/a+\/APIs\/one\/openapi\.yaml gave [0-9a-f]{64}, the manifest pins [0-9a-f]{64}$/,
    );
    expect(existsSync(join(dir, 'A-one.yaml'))).toBe(false);
    expect(existsSync(join(dir, 'A-one.yaml.partial'))).toBe(false);
  } finally {
    host.server.close();
  }
});

test('a file already there with other bytes is downloaded again; a missing one upstream is a failure', async () => {
  const { manifest, bodies } = smallManifest();
  writeFileSync(join(dir, 'A-one.yaml'), 'stale\n');
  bodies.delete([...bodies.keys()][1]);
  const host = await rawHost(bodies);
  try {
    const outcome = await fetchSpecs({ dir, manifest, sourceUrl: host.url });
    expect(outcome.downloaded).toEqual(['A-one.yaml']);
    expect(readFileSync(join(dir, 'A-one.yaml'), 'utf8')).toBe('openapi: 3.0.0\n');
    expect(outcome.failures).toEqual([expect.stringMatching(/^G-split\/spec\/root\.yaml: .*404/)]);
  } finally {
    host.server.close();
  }
});

const source = manifestSourceDir();
requireFile(
  join(source, 'README.md'),
  'the README of the specs folder the manifest is made from',
  'set SPECS_DIR to a specs folder with its README.md source table',
)('the committed manifest against its source folder', () => {
  test('the committed manifest is what specs:manifest makes of the folder', () => {
    const manifest = buildManifest(source);
    expect(manifest).toEqual(readManifest());
    // The A-J files and the 168 files of the split OSF spec.
    expect(manifest.files).toHaveLength(178);
    expect(manifest.files.filter((entry) => entry.file.startsWith('G-osf-upstream/swagger-spec/'))).toHaveLength(168);
    expect(manifest.files.filter((entry) => entry.note).map((entry) => entry.file)).toEqual(['H-cis-automotive.yaml']);
  });
});

requireSpecs()('the pinned manifest against the specs folder', () => {
  test('every file of the specs folder found has the sha256 the manifest pins', () => {
    const found = locateSpecs().dir!;
    const differing = readManifest().files.filter(
      (entry) => sha256(readFileSync(join(found, entry.file))) !== entry.sha256,
    );
    expect(differing.map((entry) => entry.file)).toEqual([]);
  });

  test('`npm run specs:fetch` fills an empty SPECS_DIR with every pinned file, then finds nothing to do', async () => {
    const source = locateSpecs().dir!;
    const bodies = new Map(
      readManifest().files.map((entry) => [
        entry.url.slice(RAW_BASE_URL.length),
        readFileSync(join(source, entry.file)),
      ]),
    );
    const host = await rawHost(bodies);
    const run = () =>
      promisify(execFile)('npm', ['run', '--silent', 'specs:fetch'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, SPECS_DIR: dir, SPECS_SOURCE_URL: host.url },
      });
    try {
      const first = await run();
      expect(first.stdout).toContain('specs:fetch: 178 downloaded, 0 already present, 0 failed');
      expect(locateSpecs({ SPECS_DIR: dir }).dir).toBe(dir);
      const second = await run();
      expect(second.stdout.trim()).toMatch(/^specs:fetch: 0 downloaded, 178 already present, 0 failed/);
    } finally {
      host.server.close();
    }
  }, 60_000);

  test('`npm run specs:fetch` exits non-zero and names the file when a body does not match', async () => {
    const source = locateSpecs().dir!;
    const [first, ...rest] = readManifest().files;
    // Every file but the first is already in place; the host answers the first with other bytes.
    for (const entry of rest) {
      mkdirSync(dirname(join(dir, entry.file)), { recursive: true });
      writeFileSync(join(dir, entry.file), readFileSync(join(source, entry.file)));
    }
    const host = await rawHost(new Map([[first.url.slice(RAW_BASE_URL.length), Buffer.from('not the spec')]]));
    try {
      const failed = await promisify(execFile)('npm', ['run', '--silent', 'specs:fetch'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, SPECS_DIR: dir, SPECS_SOURCE_URL: host.url },
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(`specs:fetch: ${first.file}: sha256 mismatch`);
      expect(existsSync(join(dir, first.file))).toBe(false);
      expect(host.asked).toEqual([first.url.slice(RAW_BASE_URL.length)]);
    } finally {
      host.server.close();
    }
  }, 60_000);
});
