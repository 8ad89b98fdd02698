// The contracts suite files declare, read without running them (the coverage test): while they load,
// `describeContract` only records its contract and Jest's registering globals do nothing.
import type { ServiceContract } from './types.js';

/** Contracts declared while `collectContracts` loads suites: recorded, their tests not registered. */
let collecting: ServiceContract[] | undefined;

/** Jest's registering globals, which a suite file may call at its top level besides `describeContract`. */
const REGISTERING = ['test', 'it', 'describe', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const;

/** Records the contract when suites are being collected; false when its tests are to be registered. */
export function recorded(contract: ServiceContract): boolean {
  if (!collecting) return false;
  collecting.push(contract);
  return true;
}

/**
 * The contracts the given suite files declare, read without running them: while they load, `describeContract`
 * only records its contract and Jest's registering globals do nothing (`test.each(...)(...)` included).
 */
export async function collectContracts(files: readonly string[]): Promise<ServiceContract[]> {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = REGISTERING.map((name) => [name, globals[name]] as const);
  const inert: unknown = new Proxy(() => inert, { get: () => inert, apply: () => inert });
  const collected: ServiceContract[] = [];
  collecting = collected;
  for (const name of REGISTERING) globals[name] = inert;
  try {
    for (const file of files) await import(file);
  } finally {
    collecting = undefined;
    for (const [name, value] of saved) globals[name] = value;
  }
  return collected;
}
