// Request ids, readiness, Prometheus metrics and OpenTelemetry spans, over real HTTP against the sandbox.
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '../../src/observability/tracer.js';
import { listen, type Listening } from './support.js';

const FILE_STORAGE = `{ fileStorage { accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg") { name } } }`;

describe('request id', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({ services: ['numbers', 'fileStorage'] });
  });
  afterAll(() => gateway.close());

  test('a well-formed x-request-id is kept: response header, every log line of the request, the upstream', async () => {
    const answer = await gateway.graphql(
      { query: '{ numbers { isPrime(number: 7) } }' },
      { headers: { 'x-request-id': 'checkout-7f3a.42' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe('checkout-7f3a.42');
    const lines = gateway.harness.logs.filter((line) => line.includes('checkout-7f3a.42'));
    expect(lines.some((line) => line.includes('upstream call'))).toBe(true);
    for (const line of lines) expect(JSON.parse(line).requestId).toBe('checkout-7f3a.42');
    const received = gateway.harness.sandbox.service('numbers').recorder.requests.at(-1);
    expect(received?.headers['x-request-id']).toBe('checkout-7f3a.42');
  });

  test('the lines got writes for the request (a retry) carry its id too', async () => {
    const numbers = gateway.harness.sandbox.service('numbers');
    numbers.faults.inject({ kind: 'status', status: 503 }, { path: /is-prime/, times: 1 });
    const answer = await gateway.graphql(
      { query: '{ numbers { isPrime(number: 11) } }' },
      { headers: { 'x-request-id': 'retried-call-9' } },
    );
    expect(answer.json()).toEqual({ data: { numbers: { isPrime: true } } });
    const retry = gateway.harness.logs
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'retrying upstream request');
    expect(retry).toMatchObject({ requestId: 'retried-call-9', service: 'numbers', status: 503 });
  });

  test('a malformed or oversized one is replaced by a fresh id; without one, one is generated', async () => {
    for (const offered of ['bad id\twith tab', 'x'.repeat(129), undefined]) {
      const answer = await gateway.graphql(
        { query: '{ numbers { isPrime(number: 7) } }' },
        { headers: offered ? { 'x-request-id': offered } : {} },
      );
      const id = answer.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(gateway.harness.sandbox.service('numbers').recorder.requests.at(-1)?.headers['x-request-id']).toBe(id);
    }
  });

  test('two requests get two ids, each only in its own log lines', async () => {
    const [first, second] = await Promise.all([
      gateway.graphql({ query: '{ numbers { isPrime(number: 7) } }' }),
      gateway.graphql({ query: FILE_STORAGE }),
    ]);
    const firstId = first!.headers['x-request-id'] as string;
    const secondId = second!.headers['x-request-id'] as string;
    expect(firstId).not.toBe(secondId);
    const upstreamLines = gateway.harness.logs
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'upstream call');
    expect(upstreamLines.find((line) => line.service === 'numbers' && line.requestId === firstId)).toBeDefined();
    expect(upstreamLines.find((line) => line.service === 'fileStorage' && line.requestId === secondId)).toBeDefined();
    expect(upstreamLines.find((line) => line.service === 'fileStorage' && line.requestId === firstId)).toBeUndefined();
  });
});

describe('readiness and metrics', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers', 'research'],
      env: {
        NUMBERS_RETRIES: '0',
        BREAKER_VOLUME_THRESHOLD: '1',
        BREAKER_ERROR_PERCENT: '1',
        BREAKER_RESET_MS: '600000',
      },
    });
  });
  afterAll(() => gateway.close());

  test('an open breaker shows in /health and the metrics, and leaves the replica ready', async () => {
    const ready = await gateway.send({ path: '/readiness', method: 'GET' });
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ ready: true, phase: 'serving', store: { backend: 'memory' } });
    const healthy = await gateway.send({ path: '/health', method: 'GET' });
    expect(healthy.json()).toMatchObject({ services: { numbers: 'closed', research: 'closed' } });

    const ok = await gateway.graphql({
      query: 'query Facts { numbers { isPrime(number: 7) } }',
      operationName: 'Facts',
    });
    expect(ok.json().errors).toBeUndefined();
    gateway.harness.sandbox.service('numbers').faults.inject({ kind: 'status', status: 503 });
    const failed = await gateway.graphql({ query: 'query Facts { numbers { isPrime(number: 7) } }' });
    expect(failed.json().errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const open = await gateway.graphql({ query: 'query Facts { numbers { isPrime(number: 7) } }' });
    expect(open.json().errors?.[0]?.extensions?.upstreamCode).toBe('circuit-open');

    // Every replica sees the same upstream: an open breaker must not take them all out of rotation.
    const stillReady = await gateway.send({ path: '/readiness', method: 'GET' });
    expect(stillReady.status).toBe(200);
    expect(stillReady.json()).toMatchObject({ ready: true });
    const health = await gateway.send({ path: '/health', method: 'GET' });
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({
      status: 'ok',
      phase: 'serving',
      services: expect.objectContaining({ numbers: 'open', research: 'closed' }),
      store: { backend: 'memory' },
    });

    const metrics = (await gateway.send({ path: '/metrics', method: 'GET' })).text;
    // Per operation: count and duration by name and type.
    expect(metrics).toMatch(
      /graphql_envelop_request_duration_count\{[^}]*operationName="Facts"[^}]*operationType="query"[^}]*\} [1-9]/,
    );
    expect(metrics).toMatch(/graphql_envelop_request\{[^}]*operationName="Facts"[^}]*\} 3/);
    // Errors by code, service and field.
    expect(metrics).toMatch(
      /graphql_envelop_error_result\{[^}]*code="UPSTREAM_UNAVAILABLE",service="numbers",field="numbers.isPrime"\} 2/,
    );
    // Per upstream: calls by outcome, duration, breaker state (2 = open).
    expect(metrics).toMatch(/gateway_upstream_requests_total\{service="numbers",method="GET",outcome="2xx"\} 1/);
    expect(metrics).toMatch(/gateway_upstream_request_duration_seconds_count\{service="numbers",method="GET"\} [1-9]/);
    expect(metrics).toContain('gateway_upstream_breaker_state{service="numbers"} 2');
    expect(metrics).toContain('gateway_upstream_breaker_state{service="research"} 0');
  });
});

