// The second step of `npm run build`: the gateway and the packages it imports, bundled into dist/bundle/ for
// `npm run serve` and the production image. Start-up is mostly module loading: resolving, reading and linking some
// two thousand files; a bundle is a few files, which halves the cold start (docs/performance.md). Code loaded on
// demand (graphql-jit, tracing, federation, GraphiQL, the sandbox) stays in chunks of its own, loaded only when used.
// The bundle is made from the TypeScript sources (esbuild transpiles them as ts-jest and tsx do; `tsc` in the first
// step of `npm run build` checks the types and writes dist/ for debugging unbundled), so the test suite can build it
// in seconds (test/support/global-setup.ts) and start it as `npm run serve` does.
//
// One thing esbuild gets wrong for us: a CommonJS package loaded with `import()` becomes a chunk that exports only
// `default` when splitting is on (esbuild issues #3245, #4377), so `const { resourceFromAttributes } = await
// import('@opentelemetry/resources')` is undefined in the bundle and works everywhere else. The plugin below gives
// each such import an ES module in front of the package that names its exports (read from the package at build time,
// as Node's own CommonJS loader finds them), and the check after the build refuses any chunk that still exports only
// `default` of a CommonJS module.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const BUNDLE_DIR = 'dist/bundle';
export const BUNDLE_ENTRY = 'src/server.ts';

/** Whether Node loads `file` as CommonJS: a .cjs file, or a .js file whose nearest package.json is not `module`. */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
    if (dirname(folder) === folder) return true;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `import()` of a CommonJS package: an ES module in front of it that exports each of its names. */
export const commonJsDynamicImports: Plugin = {
  name: 'commonjs-dynamic-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.namespace !== 'file') return undefined;
      const resolved = await context.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir });
      if (resolved.errors.length > 0 || resolved.external || !isCommonJs(resolved.path)) return undefined;
      // Named relative to the checkout, so the bundle's comments carry no build machine's folders.
      return { path: relative(process.cwd(), resolved.path), namespace: 'commonjs-facade' };
    });
    context.onLoad({ filter: /.*/, namespace: 'commonjs-facade' }, (args) => {
      const file = resolve(args.path);
      const exported = createRequire(file)(file) as Record<string, unknown>;
      const names = Object.keys(exported).filter((name) => IDENTIFIER.test(name) && name !== 'default');
      // As Node imports CommonJS: `default` is module.exports, and each name found on it is exported as well.
      return {
        contents: [
          `const commonJs = require(${JSON.stringify(file)});`,
          `export const { ${names.join(', ')} } = commonJs;`,
          'export default commonJs;',
        ].join('\n'),
        resolveDir: dirname(file),
        loader: 'js',
      };
    });
  },
};

/** Chunks that export only `default` of a CommonJS module: what a dynamic import of one without the facade gives. */
export function defaultOnlyChunks(dir = BUNDLE_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => /^export default require_\w+\(\);\s*$/m.test(readFileSync(join(dir, name), 'utf8')));
}

/** Builds dist/bundle/ from the sources; throws when a chunk would hide a CommonJS package's names. */
export async function bundle(): Promise<void> {
  const { devDependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  // Built beside the last bundle, then put in its place: chunk names carry a hash, so old chunks left behind would
  // only mislead, and a process starting meanwhile finds one whole bundle or the other.
  const next = `${BUNDLE_DIR}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    entryPoints: { server: BUNDLE_ENTRY },
    outdir: next,
    tsconfig: 'tsconfig.build.json',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // CommonJS packages call require(); an ES module has none until it is made.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // The sandbox is a development package, imported by name at run time only when asked for (src/dev/sandbox.ts).
    // Development packages stay outside, so that one imported by mistake fails in a production install
    // (`npm run check:production`) as it would unbundled, instead of being carried along.
    external: ['@gateway/sandbox', ...Object.keys(devDependencies)],
    plugins: [commonJsDynamicImports],
    // The bundle is the production build: it runs as NODE_ENV=production (src/start/production.ts).
    define: { __GATEWAY_BUNDLE__: 'true' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const hidden = defaultOnlyChunks(next);
  if (hidden.length > 0) {
    rmSync(next, { recursive: true, force: true });
    throw new Error(
      `${BUNDLE_DIR}: ${hidden.join(', ')} export only \`default\` of a CommonJS module (a dynamic import the ` +
        'commonjs-dynamic-imports plugin did not cover): its named exports would be undefined at run time',
    );
  }
  const previous = `${BUNDLE_DIR}.previous-${process.pid}`;
  if (existsSync(BUNDLE_DIR)) renameSync(BUNDLE_DIR, previous);
  renameSync(next, BUNDLE_DIR);
  rmSync(previous, { recursive: true, force: true });
}

/** The newest modification time of the files the bundle is made from (sources, lockfile, this script). */
export function newestSource(root = '.'): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of [
    'src',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'scripts/bundle.ts',
  ])
    visit(join(root, path));
  return newest;
}

/** Whether dist/bundle/server.js is missing or older than a file it is made from. */
export function bundleIsStale(root = '.'): boolean {
  const entry = join(root, BUNDLE_DIR, 'server.js');
  return !existsSync(entry) || statSync(entry).mtimeMs < newestSource(root);
}

// `tsx scripts/bundle.ts` builds; with --if-stale (the test suite's global setup) only when the bundle is stale.
if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  if (!process.argv.includes('--if-stale') || bundleIsStale()) {
    const started = performance.now();
    await bundle();
    console.log(`${BUNDLE_DIR}/server.js in ${Math.round(performance.now() - started)} ms`);
  }
}
