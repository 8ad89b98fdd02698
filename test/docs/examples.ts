// Finds the GraphQL examples of the README and docs/: every ```graphql block (with the ```json block after it as its
// variables and a `Headers:` line after those as its headers, when the text gives them), and every curl command of
// a ```sh block that sends a GraphQL request (`-d` JSON or a multipart `-F operations=`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface DocExample {
  /** Path from the project root, e.g. `docs/services/numbers.md`. */
  file: string;
  /** Line of the opening fence. */
  line: number;
  kind: 'graphql' | 'curl';
  /** The GraphQL document as written. */
  query: string;
  variables?: Record<string, unknown>;
  headers: Record<string, string>;
  /** For a curl command: the whole ```sh block it is in (the settings it starts with), continuation lines joined. */
  command?: string;
}

/** README.md and every Markdown file under docs/. */
export function documentationFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  return [join(projectRoot, 'README.md'), ...walk(join(projectRoot, 'docs'))].map((path) =>
    relative(projectRoot, path),
  );
}

/** `name: value` pairs in backticks after `Headers:`. */
function headersLine(line: string | undefined): Record<string, string> | undefined {
  if (!line?.startsWith('Headers:')) return undefined;
  return Object.fromEntries(
    [...line.matchAll(/`([^:`]+):\s*([^`]*)`/g)].map((match) => [match[1]!.trim().toLowerCase(), match[2]!.trim()]),
  );
}

/** The fenced block opening at `start` (its lines without the fences) and the index after its closing fence. */
function block(lines: string[], start: number): { body: string; next: number } {
  const end = lines.findIndex((line, index) => index > start && line.trim() === '```');
  if (end < 0) throw new Error(`unclosed code block at line ${start + 1}`);
  return { body: lines.slice(start + 1, end).join('\n'), next: end + 1 };
}

const skipBlank = (lines: string[], index: number) => {
  while (index < lines.length && lines[index]!.trim() === '') index += 1;
  return index;
};

/** The single-quoted argument of a curl option (`-d '...'`, `-H '...'`, `-F name='...'`). */
const quoted = (command: string, option: string) =>
  [...command.matchAll(new RegExp(`${option}\\s+'([^']*)'`, 'g'))].map((match) => match[1]!);

function curlExamples(file: string, line: number, body: string): DocExample[] {
  const script = body.replace(/\\\n\s*/g, ' ');
  const commands = script.split('\n').filter((command) => /(^|\s)curl\s/.test(command) && command.includes('/graphql'));
  return commands.flatMap((command) => {
    const headers = Object.fromEntries(
      quoted(command, '-H').map((header) => {
        const [name, ...value] = header.split(':');
        return [name!.trim().toLowerCase(), value.join(':').trim()];
      }),
    );
    const operations = quoted(command, '-d')[0] ?? /-F operations='([^']*)'/.exec(command)?.[1];
    if (!operations) return [];
    const request = JSON.parse(operations) as { query: string; variables?: Record<string, unknown> };
    const { query, variables } = request;
    return [{ file, line, kind: 'curl' as const, query, variables, headers, command: script }];
  });
}

export function examplesOf(file: string): DocExample[] {
  const lines = readFileSync(join(projectRoot, file), 'utf8').split('\n');
  const examples: DocExample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = lines[index]!.trim();
    if (fence === '```graphql') {
      const start = index;
      const { body, next } = block(lines, index);
      let after = skipBlank(lines, next);
      let variables: Record<string, unknown> | undefined;
      if (lines[after]?.trim() === '```json') {
        const json = block(lines, after);
        variables = JSON.parse(json.body) as Record<string, unknown>;
        after = skipBlank(lines, json.next);
      }
      const headers = headersLine(lines[after]) ?? {};
      examples.push({ file, line: start + 1, kind: 'graphql', query: body, variables, headers });
      index = next - 1;
    } else if (fence === '```sh') {
      const { body, next } = block(lines, index);
      examples.push(...curlExamples(file, index + 1, body));
      index = next - 1;
    }
  }
  return examples;
}

export const allExamples = () => documentationFiles().flatMap(examplesOf);
