// The token exchange against every variant of the spec's `JSONWebToken` body (generated from the spec): a usable
// token is taken, whatever the metadata (`createdOn`, `expires`) says; a body without a usable token (an empty one,
// or a body of the wrong shape) is an invalid-response UpstreamError, never a TypeError.
import { Writable } from 'node:stream';
import { AutomotiveTokenManager } from '../../src/auth/automotive-token.js';
import { loadConfig } from '../../src/config/index.js';
import { UpstreamError } from '../../src/http/errors.js';
import { createUpstreamClient, type UpstreamClient } from '../../src/http/client.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/observability/upstream-metrics.js';
import { ALL_VARIANTS, generateBody, type Variant } from '../contract/support/generate.js';
import { loadSpec } from '../contract/support/spec.js';
import { startContractUpstream, type ContractUpstream } from '../contract/support/upstream.js';
import { requireSpecs } from '../support/prerequisites.js';

requireSpecs()("the token exchange against the spec's JSONWebToken body", () => {
  let upstream: ContractUpstream;
  let client: UpstreamClient;
  let body: unknown;
  let setVariant: (variant: Variant) => void = () => undefined;

  beforeAll(async () => {
    const spec = await loadSpec('H-cis-automotive.yaml');
    const operation = spec.operation('GET', '/getToken');
    const state: { variant: Variant } = { variant: 'full' };
    upstream = await startContractUpstream({
      basePath: spec.basePath,
      routes: [
        {
          method: 'GET',
          path: '/getToken',
          reply: () => {
            body = generateBody(operation.schema, state.variant, 7);
            return { status: operation.status, body };
          },
        },
      ],
    });
    setVariant = (variant) => {
      state.variant = variant;
    };
    const config = loadConfig({
      AUTOMOTIVE_BASE_URL: upstream.baseUrl,
      AUTOMOTIVE_API_ID: 'id',
      AUTOMOTIVE_API_KEY: 'key',
      AUTOMOTIVE_RETRIES: '0',
    });
    const silent = createLogger('silent', new Writable({ write: (_chunk, _encoding, done) => done() }));
    client = createUpstreamClient(config.services.automotive, config.breaker, silent, createMetrics());
  });
  afterAll(async () => {
    client.close();
    await upstream.close();
  });

  // edges-low sends the shortest string the spec allows (an empty token); wrong-root sends the body inside a list.
  const UNUSABLE: readonly Variant[] = ['edges-low', 'wrong-root'];

  test.each(ALL_VARIANTS)('%s: a usable token is taken, anything else is invalid-response', async (variant) => {
    setVariant(variant);
    const tokens = new AutomotiveTokenManager(client, { apiId: 'id', apiKey: 'key', refreshMarginMs: 60_000 });
    const outcome = await tokens.current().then(
      (token) => ({ token }),
      (error: unknown) => ({ error }),
    );
    if (UNUSABLE.includes(variant)) {
      expect('error' in outcome && outcome.error instanceof UpstreamError).toBe(true);
      expect(outcome).toMatchObject({ error: { kind: 'invalid-response' } });
    } else {
      expect(outcome).toEqual({ token: (body as { token: string }).token });
      expect((body as { token: string }).token).not.toBe('');
    }
  });
});
