// A failing upstream call nulls its own fields with a coded error; the rest of the query still answers.
import { profileUser } from '../../sandbox/messaging/data.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('messaging').faults.clear();
  harness.sandbox.service('messaging').recorder.reset();
});

const faults = () => harness.sandbox.service('messaging').faults;
const recorder = () => harness.sandbox.service('messaging').recorder;

interface Node {
  id: string;
  topic: string | null;
  participants: Array<{ displayName: string }> | null;
  creator: { displayName: string } | null;
}

test('users endpoint 500 -> participants and creator null with errors, conversations still answer', async () => {
  faults().inject({ kind: 'status', status: 500, body: { errorCode: 'INTERNAL_ERROR' } }, { path: '/users/list' });
  const result = await harness.query<{ messaging: { conversations: { edges: Array<{ node: Node }> } } }>(`{
    messaging {
      conversations(first: 5) { edges { node { id: upstreamId topic participants { displayName } creator { displayName } } } }
    }
  }`);
  const nodes = result.data!.messaging.conversations.edges.map((edge) => edge.node);
  expect(nodes).toHaveLength(5);
  for (const [index, node] of nodes.entries()) {
    expect(node.id).toEqual(expect.any(String));
    expect(node.participants).toBeNull();
    expect(node.creator).toBeNull();
    const path = ['messaging', 'conversations', 'edges', index, 'node', 'participants'];
    expect(errorAt(result, path)?.extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      service: 'messaging',
      status: 500,
      upstreamCode: 'INTERNAL_ERROR',
    });
  }
  // One batch call failed; it is not retried (500 is not transient) and not repeated per conversation.
  expect(recorder().count('GET', '/users/list')).toBe(1);
});

test('one failing root field leaves its siblings answering', async () => {
  faults().inject({ kind: 'status', status: 503 }, { path: '/webhooks' });
  const result = await harness.query(
    '{ messaging { webhooks { id: upstreamId } profile { id: upstreamId } labels { value } } }',
  );
  expect(result.data).toMatchObject({
    messaging: { webhooks: null, profile: { id: profileUser.userId }, labels: expect.any(Array) },
  });
  expect(errorAt(result, ['messaging', 'webhooks'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    status: 503,
  });
  // 503 is transient: retried before giving up.
  expect(recorder().count('GET', '/webhooks')).toBe(3);
});

test('a malformed body -> UPSTREAM_ERROR on that field', async () => {
  faults().inject({ kind: 'malformed' }, { path: '/rtc/sessions' });
  const result = await harness.query('{ messaging { rtcSessions { id: upstreamId } labels { id: upstreamId } } }');
  expect(result.data).toMatchObject({ messaging: { rtcSessions: null, labels: expect.any(Array) } });
  expect(errorAt(result, ['messaging', 'rtcSessions'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
});

test('a 401 from Circuit -> UNAUTHENTICATED', async () => {
  faults().inject({ kind: 'status', status: 401, body: { errorCode: 'UNAUTHORIZED' } }, { path: '/users/profile' });
  const result = await harness.query('{ messaging { profile { id: upstreamId } } }');
  expect(errorAt(result, ['messaging', 'profile'])?.extensions).toMatchObject({
    code: 'UNAUTHENTICATED',
    service: 'messaging',
    status: 401,
  });
});

test('no upstream URL, body or stack reaches the caller', async () => {
  faults().inject(
    { kind: 'status', status: 502, body: { detail: 'upstream-internal-detail' } },
    { path: '/users/labels' },
  );
  await harness.query('{ messaging { labels { id: upstreamId } } }');
  const body = harness.responses[harness.responses.length - 1]!;
  expect(body).not.toContain('upstream-internal-detail');
  expect(body).not.toContain('127.0.0.1');
  expect(body).not.toContain('/rest/v2');
  expect(body).not.toMatch(/stack|at .*\.ts/);
});
