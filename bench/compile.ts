// Bench scripts that run beside the compiled gateway are compiled the same way (tsx would turn on source maps,
// which make every Error costly): bench/<name>.ts -> dist/.bench/<name>.js, inside the checkout so that its
// imports resolve from node_modules, and its imports of the gateway's sources pointed at dist/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export const checkoutRoot = new URL('..', import.meta.url).pathname;

export function compileBenchScript(name: string): string {
  const script = join(checkoutRoot, 'dist', '.bench', `${name}.js`);
  mkdirSync(dirname(script), { recursive: true });
  const { outputText } = ts.transpileModule(readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  writeFileSync(script, outputText.replaceAll("from '../src/", "from '../"));
  return script;
}
