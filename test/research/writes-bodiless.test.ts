// OSF writes whose spec declares no answer, answered without a record (a 204, an empty 201): the record is read
// again where the gateway knows where it lives (an update's own path, the item a collection write names), and
// where it does not (a created collection) the mutation says the write is done and its result unreadable; never
// a bare null, never `invalid-response`.
import { startHarness, type Harness } from '../support/harness.js';
import { ADA } from './write-support.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('research').faults.clear());

const faults = () => harness.sandbox.service('research').faults;
const ask = (query: string, variables?: Record<string, unknown>) =>
  harness.query<Record<string, any>>(query, variables, ADA); // eslint-disable-line @typescript-eslint/no-explicit-any
const codes = (result: { errors?: Array<{ path?: unknown; extensions?: Record<string, unknown> }> }) =>
  result.errors?.map((error) => [error.path, error.extensions?.code, error.extensions?.reason]);

test('a created collection answered without a body: write-result-unreadable on the field, not a null', async () => {
  faults().inject({ kind: 'status', status: 201, body: '' }, { method: 'POST', path: '/collections/', times: 1 });
  const result = await ask('mutation { createResearchCollection(title: "Sleep") { id title } }');
  expect(result.data).toEqual({ createResearchCollection: null });
  expect(codes(result)).toEqual([[['createResearchCollection'], 'UPSTREAM_ERROR', 'write-result-unreadable']]);
});

test("collected metadata added or updated without a body is the collection's item read again", async () => {
  const created = await ask('mutation { createResearchCollection(title: "Sleep studies") { upstreamId } }');
  const collectionId = created.data!.createResearchCollection.upstreamId as string;
  const projects = await ask('{ research { nodes(first: 1) { edges { node { upstreamId } } } } }');
  const guid = projects.data!.research.nodes.edges[0].node.upstreamId as string;
  const metadata = `collections/${collectionId}/collected_metadata/`;
  const added = await ask(
    'mutation($c: String!, $g: String!) { addCollectedMetadata(collectionId: $c, guid: $g, input: { status: "Ongoing" }) { upstreamId status } }',
    { c: collectionId, g: guid },
  );
  expect(added).toEqual({ data: { addCollectedMetadata: { upstreamId: guid, status: 'Ongoing' } } });

  // The same item added again, answered with an empty 201: the item as the OSF now has it.
  faults().inject({ kind: 'status', status: 201, body: '' }, { method: 'POST', path: `/${metadata}`, times: 1 });
  const again = await ask(
    'mutation($c: String!, $g: String!) { addCollectedMetadata(collectionId: $c, guid: $g) { upstreamId status } }',
    { c: collectionId, g: guid },
  );
  expect(again).toEqual({ data: { addCollectedMetadata: { upstreamId: guid, status: 'Ongoing' } } });

  // An update answered with a 204 (the fault stands in for the upstream, so the item is as it was).
  faults().inject({ kind: 'status', status: 204 }, { method: 'POST', path: `/${metadata}${guid}`, times: 1 });
  const updated = await ask(
    'mutation($c: String!, $g: String!) { updateCollectedMetadata(collectionId: $c, guid: $g, input: { volume: "3" }) { upstreamId status } }',
    { c: collectionId, g: guid },
  );
  expect(updated).toEqual({ data: { updateCollectedMetadata: { upstreamId: guid, status: 'Ongoing' } } });

  // An item the read finds no longer there: the write is done, its result unreadable.
  faults().inject({ kind: 'status', status: 201, body: '' }, { method: 'POST', path: `/${metadata}`, times: 1 });
  const missing = await ask(
    'mutation($c: String!) { addCollectedMetadata(collectionId: $c, guid: "n0ne1") { upstreamId } }',
    { c: collectionId },
  );
  expect(missing.data).toEqual({ addCollectedMetadata: null });
  expect(codes(missing)).toEqual([[['addCollectedMetadata'], 'UPSTREAM_ERROR', 'write-result-unreadable']]);
});
