// Every operation of every upstream spec is either reached by a contract suite of its service or listed, with its
// reason, under "Operations not offered" in the service's doc. The suites' declared operations are read without
// running them (collectContracts). CONTRACT_REPORT=1 prints the per-service table: reached / in spec.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceKey } from '../../src/config/index.js';
import { requireSpecs } from '../support/prerequisites.js';
import { collectContracts, type ServiceContract } from './support/contract.js';
import { loadSpec } from './support/spec.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const DOCS = join(HERE, '..', '..', 'docs', 'services');

/** The spec each service is measured against: for research the upstream's 156-operation spec. */
const SPEC_OF: Record<ServiceKey, string> = {
  messaging: 'A-circuit.yaml',
  unpacker: 'B-restful4up.yaml',
  numbers: 'C-math-tools-numbers.yaml',
  fileStorage: 'D-azure-netapp.yaml',
  scheduler: 'E-azure-scheduler.yaml',
  marketplace: 'F-brandlovers-marketplace.yaml',
  research: 'G-osf-upstream/swagger-spec/swagger.yaml',
  automotive: 'H-cis-automotive.yaml',
  certificates: 'I-apisetu-transportdl.yaml',
  content: 'J-hubspot-cms-domains.yaml',
};

const HEADING = /^#{2,3} Operations not offered\s*$/;
const BULLET = /^- `([A-Z]+) (\/[^`]*)`: (.+)$/;

/** The "Operations not offered" bullets of a service's doc: `METHOD /path` to its reason. */
export function notOffered(markdown: string): { listed: Map<string, string>; malformed: string[] } {
  const listed = new Map<string, string>();
  const malformed: string[] = [];
  let inSection = false;
  for (const line of markdown.split('\n')) {
    if (/^#{1,3} /.test(line)) inSection = HEADING.test(line);
    if (!inSection || !line.startsWith('- ')) continue;
    const match = BULLET.exec(line.trim());
    if (match && match[3]!.trim()) listed.set(`${match[1]} ${match[2]}`, match[3]!.trim());
    else malformed.push(line);
  }
  return { listed, malformed };
}

test('a bullet of "Operations not offered" is read with its reason; one without a reason is malformed', () => {
  const doc = [
    '## Operations not offered',
    '',
    '- `POST /a/{id}`: not yet offered',
    '- `GET /b`',
    '## Next',
    '- `PUT /c`: outside the section',
  ].join('\n');
  expect(notOffered(doc)).toEqual({
    listed: new Map([['POST /a/{id}', 'not yet offered']]),
    malformed: ['- `GET /b`'],
  });
});

requireSpecs()('operation coverage of every spec', () => {
  let contracts: ServiceContract[] = [];

  beforeAll(async () => {
    const suites = readdirSync(HERE)
      .filter((file) => file.endsWith('.test.ts') && file !== 'coverage.test.ts')
      .map((file) => join(HERE, file));
    contracts = await collectContracts(suites);
  });

  test('every spec operation is reached by a contract suite or listed with its reason under "Operations not offered"', async () => {
    const rows: Array<Record<string, string | number>> = [];
    const problems: string[] = [];
    for (const [service, file] of Object.entries(SPEC_OF) as Array<[ServiceKey, string]>) {
      const spec = await loadSpec(file);
      const inSpec = new Set(spec.operations.map((operation) => `${operation.method} ${operation.path}`));
      const reached = new Set(
        contracts.filter((contract) => contract.service === service).flatMap((contract) => contract.operations),
      );
      const { listed, malformed } = notOffered(readFileSync(join(DOCS, `${service}.md`), 'utf8'));
      for (const line of malformed) problems.push(`${service}: "${line}" is not "- \`METHOD /path\`: reason"`);
      for (const operation of inSpec) {
        if (!reached.has(operation) && !listed.has(operation)) {
          problems.push(`${service}: ${operation} is neither in a contract suite nor under "Operations not offered"`);
        }
      }
      for (const operation of listed.keys()) {
        if (!inSpec.has(operation))
          problems.push(`${service}: ${operation} is listed as not offered but not in ${file}`);
        if (reached.has(operation)) problems.push(`${service}: ${operation} is listed as not offered but is reached`);
      }
      const reachedInSpec = [...inSpec].filter((operation) => reached.has(operation)).length;
      rows.push({ service, spec: file, reached: reachedInSpec, 'not offered': listed.size, 'in spec': inSpec.size });
    }
    if (process.env.CONTRACT_REPORT) {
      // The table is the point of the report: printed as the suite runs, not on failure only.
      console.error(['Operations reached by contract suites / in spec', ...rows.map(formatRow)].join('\n'));
    }
    expect(problems).toEqual([]);
    // The figures the table prints add up: every operation is one or the other.
    for (const row of rows) expect(Number(row.reached) + Number(row['not offered'])).toBe(row['in spec']);
  });
});

function formatRow(row: Record<string, string | number>): string {
  return (
    `  ${String(row.service).padEnd(13)} ${String(row.reached).padStart(3)} / ${String(row['in spec']).padEnd(4)}` +
    ` (not offered: ${row['not offered']}) ${row.spec}`
  );
}
