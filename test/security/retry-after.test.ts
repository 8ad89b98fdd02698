// A 503 with Retry-After is retried after the time the upstream asks for (as a 429 is), and not at all when that
// is beyond the service's timeout: the caller then gets the 503 at once instead of waiting past it.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'], env: { NUMBERS_TIMEOUT_MS: '5000' } });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('numbers').recorder.reset();
  harness.sandbox.service('numbers').faults.clear();
});

test('503 with Retry-After: 1 waits about a second, then the retry answers', async () => {
  const { recorder, faults } = harness.sandbox.service('numbers');
  faults.inject({ kind: 'status', status: 503, headers: { 'retry-after': '1' } }, { times: 1 });
  const started = Date.now();
  const result = await harness.query('{ numbers { isPrime(number: 7) } }');
  expect(result).toEqual({ data: { numbers: { isPrime: true } } });
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(recorder.count()).toBe(2);
});

test('503 with a Retry-After beyond the timeout is answered at once, without a retry', async () => {
  const { recorder, faults } = harness.sandbox.service('numbers');
  faults.inject({ kind: 'status', status: 503, headers: { 'retry-after': '120' } }, { times: 1 });
  const started = Date.now();
  const result = await harness.query('{ numbers { isPrime(number: 7) } }');
  expect(errorAt(result, ['numbers', 'isPrime'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    status: 503,
  });
  expect(Date.now() - started).toBeLessThan(2000);
  expect(recorder.count()).toBe(1);
});

test('503 without Retry-After keeps the short backoff', async () => {
  const { recorder, faults } = harness.sandbox.service('numbers');
  faults.inject({ kind: 'status', status: 503 }, { times: 1 });
  const started = Date.now();
  const result = await harness.query('{ numbers { isPrime(number: 7) } }');
  expect(result).toEqual({ data: { numbers: { isPrime: true } } });
  expect(Date.now() - started).toBeLessThan(900);
  expect(recorder.count()).toBe(2);
});
