// The value lists of upstream-types/values/ are written twice in one place: the runtime module and the declaration
// beside it that keeps each name a literal. tsc checks the declaration (and, for the node categories, against the
// spec's enum) but cannot see the module, so this holds the two to the same names in the same order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTOMOTIVE_REGIONS, DEFAULT_REGION, STATE_CODES } from '@gateway/upstream-types/values/automotive';
import { NODE_CATEGORIES } from '@gateway/upstream-types/values/research';
import { TYPES_DIR } from '../../scripts/specs/types.js';

/** The string literals of `export declare const <name>: readonly [...]` in values/<file>.d.ts. */
function declared(file: string, name: string): string[] {
  const text = readFileSync(join(TYPES_DIR, 'values', file), 'utf8');
  const tuple = new RegExp(`export declare const ${name}: readonly \\[([^\\]]*)\\]`).exec(text)?.[1];
  if (tuple === undefined) throw new Error(`values/${file} declares no tuple ${name}`);
  return [...tuple.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

test('the automotive regions are the declared state codes, each as REGION_STATE_<code>', () => {
  expect([...STATE_CODES]).toEqual(declared('automotive.d.ts', 'STATE_CODES'));
  expect(new Set(STATE_CODES).size).toBe(51);
  expect([...AUTOMOTIVE_REGIONS]).toEqual(STATE_CODES.map((code) => `REGION_STATE_${code}`));
  expect(AUTOMOTIVE_REGIONS).toContain(DEFAULT_REGION);
});

test('the node categories are the declared ones', () => {
  expect([...NODE_CATEGORIES]).toEqual(declared('research.d.ts', 'NODE_CATEGORIES'));
});

test('the lists cannot be changed by an importer', () => {
  expect(Object.isFrozen(STATE_CODES) && Object.isFrozen(AUTOMOTIVE_REGIONS) && Object.isFrozen(NODE_CATEGORIES)).toBe(
    true,
  );
});
