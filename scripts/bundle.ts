// The second step of `npm run build`: the compiled gateway (dist/, from tsc) and the packages it imports, bundled
// into dist/bundle/ for `npm run serve` and the production image. Start-up is mostly module loading: resolving,
// reading and linking some two thousand files; a bundle is a few files, which halves the cold start
// (docs/performance.md). Code loaded on demand (graphql-jit, tracing, federation, the sandbox) stays in chunks of
// its own, loaded only when used. dist/server.js still runs unbundled, for debugging with the tsc output.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { devDependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies?: Record<string, string>;
};

const started = performance.now();
await build({
  entryPoints: { server: 'dist/server.js' },
  outdir: 'dist/bundle',
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
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`dist/bundle/server.js in ${Math.round(performance.now() - started)} ms`);
