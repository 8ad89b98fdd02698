// The Circuit token goes only to the messaging upstream, as a bearer token, and nowhere else.
import type { GatewayConfig } from '../../src/config/index.js';
import { messagingUserToken } from '../../sandbox/messaging/index.js';
import { profileUser, users } from '../../sandbox/messaging/data.js';
import { startHarness } from '../support/harness.js';

const TOKEN = 'circuit-token-5e1b77aa';
const withoutToken = {
  services: ['messaging', 'numbers'] as Array<'messaging' | 'numbers'>,
  adjust: (config: GatewayConfig) => ({
    ...config,
    services: {
      ...config.services,
      messaging: {
        ...config.services.messaging,
        credential: { ...config.services.messaging.credential, secret: undefined },
      },
    },
  }),
};

test('no token -> UNAUTHENTICATED on messaging fields only, no upstream call', async () => {
  const harness = await startHarness(withoutToken);
  try {
    const result = await harness.query(
      '{ messaging { profile { id: upstreamId } labels { id: upstreamId } } numbers { isPrime(number: 7) } }',
    );
    expect(result.data).toEqual({ messaging: { profile: null, labels: null }, numbers: { isPrime: true } });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(result.errors?.every((error) => error.extensions?.service === 'messaging')).toBe(true);
    expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});

test("a caller's token from x-messaging-token is forwarded as a bearer token; it wins over the configured one", async () => {
  const harness = await startHarness({ ...withoutToken, adjust: undefined, env: { MESSAGING_TOKEN: TOKEN } });
  try {
    const own = messagingUserToken(2);
    const result = await harness.query('{ messaging { profile { id: upstreamId } } }', undefined, {
      'x-messaging-token': own,
    });
    expect(result.data).toEqual({ messaging: { profile: { id: users[2]!.userId } } });
    const [request] = harness.sandbox.service('messaging').recorder.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${own}`);
    // Without the header the configured token is used.
    const configured = await harness.query('{ messaging { profile { id: upstreamId } } }');
    expect(configured.data).toEqual({ messaging: { profile: { id: profileUser.userId } } });
  } finally {
    await harness.close();
  }
});

test('two callers in a row never see each other’s answers (nothing cached across requests)', async () => {
  const harness = await startHarness({ services: ['messaging'] });
  try {
    const ask = (n: number) =>
      harness.query<{ messaging: { profile: { id: string } } }>(
        '{ messaging { profile { id: upstreamId } } }',
        undefined,
        {
          'x-messaging-token': messagingUserToken(n),
        },
      );
    const [first, second, third] = [await ask(1), await ask(3), await ask(1)];
    expect(first.data!.messaging.profile.id).toBe(users[1]!.userId);
    expect(second.data!.messaging.profile.id).toBe(users[3]!.userId);
    expect(third.data!.messaging.profile.id).toBe(users[1]!.userId);
    expect(harness.sandbox.service('messaging').recorder.count('GET', '/users/profile')).toBe(3);
  } finally {
    await harness.close();
  }
});

test('a token Circuit does not know -> UNAUTHENTICATED (401), not echoed back', async () => {
  const harness = await startHarness({ services: ['messaging'] });
  try {
    const result = await harness.query('{ messaging { profile { id: upstreamId } } }', undefined, {
      'x-messaging-token': 'Bearer forged-token-123',
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      service: 'messaging',
      status: 401,
    });
    expect(harness.responses.join('\n')).not.toContain('forged-token-123');
  } finally {
    await harness.close();
  }
});

test('the token reaches only the messaging sandbox, and no response or log line', async () => {
  const harness = await startHarness({ services: ['messaging', 'numbers'], env: { MESSAGING_TOKEN: TOKEN } });
  try {
    const result = await harness.query(`{
      messaging { profile { id: upstreamId } conversations(first: 3) { edges { node { creator { displayName } } } } }
      numbers { isPrime(number: 7) }
    }`);
    expect(result.errors).toBeUndefined();
    const messaging = harness.sandbox.service('messaging').recorder;
    expect(messaging.count()).toBe(3);
    for (const request of messaging.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(JSON.stringify(request.query)).not.toContain(TOKEN);
    }
    expect(harness.sandbox.service('numbers').recorder.sawValue(TOKEN)).toBe(false);
    // A caller's own token must not leak either, also on failures.
    harness.sandbox.service('messaging').faults.inject({ kind: 'status', status: 401 });
    await harness.query('{ messaging { labels { id: upstreamId } } }', undefined, {
      'x-messaging-token': 'caller-token-9d2f',
    });
    harness.sandbox.service('messaging').faults.clear();
    harness.sandbox.service('messaging').faults.inject({ kind: 'status', status: 500 }, { path: '/users/list' });
    await harness.query('{ messaging { conversations(first: 2) { edges { node { creator { id: upstreamId } } } } } }');
    expect(harness.logs.length).toBeGreaterThan(0);
    for (const secret of [TOKEN, 'caller-token-9d2f']) {
      expect(harness.logs.join('\n')).not.toContain(secret);
      expect(harness.responses.join('\n')).not.toContain(secret);
    }
  } finally {
    await harness.close();
  }
});

test('the caller header can be renamed with MESSAGING_CALLER_HEADER', async () => {
  const harness = await startHarness({ services: ['messaging'], env: { MESSAGING_CALLER_HEADER: 'X-Circuit-Token' } });
  try {
    const result = await harness.query('{ messaging { profile { id: upstreamId } } }', undefined, {
      'x-circuit-token': messagingUserToken(1),
    });
    expect(result.data).toEqual({ messaging: { profile: { id: users[1]!.userId } } });
  } finally {
    await harness.close();
  }
});
