// The committed upstream types (upstream-types/<service>.d.ts) are what `npm run specs:types` makes of the pinned
// specs today: regenerated into a temporary folder, every file must be byte-identical, and no service may lack one.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_KEYS } from '../../src/config/index.js';
import { SERVICE_SPECS, TYPES_DIR, writeTypes } from '../../scripts/specs/types.js';
import { requireSpecs } from '../support/prerequisites.js';

const generated = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.d.ts'))
    .sort();

test('every service has a spec to generate its upstream types from', () => {
  expect(Object.keys(SERVICE_SPECS).sort()).toEqual([...SERVICE_KEYS].sort());
  expect(generated(TYPES_DIR)).toEqual(SERVICE_KEYS.map((service) => `${service}.d.ts`).sort());
});

requireSpecs()('upstream-types/', () => {
  let out: string;
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'upstream-types-'));
    await writeTypes(out);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test('is what `npm run specs:types` generates from the pinned specs', () => {
    expect(generated(out)).toEqual(generated(TYPES_DIR));
    const stale = generated(out).filter(
      (name) => readFileSync(join(out, name), 'utf8') !== readFileSync(join(TYPES_DIR, name), 'utf8'),
    );
    expect(stale).toEqual([]);
  });
});
