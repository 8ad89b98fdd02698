// The sandbox is its own package (`sandbox/`, `@gateway/sandbox`): it stands alone like a real upstream, and the
// production build contains none of it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@gateway/sandbox';
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings, withSandbox, type RunningSandbox } from '../../src/dev/sandbox.js';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const sandboxDir = join(root, 'sandbox');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

describe('the sandbox package', () => {
  const files = sourceFiles(sandboxDir);
  const manifest = JSON.parse(readFileSync(join(sandboxDir, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
  };

  it('imports nothing from the gateway: relative imports stay inside sandbox/', () => {
    expect(files.length).toBeGreaterThan(10);
    const escapes = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = resolve(dirname(file), specifier);
          return target !== sandboxDir && !target.startsWith(sandboxDir + sep);
        })
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(escapes).toEqual([]);
  });

  it('declares every package it imports in its own package.json', () => {
    const declared = new Set(Object.keys(manifest.dependencies ?? {}));
    const undeclared = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
        .filter((specifier) => !builtinModules.includes(specifier) && !declared.has(packageName(specifier)))
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('is a workspace of the root package, which no longer depends on its HTTP framework in production', () => {
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      workspaces?: string[];
      dependencies: Record<string, string>;
    };
    expect(manifest.name).toBe('@gateway/sandbox');
    expect(rootManifest.workspaces).toContain('sandbox');
    expect(Object.keys(rootManifest.dependencies)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/fastify/)]),
    );
  });

  it('answers under the names the gateway maps from its configuration', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NUMBERS_API_KEY_HEADER: 'X-Other-Secret' });
    const sandbox: RunningSandbox = await startSandbox(sandboxSettings(config), ['numbers']);
    try {
      const pointed = withSandbox(config, sandbox);
      const numbers = pointed.services.numbers;
      const url = `${numbers.baseUrl}/numbers/nod`;
      expect((await fetch(url, { headers: { 'X-Other-Secret': numbers.credential.secret! } })).status).not.toBe(401);
      expect((await fetch(url, { headers: { 'X-Numbers-Api-Secret': numbers.credential.secret! } })).status).toBe(401);
    } finally {
      await sandbox.close();
    }
  });
});

describe('the production build', () => {
  it('compiles src/ only, and src/ holds no sandbox and no static import of it', () => {
    const build = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as {
      include: string[];
      compilerOptions: { rootDir: string };
    };
    expect(build.include).toEqual(['src']);
    expect(build.compilerOptions.rootDir).toBe('src');
    const staticImports = sourceFiles(join(root, 'src')).flatMap((file) =>
      specifiers(file)
        .filter((specifier) => /sandbox\/|@gateway\/sandbox|fastify/.test(specifier))
        .map((specifier) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(staticImports).toEqual([]);
  });

  it("has no sandbox file among the compiler's inputs (what dist/ is made of)", () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const listed = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--listFilesOnly'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((file) => resolve(root, file));
    const ours = listed.filter((file) => !file.includes(`${sep}node_modules${sep}`));
    expect(ours.length).toBeGreaterThan(50);
    expect(ours.filter((file) => !file.startsWith(join(root, 'src') + sep))).toEqual([]);
    expect(listed.filter((file) => /fastify/.test(file))).toEqual([]);
  }, 60_000);

  it('is not in the Docker image: build and runtime stages copy no sandbox/ and install no workspace', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const instructions = dockerfile.replace(/^\s*#.*\n/gm, '');
    const stages = instructions.split(/^FROM /m).slice(1);
    const stage = (name: string) => stages.find((text) => text.split('\n')[0]!.includes(`AS ${name}`)) ?? '';
    const [build, runtime] = [stage('build'), stage('runtime')];
    // The runtime stage is the last one: what `docker build .` produces.
    expect(stages.at(-1)).toBe(runtime);
    for (const text of [build, runtime]) {
      expect(text).not.toMatch(/sandbox/);
      expect(text).not.toMatch(/COPY\s+\.\s/);
      expect(text).toMatch(/npm ci [^\n]*--workspaces=false/);
    }
    expect(runtime).toMatch(/npm ci --omit=dev --workspaces=false/);
    expect(runtime).toMatch(/COPY --from=build \/app\/dist \.\/dist\n/);
  });
});
