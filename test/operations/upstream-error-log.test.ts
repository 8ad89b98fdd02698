// An upstream answer the gateway cannot use is the caller's coded UPSTREAM_ERROR on that item, and the operator's
// error line saying what was wrong with it (never a value of the answer), tagged with the request id.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { startHarness, type Harness } from '../support/harness.js';

const NAME_ONLY_IN_THE_ANSWER = 'Institute of Values That Stay Out Of Logs';

let upstream: Server;
let harness: Harness;

beforeAll(async () => {
  // A research upstream whose list holds one record without the id the spec gives every record.
  upstream = createServer((_request, response) => {
    response.setHeader('content-type', 'application/vnd.api+json');
    response.end(
      JSON.stringify({
        data: [
          { id: 'inst1', type: 'institutions', attributes: { name: 'Complete Institute' } },
          { type: 'institutions', attributes: { name: NAME_ONLY_IN_THE_ANSWER } },
        ],
        links: { next: null },
        meta: { total: 2 },
      }),
    );
  }).listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const { port } = upstream.address() as { port: number };
  harness = await startHarness({ services: ['numbers'], env: { RESEARCH_BASE_URL: `http://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await harness.close();
  upstream.close();
});

test('a record without its identity: the item is an UPSTREAM_ERROR, the log says why, with the request id', async () => {
  const result = await harness.query<{
    research: { institutions: { edges: Array<{ node: { name: string } } | null> } };
  }>('{ research { institutions(first: 2) { edges { node { id name } } } } }', undefined, {
    'x-request-id': 'unusable-answer-1',
  });
  expect(result.data?.research.institutions.edges).toEqual([
    { node: { id: Buffer.from('research:Institution:inst1').toString('base64url'), name: 'Complete Institute' } },
    null,
  ]);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' });

  const lines = harness.logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'upstream answer unusable');
  expect(lines).toEqual([
    expect.objectContaining({
      level: 50,
      service: 'research',
      field: 'research.institutions.edges.node.id',
      reason: 'invalid-response',
      detail: 'a record has no id',
      requestId: 'unusable-answer-1',
    }),
  ]);
  expect(harness.logs.join('\n')).not.toContain(NAME_ONLY_IN_THE_ANSWER);
});
