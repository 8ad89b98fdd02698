// Space writes that must not happen, and whose credential they carry: bad input is refused before any upstream
// call; a write goes with the caller's own token only (never the configured one), and without one nothing is sent.
import { messagingUserToken } from '../../sandbox/messaging/index.js';
import { CACHE_POLICY } from '../../src/plugins/response-cache/policy.js';
import { startHarness, type Harness } from '../support/harness.js';
import { SPACE_BAD_INPUT, SPACE_CALLS } from './spaces-write-cases.js';

const CONFIGURED = 'configured-circuit-token-77d0e3';
let harness: Harness;
const caller = messagingUserToken(2);

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging', 'numbers'], env: { MESSAGING_TOKEN: CONFIGURED } });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('messaging').recorder.reset();
  harness.sandbox.service('numbers').recorder.reset();
});

const spaceMutations = CACHE_POLICY.messaging.mutations.filter((name) => /Space/.test(name) && name in SPACE_CALLS);

test('every space mutation has a bad input case and a well-formed call here', () => {
  expect(Object.keys(SPACE_BAD_INPUT).sort()).toEqual(Object.keys(SPACE_CALLS).sort());
  expect(spaceMutations.sort()).toEqual(Object.keys(SPACE_CALLS).sort());
  expect(spaceMutations).toHaveLength(25);
});

test.each(Object.entries(SPACE_BAD_INPUT))(
  '%s: bad input is BAD_USER_INPUT, no upstream call',
  async (_name, field) => {
    const result = await harness.query(`mutation { ${field} }`, undefined, { 'x-messaging-token': caller });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  },
);

test.each(Object.entries(SPACE_CALLS))(
  '%s: the caller’s token reaches the upstream, and only it',
  async (_name, field) => {
    const result = await harness.query(`mutation { ${field} }`, undefined, { 'x-messaging-token': caller });
    // The upstream may refuse the call (user 2 manages no space); a refusal is coded, never a gateway failure.
    for (const error of result.errors ?? []) expect(error.extensions?.service).toBe('messaging');
    const messaging = harness.sandbox.service('messaging').recorder;
    expect(messaging.count()).toBeGreaterThan(0);
    expect(new Set(messaging.requests.map((request) => request.headers.authorization))).toEqual(
      new Set([`Bearer ${caller}`]),
    );
    expect(messaging.sawValue(CONFIGURED)).toBe(false);
    expect(harness.sandbox.service('numbers').recorder.sawValue(caller)).toBe(false);
    expect(harness.logs.join('')).not.toContain(caller);
  },
);

test.each(Object.entries(SPACE_CALLS))(
  '%s: without the caller’s token, UNAUTHENTICATED and no call',
  async (_name, field) => {
    const result = await harness.query(`mutation { ${field} }`);
    expect(result.errors?.map((error) => [error.extensions?.code, error.extensions?.service])).toEqual([
      ['UNAUTHENTICATED', 'messaging'],
    ]);
    expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  },
);

test('upstream refusals are coded on the field: 403 FORBIDDEN, 404 NOT_FOUND, 400 UPSTREAM_ERROR', async () => {
  const codeOf = async (field: string) => {
    const result = await harness.query(`mutation { ${field} }`, undefined, { 'x-messaging-token': caller });
    const [error] = result.errors ?? [];
    return [error?.extensions?.code, error?.extensions?.status, error?.path?.join('.')];
  };
  const name = (field: string) => field.slice(0, field.indexOf('('));
  // User 2 moderates no space.
  expect(await codeOf(SPACE_CALLS.updateMessagingSpace!)).toEqual(['FORBIDDEN', 403, 'updateMessagingSpace']);
  expect(await codeOf(SPACE_CALLS.deleteMessagingSpace!)).toEqual(['NOT_FOUND', 404, 'deleteMessagingSpace']);
  const unknownItem = SPACE_CALLS.deleteMessagingSpaceItem!;
  expect(await codeOf(unknownItem)).toEqual(['UPSTREAM_ERROR', 400, name(unknownItem)]);
});
