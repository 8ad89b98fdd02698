// `npm run schema:undescribed`: lists every schema coordinate without a description, and every entry of the
// description maps (src/schema/descriptions/) that no longer describes anything. With `--suggest`, prints each
// missing coordinate as a map entry, with the text of the same-named property or parameter in the service's spec
// (found as scripts/specs/location.ts says) when one has a description, ready to review and paste into the service's map.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { builder } from '../src/schema/builder.js';
import { staleEntries, undescribed } from '../src/schema/describe.js';
import { descriptions } from '../src/schema/descriptions/index.js';
import { schema } from '../src/executable-schema.js';
import { specsDir } from './specs/location.js';

const specFiles: Record<string, string[]> = {
  messaging: ['A-circuit.yaml'],
  unpacker: ['B-restful4up.yaml'],
  numbers: ['C-math-tools-numbers.yaml'],
  fileStorage: ['D-azure-netapp.yaml'],
  scheduler: ['E-azure-scheduler.yaml'],
  marketplace: ['F-brandlovers-marketplace.yaml'],
  research: ['G-osf.yaml'],
  automotive: ['H-cis-automotive.yaml'],
  certificates: ['I-apisetu-transportdl.yaml'],
  content: ['J-hubspot-cms-domains.yaml'],
};

/** The service whose schema or resolver file names the type (or, for a root type, the field) in quotes. */
function serviceOf(coordinate: string, sources: [string, string][]): string {
  const [type, field] = coordinate.split(/[.(]/);
  const name = type === 'Query' || type === 'Mutation' ? field : type;
  const file = sources.find(([, text]) => text.includes(`'${name}'`));
  return file ? file[0] : 'shared';
}

function sourceFiles(): [string, string][] {
  const out: [string, string][] = [];
  for (const dir of ['../src/schema/', '../src/resolvers/']) {
    for (const file of readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: 'utf8' })) {
      const service = file.split('/')[0].replace(/\.ts$/, '');
      if (!file.endsWith('.ts') || !(service in specFiles)) continue;
      out.push([service, readFileSync(new URL(dir + file, import.meta.url), 'utf8')]);
    }
  }
  return out;
}

interface Found {
  text: string;
  /** Where in the spec it was found (schema name or path), to prefer the one closest to the GraphQL type. */
  context: string;
}

/** Every described property (`properties.<name>`) and parameter (`{ name, in }`) in a spec, by lower-case name. */
function indexSpec(file: string): Map<string, Found[]> {
  const index = new Map<string, Found[]>();
  const add = (name: string, text: unknown, context: string) => {
    if (typeof text !== 'string' || text.trim() === '') return;
    const key = name.toLowerCase().replace(/_/g, '');
    index.set(key, [...(index.get(key) ?? []), { text, context: context.toLowerCase() }]);
  };
  const walk = (node: unknown, context: string): void => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, context));
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.in === 'string') add(record.name, record.description, context);
    const properties = record.properties;
    if (properties !== null && typeof properties === 'object') {
      for (const [name, value] of Object.entries(properties))
        add(name, (value as { description?: unknown })?.description, context);
    }
    for (const [key, value] of Object.entries(record)) {
      const scope = key === 'definitions' || key === 'schemas' || key === 'paths' ? undefined : key;
      walk(value, scope === undefined ? context : /^[A-Z/]/.test(key) ? key : context);
    }
  };
  const text = readFileSync(join(specsDir(), file), 'utf8');
  walk(parse(text, { maxAliasCount: -1 }), '');
  return index;
}

/** The spec's text, as one line: no markup, at most two sentences. */
function clean(text: string): string {
  const plain = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const short = plain
    .split(/(?<=[.!?])\s+(?=[A-Z`])/)
    .slice(0, 2)
    .join(' ');
  return /[.!?]$/.test(short) ? short : `${short}.`;
}

function suggestion(index: Map<string, Found[]>, coordinate: string): string | undefined {
  const match = /^(\w+)\.(\w+)(?:\((\w+):\))?$/.exec(coordinate);
  if (!match) return undefined;
  const [, type, field, arg] = match;
  const candidates = index.get((arg ?? field).toLowerCase());
  if (!candidates) return undefined;
  const words = type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const score = (found: Found) => words.filter((word) => found.context.includes(word)).length;
  return clean([...candidates].sort((a, b) => score(b) - score(a))[0].text);
}

/** The GraphQL type of a field, argument or input field (what a reviewer needs to write its text). */
function signature(coordinate: string): string {
  const [typeName, field, arg] = coordinate.split(/[.(:]/);
  const type = schema.getType(typeName);
  if (!type || field === undefined || !('getFields' in type))
    return type ? type.constructor.name.replace(/^GraphQL|Type$/g, '') : '';
  const member = type.getFields()[field];
  if (!member) return '';
  if (arg === undefined) return String(member.type);
  return String(('args' in member ? member.args : []).find((candidate) => candidate.name === arg)?.type ?? '');
}

const missing = undescribed(schema);
const stale = staleEntries(builder.toSchema(), descriptions);
if (process.argv.includes('--suggest')) {
  const indexes = new Map<string, Map<string, Found[]>>();
  const sources = sourceFiles();
  const byService = new Map<string, string[]>();
  for (const coordinate of missing) {
    const service = serviceOf(coordinate, sources);
    const files = specFiles[service] ?? [];
    for (const file of files) if (!indexes.has(file)) indexes.set(file, indexSpec(file));
    const text = files.map((file) => suggestion(indexes.get(file)!, coordinate)).find(Boolean);
    const line = `  '${coordinate}': ${JSON.stringify(text ?? '')}, // ${signature(coordinate)}`;
    byService.set(service, [...(byService.get(service) ?? []), line]);
  }
  for (const [service, lines] of byService) console.log(`// ${service}\n${lines.join('\n')}`);
} else {
  for (const coordinate of missing) console.log(`undescribed: ${coordinate}`);
  for (const coordinate of stale) console.log(`stale map entry: ${coordinate}`);
  console.log(`${missing.length} undescribed, ${stale.length} stale`);
}
process.exitCode = missing.length + stale.length > 0 ? 1 : 0;