describe('tracing', () => {
  const exporter = new InMemorySpanExporter();
  let provider: NonNullable<Awaited<ReturnType<typeof startTracing>>>;
  let gateway: Listening;
  beforeAll(async () => {
    provider = (await startTracing({ serviceName: 'gateway-test' }, exporter))!;
    gateway = await listen({ services: ['numbers', 'fileStorage'], env: { NUMBERS_API_KEY: 'numbers-secret-key' } });
  });
  afterAll(async () => {
    await gateway.close();
    await provider.shutdown();
  });

  test('a span per operation and per upstream call, with route templates and statuses, and no secret or value', async () => {
    exporter.reset();
    const answer = await gateway.graphql(
      {
        query: `query Storage { fileStorage { accounts(subscriptionId: "5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31", resourceGroupName: "storage-rg") { name } } numbers { isPrime(number: 8191) } }`,
      },
      { headers: { 'x-request-id': 'trace-me-1' } },
    );
    expect(answer.json().errors).toBeUndefined();
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'query Storage');
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.name': 'Storage',
      'graphql.operation.type': 'query',
      'gateway.request_id': 'trace-me-1',
    });
    const upstream = spans.filter((span) => span.attributes['gateway.service']);
    expect(upstream.map((span) => span.attributes['gateway.service']).sort()).toEqual(['fileStorage', 'numbers']);
    const storage = upstream.find((span) => span.attributes['gateway.service'] === 'fileStorage')!;
    expect(storage.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.template': '/subscriptions/{}/resourceGroups/{}/providers/Microsoft.NetApp/netAppAccounts',
      'http.response.status_code': 200,
    });
    for (const span of upstream) {
      expect(span.spanContext().traceId).toBe(operation!.spanContext().traceId);
      expect(span.parentSpanContext?.spanId).toBe(operation!.spanContext().spanId);
    }
    // The upstream saw the same trace.
    const received = gateway.harness.sandbox.service('fileStorage').recorder.requests.at(-1);
    expect(String(received?.headers.traceparent)).toContain(operation!.spanContext().traceId);
    const exported = JSON.stringify(spans.map((span) => [span.name, span.attributes]));
    for (const secret of ['numbers-secret-key', '8191', '5f3c9a2e', 'storage-rg'])
      expect(exported).not.toContain(secret);
  });

  test('an incoming W3C traceparent: the operation joins the caller’s trace, and the upstream call carries it on', async () => {
    exporter.reset();
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const answer = await gateway.graphql(
      { query: 'query Joined { numbers { isPrime(number: 7) } }' },
      { headers: { traceparent: `00-${callerTrace}-${callerSpan}-01`, baggage: 'user=leaks-if-passed-on' } },
    );
    expect(answer.json().errors).toBeUndefined();
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'query Joined')!;
    expect(operation.spanContext().traceId).toBe(callerTrace);
    expect(operation.parentSpanContext?.spanId).toBe(callerSpan);
    expect(operation.parentSpanContext?.isRemote).toBe(true);
    const upstream = spans.find((span) => span.attributes['gateway.service'] === 'numbers')!;
    expect(upstream.spanContext().traceId).toBe(callerTrace);
    expect(upstream.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
    const received = gateway.harness.sandbox.service('numbers').recorder.requests.at(-1)!;
    expect(received.headers.traceparent).toBe(`00-${callerTrace}-${upstream.spanContext().spanId}-01`);
    expect(received.headers.baggage).toBeUndefined();

    // A malformed one is ignored: a trace of the gateway's own.
    exporter.reset();
    await gateway.graphql(
      { query: 'query Own { numbers { isPrime(number: 7) } }' },
      { headers: { traceparent: '00-not-a-trace-01' } },
    );
    const own = exporter.getFinishedSpans().find((span) => span.name === 'query Own')!;
    expect(own.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(own.parentSpanContext).toBeUndefined();
  });

  test('an operation with errors records their codes and an error status', async () => {
    exporter.reset();
    gateway.harness.sandbox.service('numbers').faults.inject({ kind: 'status', status: 404 }, { times: 1 });
    await gateway.graphql({ query: 'query Missing { numbers { fact(number: 1) { fact } } }' });
    const operation = exporter.getFinishedSpans().find((span) => span.name === 'query Missing');
    expect(operation?.attributes['graphql.error.codes']).toEqual(['NOT_FOUND']);
    expect(operation?.status.code).toBe(2);
    const upstream = exporter.getFinishedSpans().find((span) => span.attributes['gateway.service'] === 'numbers');
    expect(upstream?.attributes['http.response.status_code']).toBe(404);
  });
});
