// Numbers (math.tools, spec C) against bodies generated from the spec. The spec declares no response schemas,
// only a JSON example per operation: each example is read as a schema (every key it shows is required, types as
// the example's values), and every variant is generated from that.
import { describeContract } from './support/contract.js';
import { generateBody } from './support/generate.js';
import type { JsonSchema, SpecOperation } from './support/spec.js';

/** A schema that the example value satisfies: its keys required, numbers integer where the example's are. */
function schemaOf(example: unknown): JsonSchema {
  if (Array.isArray(example)) return { type: 'array', items: example.length ? schemaOf(example[0]) : {} };
  if (example !== null && typeof example === 'object') {
    const entries = Object.entries(example as Record<string, unknown>);
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, value]) => [key, schemaOf(value)])),
      required: entries.filter(([, value]) => value !== null).map(([key]) => key),
    };
  }
  if (typeof example === 'number') return { type: Number.isInteger(example) ? 'integer' : 'number' };
  if (typeof example === 'boolean') return { type: 'boolean' };
  if (typeof example === 'string') return { type: 'string' };
  return {};
}

type Responses = Record<string, { content?: Record<string, { examples?: Record<string, { value?: string }> }> }>;

const derived = new Map<string, JsonSchema>();
function exampleSchema(document: Record<string, unknown>, operation: SpecOperation): JsonSchema {
  const key = `${operation.method} ${operation.path}`;
  let schema = derived.get(key);
  if (!schema) {
    const paths = document.paths as Record<string, Record<string, { responses?: Responses }>>;
    const responses = paths[operation.path]?.[operation.method.toLowerCase()]?.responses;
    const raw = responses?.[String(operation.status)]?.content?.['application/json']?.examples?.response?.value;
    if (!raw) throw new Error(`${key}: the spec has no example`);
    schema = schemaOf(JSON.parse(raw));
    derived.set(key, schema);
  }
  return schema;
}

const CHECKS = [
  ['isCube', '/numbers/is-cube'],
  ['isSquare', '/numbers/is-square'],
  ['isTriangle', '/numbers/is-triangle'],
  ['isPalindrome', '/numbers/is-palindrome'],
  ['isPrime', '/numbers/prime/is-prime'],
  ['isPerfect', '/numbers/prime/is-perfect'],
  ['isMersennePrime', '/numbers/prime/is-mersenne-prime'],
  ['isFermatPrime', '/numbers/prime/is-fermat-prime'],
  ['isFibonacciPrime', '/numbers/prime/is-fibonacci-prime'],
  ['isPartitionPrime', '/numbers/prime/is-partition-prime'],
  ['isPellPrime', '/numbers/prime/is-pell-prime'],
] as const;

describeContract({
  service: 'numbers',
  spec: 'C-math-tools-numbers.yaml',
  env: { NUMBERS_API_KEY: 'contract-secret', NUMBERS_API_NAMES: 'real' },
  authorize: (request) => request.headers['x-mathtools-api-secret'] === 'contract-secret',
  operations: [
    'GET /numbers/base',
    'GET /numbers/base/binary',
    'GET /numbers/base/hex',
    'GET /numbers/base/octal',
    'GET /numbers/cardinal',
    'GET /numbers/currency',
    'GET /numbers/fact',
    'GET /numbers/nod',
    'GET /numbers/numeral/chinese',
    'GET /numbers/numeral/egyptian',
    'GET /numbers/numeral/roman',
    'GET /numbers/ordinal',
    'GET /numbers/pi',
    'GET /numbers/prime/factors',
    'GET /numbers/random',
    ...CHECKS.map(([, path]) => `GET ${path}`),
  ],
  reply: ({ operation, variant, spec }) => ({
    status: operation.status,
    body: generateBody(exampleSchema(spec.document, operation), variant, operation.path.length),
  }),
  entries: [
    { field: 'numbers.pi', args: '(from: 0, to: 20)' },
    { field: 'numbers.numberOfTheDay' },
    { field: 'numbers.base', args: '(number: "32", to: 2)' },
    { field: 'numbers.binary', args: '(number: "32")' },
    { field: 'numbers.hex', args: '(number: "32")' },
    { field: 'numbers.octal', args: '(number: "32")' },
    { field: 'numbers.fact', args: '(number: 7)' },
    { field: 'numbers.random', args: '(min: 1, max: 9, total: 3)' },
    { field: 'numbers.ordinal', args: '(number: 7)' },
    { field: 'numbers.cardinal', args: '(number: 7)' },
    { field: 'numbers.currency', args: '(number: 7)' },
    { field: 'numbers.romanNumeral', args: '(number: 7)' },
    { field: 'numbers.chineseNumeral', args: '(number: 7)' },
    { field: 'numbers.egyptianNumeral', args: '(number: 7)' },
    { field: 'numbers.primeFactors', args: '(number: 12)' },
    ...CHECKS.map(([field]) => ({ field: `numbers.${field}`, args: '(number: 7)' })),
  ],
});
