// Private records: invisible without a token, visible to their contributors' tokens, and never served to a
// caller without one (nothing is cached across callers). The token goes only to the research upstream, as a
// Bearer header, and appears in no log line and no response.
import { startHarness, type Harness } from '../support/harness.js';

const ADA_TOKEN = 'osf-sandbox-token-ada';
const ADA = { 'x-research-token': ADA_TOKEN };
const GRACE = { 'x-research-token': 'osf-sandbox-token-grace' };
let harness: Harness;
let privateId: string;
beforeAll(async () => {
  harness = await startHarness({ services: ['research', 'numbers'] });
  const mine = await harness.query<{ research: { nodes: { edges: Array<{ node: { id: string } }> } } }>(
    '{ research { nodes(first: 100, public: false) { edges { node { id: upstreamId } } } } }',
    undefined,
    ADA,
  );
  privateId = mine.data!.research.nodes.edges[0]!.node.id;
});
afterAll(() => harness.close());

const nodeQuery =
  'query ($id: String!) { research { node(id: $id) { id: upstreamId title public } nodes(first: 100) { totalCount edges { node { id: upstreamId } } } } }';
type NodeResult = {
  research: {
    node: { id: string; public: boolean } | null;
    nodes: { totalCount: number; edges: Array<{ node: { id: string } }> };
  };
};

test('a private project is visible to its contributor and hidden from everyone else, in that order', async () => {
  const withToken = await harness.query<NodeResult>(nodeQuery, { id: privateId }, ADA);
  expect(withToken.errors).toBeUndefined();
  expect(withToken.data!.research.node).toMatchObject({ id: privateId, public: false });
  expect(withToken.data!.research.nodes.edges.map((edge) => edge.node.id)).toContain(privateId);

  // Straight after, without a token: not in the list, and the lookup is refused.
  const anonymous = await harness.query<NodeResult>(nodeQuery, { id: privateId });
  expect(anonymous.data!.research.node).toBeNull();
  expect(anonymous.errors?.[0]).toMatchObject({ path: ['research', 'node'], extensions: { code: 'UNAUTHENTICATED' } });
  expect(anonymous.data!.research.nodes.edges.map((edge) => edge.node.id)).not.toContain(privateId);
  expect(anonymous.data!.research.nodes.totalCount).toBeLessThan(withToken.data!.research.nodes.totalCount);

  // Another signed-in user who is not a contributor is refused too.
  const other = await harness.query<NodeResult>(nodeQuery, { id: privateId }, GRACE);
  expect(other.data!.research.node).toBeNull();
  expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
});

test('a private preprint is visible only with its author token, also as a batched relationship target', async () => {
  const query = '{ research { preprints(first: 100) { totalCount edges { node { id: upstreamId public } } } } }';
  type Result = { research: { preprints: { totalCount: number; edges: Array<{ node: { public: boolean } }> } } };
  const withToken = await harness.query<Result>(query, undefined, ADA);
  const anonymous = await harness.query<Result>(query);
  expect(withToken.data!.research.preprints.edges.some((edge) => !edge.node.public)).toBe(true);
  expect(anonymous.data!.research.preprints.edges.every((edge) => edge.node.public)).toBe(true);
  expect(anonymous.data!.research.preprints.totalCount).toBe(withToken.data!.research.preprints.totalCount - 1);
});

test('the token reaches only the research upstream, as a Bearer header, and leaks nowhere', async () => {
  const research = harness.sandbox.service('research').recorder;
  const numbers = harness.sandbox.service('numbers').recorder;
  research.reset();
  numbers.reset();
  const result = await harness.query(
    '{ research { root { currentUser { id: upstreamId } } } numbers { isPrime(number: 7) } }',
    undefined,
    ADA,
  );
  expect(result.data).toEqual({ research: { root: { currentUser: { id: 'ad4l0' } } }, numbers: { isPrime: true } });
  expect(research.requests[0]!.headers.authorization).toBe(`Bearer ${ADA_TOKEN}`);
  expect(numbers.sawValue(ADA_TOKEN)).toBe(false);
  expect(harness.logs.some((line) => line.includes(ADA_TOKEN))).toBe(false);
  expect(harness.responses.some((body) => body.includes(ADA_TOKEN))).toBe(false);
});

test('without a token the upstream is called with no Authorization header at all', async () => {
  const research = harness.sandbox.service('research').recorder;
  research.reset();
  await harness.query('{ research { licenses(first: 1) { totalCount } } }');
  expect(research.requests).toHaveLength(1);
  expect(research.requests[0]!.headers.authorization).toBeUndefined();
});

test('a token the upstream does not know -> UNAUTHENTICATED on research fields only', async () => {
  const result = await harness.query(
    '{ research { licenses(first: 1) { totalCount } } numbers { isPrime(number: 7) } }',
    undefined,
    { 'x-research-token': 'not-a-real-token' },
  );
  expect(result.data).toEqual({ research: { licenses: null }, numbers: { isPrime: true } });
  expect(result.errors?.[0]).toMatchObject({
    path: ['research', 'licenses'],
    extensions: { code: 'UNAUTHENTICATED', service: 'research' },
  });
});
