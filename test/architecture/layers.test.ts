// The floors of src/ and of the sandbox package, bottom first: a module imports only from its own floor or the
// floors below it (type imports included), and nothing imports in a circle. The graphs are madge's, as
// `npm run check:cycles` reads them. Every module must stand on a declared floor, so a new folder is placed on
// purpose, not waved through.
import madge from 'madge';

/** A floor: a name and the modules on it (a folder with a trailing slash, or one file). */
type Floor = readonly [name: string, modules: readonly string[]];

/** src/, bottom first. */
const SRC_FLOORS: readonly Floor[] = [
  // The @gateway/upstream-types package (declarations generated from the specs, and their overlays), as madge
  // finds it through its workspace link: below everything, importing nothing of ours.
  ['upstream types', ['../upstream-types/']],
  ['config (the ground: the whole environment, typed)', ['config/']],
  ['logger and the request in flight', ['logger.ts', 'request-scope.ts']],
  ['shared HTTP layer (got clients, upstream errors, the boundary rule, the call observer)', ['http/']],
  ['store', ['store/']],
  ['auth (credentials, access, tokens the gateway buys)', ['auth/']],
  ['datasources', ['datasources/']],
  ['events', ['events/']],
  ['context', ['context.ts']],
  ['schema (shapes)', ['schema/']],
  ['resolvers (behaviour)', ['resolvers/']],
  ['the executable schema (shapes + behaviour, built)', ['executable-schema.ts']],
  ['observability', ['observability/']],
  ['mcp', ['mcp/']],
  ['plugins', ['plugins/']],
  ['gateway', ['gateway.ts']],
  ['start-up parts and the development sandbox', ['start/', 'dev/']],
  ['server', ['server.ts']],
];

/** The sandbox package, bottom first. Each service is a module or folder of the services floor. */
const SANDBOX_FLOORS: readonly Floor[] = [
  ['upstream types', ['../upstream-types/']],
  ['settings', ['settings.ts']],
  ['cache headers', ['cache-headers.ts']],
  ['framework', ['framework.ts']],
  ['shared helpers', ['random.ts', 'azure.ts']],
  [
    'services',
    [
      'messaging/',
      'unpacker/',
      'numbers/',
      'fileStorage/',
      'scheduler.ts',
      'marketplace/',
      'research/',
      'automotive/',
      'certificates/',
      'content/',
    ],
  ],
  ['assembly', ['index.ts']],
  ['command line', ['cli.ts']],
];

const onModule = (file: string, module: string) => (module.endsWith('/') ? file.startsWith(module) : file === module);

/** The floor index of a file, or -1 when no floor holds it. */
const floorOf = (floors: readonly Floor[], file: string) =>
  floors.findIndex(([, modules]) => modules.some((module) => onModule(file, module)));

/** Every import that runs up a floor, and every module on no floor, as lines. */
export function floorViolations(graph: Record<string, string[]>, floors: readonly Floor[]): string[] {
  const lines: string[] = [];
  for (const [file, imports] of Object.entries(graph)) {
    const from = floorOf(floors, file);
    if (from < 0) {
      lines.push(`${file} is on no declared floor`);
      continue;
    }
    for (const target of imports) {
      const to = floorOf(floors, target);
      if (to > from) lines.push(`${file} (${floors[from]![0]}) imports ${target} (${floors[to]![0]}), a floor above`);
    }
  }
  return lines.sort();
}

/** Imports from one service's module or folder into another's (the services of a package stand alone). */
export function crossServiceImports(graph: Record<string, string[]>, services: readonly string[]): string[] {
  const serviceOf = (file: string) => services.find((module) => onModule(file, module));
  return Object.entries(graph)
    .flatMap(([file, imports]) =>
      imports
        .filter((target) => serviceOf(file) && serviceOf(target) && serviceOf(file) !== serviceOf(target))
        .map((target) => `${file} imports ${target}`),
    )
    .sort();
}

describe('the floor check', () => {
  const floors: Floor[] = [
    ['ground', ['config/']],
    ['middle', ['http/']],
    ['top', ['gateway.ts']],
  ];

  it('reports an import that runs up a floor, and a module on no floor', () => {
    const graph = {
      'config/a.ts': ['http/client.ts'],
      'http/client.ts': ['config/a.ts'],
      'gateway.ts': ['http/client.ts', 'config/a.ts'],
      'stray.ts': [],
    };
    expect(floorViolations(graph, floors)).toEqual([
      'config/a.ts (ground) imports http/client.ts (middle), a floor above',
      'stray.ts is on no declared floor',
    ]);
  });

  it('reports an import between two services', () => {
    const graph = { 'a/x.ts': ['a/y.ts', 'b/z.ts', 'framework.ts'], 'b/z.ts': [] };
    expect(crossServiceImports(graph, ['a/', 'b/'])).toEqual(['a/x.ts imports b/z.ts']);
  });
});

describe.each([
  ['src/', '../../src/', SRC_FLOORS],
  ['sandbox/', '../../sandbox/', SANDBOX_FLOORS],
] as const)('%s', (_name, folder, floors) => {
  let graph: Record<string, string[]>;
  let cycles: string[][];

  beforeAll(async () => {
    const result = await madge(new URL(folder, import.meta.url).pathname, {
      fileExtensions: ['ts'],
      excludeRegExp: [/node_modules/],
    });
    graph = result.obj();
    cycles = result.circular();
  }, 120_000);

  it('sees its modules', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(50);
  });

  it('imports nothing from a floor above', () => {
    expect(floorViolations(graph, floors)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles.map((cycle) => cycle.join(' > '))).toEqual([]);
  });
});

test("the sandbox's services import nothing from one another", async () => {
  const result = await madge(new URL('../../sandbox/', import.meta.url).pathname, {
    fileExtensions: ['ts'],
    excludeRegExp: [/node_modules/],
  });
  const services = SANDBOX_FLOORS.find(([name]) => name === 'services')![1];
  expect(crossServiceImports(result.obj(), services)).toEqual([]);
}, 120_000);
