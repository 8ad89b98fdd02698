// The shape of the code (docs/architecture.md): no source file past 500 lines, and one layout per service in each
// layer: `<layer>/<service>.ts` while one file is enough, `<layer>/<service>/index.ts` + parts once it is not,
// never both and never `<service>-<part>.ts` beside them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const MAX_LINES = 500;
/** The folders that hold one file or folder per service. */
const LAYERS = ['src/resolvers', 'src/schema', 'src/datasources', 'sandbox'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const lineCount = (file: string) => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;

/** Services of a layer laid out two ways at once: `x.ts` beside `x/`, or `x-part.ts` beside `x.ts` or `x/`. */
function mixedLayouts(layer: string): string[] {
  const entries = readdirSync(join(root, layer));
  const services = new Set(
    entries.flatMap((name) => {
      if (name.endsWith('.ts')) return [name.slice(0, -3)];
      return statSync(join(root, layer, name)).isDirectory() ? [name] : [];
    }),
  );
  return [...services]
    .filter((service) => {
      const asFile = entries.includes(`${service}.ts`);
      const asFolder = existsSync(join(root, layer, service)) && statSync(join(root, layer, service)).isDirectory();
      const parts = entries.some((name) => name.startsWith(`${service}-`) && name.endsWith('.ts'));
      return (asFile && asFolder) || ((asFile || asFolder) && parts);
    })
    .map((service) => `${layer}/${service}`)
    .sort();
}

describe('layout', () => {
  const files = ['src', 'sandbox'].flatMap(sourceFiles);

  it(`has no file in src/ or sandbox/ over ${MAX_LINES} lines`, () => {
    const tooLong = files.flatMap((file) =>
      lineCount(file) > MAX_LINES ? [`${file} (${lineCount(file)} lines)`] : [],
    );
    expect(tooLong).toEqual([]);
  });

  it('lays out each service one way per layer', () => {
    expect(LAYERS.flatMap(mixedLayouts)).toEqual([]);
  });

  it('gives every service folder an index.ts that only imports and re-exports', () => {
    const folders = LAYERS.flatMap((layer) =>
      readdirSync(join(root, layer), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !['node_modules', 'descriptions', 'node'].includes(entry.name))
        .map((entry) => `${layer}/${entry.name}`),
    );
    const wrong = folders.filter((folder) => {
      const index = join(root, folder, 'index.ts');
      if (!existsSync(index)) return true;
      const code = readFileSync(index, 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/^(import\b|export (type )?(\*|\{))[^;]*;/gms, '')
        .trim();
      return code !== '';
    });
    expect(wrong.map((folder) => relative(root, join(root, folder)))).toEqual([]);
  });
});
