// Import structure of src/: no import cycles, and data sources below every layer that uses them. The graph is
// madge's (`npm run check:cycles` prints the same cycles), read once for both tests.
import { existsSync } from 'node:fs';
import madge from 'madge';

const SRC = new URL('../../src/', import.meta.url).pathname;

let graph: Record<string, string[]>;
let cycles: string[][];

beforeAll(async () => {
  const result = await madge(SRC, { fileExtensions: ['ts'] });
  graph = result.obj();
  cycles = result.circular();
}, 120_000);

test('src/ has no import cycle', () => {
  expect(cycles.map((cycle) => cycle.join(' > '))).toEqual([]);
});

test('src/config/ is the ground: it imports nothing else from src/', () => {
  const upward = Object.entries(graph)
    .filter(([file]) => file.startsWith('config/'))
    .flatMap(([file, imports]) =>
      imports.filter((target) => !target.startsWith('config/')).map((t) => `${file} -> ${t}`),
    );
  expect(upward).toEqual([]);
});

test('the cycle check sees every module of src/', () => {
  // A module madge cannot resolve would hide its cycles; the sandbox package is imported by name, on purpose.
  expect(Object.keys(graph).length).toBeGreaterThan(100);
  for (const file of ['gateway.ts', 'plugins/index.ts', 'datasources/rest.ts', 'config/index.ts'])
    expect(existsSync(SRC + file) && file in graph).toBe(true);
  expect(graph['gateway.ts']).toContain('plugins/index.ts');
});

// Layers the HTTP layer and the data sources must not reach: they report upstream calls through
// http/observer.ts, and the gateway fills that in.
const ABOVE_DATA_SOURCES = [/^plugins\//, /^observability\//, /^schema\//, /^resolvers\//, /^context\.ts$/];

test('src/datasources/ imports none of the layers above it', () => {
  const upward = Object.entries(graph)
    .filter(([file]) => file.startsWith('datasources/'))
    .flatMap(([file, imports]) =>
      imports.filter((target) => ABOVE_DATA_SOURCES.some((layer) => layer.test(target))).map((t) => `${file} -> ${t}`),
    );
  expect(upward).toEqual([]);
});
