// The messaging management writes that must not happen: bad input (refused before any upstream call), no caller
// token (refused, nothing sent, the configured token never used), upstream refusals mapped to their codes, and the
// retry rule (a POST is never sent twice; an idempotent PUT or DELETE is).
import { MESSAGING_DEMO_TOKEN, messagingUserToken } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';
import { MANAGEMENT_BAD_INPUT, MANAGEMENT_VALID } from './management-cases.js';

const CONFIGURED = 'configured-circuit-token-7d3e58';
let harness: Harness;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const me = data.profileUser.userId;

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging', 'numbers'], env: { MESSAGING_TOKEN: CONFIGURED } });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('messaging').recorder.reset();
  harness.sandbox.service('messaging').faults.clear();
});

test.each(Object.entries(MANAGEMENT_BAD_INPUT))(
  '%s: bad input is BAD_USER_INPUT, no upstream call',
  async (_, field) => {
    const result = await harness.query(`mutation { ${field} }`, undefined, own);
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  },
);

test('the spec limits: community text 2048, profile names 128, an event named twice, a post without text', async () => {
  const community = data.conversations.find((c) => c.type === 'COMMUNITY')!;
  const webhook = data.webhooks.find((w) => w.filter?.includes('CONVERSATION.CREATE'))!;
  const cases = [
    `createMessagingCommunity(input: { topic: "t", description: "${'x'.repeat(2049)}" }) { id }`,
    `updateMessagingCommunity(conversationId: "${community.convId}", input: { topic: "${'x'.repeat(2049)}" }) { id }`,
    `updateMessagingProfile(input: { lastName: "${'x'.repeat(129)}" }) { id }`,
    `updateMessagingProfile(input: { locale: UNKNOWN }) { id }`,
    `updateMessagingWebhook(id: "${webhook.id}", input: { filter: [CONVERSATION_CREATE, CONVERSATION_CREATE] }) { id }`,
    `updateMessagingWebhook(id: "${webhook.id}", input: { filter: [] }) { id }`,
    `postMessagingIncomingWebhookMessage(webhookId: "w1", input: { text: "   " })`,
  ];
  for (const field of cases) {
    const result = await harness.query(`mutation { ${field} }`, undefined, own);
    expect([field, result.errors?.[0]?.extensions?.code]).toEqual([
      field,
      expect.stringMatching(/BAD_USER_INPUT|GRAPHQL_VALIDATION/),
    ]);
  }
  expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
});

test.each(Object.entries(MANAGEMENT_VALID))(
  '%s without the caller’s own token is UNAUTHENTICATED: nothing sent, the configured token unused',
  async (_, field) => {
    const result = await harness.query(`mutation { ${field} }`);
    expect(result.errors?.map((error) => [error.extensions?.code, error.extensions?.service])).toEqual([
      ['UNAUTHENTICATED', 'messaging'],
    ]);
    expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  },
);

