// A failing upstream call nulls its own field with a coded error; the rest of the query still answers.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

const TIMEOUT_MS = 400;
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'], env: { NUMBERS_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('numbers').faults.clear();
  harness.sandbox.service('numbers').recorder.reset();
});

const QUERY = '{ numbers { fact(number: 7) { fact } isPrime(number: 7) } }';
const faults = () => harness.sandbox.service('numbers').faults;

test('HTTP 500 -> UPSTREAM_UNAVAILABLE on that field only, not retried', async () => {
  faults().inject({ kind: 'status', status: 500 }, { path: '/numbers/fact' });
  const result = await harness.query(QUERY);
  expect(result.data).toEqual({ numbers: { fact: null, isPrime: true } });
  expect(errorAt(result, ['numbers', 'fact'])?.extensions).toEqual({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'numbers',
    status: 500,
    upstreamCode: '500',
  });
  expect(harness.sandbox.service('numbers').recorder.count('GET', '/numbers/fact')).toBe(1);
});

test('HTTP 503 once is retried and answers', async () => {
  faults().inject({ kind: 'status', status: 503 }, { path: '/numbers/fact', times: 1 });
  const result = await harness.query(QUERY);
  expect(result.errors).toBeUndefined();
  expect(harness.sandbox.service('numbers').recorder.count('GET', '/numbers/fact')).toBe(2);
});

test('connection reset -> UPSTREAM_UNAVAILABLE after the retries', async () => {
  faults().inject({ kind: 'reset' }, { path: '/numbers/fact' });
  const result = await harness.query(QUERY);
  expect(result.data).toEqual({ numbers: { fact: null, isPrime: true } });
  expect(errorAt(result, ['numbers', 'fact'])?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  expect(harness.sandbox.service('numbers').recorder.count('GET', '/numbers/fact')).toBe(3);
});

test('a hanging upstream -> UPSTREAM_TIMEOUT within the configured timeout', async () => {
  faults().inject({ kind: 'hang' }, { path: '/numbers/fact' });
  const started = Date.now();
  const result = await harness.query(QUERY);
  const elapsed = Date.now() - started;
  expect(result.data).toEqual({ numbers: { fact: null, isPrime: true } });
  expect(errorAt(result, ['numbers', 'fact'])?.extensions).toMatchObject({
    code: 'UPSTREAM_TIMEOUT',
    service: 'numbers',
  });
  // One attempt only: a timeout is not retried, so the field fails after about one timeout, not three.
  expect(harness.sandbox.service('numbers').recorder.count('GET', '/numbers/fact')).toBe(1);
  expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
});

test('a malformed body -> UPSTREAM_ERROR', async () => {
  faults().inject({ kind: 'malformed' }, { path: '/numbers/fact' });
  const result = await harness.query(QUERY);
  expect(result.data).toEqual({ numbers: { fact: null, isPrime: true } });
  expect(errorAt(result, ['numbers', 'fact'])?.extensions).toMatchObject({
    code: 'UPSTREAM_ERROR',
    service: 'numbers',
  });
});

test('HTTP 429 with Retry-After is retried; without it, it is RATE_LIMITED at once', async () => {
  faults().inject(
    { kind: 'status', status: 429, headers: { 'retry-after': '0' } },
    { path: '/numbers/fact', times: 1 },
  );
  expect((await harness.query(QUERY)).errors).toBeUndefined();

  faults().clear();
  harness.sandbox.service('numbers').recorder.reset();
  faults().inject({ kind: 'status', status: 429 }, { path: '/numbers/fact' });
  const result = await harness.query(QUERY);
  expect(errorAt(result, ['numbers', 'fact'])?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  expect(harness.sandbox.service('numbers').recorder.count('GET', '/numbers/fact')).toBe(1);
});

test('no upstream URL, body or stack reaches the caller', async () => {
  faults().inject(
    { kind: 'status', status: 502, body: { secret: 'upstream-internal-detail' } },
    { path: '/numbers/fact' },
  );
  await harness.query(QUERY);
  const body = harness.responses[harness.responses.length - 1]!;
  expect(body).not.toContain('upstream-internal-detail');
  expect(body).not.toContain('127.0.0.1');
  expect(body).not.toMatch(/stack|at .*\.ts/);
});
