// OpenTelemetry export end to end: the gateway as its own process, from the sources as `npm start` runs them and from
// the production bundle as `npm run serve` runs it (the SDK and exporter are chunks the bundle loads only when
// tracing is on), configured only by the OTEL_* environment, exporting over OTLP/HTTP to a receiver this test runs on
// loopback, as a collector would receive it. SIGTERM flushes what the batch processor still holds, so the receiver
// has every span once the gateway has exited.
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxEnv, startReplicas, type Replica } from '../replicas/replicas.js';
import { RUNTIMES, withEveryBaseUrl } from '../support/gateway-process.js';
import { SPAN_KIND_CLIENT, SPAN_KIND_SERVER, spansOf, startReceiver } from '../support/otlp-receiver.js';

const QUERY = `query Overview($subscription: String!, $group: String!) {
  scheduler { jobCollection(subscriptionId: $subscription, resourceGroupName: $group, jobCollectionName: "reports") { name } }
  numbers { isPrime(number: 8191) }
}`;
const VARIABLES = { subscription: SCHEDULER_SUBSCRIPTION, group: 'reporting-rg' };

const withoutRandomDigits = (key: string, value: unknown) =>
  /^(traceId|spanId|parentSpanId)$|UnixNano$/.test(key) ||
  (value !== null && typeof value === 'object' && (value as { key?: unknown }).key === 'process.pid')
    ? undefined
    : value;

describe.each(RUNTIMES)('from the %s', (runtime) => {
  let sandbox: Sandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let base: Replica;
  let full: Replica;
  let credentials: string[];

  beforeAll(async () => {
    [sandbox, receiver] = await Promise.all([
      startSandbox(sandboxSettings(loadConfig({ LOG_LEVEL: 'silent' })), ['numbers', 'scheduler']),
      startReceiver(),
    ]);
    const env = withEveryBaseUrl(sandboxEnv(sandbox));
    credentials = [env.NUMBERS_API_KEY!, env.SCHEDULER_TOKEN!];
    // One process per way of naming the endpoint: the base URL (`/v1/traces` appended) and the full traces URL
    // (used as it is, whatever its path).
    [[base], [full]] = await Promise.all([
      startReplicas(
        1,
        { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'otlp-base-test' },
        runtime,
      ),
      startReplicas(
        1,
        {
          ...env,
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/collector/spans`,
          OTEL_SERVICE_NAME: 'otlp-full-test',
        },
        runtime,
      ),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([base?.stop(), full?.stop()]);
    receiver?.close();
    await sandbox?.close();
  });

  test('an operation span and a child span per upstream call reach the OTLP endpoint, with no secret or value', async () => {
    const answer = await fetch(`http://127.0.0.1:${base.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'otlp-export-1' },
      body: JSON.stringify({ query: QUERY, variables: VARIABLES, operationName: 'Overview' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      data: { scheduler: { jobCollection: { name: 'reports' } }, numbers: { isPrime: true } },
    });
    // SIGTERM: the batch processor flushes before the process exits.
    await base.stop();

    const payloads = receiver.received.filter(({ path }) => path === '/v1/traces');
    expect(payloads.length).toBeGreaterThan(0);
    for (const payload of payloads) expect(payload.contentType).toBe('application/json');
    const spans = spansOf(payloads);
    for (const span of spans) expect(span.resource['service.name']).toBe('otlp-base-test');

    const operations = spans.filter((span) => span.kind === SPAN_KIND_SERVER);
    expect(operations).toHaveLength(1);
    const [operation] = operations;
    expect(operation!.name).toBe('query Overview');
    expect(operation!.attributes).toMatchObject({
      'graphql.operation.name': 'Overview',
      'graphql.operation.type': 'query',
      'gateway.request_id': 'otlp-export-1',
    });

    const calls = spans.filter((span) => span.kind === SPAN_KIND_CLIENT);
    expect(
      calls
        .map((span) => span.attributes)
        .sort((a, b) => String(a['gateway.service']).localeCompare(String(b['gateway.service']))),
    ).toEqual([
      {
        'gateway.service': 'numbers',
        'http.request.method': 'GET',
        'url.template': '/numbers/prime/is-prime',
        'http.response.status_code': 200,
      },
      {
        'gateway.service': 'scheduler',
        'http.request.method': 'GET',
        'url.template': '/subscriptions/{}/resourceGroups/{}/providers/Microsoft.Scheduler/jobCollections/{}',
        'http.response.status_code': 200,
      },
    ]);
    for (const call of calls) {
      expect(call.traceId).toBe(operation!.traceId);
      expect(call.parentSpanId).toBe(operation!.spanId);
    }

    // Ids, nanosecond timestamps and the process id are random digits: any short value may turn up in them by chance.
    const everything = payloads.map(({ body }) => JSON.stringify(JSON.parse(body), withoutRandomDigits)).join('\n');
    for (const secret of [...credentials, '8191', SCHEDULER_SUBSCRIPTION, 'reporting-rg', '"reports"', '/reports'])
      expect(everything).not.toContain(secret);
  }, 60_000);

  test('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is used as the full URL', async () => {
    const answer = await full.graphql({ query: '{ numbers { isPrime(number: 7) } }' });
    expect(answer.json().errors).toBeUndefined();
    await full.stop();
    const payloads = receiver.received.filter(({ path }) => path === '/collector/spans');
    const spans = spansOf(payloads);
    expect(spans.map((span) => [span.name, span.resource['service.name']]).sort()).toEqual([
      ['GET numbers /numbers/prime/is-prime', 'otlp-full-test'],
      ['query anonymous', 'otlp-full-test'],
    ]);
    // Nothing went anywhere else: every request the receiver got is one of the two endpoints.
    expect(receiver.received.filter(({ path }) => path !== '/v1/traces' && path !== '/collector/spans')).toEqual([]);
  }, 60_000);
});
