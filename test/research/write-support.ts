// What the research write suites share: a sandbox and gateway for the file, and `run`, which sends a document as a
// sandbox user (Ada unless told) and expects an answer without errors.
import { startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

export const ADA = { 'x-research-token': 'osf-sandbox-token-ada' };
export const GRACE = { 'x-research-token': 'osf-sandbox-token-grace' };

export type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Registers the file's set-up: one research sandbox and gateway, its request recorder reset before each test. */
export function researchWrites() {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['research'] });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.service('research').recorder.reset());
  return {
    query: (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = ADA) =>
      harness.query<Data>(query, variables, headers) as Promise<GraphQLResponse<Data>>,
    recorder: () => harness.sandbox.service('research').recorder,
    async run(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = ADA) {
      const result = await harness.query<Data>(query, variables, headers);
      expect(result.errors).toBeUndefined();
      return result.data!;
    },
  };
}
