// Every GraphQL example of the README and docs/ runs against the sandbox, with its variables and headers as
// written, and answers as the text around it says (`claims.ts`). Examples run in document order on one gateway:
// a write's effect is what a reader following the docs would see.
import { startHarness, type Harness } from '../support/harness.js';
import { claims, type Claim, type ClaimContext } from './claims.js';
import { allExamples, type DocExample } from './examples.js';

const examples = allExamples();
const claimsOf = (example: DocExample) =>
  claims.filter((claim) => claim.file === example.file && (example.command ?? example.query).includes(claim.contains));

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

function contextFor(): ClaimContext {
  for (const running of Object.values(harness.sandbox.services)) running!.recorder.reset();
  return {
    harness,
    calls: () =>
      Object.fromEntries(
        Object.entries(harness.sandbox.services)
          .map(([service, running]) => [service, running!.recorder.count()] as const)
          .filter(([, count]) => count > 0),
      ),
    run: (example, headers = example.headers) => harness.query(example.query, example.variables, headers),
  };
}

test('the README and docs hold GraphQL examples, each with exactly one claim', () => {
  expect(examples.length).toBeGreaterThanOrEqual(20);
  const unclaimed = examples.filter((example) => claimsOf(example).length !== 1);
  expect(unclaimed.map((example) => `${example.file}:${example.line} (${claimsOf(example).length} claims)`)).toEqual(
    [],
  );
});

test('every claim belongs to an example', () => {
  const orphans = claims.filter((claim) => !examples.some((example) => claimsOf(example).includes(claim)));
  expect(orphans.map((claim: Claim) => `${claim.file}: ${claim.contains}`)).toEqual([]);
});

test.each(examples.map((example) => [`${example.file}:${example.line}`, example] as const))(
  '%s answers as the text says',
  async (_where, example) => {
    const [claim] = claimsOf(example);
    if (!claim) throw new Error(`no claim for ${example.file}:${example.line}; add one to test/docs/claims.ts`);
    await claim.check(contextFor(), example);
  },
);