test('a management write carries only the caller’s token, to the messaging upstream only', async () => {
  const token = messagingUserToken(1);
  const caller = data.users[1]!;
  const result = await harness.query<{ updateMessagingProfile: { upstreamId: string; jobTitle: string } }>(
    'mutation { updateMessagingProfile(input: { jobTitle: "Caretaker" }) { upstreamId jobTitle } }',
    undefined,
    { 'x-messaging-token': token },
  );
  expect(result.data?.updateMessagingProfile).toEqual({ upstreamId: caller.userId, jobTitle: 'Caretaker' });
  const messaging = harness.sandbox.service('messaging').recorder;
  expect(messaging.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
  expect(messaging.sawValue(CONFIGURED)).toBe(false);
  expect(harness.sandbox.service('numbers').recorder.sawValue(token)).toBe(false);
  expect(harness.logs.join('')).not.toContain(token);
  expect(harness.responses.join('')).not.toContain(token);
});

test('upstream refusals: 403 FORBIDDEN, 400 UPSTREAM_ERROR, 404 NOT_FOUND', async () => {
  const codeOf = async (field: string, headers = own) => {
    const result = await harness.query(`mutation { ${field} }`, undefined, headers);
    return [result.errors?.[0]?.extensions?.code, result.errors?.[0]?.extensions?.status];
  };
  // Once the caller moderates a group, another participant (not a moderator) may not name moderators.
  const n = [1, 2, 3].find((k) =>
    data.conversations.some(
      (c) => c.type === 'GROUP' && c.participants!.includes(me) && c.participants!.includes(data.users[k]!.userId),
    ),
  )!;
  const shared = data.conversations.find(
    (c) => c.type === 'GROUP' && c.participants!.includes(me) && c.participants!.includes(data.users[n]!.userId),
  )!;
  expect(await codeOf(`moderateMessagingConversation(conversationId: "${shared.convId}") { isModerated }`)).toEqual([
    undefined,
    undefined,
  ]);
  expect(
    await codeOf(
      `addMessagingConversationModerators(conversationId: "${shared.convId}", moderators: ["${data.users[n]!.userId}"]) { id }`,
      { 'x-messaging-token': messagingUserToken(n) },
    ),
  ).toEqual(['FORBIDDEN', 403]);
  // A group is not a community; a label that is not on the conversation.
  const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants!.includes(me))!;
  expect(
    await codeOf(`updateMessagingCommunity(conversationId: "${group.convId}", input: { topic: "x" }) { id }`),
  ).toEqual(['UPSTREAM_ERROR', 400]);
  const unassigned = data.labels.find((l) => !data.conversationLabels.get(group.convId)?.includes(l.labelId))!;
  expect(
    await codeOf(
      `removeMessagingConversationLabel(conversationId: "${group.convId}", labelId: "${unassigned.labelId}") { id }`,
    ),
  ).toEqual(['UPSTREAM_ERROR', 400]);
  // Another user's webhook does not exist for the caller.
  const mine = data.webhooks.find((w) => w.filter?.includes('CONVERSATION.CREATE'))!;
  expect(
    await codeOf(`updateMessagingWebhook(id: "${mine.id}", input: { url: "https://example.org/x" }) { id }`, {
      'x-messaging-token': messagingUserToken(2),
    }),
  ).toEqual(['NOT_FOUND', 404]);
});

test('a POST is never retried; an idempotent PUT and DELETE are', async () => {
  const { faults, recorder } = harness.sandbox.service('messaging');
  faults.inject({ kind: 'status', status: 503 }, { method: 'POST', times: 1 });
  const created = await harness.query(
    'mutation { createMessagingCommunity(input: { topic: "Once only" }) { id } }',
    undefined,
    own,
  );
  expect(created.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(recorder.count('POST')).toBe(1);
  expect(data.conversations.some((c) => c.topic === 'Once only')).toBe(false);

  faults.inject({ kind: 'status', status: 503 }, { method: 'PUT', times: 1 });
  const updated = await harness.query<{ updateMessagingProfile: { jobTitle: string } }>(
    'mutation { updateMessagingProfile(input: { jobTitle: "Twice" }) { jobTitle } }',
    undefined,
    own,
  );
  expect(updated.data?.updateMessagingProfile.jobTitle).toBe('Twice');
  expect(recorder.count('PUT')).toBe(2);

  const label = data.labels.at(-1)!;
  faults.inject({ kind: 'status', status: 503 }, { method: 'DELETE', times: 1 });
  const deleted = await harness.query<{ deleteMessagingLabel: { upstreamId: string } }>(
    `mutation { deleteMessagingLabel(labelId: "${label.labelId}") { upstreamId } }`,
    undefined,
    own,
  );
  expect(deleted.data?.deleteMessagingLabel.upstreamId).toBe(label.labelId);
  expect(recorder.count('DELETE')).toBe(2);
});
