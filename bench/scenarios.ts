// Load scenarios: one GraphQL query each. The direct-REST baseline replays exactly the upstream calls the
// gateway made for one execution of the query, so both sides do the same upstream work.
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
];
