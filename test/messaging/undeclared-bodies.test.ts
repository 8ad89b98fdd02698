// The two Circuit reads whose spec declares no response body: the JSON value Circuit sends and the same value as
// plain text are both read; a body that is neither (an object, JSON that does not parse, text of several words) is
// UPSTREAM_ERROR invalid-response on that field alone.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
afterEach(() => harness.sandbox.service('messaging').faults.clear());

/** The next answer of that path: this raw body with this content type (once). */
const answer = (path: string, body: string, type: string) =>
  harness.sandbox
    .service('messaging')
    .faults.inject({ kind: 'status', status: 200, body, headers: { 'content-type': type } }, { path, times: 1 });
const JSON_TYPE = 'application/json';
const TEXT_TYPE = 'text/plain; charset=utf-8';

async function exists() {
  return harness.query<{ messaging: { spaceNameExists: boolean | null; profile: { id: string } } }>(
    '{ messaging { spaceNameExists(name: "Design") profile { id: upstreamId } } }',
  );
}
async function telephonyId() {
  return harness.query<{ messaging: { telephonyConversationId: string | null } }>(
    '{ messaging { telephonyConversationId } }',
  );
}

test('spaceNameExists: a JSON boolean, the same as plain text; anything else is invalid at that field only', async () => {
  answer('/spaces/exists/Design', 'true', JSON_TYPE);
  expect((await exists()).data?.messaging.spaceNameExists).toBe(true);
  answer('/spaces/exists/Design', 'false\n', TEXT_TYPE);
  expect((await exists()).data?.messaging.spaceNameExists).toBe(false);

  answer('/spaces/exists/Design', '{"exists": true}', JSON_TYPE);
  const wrong = await exists();
  expect(wrong.data?.messaging.spaceNameExists).toBeNull();
  expect(wrong.data?.messaging.profile.id).toEqual(expect.any(String));
  expect(errorAt(wrong, ['messaging', 'spaceNameExists'])?.extensions).toMatchObject({
    code: 'UPSTREAM_ERROR',
    reason: 'invalid-response',
  });
});

test('telephonyConversationId: a JSON string, the same as plain text; broken JSON or several words are invalid', async () => {
  answer('/telephony/telephonyConversationId', '"tc-json-1"', JSON_TYPE);
  expect((await telephonyId()).data?.messaging.telephonyConversationId).toBe('tc-json-1');
  answer('/telephony/telephonyConversationId', 'tc-text-2', TEXT_TYPE);
  expect((await telephonyId()).data?.messaging.telephonyConversationId).toBe('tc-text-2');

  for (const [body, type] of [
    ['{"id": "tc', JSON_TYPE],
    ['not an id', TEXT_TYPE],
    ['', TEXT_TYPE],
  ] as const) {
    answer('/telephony/telephonyConversationId', body, type);
    const wrong = await telephonyId();
    expect([body, wrong.data?.messaging.telephonyConversationId]).toEqual([body, null]);
    expect(errorAt(wrong, ['messaging', 'telephonyConversationId'])?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      reason: 'invalid-response',
    });
  }
});
