// Load scenarios: one GraphQL query each. The direct-REST baseline replays exactly the upstream calls the
// gateway made for one execution of the query, so both sides do the same upstream work.
import { readFileSync } from 'node:fs';
import type { ServiceKey } from '../src/config.js';

export interface Scenario {
  name: string;
  /** Sandboxes the query touches. */
  services: ServiceKey[];
  query: string;
  /** Caller headers, e.g. a per-request token. */
  headers?: Record<string, string>;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'numbers: one field',
    services: ['numbers'],
    query: '{ numbers { isPrime(number: 8191) } }',
  },
  {
    name: 'numbers: six fields in one query',
    services: ['numbers'],
    query: `{ numbers {
      isPrime(number: 8191) fact(number: 42) { fact } ordinal(number: 3) { text }
      cardinal(number: 12) { text } hex(number: "255") { answer } primeFactors(number: 228) { factor times }
    } }`,
  },
  {
    name: 'messaging: 20 conversations with participants and creators (batched)',
    services: ['messaging'],
    query:
      '{ messaging { conversations(first: 20) { edges { node { topic participants { displayName } creator { displayName } } } } } }',
  },
  {
    name: 'research: 20 preprints with license and provider (batched)',
    services: ['research'],
    query: '{ research { preprints(first: 20) { edges { node { title license { name } provider { name } } } } } }',
  },
  {
    name: 'fileStorage: account tree down to snapshots and mount targets',
    services: ['fileStorage'],
    query: `{ fileStorage { accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg") {
      name capacityPools { name volumes { name snapshots { name } mountTargets { ipAddress } } } } } }`,
  },
  {
    name: 'dashboard: eight services in one query',
    services: ['messaging', 'numbers', 'fileStorage', 'scheduler', 'marketplace', 'research', 'automotive', 'content'],
    query: readFileSync(new URL('../examples/client/documents/dashboard.graphql', import.meta.url), 'utf8'),
  },
];
