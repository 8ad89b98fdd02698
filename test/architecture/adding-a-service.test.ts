// docs/adding-a-service.md draws the map a new service follows. Its checklist must name every file a new service
// has to touch: each path it lists exists for the Numbers service (the reference), and every file that names all
// the service keys (a registration table, an import list, a per-service setting) is in the list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_KEYS } from '../../src/config/index.js';

const root = new URL('../..', import.meta.url).pathname;
const doc = readFileSync(join(root, 'docs/adding-a-service.md'), 'utf8');
const checklist = doc.slice(doc.indexOf('## Checklist'), doc.indexOf('\n## ', doc.indexOf('## Checklist') + 1));
/** Backticked paths of the checklist (those with a folder), `<key>` as written. */
const listed = [...checklist.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1])
  .filter((text) => /^[\w.<>-]+(\/[\w.<>-]*)+$/.test(text));

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return /\.(ts|json)$/.test(entry.name) ? [path] : [];
  });
}

test('the checklist is not empty', () => {
  expect(checklist).toContain('## Checklist');
  expect(listed.length).toBeGreaterThan(20);
});

test('every path of the checklist exists for the reference service', () => {
  const missing = listed
    .map((path) => path.replaceAll('<key>', 'numbers'))
    .filter((path) => !existsSync(join(root, path)));
  expect(missing).toEqual([]);
});

test('every file that names all the service keys is in the checklist', () => {
  const namesEveryService = ['src', 'sandbox', 'scripts', 'test']
    .flatMap(files)
    .filter((file) => !file.startsWith('test/architecture/'))
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return SERVICE_KEYS.every((key) => new RegExp(`\\b${key}\\b`).test(text));
    });
  expect(namesEveryService.length).toBeGreaterThan(5);
  expect(namesEveryService.filter((file) => !listed.includes(file))).toEqual([]);
});
