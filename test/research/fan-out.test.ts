// Relationship targets of many records load through one filter[id] list call per type, not one call each.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('research').recorder.reset());

const recorder = () => harness.sandbox.service('research').recorder;

test('the license and provider of 20 preprints cost 3 upstream calls, not 41', async () => {
  const result = await harness.query<{
    research: { preprints: { edges: Array<{ node: { license: { name: string }; provider: { name: string } } }> } };
  }>('{ research { preprints(first: 20) { edges { node { title license { name } provider { name } } } } } }');
  expect(result.errors).toBeUndefined();
  const edges = result.data!.research.preprints.edges;
  expect(edges).toHaveLength(20);
  for (const { node } of edges) {
    expect(node.license.name).toEqual(expect.any(String));
    expect(['OSF Preprints', 'PsyArXiv', 'SocArXiv']).toContain(node.provider.name);
  }
  expect(recorder().counts()).toEqual({ 'GET /preprints/': 1, 'GET /licenses/': 1, 'GET /preprint_providers/': 1 });
  const [licenseCall] = recorder().matching('GET', '/licenses/');
  const licenseIds = String(licenseCall!.query['filter[id]']).split(',');
  expect(new Set(licenseIds).size).toBe(licenseIds.length);
  expect(licenseIds.length).toBeLessThanOrEqual(6);
});

test('the parent and the license of 100 nodes: one batched call per type', async () => {
  const result = await harness.query<{
    research: { nodes: { edges: Array<{ node: { parent: { id: string } | null } }> } };
  }>(
    '{ research { nodes(first: 100) { edges { node { id: upstreamId parent { id: upstreamId title } license { name } } } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.research.nodes.edges.filter((edge) => edge.node.parent).length).toBeGreaterThan(50);
  // One list call plus one filter[id] call for parents; licenses in one more.
  expect(recorder().counts()).toEqual({ 'GET /nodes/': 2, 'GET /licenses/': 1 });
});
